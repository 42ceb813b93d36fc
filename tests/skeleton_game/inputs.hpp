// What the skeleton's JSON params and board texts name, read once for the adapter (and a game's
// part in the Lab, when it has one: engine/games/<game>/lab/).
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "skeleton_game/rules.hpp"

namespace puzzlelab::skeleton {

// The number of lamps; params reach a game normalized (game/params.hpp: checked and completed
// with defaults).
int lamps_of(const nlohmann::json& params);
// A board given with space around it (a pasted line) is the board itself, as in every game.
Board board_of(const nlohmann::json& params, std::string_view text);

}  // namespace puzzlelab::skeleton
