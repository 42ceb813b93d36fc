// Per-board measures of a Pretzel (docs/PRETZEL.md, "Solver", its last item): the shortest solution length
// (the papers' breadth-first measure), whether one random playout solves it (the papers' random
// solver), the blockade the exact test finds, and a few plain counts.
#pragma once

#include <cstdint>
#include <string>

#include "core/budget.hpp"
#include "games/pretzel/blockade.hpp"
#include "games/pretzel/playout.hpp"
#include "games/pretzel/rules.hpp"
#include "games/pretzel/solver.hpp"

namespace puzzlelab::pretzel {

struct Metrics {
  Status status = Status::unknown;
  int min_length = -1;  // shortest solution length when solved and proved shortest
  bool shortest = false;
  std::uint64_t states = 0;     // positions the solver stored
  bool playout_solved = false;  // one random playout (Rng(board_seed(text)), core/board_seed.hpp) solved it
  std::uint64_t playout_moves = 0;
  std::string playout_ended;
  BlockadeKind blockade = BlockadeKind::none;
  int blocked_cards = 0;  // frozen cards away from their goals
  int legal_moves = 0;    // in the starting position
  int cards_home = 0;     // cards in their rows' sorted prefixes (never move again)
};

Metrics measure(const Board& board, BudgetMeter& meter, const SolverOptions& options = {});

}  // namespace puzzlelab::pretzel
