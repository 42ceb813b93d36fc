#include "games/fujisan/playout.hpp"

namespace puzzlelab::fujisan {

void PlayoutMoves::legal_moves(Position p, std::vector<Move>& out) const {
  for (const Move& m : fujisan::legal_moves(board_, variant_, p)) out.push_back(m);
}

Playout<Move> random_playout(const Board& board, Variant variant, Position start, Rng& rng, std::uint64_t max_moves,
                             const Budget& budget) {
  return puzzlelab::random_playout(PlayoutMoves(board, variant), start, rng, max_moves, budget);
}

}  // namespace puzzlelab::fujisan
