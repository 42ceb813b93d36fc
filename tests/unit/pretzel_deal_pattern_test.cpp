// Pretzel's setups as data (engine/games/pretzel/deal_pattern.hpp): every built-in setup's
// description deals its very boards and trace steps at every size; what patterns between them
// deal; and the messages for patterns that cannot be dealt.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "game/capabilities.hpp"
#include "game/described_setups.hpp"
#include "game/printing.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/setup_description.hpp"
#include "games/pretzel/deal_pattern.hpp"
#include "games/pretzel/rules.hpp"
#include "input_error_checks.hpp"
#include "test_paths.hpp"

using namespace puzzlelab;
using namespace puzzlelab::pretzel;

namespace {

const Game& pretzel_game() { return find_game("pretzel"); }

json size_params(int suits, int ranks) { return {{"suits", suits}, {"ranks", ranks}}; }

// A description's text, normalized by the game (as every caller passes it).
std::string described(const json& params, const json& description) {
  return setup_text(require_capability<DescribedSetups>(pretzel_game()).normalize_setup(params, description));
}

std::string pattern_error(const json& params, const json& description) {
  return test::error_of(
      [&] { require_capability<DescribedSetups>(pretzel_game()).normalize_setup(params, description); }, "bad_setup");
}

// The board dealt as rows of cells, read back.
Board board_from(const json& params, const std::string& text) {
  return parse_board(Shape{params.at("suits").get<int>(), params.at("ranks").get<int>()}, text);
}

}  // namespace

TEST_CASE("Pretzel: each built-in setup's description deals its boards and traces at every size") {
  const Game& game = pretzel_game();
  std::ifstream doc(std::filesystem::path(puzzlelab::test_paths::source_dir()) / "docs" / "PRETZEL.md",
                    std::ios::binary);
  const std::string pretzel_doc((std::istreambuf_iterator<char>(doc)), std::istreambuf_iterator<char>());
  const std::vector<std::pair<int, int>> sizes = {{4, 4}, {4, 8}, {3, 5}, {4, 13}, {1, 2}, {8, 13}, {5, 3}, {2, 9}};
  for (const char* setup : {"shuffled", "sequential-suits", "banded-suits"}) {
    const json description = require_capability<DescribedSetups>(game).describe_setup(size_params(4, 4), setup);
    CHECK(description.at("name") == std::string(setup) + "-described");
    CHECK(test::contains(pretzel_doc, "`" + setup_text(description) + "`"));  // the document shows it as it is
    for (const auto& size : sizes) {
      const int suits = size.first, ranks = size.second;  // named: doctest's checks cannot see a binding
      const json params = size_params(suits, ranks);
      // The same description at every size: describe_setup does not depend on the size.
      CHECK(require_capability<DescribedSetups>(game).describe_setup(params, setup) == description);
      const std::string text = described(params, description);
      CHECK(text == setup_text(description));  // already normalized
      for (std::uint64_t seed = 0; seed < 60; ++seed) {
        const std::string builtin = game.generate(params, setup, seed, Budget{});
        CHECK_MESSAGE(game.generate(params, text, seed, Budget{}) == builtin, setup, " ", suits, "x", ranks, " seed ",
                      seed);
      }
      for (std::uint64_t seed = 0; seed < 4; ++seed) {
        const TracedBoard a = game.trace(params, setup, seed, Budget{});
        const TracedBoard b = game.trace(params, text, seed, Budget{});
        CHECK(a.board == b.board);
        REQUIRE(a.steps.size() == b.steps.size());
        for (std::size_t i = 0; i < a.steps.size(); ++i) {
          CHECK(a.steps[i].kind == b.steps[i].kind);
          CHECK(a.steps[i].caption == b.steps[i].caption);
          CHECK(a.steps[i].supply == b.steps[i].supply);
          REQUIRE(a.steps[i].placed.size() == b.steps[i].placed.size());
          for (std::size_t j = 0; j < a.steps[i].placed.size(); ++j) {
            CHECK(a.steps[i].placed[j].cell == b.steps[i].placed[j].cell);
            CHECK(a.steps[i].placed[j].piece == b.steps[i].placed[j].piece);
          }
        }
        CHECK(require_capability<Printing>(game).setup_steps(params, a.steps) ==
              require_capability<Printing>(game).setup_steps(params, b.steps));
      }
    }
  }
}

TEST_CASE("Pretzel: a description left short is completed; the shortest is the shuffled deal") {
  const Game& game = pretzel_game();
  const json params = size_params(4, 6);
  const json normalized = require_capability<DescribedSetups>(game).normalize_setup(params, {{"name", "plain"}});
  CHECK(normalized ==
        json::parse(R"({"name":"plain","piles":"deck","order":"rows","cells":{"suits":"any","ranks":"any"}})"));
  for (std::uint64_t seed = 0; seed < 20; ++seed)
    CHECK(game.generate(params, setup_text(normalized), seed, Budget{}) ==
          game.generate(params, "shuffled", seed, Budget{}));
  // One band is no restriction, and as many bands as suits is "bands".
  const json one_band = require_capability<DescribedSetups>(game).normalize_setup(
      params, {{"name", "one-band"}, {"cells", {{"ranks", {{"bands", 1}}}}}});
  const json four_bands = require_capability<DescribedSetups>(game).normalize_setup(
      params, {{"name", "four"}, {"piles", "suits"}, {"order", "columns"}, {"cells", {{"suits", {{"bands", 4}}}}}});
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    CHECK(game.generate(params, setup_text(one_band), seed, Budget{}) ==
          game.generate(params, "shuffled", seed, Budget{}));
    CHECK(game.generate(params, setup_text(four_bands), seed, Budget{}) ==
          game.generate(params, "banded-suits", seed, Budget{}));
  }
}

TEST_CASE("Pretzel: patterns between the published ones deal what they allow") {
  const Game& game = pretzel_game();
  SUBCASE("rank bands to column bands: low ranks on the left half, high on the right") {
    const json params = size_params(4, 8);
    const std::string text =
        described(params, {{"name", "halves"}, {"order", "columns"}, {"cells", {{"ranks", {{"bands", 2}}}}}});
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
      const Board board = board_from(params, game.generate(params, text, seed, Budget{}));
      for (int cell = 0; cell < 32; ++cell) {
        const Card card = board.cells[cell];
        if (card == kHole) {
          CHECK(board.shape.column(cell) < 4);  // the aces are low
          continue;
        }
        CHECK((rank_of(card) <= 4) == (board.shape.column(cell) < 4));
      }
    }
  }
  SUBCASE("overlapping sets: each cell gets a card it allows, every card once") {
    // Row 1 takes suit a or b, row 2 anything, rows 3 and 4 the 1..3 or suit c: sets that overlap,
    // so only the matching keeps the deal going.
    const json params = size_params(4, 3);
    const json grid_suits = json::array({json::array({"ab", "ab", "ab"}), json::array({"*", "*", "*"}),
                                         json::array({"c", "*", "c"}), json::array({"*", "cd", "*"})});
    const std::string text = described(params, {{"name", "overlap"}, {"cells", {{"suits", grid_suits}}}});
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
      const Board board = board_from(params, game.generate(params, text, seed, Budget{}));
      // parse_board has checked every card is there once; the sets hold (aces gone: holes).
      for (int row = 0; row < 4; ++row)
        for (int column = 0; column < 3; ++column) {
          const Card card = board.at(row, column);
          if (card == kHole) continue;
          const std::string allowed = grid_suits[row][column].get<std::string>();
          CHECK((allowed == "*" || allowed.find(suit_letter(suit_of(card))) != std::string::npos));
        }
    }
  }
  SUBCASE("no shuffle: every seed the same deal, the cards in deck order") {
    const json params = size_params(2, 3);
    const std::string text = described(params, {{"name", "ordered"}, {"piles", "none"}});
    CHECK(game.generate(params, text, 1, Budget{}) == ".,2a,3a/.,2b,3b");
    CHECK(game.generate(params, text, 2, Budget{}) == ".,2a,3a/.,2b,3b");
  }
  SUBCASE("listed piles and rank sets with n") {
    const json params = size_params(3, 5);
    const std::string text =
        described(params, {{"name", "two-piles"},
                           {"piles", json::array({{{"ranks", "1-2"}}, {{"ranks", "3-n"}}})},
                           {"cells",
                            {{"ranks", json::array({json::array({"1-2", "1-2", "3-n", "3-n", "3-n"}),
                                                    json::array({"1-2", "1-2", "3-n", "3-n", "3-n"}),
                                                    json::array({"1-2", "1-2", "3-n", "3-n", "3-n"})})}}}});
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
      const Board board = board_from(params, game.generate(params, text, seed, Budget{}));
      for (int cell = 0; cell < 15; ++cell)
        CHECK((board.cells[cell] == kHole || rank_of(board.cells[cell]) <= 2) == (board.shape.column(cell) < 2));
    }
    const json facts = game.setup_facts(params, text);
    CHECK(facts["possible_challenges"]["deals_at_most"].get<double>() == doctest::Approx(720.0 * 362880.0));
  }
}

TEST_CASE("Pretzel: a pattern that cannot be read or dealt is refused naming the field") {
  const json params = size_params(4, 4);
  CHECK(test::contains(pattern_error(params, {{"name", "x"}, {"pile", "deck"}}), "pile: unknown field"));
  CHECK(test::contains(pattern_error(params, {{"name", "x"}, {"piles", "heap"}}), "piles: unknown cut 'heap'"));
  CHECK(test::contains(pattern_error(params, {{"name", "x"}, {"order", "diagonal"}}),
                       "order: must be \"rows\" or \"columns\""));
  CHECK(test::contains(pattern_error(params, {{"name", "x"}, {"cells", {{"suits", "columns"}}}}),
                       "cells.suits: unknown rule"));
  CHECK(test::contains(pattern_error(params, {{"name", "x"}, {"cells", {{"ranks", {{"bands", 5}}}}}}),
                       "cells.ranks.bands: 5 bands of 4 ranks"));
  CHECK(test::contains(pattern_error(params, {{"name", "x"}, {"piles", json::array({{{"suits", "abcde"}}})}}),
                       "piles[0].suits: suit 'e' is not in play with 4 suits"));
  CHECK(test::contains(
      pattern_error(params, {{"name", "x"}, {"piles", json::array({{{"ranks", "1-3"}}, {{"ranks", "3-4"}}})}}),
      "piles[1]: card 3a is in piles[0] too"));
  CHECK(test::contains(pattern_error(params, {{"name", "x"}, {"piles", json::array({{{"ranks", "1-3"}}})}}),
                       "piles: card 4a is in no pile"));
  CHECK(test::contains(pattern_error(params, {{"name", "x"}, {"piles", json::array({{{"ranks", "9-x"}}})}}),
                       "piles[0].ranks: '9-x' is not a set of ranks"));
  CHECK(
      test::contains(pattern_error(params, {{"name", "x"}, {"cells", {{"suits", json::array({json::array({"a"})})}}}}),
                     "cells.suits: the grid has 1 rows, expected 4"));
  const json three = json::array({"*", "*", "*"});
  CHECK(test::contains(
      pattern_error(params, {{"name", "x"}, {"cells", {{"ranks", json::array({three, three, three, three})}}}}),
      "cells.ranks[0]: the row has 3 cells, expected 4"));
  // Every card fits somewhere and every cell takes something, yet no deal fits: three cells want
  // one of suit a's two cards (Hall's condition fails), found by the matching.
  const json tight = json::array({json::array({"a", "a"}), json::array({"a", "b"})});
  const std::string message = pattern_error(size_params(2, 2), {{"name", "x"}, {"cells", {{"suits", tight}}}});
  CHECK(test::contains(message, "cells: no deal fits the pattern with 2 suits and 2 ranks: at most 3 of the 4 cells"));
  CHECK(test::contains(
      pattern_error(
          size_params(2, 2),
          {{"name", "x"}, {"cells", {{"suits", json::array({json::array({"a", "a"}), json::array({"a", "a"})})}}}}),
      "cells: no cell allows 1b"));
  // The same checks when the text arrives as a setup.
  const std::string bad = R"({"name":"x","cells":{"suits":[["a","a"],["a","b"]]}})";
  CHECK(
      test::contains(test::error_of([&] { pretzel_game().generate(size_params(2, 2), bad, 1, Budget{}); }, "bad_setup"),
                     "no deal fits"));
}

TEST_CASE("Pretzel random-suits: no description, its facts and its setup steps") {
  const Game& game = pretzel_game();
  const json params = size_params(4, 4);
  const std::string why = test::error_of(
      [&] { require_capability<DescribedSetups>(game).describe_setup(params, "random-suits"); }, "not_supported");
  CHECK(test::contains(why, "random-suits has no description"));
  // The count of deals: (n!)^k (k!)^n, 4!^4 4!^4 at 4 x 4.
  const json facts = game.setup_facts(params, "random-suits");
  CHECK(facts.at("possible_challenges").at("formula") == "(n!)^k (k!)^n");
  CHECK(facts.at("possible_challenges").at("deals_approx").get<double>() == 331776.0 * 331776.0);
  CHECK_FALSE(facts.contains("same_as"));
  // Its trace: the four suit decks, then per set one shuffle and four cards dealt; the board is
  // generate's, and the physical steps read the set as one to take.
  const TracedBoard traced = game.trace(params, "random-suits", 7, Budget{});
  CHECK(traced.board == game.generate(params, "random-suits", 7, Budget{}));
  int shuffles = 0, deals = 0;
  for (const TraceStep& step : traced.steps) {
    shuffles += step.kind == "shuffle";
    deals += step.kind == "deal";
  }
  CHECK(shuffles == 4 + 4);
  CHECK(deals == 16);
  const std::vector<std::string> steps = require_capability<Printing>(game).setup_steps(params, traced.steps);
  bool set_step = false;
  for (const std::string& line : steps) set_step = set_step || line == "Take set 1, the top card of every suit's deck.";
  CHECK(set_step);
}
