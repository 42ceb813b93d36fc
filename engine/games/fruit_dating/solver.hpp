// The Fruit Dating solver (docs/FRUIT_DATING.md, "Solver"): the article's uniform-cost search.
// Every move costs 1, so uniform-cost search is a breadth-first search: positions are expanded in
// the order they were found, each new position is stored once (duplicate detection), and the
// first solved position generated ends the search with a shortest solution. Tilts that change
// nothing are not moves; lost positions (a spoiled fruit, a colour with one fruit left) are stored
// but never expanded, since nothing can undo them. `unsolvable` means every reachable position was
// examined.
//
// A state is the things on the tiles, one byte per tile (the layout never changes), kept in the
// engine's byte state store (core/byte_state_store.hpp) with its parent and move.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/status.hpp"
#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

struct SolverOptions {
  std::uint64_t max_states = 8'000'000;  // stored-state cap (memory bound); 0: none
  int max_depth = 0;                     // look no further than this many moves; 0: no limit
};

struct SolveResult {
  Status status = Status::unknown;
  std::vector<Dir> moves;      // a shortest solution when solved
  std::uint64_t expanded = 0;  // positions whose moves were generated
  std::uint64_t stored = 0;    // distinct positions stored
  bool out_of_memory = false;  // stopped by max_states
  bool depth_limited = false;  // positions at max_depth were left unexpanded (so not unsolvable)
};

// Spends one node of `meter` per expanded position. Answers unknown when the meter, the state cap
// or the depth limit stopped it before a solution was found.
SolveResult solve(const Board& start, BudgetMeter& meter, const SolverOptions& options = {});

// Bytes per stored position of a board (for a memory cap).
std::uint64_t bytes_per_state(const Board& board);

}  // namespace puzzlelab::fruit_dating
