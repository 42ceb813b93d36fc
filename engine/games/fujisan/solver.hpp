// Exact Fujisan solvers. The main one is A* with the papers' admissible heuristic (empty summit
// spaces): it returns a shortest solution, and answers `unsolvable` only after expanding every
// position reachable from the start (at most C(28,4) = 20,475). A plain breadth-first solver,
// written independently of the generic search code, cross-checks it in the tests.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/status.hpp"
#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

struct Solution {
  Status status = Status::unknown;
  std::vector<Move> moves;     // from the start position to the summit; shortest when solved
  std::uint64_t expanded = 0;  // positions whose moves were generated
  std::uint64_t stored = 0;    // distinct positions seen
};

// Shortest solution from `start` (any position with four priests).
Solution solve_astar(const Board& board, Variant variant, Position start, const Budget& budget);

// The same answer by plain breadth-first search over a hash map of positions.
Solution solve_bfs(const Board& board, Variant variant, Position start, const Budget& budget);

}  // namespace puzzlelab::fujisan
