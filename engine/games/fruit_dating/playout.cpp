#include "games/fruit_dating/playout.hpp"

namespace puzzlelab::fruit_dating {

void PlayoutMoves::legal_moves(const Board& board, std::vector<Dir>& out) const {
  const std::vector<Dir> moves = fruit_dating::legal_moves(board);
  out.insert(out.end(), moves.begin(), moves.end());
}

Playout<Dir> random_playout(const Board& board, Rng& rng, std::uint64_t max_moves, const Budget& budget) {
  return puzzlelab::random_playout(PlayoutMoves{}, board, rng, max_moves, budget);
}

}  // namespace puzzlelab::fruit_dating
