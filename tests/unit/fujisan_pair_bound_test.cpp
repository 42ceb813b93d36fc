// The pair game's distances (pair_bound.hpp) against the game they relax: each move of a followed
// priest checked on real four-priest positions with the two other priests placed every possible
// way, and the bound against true distances to the summit.
#include <doctest/doctest.h>

#include <algorithm>
#include <span>
#include <vector>

#include "games/fujisan/pair_bound.hpp"
#include "games/fujisan/setups.hpp"
#include "games/fujisan/solver.hpp"
#include "test_scale.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fujisan;

namespace {

// Can the priest on `from` move to `to` with its partner on `partner`, for some placement of the
// two other priests? Asked of the real rules (legal_moves) for every placement.
bool pair_move_exists(const MoveGenerator& moves, int from, int to, int partner) {
  for (int a = 0; a < kSpaces; ++a) {
    for (int b = a + 1; b < kSpaces; ++b) {
      if (a == from || a == partner || a == to || b == from || b == partner || b == to) continue;
      const Position p = (1u << from) | (1u << partner) | (1u << a) | (1u << b);
      const MoveList list = moves(p);
      if (std::find(list.begin(), list.end(), Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)}) !=
          list.end())
        return true;
    }
  }
  return false;
}

// The pair game's distances by value iteration over its moves as the real rules allow them.
PairDistances brute_force_pair_distances(const Board& board, Variant variant) {
  const MoveGenerator moves(board, variant);
  // moves_to[from][partner]: where the priest on `from` can go.
  std::vector<std::vector<std::vector<int>>> moves_to(kSpaces, std::vector<std::vector<int>>(kSpaces));
  for (int from = 0; from < kSpaces; ++from)
    for (int partner = 0; partner < kSpaces; ++partner)
      if (partner != from)
        for (int to = 0; to < kSpaces; ++to)
          if (to != from && to != partner && pair_move_exists(moves, from, to, partner))
            moves_to[from][partner].push_back(to);
  const auto on_summit = [](int space) { return is_summit_column(column_of(space)); };
  PairDistances d;
  for (auto& row : d) row.fill(kNoPairPath);
  for (int a = 0; a < kSpaces; ++a)
    for (int b = 0; b < kSpaces; ++b)
      if (a != b && on_summit(a) && on_summit(b)) d[a][b] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (int a = 0; a < kSpaces; ++a) {
      for (int b = 0; b < kSpaces; ++b) {
        if (a == b) continue;
        int best = d[a][b];
        for (int to : moves_to[a][b]) best = std::min(best, d[to][b] + 1);
        for (int to : moves_to[b][a]) best = std::min(best, d[a][to] + 1);
        if (best < d[a][b]) {
          d[a][b] = static_cast<std::uint8_t>(best);
          changed = true;
        }
      }
    }
  }
  return d;
}

}  // namespace

TEST_CASE("pair bound: the distances are the pair game's, as the real rules allow its moves") {
  int compared = 0, boards = 0;
  const std::vector<std::pair<Setup, unsigned>> cases = {
      {Setup::pure_random, 3u}, {Setup::dominoes, 8u}, {Setup::engraved_tiles, 21u}};
  for (const auto& [setup, seed] : std::span(cases).first(test_scale::sample(cases.size()))) {
    ++boards;
    const Board board = generate(setup, seed);
    for (Variant variant : {Variant::standard, Variant::summit_step}) {
      CAPTURE(format_board(board));
      CAPTURE(to_string(variant));
      const PairDistances fast = pair_distances(board, variant);
      const PairDistances brute = brute_force_pair_distances(board, variant);
      for (int a = 0; a < kSpaces; ++a)
        for (int b = 0; b < kSpaces; ++b)
          if (a != b) {
            CAPTURE(a);
            CAPTURE(b);
            REQUIRE(fast[a][b] == brute[a][b]);
            ++compared;
          }
    }
  }
  CHECK(compared == 2 * boards * kSpaces * (kSpaces - 1));
}

TEST_CASE("pair bound: never more than the true distance, and a move changes it by at most one") {
  int positions = 0, tight = 0;
  for (const auto& info : all_setups()) {
    for (std::uint64_t seed = 40; seed < 40 + test_scale::sample<std::uint64_t>(3); ++seed) {
      const Board board = generate(info.setup, seed);
      for (Variant variant : {Variant::standard, Variant::summit_step}) {
        CAPTURE(format_board(board));
        CAPTURE(to_string(variant));
        const PairDistances d = pair_distances(board, variant);
        const MoveGenerator moves(board, variant);
        // Every position reachable from the start, breadth first.
        std::vector<Position> seen{kStart};
        for (std::size_t i = 0; i < seen.size(); ++i) {
          const Position p = seen[i];
          const int bound = pair_bound(d, p);
          for (const Move m : moves(p)) {
            const Position q = apply(p, m);
            const int next = pair_bound(d, q);
            // Consistent: a move lowers it by one at most (and "no path" stays "no path").
            if (next < kNoPairPath) CHECK(bound <= next + 1);
            if (std::find(seen.begin(), seen.end(), q) == seen.end() && seen.size() < 400) seen.push_back(q);
          }
          const Solution exact = solve_astar(board, variant, p, {});
          if (exact.status == Status::solved) {
            CHECK(bound <= static_cast<int>(exact.moves.size()));
            tight += bound == static_cast<int>(exact.moves.size()) ? 1 : 0;
          } else {
            CHECK(exact.status == Status::unsolvable);
          }
          ++positions;
        }
      }
    }
  }
  CHECK(positions > 1000);
  CHECK(tight > 0);
}
