// Rush Hour's solvers: exact breadth-first searches under a Budget. Like every solver they answer
// solved (with the moves), unsolvable (proved: every reachable position was seen, or the static
// check below proved it without a search) or unknown (the budget ran out first), and never count
// more nodes than the budget allows.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/status.hpp"
#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

struct SolveResult {
  Status status = Status::unknown;
  std::vector<Move> moves;     // when solved: the solution found
  int steps = 0;               // when solved: the cells its moves cover, summed
  bool proved_static = false;  // unsolvable, proved by the static check alone
  std::uint64_t expanded = 0;  // positions whose moves were generated
};

// Fewest moves (a slide of any length counts one), and among the solutions with that many moves
// the fewest steps: a breadth-first search over slides, level by level. The solver "bfs".
SolveResult solve_fewest_moves(const Board& start, const Budget& budget);

// Fewest steps (cells moved, a slide of d cells counting d): a breadth-first search over one-cell
// slides; its moves are the steps merged, a vehicle's consecutive steps one way into one move.
// The solver "bfs-steps".
SolveResult solve_fewest_steps(const Board& start, const Budget& budget);

}  // namespace puzzlelab::rush_hour
