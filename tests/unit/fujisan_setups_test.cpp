// Setup invariants over many seeds, each checked against the structure docs/FUJISAN.md ("Setups") describes.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <set>
#include <utility>

#include "games/fujisan/setups.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fujisan;

namespace {

constexpr int kSeeds = 2000;

std::array<int, 6> value_counts(const Board& board) {
  std::array<int, 6> counts{};
  for (const auto& row : board.values)
    for (auto v : row) ++counts[v];
  return counts;
}

std::pair<int, int> step_pair(const Board& board, int column) {
  const int a = board.value(0, column);
  const int b = board.value(1, column);
  return {std::min(a, b), std::max(a, b)};
}

}  // namespace

TEST_CASE("setup names round-trip and are listed in order") {
  const auto& setups = all_setups();
  CHECK(setups.size() == 6);
  CHECK(setups[0].name == "pure-random");
  for (const auto& info : setups) {
    CHECK(setup_from_string(info.name) == info.setup);
    CHECK(to_string(info.setup) == info.name);
    CHECK_FALSE(info.description.empty());
  }
  CHECK_FALSE(setup_from_string("Dominoes").has_value());
}

TEST_CASE("a (setup, seed) pair always gives the same board, and seeds differ") {
  for (const auto& info : all_setups()) {
    CHECK(generate(info.setup, std::uint64_t{7}) == generate(info.setup, std::uint64_t{7}));
    Rng rng(7);
    CHECK(generate(info.setup, rng) == generate(info.setup, std::uint64_t{7}));
    std::set<std::string> distinct;
    for (std::uint64_t seed = 0; seed < 50; ++seed) distinct.insert(format_board(generate(info.setup, seed)));
    CHECK(distinct.size() == 50);
  }
}

TEST_CASE("pure random: every value appears and the counts vary") {
  std::array<long, 6> totals{};
  std::set<std::array<int, 6>> count_patterns;
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    const auto counts = value_counts(generate(Setup::pure_random, seed));
    count_patterns.insert(counts);
    for (int v = 0; v < 6; ++v) totals[v] += counts[v];
  }
  CHECK(count_patterns.size() > 100);
  // Each total is Binomial(48000, 1/6): mean 8000, sd ~ 82.
  for (long t : totals) CHECK(std::abs(t - 8000) < 500);
}

TEST_CASE("any coin: four of each value") {
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed)
    REQUIRE(value_counts(generate(Setup::any_coin, seed)) == std::array<int, 6>{4, 4, 4, 4, 4, 4});
}

TEST_CASE("piecepack: no step repeats a value and every suit block is a permutation of 0..5") {
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    const Board board = generate(Setup::piecepack, seed);
    REQUIRE(value_counts(board) == std::array<int, 6>{4, 4, 4, 4, 4, 4});
    for (int column = 1; column <= 12; ++column) REQUIRE(board.value(0, column) != board.value(1, column));
    // Suit s (0-based) fills columns 12 - s, 8 - s and 4 - s.
    for (int suit = 0; suit < 4; ++suit) {
      std::multiset<int> values;
      for (int column : {12 - suit, 8 - suit, 4 - suit}) {
        values.insert(board.value(0, column));
        values.insert(board.value(1, column));
      }
      REQUIRE(values == std::multiset<int>{0, 1, 2, 3, 4, 5});
    }
  }
}

TEST_CASE("engraved tiles: ten distinct tiles, 0:0 never, the top tiles repeated on the summit") {
  int doubles_seen = 0;
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    const Board board = generate(Setup::engraved_tiles, seed);
    // The summit columns show the top tiles' other columns: column 6 is column 5 upside down,
    // column 7 is column 8 upside down.
    REQUIRE(board.value(0, 6) == board.value(1, 5));
    REQUIRE(board.value(1, 6) == board.value(0, 5));
    REQUIRE(board.value(0, 7) == board.value(1, 8));
    REQUIRE(board.value(1, 7) == board.value(0, 8));
    std::set<std::pair<int, int>> tiles;
    for (int column : {1, 2, 3, 4, 5, 8, 9, 10, 11, 12}) {
      const auto pair = step_pair(board, column);
      REQUIRE(pair != std::pair<int, int>{0, 0});
      tiles.insert(pair);
      doubles_seen += pair.first == pair.second ? 1 : 0;
    }
    REQUIRE(tiles.size() == 10);
    int total = 0;
    for (int v : value_counts(board)) total += v;
    REQUIRE(total == 24);
  }
  // Ten of twenty tiles, five of them doubles: on average 2.5 doubles per board.
  CHECK(std::abs(doubles_seen / double(kSeeds) - 2.5) < 0.1);
}

TEST_CASE("dominoes: twelve different pairs, no doubles, no value above 5") {
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    const Board board = generate(Setup::dominoes, seed);
    std::set<std::pair<int, int>> pairs;
    for (int column = 1; column <= 12; ++column) {
      const auto pair = step_pair(board, column);
      REQUIRE(pair.first != pair.second);
      pairs.insert(pair);
    }
    REQUIRE(pairs.size() == 12);
    for (int v : value_counts(board)) {
      REQUIRE(v >= 2);  // each value is on five dominoes and at most three are left out
      REQUIRE(v <= 5);
    }
  }
}

TEST_CASE("dominoes are flipped both ways") {
  int low_on_top = 0;
  for (std::uint64_t seed = 0; seed < 500; ++seed) {
    const Board board = generate(Setup::dominoes, seed);
    for (int column = 1; column <= 12; ++column) low_on_top += board.value(0, column) < board.value(1, column) ? 1 : 0;
  }
  CHECK(std::abs(low_on_top - 3000) < 250);  // Binomial(6000, 1/2), sd ~ 39
}

TEST_CASE("unique pairs: an any-coin board with twelve different step pairs") {
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    const Board board = generate(Setup::unique_pairs, seed);
    REQUIRE(value_counts(board) == std::array<int, 6>{4, 4, 4, 4, 4, 4});
    std::set<std::pair<int, int>> pairs;
    for (int column = 1; column <= 12; ++column) pairs.insert(step_pair(board, column));
    REQUIRE(pairs.size() == 12);
    REQUIRE(has_unique_step_pairs(board));
  }
}

TEST_CASE("unique pairs is any coin with rejection from the same Rng") {
  // The first any-coin board with unique pairs drawn from Rng(seed) is the unique-pairs board.
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    Rng rng(seed);
    Board board;
    do board = generate(Setup::any_coin, rng);
    while (!has_unique_step_pairs(board));
    CHECK(board == generate(Setup::unique_pairs, seed));
  }
}
