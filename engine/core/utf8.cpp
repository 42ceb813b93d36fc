#include "core/utf8.hpp"

#include <algorithm>

namespace puzzlelab {

namespace {

std::string hex(unsigned value, int digits) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out(static_cast<std::size_t>(digits), '0');
  for (int i = digits - 1; i >= 0; --i, value >>= 4) out[static_cast<std::size_t>(i)] = kHex[value & 15];
  return out;
}

std::string code_point_name(char32_t code_point) {
  std::string digits = hex(static_cast<unsigned>(code_point), 6);
  digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size() - 4));
  for (char& c : digits) c = static_cast<char>(c >= 'a' ? c - 'a' + 'A' : c);
  return "U+" + digits;
}

}  // namespace

std::optional<Utf8Char> utf8_char_at(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned lead = byte(at);
  if (lead < 0x80) return Utf8Char{lead, 1};
  std::size_t bytes = 0;
  char32_t code_point = 0, lowest = 0;
  if (lead >= 0xC2 && lead <= 0xDF) {
    bytes = 2, code_point = lead & 0x1F, lowest = 0x80;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    bytes = 3, code_point = lead & 0x0F, lowest = 0x800;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    bytes = 4, code_point = lead & 0x07, lowest = 0x10000;
  } else {
    return std::nullopt;  // a continuation byte, an overlong lead (C0, C1) or beyond U+10FFFF (F5-FF)
  }
  if (text.size() - at < bytes) return std::nullopt;
  for (std::size_t i = 1; i < bytes; ++i) {
    if ((byte(at + i) & 0xC0) != 0x80) return std::nullopt;
    code_point = (code_point << 6) | (byte(at + i) & 0x3F);
  }
  if (code_point < lowest || code_point > 0x10FFFF || (code_point >= 0xD800 && code_point <= 0xDFFF))
    return std::nullopt;
  return Utf8Char{code_point, bytes};
}

bool is_xml_char(char32_t c) {
  return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) ||
         (c >= 0x10000 && c <= 0x10FFFF);
}

std::string printable_text_problem(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const auto ch = utf8_char_at(text, at);
    const std::string where = " at byte " + std::to_string(at + 1);
    if (!ch) return "is not valid UTF-8" + where + " (byte 0x" + hex(static_cast<unsigned char>(text[at]), 2) + ")";
    const char32_t c = ch->code_point;
    if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) return "holds a control character (" + code_point_name(c) + ")" + where;
    if (!is_xml_char(c)) return "holds " + code_point_name(c) + where + ", a character XML does not allow";
    at += ch->bytes;
  }
  return "";
}

}  // namespace puzzlelab
