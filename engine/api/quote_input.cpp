#include "api/quote_input.hpp"

namespace puzzlelab {

namespace {

constexpr std::size_t kMaxQuotedBytes = 60;

}  // namespace

std::string quote_input(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out = "'";
  const std::size_t shown = text.size() > kMaxQuotedBytes ? kMaxQuotedBytes : text.size();
  for (std::size_t i = 0; i < shown; ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte >= 0x20 && byte < 0x7F) {
      out += static_cast<char>(byte);
    } else {
      out += "\\x";
      out += kHex[byte >> 4];
      out += kHex[byte & 15];
    }
  }
  if (shown < text.size()) out += "...";
  out += "'";
  return out;
}

std::string json_type_phrase(const nlohmann::json& value) {
  if (value.is_null()) return "null";
  const std::string name = value.type_name();
  return (name == "array" || name == "object" ? "an " : "a ") + name;
}

}  // namespace puzzlelab
