// Per-board measures of a Pretzel (docs/PRETZEL.md, "Metrics"): the shortest solution length
// (the papers' breadth-first measure), whether one random playout solves it (the papers' random
// solver), the blockade the exact test finds, and a few plain counts.
#pragma once

#include <cstdint>
#include <string>

#include "core/budget.hpp"
#include "games/pretzel/blockade.hpp"
#include "games/pretzel/rules.hpp"
#include "games/pretzel/solver.hpp"

namespace puzzlelab::pretzel {

// Random playouts stop after this many moves unless told otherwise (a position can recur, so a
// walk need not end by itself).
inline constexpr std::uint64_t kDefaultPlayoutMoves = 1000;

struct Metrics {
  Status status = Status::unknown;
  int min_length = -1;            // shortest solution length when solved and proved shortest
  bool shortest = false;
  std::uint64_t states = 0;       // positions the solver stored
  bool playout_solved = false;    // one random playout (seeded from the board) solved it
  std::uint64_t playout_moves = 0;
  std::string playout_ended;
  BlockadeKind blockade = BlockadeKind::none;
  int blocked_cards = 0;          // frozen cards away from their goals
  int legal_moves = 0;            // in the starting position
  int cards_home = 0;             // cards in their rows' sorted prefixes (never move again)
};

// The seed the metrics playout uses: FNV-1a of the board text, so every board gets its own
// reproducible random solver.
std::uint64_t board_seed(const Board& board);

Metrics measure(const Board& board, BudgetMeter& meter, const SolverOptions& options = {});

}  // namespace puzzlelab::pretzel
