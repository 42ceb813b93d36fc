#include "game/description_fields.hpp"

#include <algorithm>
#include <cmath>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "core/utf8.hpp"

namespace puzzlelab {

void bad_setup_field(std::string_view path, const std::string& problem) {
  throw InputError("bad_setup", std::string(path) + ": " + problem);
}

std::string field_path(std::string_view path, std::string_view key) {
  return path.empty() ? std::string(key) : std::string(path) + "." + std::string(key);
}

void check_fields(const nlohmann::json& value, std::string_view path, std::initializer_list<std::string_view> known) {
  if (!value.is_object())
    bad_setup_field(path.empty() ? "the description" : path,
                    "must be an object, not " + std::string(value.type_name()));
  for (const auto& item : value.items()) {
    bool found = false;
    for (const std::string_view key : known) found = found || item.key() == key;
    if (found) continue;
    std::string names;
    for (const std::string_view key : known) names += (names.empty() ? "" : ", ") + std::string(key);
    bad_setup_field(field_path(path, shown_key(item.key())), "unknown field (known here: " + names + ")");
  }
}

std::string shown_key(std::string_view key) {
  const bool plain = !key.empty() && key.size() <= 40 && std::all_of(key.begin(), key.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
  });
  return plain ? std::string(key) : quote_input(key);
}

const nlohmann::json* find_field(const nlohmann::json& object, std::string_view key) {
  const auto it = object.find(std::string(key));
  if (it == object.end() || it->is_null()) return nullptr;
  return &*it;
}

std::optional<long long> integer_in_range(const nlohmann::json& value, long long min, long long max) {
  if (value.is_number_unsigned()) {
    const auto number = value.get<unsigned long long>();
    if (max < 0 || number > static_cast<unsigned long long>(max)) return std::nullopt;
    const auto signed_number = static_cast<long long>(number);
    if (signed_number < min) return std::nullopt;
    return signed_number;
  }
  if (!value.is_number_integer()) return std::nullopt;
  const auto number = value.get<long long>();
  if (number < min || number > max) return std::nullopt;
  return number;
}

long long read_whole(const nlohmann::json& value, std::string_view path, long long min, long long max) {
  const std::string range = "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
  long long number = 0;
  if (value.is_number_integer()) {
    const std::optional<long long> within = integer_in_range(value, min, max);
    if (!within) bad_setup_field(path, "must be " + range + ", got " + value.dump());
    number = *within;
  } else if (value.is_number_float()) {
    const double d = value.get<double>();
    if (!std::isfinite(d) || d != std::floor(d) || d < static_cast<double>(min) || d > static_cast<double>(max))
      bad_setup_field(path, "must be " + range + ", got " + value.dump());
    number = static_cast<long long>(d);
  } else {
    bad_setup_field(path, "must be " + range + ", not " + std::string(value.type_name()));
  }
  if (number < min || number > max) bad_setup_field(path, "must be " + range + ", got " + std::to_string(number));
  return number;
}

std::string read_text(const nlohmann::json& value, std::string_view path, std::size_t max_length) {
  if (!value.is_string()) bad_setup_field(path, "must be a string, not " + std::string(value.type_name()));
  std::string text = value.get<std::string>();
  if (text.size() > max_length)
    bad_setup_field(path, "may have at most " + std::to_string(max_length) + " characters; " + quote_input(text) +
                              " has " + std::to_string(text.size()));
  check_text_characters(text, path);
  return text;
}

void check_text_characters(std::string_view text, std::string_view path) {
  if (const std::string problem = printable_text_problem(text); !problem.empty())
    bad_setup_field(path, quote_input(text) + " " + problem + "; text here is printable characters only");
}

bool read_flag(const nlohmann::json& value, std::string_view path) {
  if (!value.is_boolean()) bad_setup_field(path, "must be true or false, not " + std::string(value.type_name()));
  return value.get<bool>();
}

}  // namespace puzzlelab
