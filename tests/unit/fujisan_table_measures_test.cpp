// The Fujisan measures behind [GD-taxonomy] Tables 1 and 2 (docs/FUJISAN.md): the value statistics
// of a board counted by hand, and the setup actions of each setup's trace against counts derived
// from the setup's description and the board it produced.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>

#include "games/fujisan/builtin_plans.hpp"
#include "games/fujisan/lab_measures.hpp"
#include "games/fujisan/rules.hpp"
#include "games/fujisan/setup_actions.hpp"
#include "games/fujisan/setups.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fujisan;

TEST_CASE("fujisan table 1: value counts, identical steps and repeated pairs, counted by hand") {
  // Columns 1..12 (top over bottom): 0/1 1/0 2/2 3/4 5/5 0/1 | 1/0 4/3 2/3 0/0 1/2 3/5.
  const Board board = parse_board("012350142013/102451033025");
  const ValueStatistics v = value_statistics(board);
  // Values: 0 x6, 1 x5, 2 x4, 3 x4, 4 x2, 5 x3.
  CHECK(v.zeros == 6);
  CHECK(v.value_count_min == 2);
  CHECK(v.value_count_max == 6);
  // Identical: 2/2 (3), 5/5 (5), 0/0 (10).
  CHECK(v.identical_steps == 3);
  // Pair {0,1} on columns 1, 2, 6 (summit) and 7 (summit): 6 pairs of columns, of which only 1-2
  // joins two non-summit columns; {3,4} on 4 and 8: one more, off the summit.
  CHECK(v.repeated_pairs == 7);
  CHECK(v.repeated_pairs_off_summit == 2);
  // Zeros off the summit: columns 1, 2, 10 (twice).
  CHECK(v.zeros_off_summit == 4);

  const ValueStatistics even = value_statistics(parse_board("012345012345/123450123450"));
  CHECK(even.value_count_min == 4);
  CHECK(even.value_count_max == 4);
  CHECK(even.identical_steps == 0);
  CHECK(even.repeated_pairs == 6);  // column c and c + 6 hold the same pair
}

TEST_CASE("fujisan table 2: the actions of each setup's trace") {
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    CAPTURE(seed);
    // Counted as the steps come (the trace keeps only the last few draws), with the draws made.
    const auto actions = [&](Setup setup) {
      SetupActionTally tally(builtin_plan(setup));
      int draws = 1;
      SetupTrace trace([&](const TraceStep& step) {
        tally.add(step);
        draws += step.kind == "redraw" ? 1 : 0;
      });
      generate(setup, seed, {}, &trace);
      // A trace that kept every draw counts the same read whole.
      if (trace.draws_not_shown() == 0)
        CHECK(count_setup_actions(setup, trace.steps()).total() == tally.result().total());
      return std::pair{tally.result(), draws};
    };
    // Pure Random: per space a roll, a coin of that value found, and laid.
    const SetupActions random = actions(Setup::pure_random).first;
    CHECK(random.rolls == 24);
    CHECK(random.lookups == 24);
    CHECK(random.placements == 24);
    CHECK(random.total() == 72);
    // Any Coin: one shuffle, 24 coins turned face-up and laid.
    CHECK(actions(Setup::any_coin).first.total() == 49);
    // Piecepack: each suit shuffled (the trace's four shuffles), 24 coins turned up and laid, and
    // the suit whose turn it is at each of the 12 steps.
    const SetupActions piecepack = actions(Setup::piecepack).first;
    CHECK(piecepack.shuffles == 4);
    CHECK(piecepack.placements == 24);
    CHECK(piecepack.flips == 24);
    CHECK(piecepack.lookups == 12);
    CHECK(piecepack.total() == 64);
    // Dominoes: a shuffle, 12 dominoes turned up and laid and the 3 face-down ones; a domino that
    // came out the other way round (the board shows b over a) costs nothing more.
    const SetupActions dominoes = actions(Setup::dominoes).first;
    CHECK(dominoes.placements == 15);
    CHECK(dominoes.flips == 12);
    CHECK(dominoes.total() == 28);
    // Engraved Tiles: a shuffle and all twenty tiles turned up and laid (ten of them hidden); the
    // summit halves are laid with their tiles.
    const SetupActions engraved = actions(Setup::engraved_tiles).first;
    CHECK(engraved.placements == 20);
    CHECK(engraved.flips == 20);
    CHECK(engraved.total() == 41);
    // Unique pairs: every Any Coin draw (49 actions) and its check.
    const auto [unique, draws] = actions(Setup::unique_pairs);
    CHECK(unique.total() == 50 * draws);
  }
}

TEST_CASE("fujisan table 1: counts of each value on the ten steps off the summit") {
  // The board of the first test: off the summit (columns 1-5 and 8-12) 0 x4, 1 x3, 2 x4, 3 x4,
  // 4 x2, 5 x3.
  const ValueStatistics v = value_statistics(parse_board("012350142013/102451033025"));
  CHECK(v.value_count_min_off_summit == 2);
  CHECK(v.value_count_max_off_summit == 4);
  // Engraved Tiles: the ten tiles that show put one column each on those steps, so a value shows
  // at most 7 times there (its five tiles with another value once, its double twice), 0 at most 5;
  // both extremes come up in a few thousand deals.
  int most = 0, most_zeros = 0;
  for (std::uint64_t seed = 0; seed < 3000; ++seed) {
    const ValueStatistics e = value_statistics(generate(Setup::engraved_tiles, seed));
    REQUIRE(e.value_count_max_off_summit <= 7);
    REQUIRE(e.zeros_off_summit <= 5);
    REQUIRE(e.value_count_min_off_summit >= 0);
    most = std::max(most, e.value_count_max_off_summit);
    most_zeros = std::max(most_zeros, e.zeros_off_summit);
  }
  CHECK(most == 7);
  CHECK(most_zeros == 5);
}
