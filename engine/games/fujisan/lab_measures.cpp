#include "games/fujisan/lab_measures.hpp"

#include <algorithm>
#include <iterator>
#include <utility>
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

ValueStatistics value_statistics(const Board& board) {
  ValueStatistics out;
  int counts[kMaxValue + 1] = {};
  for (const auto& row : board.values)
    for (const auto v : row) ++counts[v];
  out.value_count_min = counts[0];
  out.value_count_max = counts[0];
  for (const int c : counts) {
    out.value_count_min = std::min(out.value_count_min, c);
    out.value_count_max = std::max(out.value_count_max, c);
  }
  out.zeros = counts[0];
  int off_summit[kMaxValue + 1] = {};
  for (int row = 0; row < kRows; ++row)
    for (int column = kFirstMountain; column <= kLastMountain; ++column)
      if (!is_summit_column(column)) ++off_summit[board.value(row, column)];
  out.zeros_off_summit = off_summit[0];
  out.value_count_min_off_summit = *std::min_element(std::begin(off_summit), std::end(off_summit));
  out.value_count_max_off_summit = *std::max_element(std::begin(off_summit), std::end(off_summit));
  const auto pair_of = [&](int column) {
    const int a = board.value(0, column), b = board.value(1, column);
    return std::pair<int, int>(std::min(a, b), std::max(a, b));
  };
  for (int a = kFirstMountain; a <= kLastMountain; ++a) {
    if (board.value(0, a) == board.value(1, a)) ++out.identical_steps;
    for (int b = a + 1; b <= kLastMountain; ++b) {
      if (pair_of(a) != pair_of(b)) continue;
      ++out.repeated_pairs;
      if (!is_summit_column(a) && !is_summit_column(b)) ++out.repeated_pairs_off_summit;
    }
  }
  return out;
}

bool is_dead(const Board& board, Variant variant) { return legal_moves(board, variant, kStart).size == 0; }

}  // namespace puzzlelab::fujisan
