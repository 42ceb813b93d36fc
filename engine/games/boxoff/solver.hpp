// The exact BoxOff solver (docs/BOXOFF.md, "Solver"); the random playout is in playout.hpp.
//
// Depth-first search over positions (one 64-bit mask of occupied squares; the colours never
// change), with a table of positions proved dead, forced moves, sound dead-end tests, and
// restarts that alternate two move orderings (either alone has a heavy tail). It
// answers solved (with a full solution), unsolvable (only when proved) or unknown (the budget ran
// out). Every solution removes all tokens, so every solution has the same length: the first one
// found is also a shortest one.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/status.hpp"
#include "games/boxoff/rules.hpp"

namespace puzzlelab::boxoff {

struct SolveResult {
  Status status = Status::unknown;
  std::vector<Move> solution;  // empty unless solved
  std::uint64_t nodes = 0;     // positions expanded
  double ms = 0;
};

// The order in which the legal moves of a position are tried. Neither changes an answer, only
// how soon it is found.
enum class Ordering {
  balanced,         // colours with the most tokens left first, then the smallest rectangles
  fewest_stranded,  // moves leaving the fewest tokens without a removable partner first
  alternating,      // restarts that take turns between the two, with growing node allowances
};

// The pruning can be switched off one by one, to test that each is sound (the answers never
// change) and to measure what each buys.
struct SolverOptions {
  bool forced_moves = true;     // a colour down to its last two tokens, free to go: play it alone
  bool clear_colours = true;    // a colour that can be removed entirely right now: remove it at once
  bool blockade_test = true;    // last-two-token pairs that block each other in a cycle: dead
  bool pair_projection = true;  // every two-colour sub-board must be solvable on its own
  bool memo = true;             // remember positions proved dead
  Ordering ordering = Ordering::alternating;
};

SolveResult solve(const Board& board, const Budget& budget, const SolverOptions& options = {});

// Plain exhaustive search with no pruning other than a table of positions already visited: the
// reference the solver is tested against. Small boards only.
bool brute_force_solvable(const Board& board);

}  // namespace puzzlelab::boxoff
