#include "games/sigmar/swaps.hpp"

#include <vector>

namespace puzzlelab::sigmar {

Board swap_marbles(const Board& board, int swaps, Rng& rng) {
  std::vector<int> cells;
  for (int c = 0; c < kCells; ++c)
    if (board.has(c) && board.kind(c) != Kind::gold) cells.push_back(c);
  Board out = board;
  if (cells.size() < 2) return out;
  const auto n = static_cast<std::uint32_t>(cells.size());
  for (int done = 0; done < swaps;) {
    const int a = cells[rng.below(n)], b = cells[rng.below(n)];
    if (out.kind(a) == out.kind(b)) continue;
    const Kind ka = out.kind(a);
    out.put(a, out.kind(b));
    out.put(b, ka);
    ++done;
  }
  return out;
}

}  // namespace puzzlelab::sigmar
