// Fujisan's setups as data (docs/FUJISAN.md, "Setups as data"): every published setup's
// description deals, traces and counts exactly what the hand-written algorithm of
// fujisan_setup_reference.hpp does; bad descriptions are refused naming the field; the worked
// example in docs/examples/setups loads and deals.
#include <doctest/doctest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <utility>

#include "lab/lab_game.hpp"
#include "game/capabilities.hpp"
#include "game/described_setups.hpp"
#include "game/printing.hpp"
#include "core/budget.hpp"
#include "core/input_error.hpp"
#include "fujisan_setup_reference.hpp"
#include "game/setup_description.hpp"
#include "games/fujisan/adapter.hpp"
#include "games/fujisan/setup_actions.hpp"
#include "input_error_checks.hpp"
#include "test_paths.hpp"

using namespace puzzlelab;

using puzzlelab::test::contains;
using puzzlelab::test::error_of;

namespace {

const Game& plans_game() {
  static const std::unique_ptr<Game> game = fujisan::make_game();
  return *game;
}

const json kPlansStandard = {{"variant", "standard"}};

void check_same_steps(const std::vector<TraceStep>& got, const std::vector<TraceStep>& want) {
  REQUIRE(got.size() == want.size());
  for (std::size_t i = 0; i < got.size(); ++i) {
    CHECK(got[i].kind == want[i].kind);
    CHECK(got[i].caption == want[i].caption);
    CHECK(got[i].supply == want[i].supply);
    CHECK(got[i].clear == want[i].clear);
    REQUIRE(got[i].placed.size() == want[i].placed.size());
    for (std::size_t k = 0; k < got[i].placed.size(); ++k) {
      CHECK(got[i].placed[k].cell == want[i].placed[k].cell);
      CHECK(got[i].placed[k].piece == want[i].placed[k].piece);
    }
  }
}

// A description as a designer writes it: the text read as setup_text's callers read it.
json normalized(const std::string& text) {
  return require_capability<DescribedSetups>(plans_game())
      .normalize_setup(kPlansStandard, parse_setup_description(text));
}

std::string refusal(const std::string& text) {
  return error_of([&] { (void)normalized(text); }, "bad_setup");
}

const std::string kCoins =
    R"({"name": "coins", "piece": "coin", "pieces": {"values": [0, 1, 2, 3, 4, 5], "copies": 4}})";

std::string coin_setup(const std::string& sets, const std::string& layout, const std::string& more = "") {
  return R"({"name": "my-setup", "sets": [)" + sets + R"(], "layout": [)" + layout + "]" + more + "}";
}

}  // namespace

TEST_CASE("every published setup's description deals and traces what the setup does") {
  const Game& game = plans_game();
  for (const json& params : {kPlansStandard, json{{"variant", "summit-step"}}}) {
    for (const auto& info : fujisan::all_setups()) {
      CAPTURE(info.name);
      const json description = require_capability<DescribedSetups>(game).describe_setup(params, info.name);
      const std::string text = setup_text(description);
      CHECK(description.at("name") == std::string(info.name) + "-described");
      // The description is normalized: reading it again changes nothing.
      CHECK(setup_text(require_capability<DescribedSetups>(game).normalize_setup(
                params, parse_setup_description(text))) == text);
      CHECK(setup_text(require_capability<DescribedSetups>(game).describe_setup(params, text)) == text);
      const std::uint64_t seeds = info.setup == fujisan::Setup::unique_pairs ? 150 : 400;
      for (std::uint64_t seed = 0; seed < seeds; ++seed) {
        CAPTURE(seed);
        SetupTrace reference;
        const fujisan::Board want = fujisan_setup_reference::generate(info.setup, seed, {}, &reference);
        const std::string board = game.generate(params, text, seed, {});
        CHECK(board == fujisan::format_board(want));
        CHECK(game.generate(params, info.name, seed, {}) == board);
        const TracedBoard traced = game.trace(params, text, seed, {});
        CHECK(traced.board == board);
        check_same_steps(traced.steps, reference.steps());
        check_same_steps(game.trace(params, info.name, seed, {}).steps, reference.steps());
        CHECK(require_capability<Printing>(game).setup_steps(params, traced.steps) ==
              require_capability<Printing>(game).setup_steps(params, reference.steps()));
        CHECK(make_lab_game(game)->setup_measures(params, text, seed, board, {}) ==
              make_lab_game(game)->setup_measures(params, info.name, seed, board, {}));
      }
      // The published setup's counts come with its description too.
      CHECK(game.setup_facts(params, text).at("possible_challenges") ==
            game.setup_facts(params, info.name).at("possible_challenges"));
    }
  }
}

TEST_CASE("the actions counted from a published setup's description are the published setup's") {
  // Hand counts (docs/FUJISAN.md, "Ease of setup, counted"): any-coin shuffles once, lays and
  // turns 24 coins; piecepack shuffles four suits, lays and turns 24 coins, and looks up the
  // suit for each of the 12 steps; engraved tiles lay and turn 20 tiles.
  SetupTrace any;
  fujisan_setup_reference::generate(fujisan::Setup::any_coin, 5, {}, &any);
  const SetupActions a = fujisan::count_setup_actions(fujisan::Setup::any_coin, any.steps());
  CHECK(a.shuffles == 1);
  CHECK(a.placements == 24);
  CHECK(a.flips == 24);
  CHECK(a.lookups == 0);
  SetupTrace pack;
  fujisan_setup_reference::generate(fujisan::Setup::piecepack, 5, {}, &pack);
  const SetupActions p = fujisan::count_setup_actions(fujisan::Setup::piecepack, pack.steps());
  CHECK(p.shuffles == 4);
  CHECK(p.placements == 24);
  CHECK(p.lookups == 12);
  SetupTrace tiles;
  fujisan_setup_reference::generate(fujisan::Setup::engraved_tiles, 5, {}, &tiles);
  const SetupActions t = fujisan::count_setup_actions(fujisan::Setup::engraved_tiles, tiles.steps());
  CHECK(t.placements == 20);
  CHECK(t.flips == 20);
}

TEST_CASE("a described setup that redraws spends the budget as unique-pairs does") {
  const Game& game = plans_game();
  const std::string text =
      setup_text(require_capability<DescribedSetups>(game).describe_setup(kPlansStandard, "unique-pairs"));
  // Find a seed whose first draw is rejected: one node is then not enough.
  std::uint64_t seed = 0;
  while (game.trace(kPlansStandard, text, seed, {}).steps.size() == 25) ++seed;
  Budget one;
  one.max_nodes = 1;
  const std::string message =
      error_of([&] { (void)game.generate(kPlansStandard, text, seed, one); }, "budget_exhausted");
  CHECK(contains(message, "unique-pairs-described drew 1 board, none with twelve different step pairs"));
}

TEST_CASE("a described setup is checked field by field") {
  // Shorthands expand and defaults are filled in.
  const json d = normalized(coin_setup(kCoins, R"({"from": "coins", "to": ["T1-12", "B12-1"]})"));
  CHECK(d.at("sets")[0].at("pieces").size() == 24);
  CHECK(d.at("sets")[0].at("shuffle") == true);
  CHECK(d.at("sets")[0].at("shuffle_words") == "Shuffle the 24 coins");
  CHECK(d.at("sets")[0].at("turn") == "none");
  CHECK(d.at("layout")[0].at("from") == json::array({"coins"}));
  CHECK(d.at("layout")[0].at("to")[12] == "B12");
  CHECK(d.at("redraw_until") == json::array());

  CHECK(contains(refusal(coin_setup(R"({"name": "coins", "piece": "coin", "pieces": [0, 1, 6]})",
                                    R"({"from": "coins", "to": ["T1-12", "B1-12"]})")),
                 "sets[0].pieces[2]: 6 is not a Fujisan value"));
  CHECK(contains(
      refusal(coin_setup(R"({"name": "coins", "piece": "coin", "pieces": {"values": [0, 1, 2, 3, 4], "copies": 4}})",
                         R"({"from": "coins", "to": ["T1-12", "B1-12"]})")),
      "has 20 coins, but the layout takes 24"));
  CHECK(contains(refusal(coin_setup(kCoins, R"({"from": "coins", "to": ["T1-12", "B1-11"]})")),
                 "layout: leaves the bottom row's step 12 empty"));
  CHECK(contains(refusal(coin_setup(kCoins, R"({"from": "coins", "to": ["T1-12", "B1-11", "T3"]})")),
                 "covers the top row's step 3, which layout[0].to (T3) covers already"));
  CHECK(contains(refusal(coin_setup(kCoins, R"({"from": "coins", "to": ["T1-12", "B1-12"]})", R"(, "colour": 1)")),
                 "colour: is not a field of a Fujisan setup"));
  CHECK(contains(refusal(coin_setup(kCoins, R"({"from": "coin", "to": ["T1-12", "B1-12"]})")),
                 "layout[0].from[0]: no set is named 'coin'"));
  CHECK(contains(refusal(coin_setup(kCoins, R"({"from": "coins", "to": ["T1-13"]})")),
                 "column 13 is not on the mountain"));
  CHECK(contains(refusal(coin_setup(R"({"name": "coins", "piece": "coin", "pieces": [1], "turn": "coin"})",
                                    R"({"from": "coins", "to": ["T1-12", "B1-12"]})")),
                 "sets[0].turn: only tiles and dominoes are turned"));
  CHECK(contains(refusal(coin_setup(R"({"name": "d", "piece": "die", "pieces": [1, 2], "shuffle": true})",
                                    R"({"from": "d", "to": ["T1-12", "B1-12"]})")),
                 "sets[0].shuffle: a die is rolled, not shuffled"));
  CHECK(contains(refusal(coin_setup(R"({"name": "t", "piece": "tile", "pieces": {"values": [0, 1, 2, 3, 4, 5]}})",
                                    R"({"from": "t", "to": ["T1-12", "B1-12"]})")),
                 "layout[0].to[0]: a tile of set 't' covers a whole column"));
  CHECK(contains(refusal(R"({"name": "any-coin", "sets": [], "layout": []})"), "is a published setup's name"));
}

TEST_CASE("a redraw condition that can never hold is refused") {
  const Game& game = plans_game();
  // Engraved tiles show one tile's pair on a step and on the summit: never twelve different pairs.
  json tiles = require_capability<DescribedSetups>(game).describe_setup(kPlansStandard, "engraved-tiles");
  tiles["redraw_until"] = {"unique_step_pairs"};
  CHECK(contains(refusal(tiles.dump()), "redraw_until[0]: unique_step_pairs can never hold"));
  // Coins of two values make three different pairs at most.
  const std::string two_values =
      coin_setup(R"({"name": "coins", "piece": "coin", "pieces": {"values": [0, 1], "copies": 12}})",
                 R"({"from": "coins", "to": ["T1-12", "B1-12"]})", R"(, "redraw_until": ["unique_step_pairs"])");
  CHECK(contains(refusal(two_values), "at most 3 of the 12 steps different pairs"));
  // Two coins of one set on a step show one value twice only if the set holds it twice.
  const std::string doubles =
      coin_setup(R"({"name": "c", "piece": "coin", "pieces": {"values": [3], "copies": 24}})",
                 R"({"from": "c", "to": ["C1-12"]})", R"(, "redraw_until": ["no_double_steps"])");
  CHECK(contains(refusal(doubles), "step 1 always holds one value twice"));
  // A condition that can hold is kept, and every board dealt meets it.
  json any = require_capability<DescribedSetups>(game).describe_setup(kPlansStandard, "any-coin");
  any["name"] = "any-coin-no-doubles";
  any["redraw_until"] = {"no_double_steps"};
  const std::string text = setup_text(normalized(any.dump()));
  for (std::uint64_t seed = 0; seed < 50; ++seed) {
    const fujisan::Board board = fujisan::parse_board(game.generate(kPlansStandard, text, seed, {}));
    for (int column = 1; column <= 12; ++column) CHECK(board.value(0, column) != board.value(1, column));
  }
}

TEST_CASE("the worked example of docs/FUJISAN.md loads and deals") {
  std::ifstream file(puzzlelab::test_paths::source_dir() + "/docs/examples/setups/fujisan-double-five-dominoes.json");
  REQUIRE(file.good());
  std::stringstream content;
  content << file.rdbuf();
  const Game& game = plans_game();
  const std::string text = setup_text(normalized(content.str()));
  CHECK(setup_label(text) == "double-five-dominoes");
  CHECK(game.setup_facts(kPlansStandard, text).at("possible_challenges").contains("note"));
  // Twelve different dominoes: the step pairs always differ; with the doubles in the set a step
  // sometimes holds one value twice.
  bool doubled = false;
  std::set<std::string> boards;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const std::string board = game.generate(kPlansStandard, text, seed, {});
    boards.insert(board);
    const fujisan::Board b = fujisan::parse_board(board);
    CHECK(fujisan::has_unique_step_pairs(b));
    for (int column = 1; column <= 12; ++column) doubled = doubled || b.value(0, column) == b.value(1, column);
    CHECK(game.trace(kPlansStandard, text, seed, {}).board == board);
    CHECK(make_lab_game(game)->setup_measures(kPlansStandard, text, seed, board, {}).at("setup_placements") == 15);
  }
  CHECK(doubled);
  CHECK(boards.size() == 200);
}
