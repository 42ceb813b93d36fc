// Rush Hour's solvers: exact searches (breadth-first, and A*) under a Budget. Like every solver they answer
// solved (with the moves), unsolvable (proved: every reachable position was seen, or the static
// check below proved it without a search) or unknown (the budget ran out first), and never count
// more nodes than the budget allows. They also stop (unknown, out_of_memory) before storing more
// than `max_positions` positions: the budget counts nodes, not memory, and a big board with few
// vehicles can reach more positions than a browser tab holds.
//
// Positions are stored packed (packed_position.hpp, position_store.hpp) with their parent and the
// move that reached them; moves are tried in legal_moves order, so the solution found is the same
// in every build.
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
  std::uint64_t stored = 0;    // distinct positions stored
  bool out_of_memory = false;  // unknown because max_positions was reached
};

struct SolverOptions {
  // About 60 to 90 bytes each (the table's included); 0: the most a position store holds (about
  // 16.7 million).
  std::uint64_t max_positions = 4'000'000;
};

// Fewest moves (a slide of any length counts one), and among the solutions with that many moves
// the fewest steps: an A* search over slides, guided by a consistent lower bound on the moves left
// (exit_bound.hpp: the car's slide and the vehicles lying across its way). Positions are expanded
// by increasing moves + bound, and among equals by increasing moves, each list in the order found:
// every position is expanded once, by a fewest-moves path with the fewest steps of those, and the
// search stops at the first list of positions the car drives out from (the fewest moves), taking
// the fewest steps among them; a search that runs out of positions has seen every reachable one
// (unsolvable). The solver "bfs" (the name of the breadth-first search it replaced,
// solve_fewest_moves_bfs below, whose answers it keeps).
SolveResult solve_fewest_moves(const Board& start, const Budget& budget, const SolverOptions& options = {});

// The same answers (fewest moves, then fewest steps) by a breadth-first search over slides, level
// by level: the independent method the tests hold the A* search to. A position first found at
// level L + 1 keeps the fewest steps of the level-L positions leading to it (every L + 1 move path
// to it passes through level L), so the fewest steps are exact. A solved position is reached only
// by the primary car's slide to the exit, so once one is found the rest of that level is checked
// for that slide alone.
SolveResult solve_fewest_moves_bfs(const Board& start, const Budget& budget, const SolverOptions& options = {});

// Fewest steps (cells moved, a slide of d cells counting d): a breadth-first search over one-cell
// slides; its moves are the steps merged, a vehicle's consecutive steps one way into one move.
// The solver "bfs-steps".
SolveResult solve_fewest_steps(const Board& start, const Budget& budget, const SolverOptions& options = {});

}  // namespace puzzlelab::rush_hour
