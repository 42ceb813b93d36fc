#include "games/rush_hour/playout.hpp"

namespace puzzlelab::rush_hour {

void PlayoutMoves::legal_moves(const Board& board, std::vector<Move>& out) const {
  const std::vector<Move> moves = rush_hour::legal_moves(board);
  out.insert(out.end(), moves.begin(), moves.end());
}

Playout<Move> random_playout(const Board& board, Rng& rng, std::uint64_t max_moves) {
  return puzzlelab::random_playout(PlayoutMoves{}, board, rng, max_moves);
}

}  // namespace puzzlelab::rush_hour
