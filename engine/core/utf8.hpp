// Text from users, one character at a time: UTF-8 decoded strictly (no overlong forms, no
// surrogates, nothing past U+10FFFF, no sequence cut short), and the characters XML 1.0 allows.
// The SVG writer replaces what XML forbids; the setup readers refuse it where text is read.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace puzzlelab {

struct Utf8Char {
  char32_t code_point = 0;
  std::size_t bytes = 0;  // 1 to 4
};

// The character that starts at byte `at` of `text`, or nothing when the bytes there are not valid
// UTF-8 (`at` must be below text.size()).
std::optional<Utf8Char> utf8_char_at(std::string_view text, std::size_t at);

// XML 1.0's Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
bool is_xml_char(char32_t code_point);

// What keeps `text` from being one line of printable text, for a message: "" when it is valid
// UTF-8 holding no control character (C0, DEL, C1) and nothing XML forbids (U+FFFE, U+FFFF), else
// e.g. "holds a control character (U+001B) at byte 4", "holds U+FFFF at byte 2, a character
// XML does not allow", "is not valid UTF-8 at byte 7 (byte 0xc3)".
std::string printable_text_problem(std::string_view text);

}  // namespace puzzlelab
