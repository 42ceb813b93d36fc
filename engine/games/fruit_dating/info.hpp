// How Fruit Dating describes itself and its moves to people: the declarative description every
// front end lists (game/game_info.hpp), colour names and plain-words moves.
#pragma once

#include <string>

#include "game/game_info.hpp"
#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

const GameInfo& game_info();

// The solvers by name: the default (uniform-cost) and the article's intermediate one.
inline constexpr const char* kUniformCostSolver = "uniform-cost";
inline constexpr const char* kCappedDfsSolver = "capped-dfs";

// red, yellow, green, purple, orange, blue (fruit colours a..f).
const char* colour_name(int colour);

// "Tilt right (R): the red pair is matched" for "R" in the position `board`; a move that cannot be
// played there is described from its letter alone, or returned as it is when it names no tilt.
std::string describe_move(const Board& board, const std::string& move);

}  // namespace puzzlelab::fruit_dating
