#include "games/fujisan/lab_measures.hpp"

#include <vector>

#include "games/fujisan/position_index.hpp"

namespace puzzlelab::fujisan {

bool random_walk_without_repeats(const Board& board, Variant variant, Position start, Rng& rng) {
  const MoveGenerator moves_from(board, variant);
  std::vector<bool> visited(kPositionCount, false);
  Position p = start;
  visited[position_index(p)] = true;
  for (;;) {
    if (is_solved(p)) return true;
    const MoveList moves = moves_from(p);
    if (moves.size == 0) return false;
    p = apply(p, moves.moves[rng.below(static_cast<std::uint32_t>(moves.size))]);
    const std::size_t index = position_index(p);
    if (visited[index]) return false;
    visited[index] = true;
  }
}

double paper_connectivity(const Board& board) {
  double sum = 0;
  for (int column = kFirstMountain; column <= kLastMountain; ++column) {
    const double weight = board.value(0, column) == board.value(1, column) ? 0.5 : 1.0;
    for (int row = 0; row < kRows; ++row) {
      const int v = board.value(row, column);
      if (v == 0) continue;
      for (const int target : {column - v, column + v})
        if (target >= 0 && target <= kLastMountain + 1 && !is_summit_column(target)) sum += weight;
    }
  }
  return sum / 12;
}

bool is_dead(const Board& board, Variant variant) { return legal_moves(board, variant, kStart).size == 0; }

}  // namespace puzzlelab::fujisan
