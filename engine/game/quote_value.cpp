#include "game/quote_value.hpp"

namespace puzzlelab {

std::string json_type_phrase(const nlohmann::json& value) {
  if (value.is_null()) return "null";
  const std::string name = value.type_name();
  return (name == "array" || name == "object" ? "an " : "a ") + name;
}

std::string quote_value(const nlohmann::json& value) {
  if (value.is_string()) return quote_input(value.get_ref<const std::string&>());
  if (value.is_array()) return "an array of " + std::to_string(value.size()) + (value.size() == 1 ? " item" : " items");
  if (value.is_object())
    return "an object with " + std::to_string(value.size()) + (value.size() == 1 ? " key" : " keys");
  // A scalar: its text is short (a number is at most a few dozen characters).
  return value.dump();
}

std::string describe_value(const nlohmann::json& value) {
  if (value.is_null() || value.is_structured()) return quote_value(value);
  if (value.is_string()) return "the string " + quote_value(value);
  if (value.is_boolean()) return "the boolean " + quote_value(value);
  return "the number " + quote_value(value);
}

}  // namespace puzzlelab
