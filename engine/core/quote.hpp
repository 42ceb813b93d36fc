// How messages show user input. quote_input writes 'text' with control characters and bytes
// outside printable ASCII as \xHH, cut to kMaxQuotedBytes bytes ("...' (N bytes)" marks a cut):
// a message then stays one short line whatever the input was, and is always valid UTF-8, so it
// can go into JSON and onto a terminal unchanged. Every message that echoes input uses it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace puzzlelab {

inline constexpr std::size_t kMaxQuotedBytes = 60;

// 'abc', 'a\x1Bb', 'aaaa...aaaa...' (100000 bytes)
std::string quote_input(std::string_view text);

// The same escaping without quotes and with a cut at `max_bytes`, for text that is a message
// rather than input (a library's message that may echo input).
std::string printable(std::string_view text, std::size_t max_bytes);

// One character of a board text for a message: 'x' when printable, "a space", or "byte 0x1b".
std::string describe_char(char ch);

}  // namespace puzzlelab
