#include "core/quote.hpp"

namespace puzzlelab {

namespace {

void append_escaped(std::string& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7F) {
      out += c;
    } else {
      out += "\\x";
      out += kHex[byte >> 4];
      out += kHex[byte & 15];
    }
  }
}

}  // namespace

std::string quote_input(std::string_view text) {
  std::string out = "'";
  append_escaped(out, text.substr(0, kMaxQuotedBytes));
  if (text.size() <= kMaxQuotedBytes) return out + "'";
  return out + "...' (" + std::to_string(text.size()) + " bytes)";
}

std::string printable(std::string_view text, std::size_t max_bytes) {
  std::string out;
  append_escaped(out, text.substr(0, max_bytes));
  if (text.size() > max_bytes) out += "... (" + std::to_string(text.size()) + " bytes)";
  return out;
}

std::string describe_char(char ch) {
  const auto u = static_cast<unsigned char>(ch);
  if (u >= 0x21 && u < 0x7f) return std::string("'") + ch + "'";
  if (ch == ' ') return "a space";
  static const char* hex = "0123456789abcdef";
  return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}

}  // namespace puzzlelab
