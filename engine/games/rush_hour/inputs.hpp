// What Rush Hour's JSON params, board texts and setup names say, read once for the adapter and
// the game's part in the Lab (lab/).
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "games/rush_hour/rules.hpp"
#include "games/rush_hour/setups.hpp"

namespace puzzlelab::rush_hour {

// The board's size; params reach a game normalized (game/params.hpp), a missing size is 6.
int size_of(const nlohmann::json& params);
// The board, which must have the size the params give: InputError("bad_board", ...) otherwise.
Board board_of(const nlohmann::json& params, std::string_view text);
// A built-in setup's name or a description's text, as the plan it follows for the params' size:
// InputError("unknown_setup", ...) or ("bad_setup", ...) naming the problem.
SetupPlan plan_for(const nlohmann::json& params, std::string_view setup);

}  // namespace puzzlelab::rush_hour
