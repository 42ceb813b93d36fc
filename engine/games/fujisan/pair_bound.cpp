#include "games/fujisan/pair_bound.hpp"

#include <utility>

namespace puzzlelab::fujisan {

// Breadth-first from the six pairs of summit spaces, backwards: the predecessors of a pair state
// are those where one of its priests stood elsewhere and made a move of the pair game to its
// space. For a sideways move onto a space holding v, count the spaces from the target outwards
// (the target first, the partner's space not counted): a forgotten priest between adds one to the
// spaces travelled, so with up to two of them the start is the space where the count reaches v,
// v + 1 or v + 2 (two forgotten priests need two free spaces between, which a count of v + 2 >= 3
// always leaves). 378 states, each with at most 2 x (1 + 6) predecessors.
PairDistances pair_distances(const Board& board, Variant variant) {
  PairDistances distance;
  for (auto& row : distance) row.fill(kNoPairPath);
  std::array<std::pair<std::uint8_t, std::uint8_t>, kSpaces*(kSpaces - 1) / 2> queue;
  std::size_t tail = 0;
  const auto reach = [&](int a, int b, int d) {
    if (distance[a][b] != kNoPairPath) return;
    distance[a][b] = distance[b][a] = static_cast<std::uint8_t>(d);
    queue[tail++] = {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
  };
  const int summit[] = {space_of(0, kSummitLeft), space_of(0, kSummitRight), space_of(1, kSummitLeft),
                        space_of(1, kSummitRight)};
  for (int i = 0; i < 4; ++i)
    for (int j = i + 1; j < 4; ++j) reach(summit[i], summit[j], 0);
  constexpr int kForgottenPriests = kPriests - 2;
  for (std::size_t head = 0; head < tail; ++head) {
    const auto [x, y] = queue[head];
    const int before = distance[x][y] + 1;
    for (const auto& [moved, partner] : {std::pair<int, int>{x, y}, std::pair<int, int>{y, x}}) {
      const int row = row_of(moved);
      const int column = column_of(moved);
      if (is_start_column(column)) continue;  // nothing moves onto a start space
      const int across = space_of(1 - row, column);
      if (across != partner) reach(across, partner, before);  // up/down
      const int row_start = space_of(row, 0);
      if (is_summit_column(column) && variant == Variant::summit_step) {
        const int other = row_start + (column == kSummitLeft ? kSummitRight : kSummitLeft);
        if (other != partner) reach(other, partner, before);  // the summit step
      }
      const int value = board.value(row, column);
      if (value < 1) continue;
      for (const int step : {-1, 1}) {
        int counted = 1;  // the target itself
        for (int from_column = column + step; from_column >= 0 && from_column < kColumns; from_column += step) {
          const int from = row_start + from_column;
          if (from == partner) continue;  // passed over, not counted
          ++counted;
          if (counted - 1 > value + kForgottenPriests) break;
          // The spaces travelled are counted - 1 (the start is not travelled); v of them are
          // counted by the rule, the rest are forgotten priests.
          if (counted - 1 >= value && !is_summit_column(from_column)) reach(from, partner, before);
        }
      }
    }
  }
  return distance;
}

bool unsolvable_in_pair_game(const Board& board, Variant variant) {
  return pair_bound(pair_distances(board, variant), kStart) >= kNoPairPath;
}

}  // namespace puzzlelab::fujisan
