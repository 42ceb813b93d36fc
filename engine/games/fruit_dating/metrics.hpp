// Per-level measures of Fruit Dating (docs/FRUIT_DATING.md, "Metrics"): the shortest solution
// length (what the article's generator tests), one random playout, and what the level is made of.
#pragma once

#include <cstdint>
#include <string>

#include "core/budget.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/solver.hpp"

namespace puzzlelab::fruit_dating {

struct Metrics {
  Status status = Status::unknown;
  int min_length = -1;  // when solved
  std::uint64_t states = 0;
  std::uint64_t expanded = 0;  // positions the uniform-cost search expanded
  // The article's intermediate solver (capped_dfs_solver.hpp) on the same level: positions it
  // expanded over all its runs, and the runs; -1 when it did not finish (budget or memory).
  std::int64_t capped_dfs_expanded = -1;
  std::int64_t capped_dfs_runs = -1;
  bool playout_solved = false;  // one random playout (Rng(board_seed(text))) solved it
  std::uint64_t playout_moves = 0;
  std::string playout_ended;
  int floor_tiles = 0, fruit = 0, colours = 0, obstacles = 0, mud = 0, hedgehogs = 0, anteaters = 0, one_ways = 0;
  int legal_moves = 0;
};

// `meter` bounds the uniform-cost search, `dfs_meter` the capped depth-first one.
Metrics measure(const Board& board, BudgetMeter& meter, BudgetMeter& dfs_meter, const SolverOptions& options = {});

}  // namespace puzzlelab::fruit_dating
