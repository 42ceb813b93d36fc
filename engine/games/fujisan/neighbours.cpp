#include "games/fujisan/neighbours.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <span>

namespace puzzlelab::fujisan {

namespace {

// The unordered pair of a column as one number (smaller value first), for "all pairs differ".
int pair_of(const Board& board, int column) {
  const int a = board.value(0, column), b = board.value(1, column);
  return std::min(a, b) * kValueCount + std::max(a, b);
}

bool pairs_differ(const Board& board, const std::vector<int>& columns) {
  std::array<bool, kValueCount * kValueCount> seen{};
  for (const int c : columns) {
    const int p = pair_of(board, c);
    if (seen[p]) return false;
    seen[p] = true;
  }
  return true;
}

bool flipped_column(const Board& board, int column, int of) {
  return board.value(0, column) == board.value(1, of) && board.value(1, column) == board.value(0, of);
}

// Piecepack's suit of a column: column 12 takes suit 0's coins, 11 suit 1's, ... (setups.cpp).
int suit_of_column(int column) { return (kLastMountain - column) % 4; }

const std::vector<int>& all_steps() {
  static const std::vector<int> steps = [] {
    std::vector<int> out;
    for (int c = kFirstMountain; c <= kLastMountain; ++c) out.push_back(c);
    return out;
  }();
  return steps;
}

const std::vector<int>& engraved_steps() {
  static const std::vector<int> steps = {1, 2, 3, 4, 5, 8, 9, 10, 11, 12};
  return steps;
}

void set_column(Board& board, int column, int top, int bottom) {
  board.values[0][column - 1] = static_cast<std::uint8_t>(top);
  board.values[1][column - 1] = static_cast<std::uint8_t>(bottom);
}

// Engraved tiles: the summit columns show the top tiles' other halves.
void turn_summit(Board& board) {
  set_column(board, kSummitLeft, board.value(1, 5), board.value(0, 5));
  set_column(board, kSummitRight, board.value(1, 8), board.value(0, 8));
}

}  // namespace

bool could_deal(Setup setup, const Board& board) {
  std::array<int, kValueCount> counts{};
  for (int row = 0; row < kRows; ++row)
    for (int c = kFirstMountain; c <= kLastMountain; ++c) {
      if (board.value(row, c) > kMaxValue) return false;
      ++counts[board.value(row, c)];
    }
  switch (setup) {
    case Setup::pure_random: return true;
    case Setup::any_coin: return std::all_of(counts.begin(), counts.end(), [](int n) { return n == 4; });
    case Setup::unique_pairs:
      return std::all_of(counts.begin(), counts.end(), [](int n) { return n == 4; }) && has_unique_step_pairs(board);
    case Setup::piecepack: {
      std::array<std::array<int, kValueCount>, 4> per_suit{};
      for (int c = kFirstMountain; c <= kLastMountain; ++c)
        for (int row = 0; row < kRows; ++row)
          if (++per_suit[suit_of_column(c)][board.value(row, c)] > 1) return false;
      return true;
    }
    case Setup::dominoes:
      for (const int c : all_steps())
        if (board.value(0, c) == board.value(1, c)) return false;
      return pairs_differ(board, all_steps());
    case Setup::engraved_tiles:
      for (const int c : engraved_steps())
        if (pair_of(board, c) == 0) return false;  // 0:0 is not engraved
      return flipped_column(board, kSummitLeft, 5) && flipped_column(board, kSummitRight, 8) &&
             pairs_differ(board, engraved_steps());
  }
  return false;
}

std::vector<Board> neighbours_within_setup(Setup setup, const Board& board, Rng& rng) {
  const bool engraved = setup == Setup::engraved_tiles;
  const auto movable = [&](int column) { return !engraved || (column != kSummitLeft && column != kSummitRight); };
  std::vector<Board> candidates;
  // A space's value changed.
  for (int row = 0; row < kRows; ++row)
    for (int c = kFirstMountain; c <= kLastMountain; ++c)
      for (int v = 0; v <= kMaxValue; ++v)
        if (v != board.value(row, c) && movable(c)) {
          Board next = board;
          next.values[row][c - 1] = static_cast<std::uint8_t>(v);
          candidates.push_back(next);
        }
  // Two spaces swapped.
  for (int s = 0; s < kRows * kLastMountain; ++s)
    for (int t = s + 1; t < kRows * kLastMountain; ++t) {
      const int rs = s / kLastMountain, cs = s % kLastMountain + 1, rt = t / kLastMountain, ct = t % kLastMountain + 1;
      if (board.value(rs, cs) == board.value(rt, ct) || !movable(cs) || !movable(ct)) continue;
      Board next = board;
      std::swap(next.values[rs][cs - 1], next.values[rt][ct - 1]);
      candidates.push_back(next);
    }
  // Two columns swapped, a column turned, a column given another pair.
  for (int c = kFirstMountain; c <= kLastMountain; ++c) {
    if (!movable(c)) continue;
    for (int d = c + 1; d <= kLastMountain; ++d)
      if (movable(d)) {
        Board next = board;
        set_column(next, c, board.value(0, d), board.value(1, d));
        set_column(next, d, board.value(0, c), board.value(1, c));
        candidates.push_back(next);
      }
    for (int top = 0; top <= kMaxValue; ++top)
      for (int bottom = 0; bottom <= kMaxValue; ++bottom) {
        Board next = board;
        set_column(next, c, top, bottom);
        candidates.push_back(next);
      }
  }
  std::vector<Board> out;
  std::set<std::array<std::array<std::uint8_t, kLastMountain>, kRows>> seen{board.values};
  for (Board& next : candidates) {
    if (engraved) turn_summit(next);
    if (could_deal(setup, next) && seen.insert(next.values).second) out.push_back(next);
  }
  rng.shuffle(std::span<Board>(out));
  return out;
}

}  // namespace puzzlelab::fujisan
