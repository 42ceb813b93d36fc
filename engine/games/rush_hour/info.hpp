// How Rush Hour describes itself and its moves to people: the declarative description every front
// end lists (game/game_info.hpp), a move and a position in words.
#pragma once

#include <string>

#include "game/game.hpp"
#include "game/game_info.hpp"
#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

const GameInfo& game_info();

// The solvers by name: fewest moves (the default) and fewest steps.
inline constexpr const char* kFewestMovesSolver = "bfs";
inline constexpr const char* kFewestStepsSolver = "bfs-steps";

// "car", "truck" or "the red car".
std::string vehicle_name(const Vehicle& vehicle);

// "Slide truck C down 2 cells (C+2)" for "C+2" in the position `board`; "...: the red car drives
// out" when it solves; a move that cannot be read there is returned as it is.
std::string describe_move(const Board& board, const std::string& move);

}  // namespace puzzlelab::rush_hour
