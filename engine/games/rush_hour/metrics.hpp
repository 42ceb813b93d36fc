// What Rush Hour measures on one board: the numbers an experiment or the metrics op reports, each
// listed with its type and meaning in the description (info.cpp). The fewest moves is the
// difficulty Fogleman ranks puzzles by; the fewest steps, the reachable set and its farthest
// position say how much room the vehicles have.
#pragma once

#include <cstdint>

#include "core/budget.hpp"
#include "core/status.hpp"
#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

struct Metrics {
  Status status = Status::unknown;  // the fewest-moves solver's verdict
  bool static_unsolvable = false;   // proved without a search (static_check.hpp)
  int min_length = -1;              // fewest moves, when solved
  int steps = -1;                   // cells moved by that solution (the fewest among the fewest-moves ones)
  int min_steps = -1;               // fewest cells moved by any solution
  std::int64_t positions = -1;      // positions reachable from the board (-1: too many to count)
  int farthest = -1;                // fewest moves from the farthest reachable position to solved
  std::uint64_t expanded = 0;       // positions the fewest-moves solver expanded
  int vehicles = 0, cars = 0, trucks = 0, walls = 0;
  int legal_moves = 0;  // slides possible at the start
};

Metrics measure(const Board& board, const Budget& budget);

}  // namespace puzzlelab::rush_hour
