// The papers' random solver (docs/BOXOFF.md, "Metrics"): a uniformly random legal move until the
// board is empty (solved) or no move is legal (stuck), by the core playout (core/playout.hpp)
// with BoxOff's moves in legal_moves() order. Every move removes two tokens, so a playout ends
// by itself within 32 moves: the default move limit never cuts one short.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/playout.hpp"
#include "core/rng.hpp"
#include "games/boxoff/rules.hpp"

namespace puzzlelab::boxoff {

// BoxOff's legal-move source for the core playout.
struct PlayoutMoves {
  using State = Board;
  using Move = boxoff::Move;

  bool is_goal(const Board& board) const { return board.empty(); }
  void legal_moves(const Board& board, std::vector<Move>& out) const;
  void play(Board& board, const Move& m) const { apply(board, m); }
};

Playout<Move> random_playout(const Board& board, Rng& rng, std::uint64_t max_moves = kDefaultPlayoutMoves,
                             const Budget& budget = {});

}  // namespace puzzlelab::boxoff
