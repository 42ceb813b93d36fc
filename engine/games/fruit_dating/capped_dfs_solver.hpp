// The Fruit Dating article's intermediate solver ([SBC], section 3, before its correction; see
// docs/FRUIT_DATING.md, "Solvers"): a depth-first search on a stack that stores every situation
// with the depth it was reached at, revisiting a situation only when it is reached again at a
// smaller depth, and stopping at the first solution it meets. That solution need not be the
// shortest, so the search is run again with a depth cap one below the last solution's length
// until a run finds none: the last solution found is then a shortest one. The first run's cap is
// the article's 30 moves.
//
// The article's correction (uniform-cost search, solver.hpp) finds a shortest solution in one
// run; this solver is kept to measure what the correction saves (positions expanded, reruns).
//
// `unsolvable` is answered only when the first run found nothing and no position was left
// unexpanded at the cap (so every reachable position was examined); a level whose shortest
// solution is longer than the first cap answers `unknown`, never a guess.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/status.hpp"
#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

struct CappedDfsOptions {
  int first_cap = 30;                    // the first run looks no deeper than this ([SBC]: 30 moves)
  std::uint64_t max_states = 8'000'000;  // stored situations per run (memory bound); 0: none
};

struct CappedDfsResult {
  Status status = Status::unknown;
  std::vector<Dir> moves;                // the last solution found: a shortest one when `shortest`
  bool shortest = false;                 // a run with a cap below the solution's length found none
  std::uint64_t expanded = 0;            // positions whose moves were generated, over every run
  std::uint64_t first_run_expanded = 0;  // of which the first run's
  std::uint64_t runs = 0;                // runs started (the first, and one rerun per shorter cap)
  std::uint64_t stored = 0;              // the most situations one run stored
  bool out_of_memory = false;            // stopped by max_states
  bool depth_limited = false;            // the first run left positions at its cap unexpanded
};

// Spends one node of `meter` per expanded position, over all runs. When the budget or the state
// cap stops a rerun, the solution already found is returned (status solved, `shortest` false).
CappedDfsResult solve_capped_dfs(const Board& start, BudgetMeter& meter, const CappedDfsOptions& options = {});

}  // namespace puzzlelab::fruit_dating
