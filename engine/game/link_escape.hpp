// The character level of shareable links (docs/LINKS.md): how one item of text (a game name, a
// board row, a move) is written inside a link so that the link needs no percent-escaping.
// Letters, digits and - _ ( ) stand for themselves; every other byte is ~HH (two hex digits).
#pragma once

#include <string>
#include <string_view>

namespace puzzlelab {

std::string escape_link_item(std::string_view text);

// Throws InputError("bad_link", message): how every link reader (game, Lab, series and talk links)
// refuses a link.
[[noreturn]] void bad_link(const std::string& message);

// Throws InputError("bad_link", ...) naming `what` (e.g. "the board") for a stray character or a
// broken ~HH escape.
std::string unescape_link_item(std::string_view item, std::string_view what);

// Undoes percent-encoding (%HH) that a browser or a chat program may have added to a link.
// Throws InputError("bad_link", ...) for a '%' not followed by two hex digits.
std::string percent_decode(std::string_view text);

}  // namespace puzzlelab
