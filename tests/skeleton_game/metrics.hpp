// What the skeleton game measures on one board: the numbers an experiment or the metrics op
// reports. A real game measures what its papers measure; each key is listed, with its type and
// meaning, in the description (info.cpp), and a unit test checks the two agree.
#pragma once

#include "core/budget.hpp"
#include "core/status.hpp"
#include "skeleton_game/rules.hpp"

namespace puzzlelab::skeleton {

struct Metrics {
  int lit = 0;                      // lamps lit at the start
  Status status = Status::unknown;  // the solver's verdict
  int min_length = -1;              // the shortest solution's length when solved, else -1
};

Metrics measure(const Board& board, const Budget& budget);

}  // namespace puzzlelab::skeleton
