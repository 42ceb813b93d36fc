// The random solver (docs/SIGMAR.md, "Metrics"): a uniformly random legal move until the board is
// empty (solved) or no move is legal (stuck), by the core playout (core/playout.hpp) with Sigmar's
// moves in legal_moves() order. Every move removes a marble, so a playout ends by itself within
// 55 moves: the default move limit never cuts one short.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/playout.hpp"
#include "core/rng.hpp"
#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

// Sigmar's legal-move source for the core playout.
struct PlayoutMoves {
  using State = Board;
  using Move = sigmar::Move;

  bool is_goal(const Board& board) const { return board.empty(); }
  void legal_moves(const Board& board, std::vector<Move>& out) const {
    const std::vector<Move> moves = sigmar::legal_moves(board);
    out.insert(out.end(), moves.begin(), moves.end());
  }
  void play(Board& board, const Move& m) const { apply(board, m); }
};

inline Playout<Move> random_playout(const Board& board, Rng& rng, std::uint64_t max_moves = kDefaultPlayoutMoves,
                                    const Budget& budget = {}) {
  return puzzlelab::random_playout(PlayoutMoves{}, board, rng, max_moves, budget);
}

}  // namespace puzzlelab::sigmar
