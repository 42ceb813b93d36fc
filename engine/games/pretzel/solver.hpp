// Pretzel solvers (docs/PRETZEL.md, "Solver").
//
// States are the grid itself, one card per cell in a byte (kn bytes), kept in the engine's byte
// state store (core/byte_state_store.hpp): one arena in the order they were found, a hash table
// that finds duplicates, and each state's parent and the move that reached it, so memory is
// about kn + 21 bytes per state and is capped (`max_states`): a search that would exceed the cap
// answers unknown.
//
// * solve_shortest: breadth-first search; a solution it returns is shortest. Positions with a
//   cyclic blockade (blockade.hpp: provably unsolvable) are neither stored nor expanded, which
//   keeps every shortest path (none passes through them) and keeps `unsolvable` a proof: every
//   position reachable from the start was either examined or proved dead.
// * solve_any: depth-first search with the same table, trying first the move that extends a row's
//   sorted prefix; decides solvability (the solution is not necessarily shortest). For large deals.
// * solve: the two combined (below).
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/status.hpp"
#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

struct SolverOptions {
  bool prune_blockades = true;           // skip provably dead positions
  std::uint64_t max_states = 8'000'000;  // stored-state cap (memory bound); 0: no cap
};

struct SolveResult {
  Status status = Status::unknown;
  std::vector<Move> moves;     // from the start to the solved position
  std::uint64_t expanded = 0;  // positions whose moves were generated
  std::uint64_t stored = 0;    // distinct positions stored
  std::uint64_t pruned = 0;    // positions skipped as blocked
  bool out_of_memory = false;  // stopped by max_states
  bool shortest = false;       // solved and the solution is proved shortest
};

SolveResult solve_shortest(const Board& start, BudgetMeter& meter, const SolverOptions& options = {});
SolveResult solve_any(const Board& start, BudgetMeter& meter, const SolverOptions& options = {});

// What the adapter uses: solve_shortest; if that runs out of memory (not time), solve_any with
// what is left of the same budget, so large deals are still decided (solution then not
// necessarily shortest).
SolveResult solve(const Board& start, BudgetMeter& meter, const SolverOptions& options = {});

// A state cap that keeps a search near `bytes` of memory for this shape.
std::uint64_t states_for_memory(const Shape& shape, std::uint64_t bytes);

// Bytes a search holding `states` positions of `shape` needs (approximately).
std::uint64_t bytes_per_state(const Shape& shape);

}  // namespace puzzlelab::pretzel
