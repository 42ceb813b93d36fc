// The skeleton game's solver: a breadth-first search for a shortest solution, under a Budget.
// Like every solver it answers solved (with the moves), unsolvable (proved: every reachable
// position was seen) or unknown (the budget ran out first), and never counts more nodes than
// the budget allows.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/status.hpp"
#include "skeleton_game/rules.hpp"

namespace puzzlelab::skeleton {

struct SolveResult {
  Status status = Status::unknown;
  std::vector<Move> moves;     // a shortest solution when solved
  std::uint64_t expanded = 0;  // positions whose moves were generated
};

SolveResult solve(const Board& start, const Budget& budget);

}  // namespace puzzlelab::skeleton
