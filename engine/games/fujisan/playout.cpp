#include "games/fujisan/playout.hpp"

#include "games/fujisan/search_space.hpp"

namespace puzzlelab::fujisan {

search::Playout<Move> random_playout(const Board& board, Variant variant, Position start, Rng& rng,
                                     std::uint64_t max_moves, const Budget& budget) {
  BudgetMeter meter(budget);
  return search::random_playout(SearchSpace(board, variant), start, rng, max_moves, meter);
}

}  // namespace puzzlelab::fujisan
