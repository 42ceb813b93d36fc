// A game ID, as players of Simon Tatham's puzzle collection know it: what the new-game dialog's
// "Game ID" field accepts. A full share link (https://…/#v1/…), its "#v1/…" part, the same
// without the '#', or a seed (a whole number: that deal of the game and setup chosen in the
// dialog). Links are then read by read_link (middle/link_bridge.hpp), so a game ID is checked
// exactly as a link in the address bar is.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace puzzlelab {

struct GameId {
  std::optional<std::string> hash;    // a link's hash without '#' (checked with read_link)
  std::optional<std::uint64_t> seed;  // or a seed for the dialog's game and setup
};

// Reads a pasted game ID; surrounding spaces and line breaks are ignored. Throws InputError naming
// the problem: "bad_link" for empty input, a Lab or talk link, or text that is neither a link nor
// a seed; "bad_seed" for a number too large; read_link's own errors for a link that is wrong.
GameId read_game_id(std::string_view text);

}  // namespace puzzlelab
