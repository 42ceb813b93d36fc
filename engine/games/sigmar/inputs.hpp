// What Sigmar's Garden's text and JSON inputs name, read once for the adapter and the game's part
// in the Lab: the tile set in the params, a board's text with that set.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "games/sigmar/rules.hpp"
#include "games/sigmar/tile_set.hpp"

namespace puzzlelab::sigmar {

// The tile set the params name (the standard set where they name none).
TileSet tile_set_of(const nlohmann::json& params);
// A board's text with the params' tile set; InputError("bad_board", ...) when it is not one.
Board board_of(const nlohmann::json& params, std::string_view text);

}  // namespace puzzlelab::sigmar
