// The exact BoxOff solver and the random playout (docs/BOXOFF.md, "Solver").
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
#include "core/rng.hpp"
#include "games/boxoff/rules.hpp"

namespace puzzlelab::boxoff {

enum class Status { solved, unsolvable, unknown };
const char* to_string(Status status);

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

// The papers' random solver: a uniformly random legal move until the board is empty (solved)
// or no move is legal (stuck). Draws one rng.below(n) per move, n = the number of legal moves
// in legal_moves() order.
struct Playout {
  bool solved = false;
  std::vector<Move> moves;
};
Playout random_playout(const Board& board, Rng& rng, std::uint64_t max_moves = UINT64_MAX);

}  // namespace puzzlelab::boxoff
