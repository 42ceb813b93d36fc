#include "games/pretzel/playout.hpp"

namespace puzzlelab::pretzel {

void PlayoutMoves::legal_moves(const Board& board, std::vector<Move>& out) const {
  const std::vector<Move> moves = pretzel::legal_moves(board);
  out.insert(out.end(), moves.begin(), moves.end());
}

Playout<Move> random_playout(const Board& board, Rng& rng, std::uint64_t max_moves, const Budget& budget) {
  return puzzlelab::random_playout(PlayoutMoves{}, board, rng, max_moves, budget);
}

}  // namespace puzzlelab::pretzel
