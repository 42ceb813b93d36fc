// Rush Hour's position in words (Game::describe_board, the screen reader's description): where the
// red car is and what stands between it and the exit, then every vehicle and wall by place.
#pragma once

#include <string>

#include "game/game.hpp"
#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

BoardWords describe_board(const Board& board);

// Why the red car can never get out, when the static check (static_check.hpp) proves it: "row 3,
// column 5 stays taken whatever moves are made: the red car's way out is blocked for good"; ""
// otherwise (a board the check cannot settle may still be unsolvable: only a search shows it).
std::string dead_end(const Board& board);

}  // namespace puzzlelab::rush_hour
