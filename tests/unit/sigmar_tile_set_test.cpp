// Sigmar tile sets (engine/games/sigmar/tile_set.hpp, set_template.hpp): validation messages, boards
// read against a set, templates fitted to a set, every generator on several non-standard sets
// (boards of exactly the set's counts, solved by their own trace, and search, SAT and decide
// agreeing on them and on swapped, often unsolvable, versions).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "games/sigmar/portfolio.hpp"
#include "games/sigmar/sat_solver.hpp"
#include "games/sigmar/set_template.hpp"
#include "games/sigmar/setups.hpp"
#include "games/sigmar/solver.hpp"
#include "games/sigmar/swaps.hpp"
#include "games/sigmar/tile_set.hpp"
#include "input_error_checks.hpp"
#include "test_scale.hpp"

using namespace puzzlelab;
using namespace puzzlelab::sigmar;
using puzzlelab::test::contains;
using puzzlelab::test::error_of;

namespace {

TileSet make_set(int elements, int salt, int vitae_mors, int metals, int quicksilver) {
  return TileSet{elements, salt, vitae_mors, metals, quicksilver};
}

// Valid sets of several shapes: tiny, odd elements (salt covers one of each), gold alone, the
// "small" preset, and a large one.
std::vector<TileSet> custom_sets() {
  return {make_set(2, 0, 1, 2, 1), make_set(1, 4, 0, 1, 0), make_set(3, 6, 2, 3, 2),
          make_set(0, 0, 0, 1, 0), make_set(4, 4, 2, 4, 3), make_set(12, 2, 1, 4, 3)};
}

// A board's counts, kind by kind, against the set's.
void check_counts(const Board& board, const TileSet& set) {
  for (int k = 0; k < kKinds; ++k)
    CHECK_MESSAGE(board.count(static_cast<Kind>(k)) == set.count(static_cast<Kind>(k)),
                  kind_name(static_cast<Kind>(k)));
  CHECK(board.has(kCentre));
  CHECK(board.kind(kCentre) == Kind::gold);
}

// Search, SAT and decide on one board: the same verdict, and every solution replays.
Status agreed_status(const Board& board) {
  const SolveResult search = solve(board, Budget{});
  const SatResult sat = solve_sat(board, Budget{});
  const Decision decision = decide(board, Budget{});
  CHECK(search.status != Status::unknown);
  CHECK(sat.status == search.status);
  CHECK(decision.result.status == search.status);
  if (search.status == Status::solved) {
    CHECK(check_solution(board, search.solution).empty());
    CHECK(check_solution(board, sat.solution).empty());
    CHECK(check_solution(board, decision.result.solution).empty());
  }
  return search.status;
}

}  // namespace

TEST_CASE("sigmar tile set: the standard set is the default, 55 marbles in the standard counts") {
  const TileSet standard;
  CHECK(standard.standard());
  CHECK(standard.marbles() == kStandardMarbles);
  for (int k = 0; k < kKinds; ++k) CHECK(standard.count(static_cast<Kind>(k)) == standard_count(static_cast<Kind>(k)));
  CHECK(why_invalid(standard).empty());
  CHECK(describe(standard) == "8 of each element, 4 salt, 4 vitae, 4 mors, 5 quicksilver, lead..gold (55 marbles)");
  // Fewer metals keep gold and the ones just below it.
  const TileSet two = make_set(2, 0, 1, 2, 1);
  CHECK(two.count(Kind::gold) == 1);
  CHECK(two.count(Kind::silver) == 1);
  CHECK(two.count(Kind::copper) == 0);
  CHECK(two.count(Kind::lead) == 0);
  CHECK(two.lowest_metal() == metal_rank(Kind::silver));
  CHECK(two.marbles() == 13);
  CHECK(describe(make_set(0, 0, 0, 1, 0)) ==
        "0 of each element, 0 salt, 0 vitae, 0 mors, 0 quicksilver, gold (1 marbles)");
}

TEST_CASE("sigmar tile set: sets the rules cannot clear are refused, naming the problem") {
  for (const TileSet& set : custom_sets()) CHECK_MESSAGE(why_invalid(set).empty(), describe(set));
  CHECK(why_invalid(make_set(8, 4, 4, 6, 4)) ==
        "quicksilver must be one fewer than the metals (each metal but gold leaves with a quicksilver): 6 metals "
        "need 5 quicksilver, not 4");
  CHECK(contains(why_invalid(make_set(2, 0, 1, 1, 1)), "1 metal needs 0 quicksilver, not 1"));
  CHECK(why_invalid(make_set(3, 2, 0, 1, 0)) ==
        "with 3 of each element one of each is left over and needs a salt: salt must be at least 4, not 2");
  CHECK(contains(why_invalid(make_set(2, 3, 0, 1, 0)), "salt must be even"));
  CHECK(contains(why_invalid(make_set(3, 5, 0, 1, 0)), "salt must be 4 (one for each element left over) plus an even"));
  CHECK(why_invalid(make_set(16, 0, 0, 1, 0)) == "the set has 65 marbles; the solver takes at most 64 (one bit each)");
  CHECK(why_invalid(make_set(14, 2, 1, 2, 1)).empty());  // 63 marbles
  CHECK(why_invalid(make_set(-1, 4, 4, 6, 5)) == "elements must be 0..16, not -1");
  CHECK(why_invalid(make_set(8, 4, 4, 0, 0)) == "metals must be 1..6, not 0");
  CHECK(why_invalid(make_set(8, 4, 4, 7, 6)) == "metals must be 1..6, not 7");
  CHECK(why_invalid(make_set(8, 1000000000, 4, 6, 5)) == "salt must be 0..64, not 1000000000");
  CHECK(contains(error_of([] { check_tile_set(make_set(8, 4, 4, 6, 0)); }, "bad_params"), "tile set: quicksilver"));
  CHECK_NOTHROW(check_tile_set(TileSet{}));
  Rng rng(1);
  CHECK(contains(error_of([&] { generate_linear(rings_template(), rng, make_set(8, 3, 4, 6, 5)); }, "bad_params"),
                 "salt"));
}

TEST_CASE("sigmar tile set: boards read against their set; a board's counts name its set") {
  const TileSet set = make_set(2, 0, 1, 2, 1);
  Rng rng(3);
  const Template t = template_for("symmetric-6", set, rng);
  const Board board = generate_linear(t, rng, set).board;
  const std::string text = format_board(board);
  CHECK(parse_board(text, set) == board);
  CHECK(parse_board("  " + text + "\n", set) == board);
  CHECK(tile_set_of_board(board) == set);
  CHECK(error_of([&] { parse_board(text); }, "bad_board") == "a standard board has 8 air (a), this one 2");
  CHECK(error_of([&] { parse_board(text, make_set(2, 0, 2, 2, 1)); }, "bad_board") ==
        "this tile set has 2 vitae (v), this board 1");
  // A metal below the run that ends in gold, or a second gold, is no set.
  Board gap = board;
  for (int c = 0; c < kCells; ++c)
    if (gap.has(c) && gap.kind(c) == Kind::silver) gap.put(c, Kind::copper);
  CHECK_FALSE(tile_set_of_board(gap).has_value());
  CHECK(contains(error_of([&] { parse_board(format_board(gap), set); }, "bad_board"), "this tile set has 0 copper"));
  Board no_gold = board;
  no_gold.put(kCentre, Kind::quicksilver);
  CHECK_FALSE(tile_set_of_board(no_gold).has_value());
  CHECK(contains(error_of([&] { parse_board(format_board(no_gold), set); }, "bad_board"), "gold (5) is missing"));
  // Counts that break a rule of the set (unequal elements; odd salt) name no set.
  Board uneven = board;
  for (int c = 0; c < kCells; ++c)
    if (uneven.has(c) && uneven.kind(c) == Kind::air) {
      uneven.put(c, Kind::fire);
      break;
    }
  CHECK_FALSE(tile_set_of_board(uneven).has_value());
}

TEST_CASE("sigmar tile set: templates fitted to a set") {
  // The standard set draws exactly what make_template draws.
  for (const std::string name : {"symmetric-6", "symmetric-3", "symmetric-2", "rings", "wheel"})
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
      Rng a(seed), b(seed);
      CHECK(template_for(name, TileSet{}, a) == make_template(name, b));
      CHECK(a.next_u32() == b.next_u32());
    }
  // Random symmetric templates grow to the set's size, keeping their symmetry.
  for (const TileSet& set : custom_sets())
    for (const int fold : {6, 3, 2}) {
      const std::string name = "symmetric-" + std::to_string(fold);
      if ((set.marbles() - 1) % fold != 0) {
        CHECK(contains(error_of([&] { check_template_fits(name, set); }, "bad_params"), "symmetric-2"));
        continue;
      }
      CHECK_NOTHROW(check_template_fits(name, set));
      for (std::uint64_t seed = 0; seed < 10; ++seed) {
        Rng rng(seed);
        const Template t = template_for(name, set, rng);
        CHECK(t.size() == set.marbles());
        CHECK(t.has(kCentre));
        for (int c = 0; c < kCells; ++c) CHECK(t.has(rotate(c, 6 / fold)) == t.has(c));
      }
    }
  CHECK(error_of([] { check_template_fits("symmetric-6", make_set(3, 6, 2, 3, 2)); }, "bad_params") ==
        "a 6-fold symmetric template holds 1 + a multiple of 6 marbles, and this tile set has 27; symmetric-2 fits it");
  // Fixed templates have 55 cells: another size needs a random or custom template.
  CHECK(error_of([] { check_template_fits("rings", make_set(2, 0, 1, 2, 1)); }, "bad_params") ==
        "the 'rings' template has 55 cells, and this tile set has 13 marbles: choose a random symmetric template "
        "(symmetric-2 fits any set) or a template of 13 cells");
  CHECK(why_template_misfits("x", 13, make_set(2, 0, 1, 2, 1)).empty());
  CHECK(
      contains(why_template_misfits(std::string(91, '_'), 12, make_set(2, 0, 1, 2, 1)), "the custom template has 12"));
  CHECK_NOTHROW(check_template_fits("wheel", TileSet{}));
}

TEST_CASE("sigmar tile set: every generator deals the set's counts, solvably, on several sets") {
  for (const TileSet& set : custom_sets()) {
    const std::string name = (set.marbles() - 1) % 6 == 0 ? "symmetric-6" : "symmetric-2";
    for (std::uint64_t seed = 0; seed < test_scale::sample<std::uint64_t>(6); ++seed) {
      INFO(describe(set), " seed ", seed);
      Rng rng(seed);
      const Template t = template_for(name, set, rng);
      const Generated linear = generate_linear(t, rng, set);
      check_counts(linear.board, set);
      CHECK(check_solution(linear.board, linear.solution).empty());
      CHECK(agreed_status(linear.board) == Status::solved);

      const auto paired = generate_pair_stack(t, rng, {}, set);
      REQUIRE(paired.has_value());
      check_counts(paired->board, set);
      CHECK(check_solution(paired->board, paired->solution).empty());
      // Vitae and mors off the rim, as on standard boards.
      for (int c = 0; c < kCells; ++c)
        if (paired->board.has(c) && (paired->board.kind(c) == Kind::vitae || paired->board.kind(c) == Kind::mors))
          CHECK(ring_of(c) < kSide - 1);
      CHECK(agreed_status(paired->board) == Status::solved);

      Budget per_board;
      per_board.max_nodes = 20000;
      const auto tested = generate_random_test(t, rng, per_board, 400, set);
      REQUIRE(tested.has_value());
      check_counts(tested->board, set);
      CHECK(check_solution(tested->board, tested->solution).empty());
      CHECK(agreed_status(tested->board) == Status::solved);
    }
  }
}

TEST_CASE("sigmar tile set: search, SAT and decide agree on swapped boards of other sets") {
  int unsolvable = 0, solved = 0;
  for (const TileSet& set : custom_sets()) {
    if (set.marbles() < 5) continue;
    for (std::uint64_t seed = 0; seed < test_scale::sample<std::uint64_t>(15); ++seed) {
      Rng rng(seed);
      const Template t = template_for("symmetric-2", set, rng);
      const Board start = generate_linear(t, rng, set).board;
      const Board swapped = swap_marbles(start, 2, rng);
      CHECK(tile_set_of_board(swapped) == set);
      const Status s = agreed_status(swapped);
      unsolvable += s == Status::unsolvable;
      solved += s == Status::solved;
    }
  }
  // Both verdicts occur, so the agreement is tested on each.
  CHECK(unsolvable > 0);
  CHECK(solved > 0);
}
