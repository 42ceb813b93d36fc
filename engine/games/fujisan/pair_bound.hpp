// A lower bound on the moves a Fujisan position still needs, from a relaxed game of two priests.
//
// Follow two priests and forget the other two: they may stand anywhere, and anywhere else on
// each move. A sideways move of a followed priest from column c to a mountain space t of its row
// holding v >= 1 is allowed when v = |t - c| - (the partner, if it stands between) - u for some
// u from 0 to 2 (the forgotten priests between, at most the free spaces between); up/down into an
// empty space across a mountain column; the summit step under its rule. Every real move of a
// followed priest is a move of this game, so the pair's distance to two summit spaces never
// exceeds the moves those two priests make in any real solution. Split the four priests into two
// pairs: each real move moves one priest, so the two pairs' distances add up to a lower bound, and
// the best of the three splits is one too (pair_bound). It is consistent (a move changes it by at
// most one: one pair's state changes by one move of its game), which A* and the pruned analysis
// of exact_study.hpp rely on.
//
// Why pairs: the bound of one priest alone (skipping up to three unknown priests) let the
// analysis of all shortest paths visit about 26 positions for each one on a shortest path; pairs
// cut the visited positions by about two fifths for a table of 28 x 28 distances per board.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

inline constexpr std::uint8_t kNoPairPath = 255;

// [a][b] = [b][a]: the fewest moves of the pair game taking priests on spaces a and b to two
// summit spaces; kNoPairPath when it never can (and on the diagonal).
using PairDistances = std::array<std::array<std::uint8_t, kSpaces>, kSpaces>;
PairDistances pair_distances(const Board& board, Variant variant);

// The bound for a position of four priests: the best split into two pairs; kNoPairPath or more
// when some pair never reaches the summit (then no real solution exists).
inline int pair_bound(const PairDistances& d, Position p) {
  const int s0 = std::countr_zero(p);
  p &= p - 1;
  const int s1 = std::countr_zero(p);
  p &= p - 1;
  const int s2 = std::countr_zero(p);
  p &= p - 1;
  const int s3 = std::countr_zero(p);
  const int a = d[s0][s1] + d[s2][s3];
  const int b = d[s0][s2] + d[s1][s3];
  const int c = d[s0][s3] + d[s1][s2];
  return a > b ? (a > c ? a : c) : (b > c ? b : c);
}

// Some pair of the start's priests never reaches the summit even in the pair game: the challenge
// cannot be solved, proved without a search.
bool unsolvable_in_pair_game(const Board& board, Variant variant);

}  // namespace puzzlelab::fujisan
