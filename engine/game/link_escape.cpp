#include "game/link_escape.hpp"

#include "core/input_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab {

namespace {

constexpr char kHexDigits[] = "0123456789ABCDEF";

bool is_plain(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
         c == '(' || c == ')';
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

// Two hex digits at text[at], or -1.
int hex_byte(std::string_view text, std::size_t at) {
  if (at + 2 > text.size()) return -1;
  const int high = hex_value(text[at]);
  const int low = hex_value(text[at + 1]);
  return high < 0 || low < 0 ? -1 : high * 16 + low;
}

}  // namespace

std::string escape_link_item(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (is_plain(c)) {
      out += c;
    } else {
      const auto byte = static_cast<unsigned char>(c);
      out += '~';
      out += kHexDigits[byte >> 4];
      out += kHexDigits[byte & 15];
    }
  }
  return out;
}

std::string unescape_link_item(std::string_view item, std::string_view what) {
  std::string out;
  out.reserve(item.size());
  for (std::size_t i = 0; i < item.size(); ++i) {
    const char c = item[i];
    if (is_plain(c)) {
      out += c;
    } else if (c == '~') {
      const int byte = hex_byte(item, i + 1);
      if (byte < 0)
        throw InputError("bad_link", "broken escape " + quote_input(item.substr(i, 3)) + " in " + std::string(what) +
                                         " (write ~ followed by two hex digits)");
      out += static_cast<char>(byte);
      i += 2;
    } else {
      throw InputError("bad_link",
                       "character " + quote_input(item.substr(i, 1)) + " is not allowed in " + std::string(what));
    }
  }
  return out;
}

std::string percent_decode(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    const int byte = hex_byte(text, i + 1);
    if (byte < 0)
      throw InputError("bad_link", "broken percent-escape " + quote_input(text.substr(i, 3)) +
                                       " (write % followed by two hex digits)");
    out += static_cast<char>(byte);
    i += 2;
  }
  return out;
}

void bad_link(const std::string& message) { throw InputError("bad_link", message); }

}  // namespace puzzlelab
