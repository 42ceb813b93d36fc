// Setup traces (core/setup_trace.hpp, the "trace" op): for every game, setup, parameter set and
// several seeds, the trace ends on exactly the board `generate` gives, and its placements, applied
// in order to an empty board, rebuild that board cell by cell.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/params.hpp"

using namespace puzzlelab;

namespace {

void check_trace(const Game& game, const json& params, const std::string& setup, std::uint64_t seed) {
  INFO(game.name() << " " << setup << " " << params.dump() << " seed " << seed);
  const std::string board = game.generate(params, setup, seed, Budget{});
  const TracedBoard traced = game.trace(params, setup, seed, Budget{});
  CHECK(traced.board == board);
  REQUIRE_FALSE(traced.steps.empty());
  const std::vector<std::string> final_cells = board_cells(board);
  const std::string unset = "\x01";
  std::vector<std::string> rebuilt(final_cells.size(), unset);
  for (const auto& step : traced.steps) {
    CHECK_FALSE(step.kind.empty());
    CHECK_FALSE(step.caption.empty());
    if (step.clear) rebuilt.assign(final_cells.size(), unset);
    for (const auto& p : step.placed) {
      REQUIRE(p.cell >= 0);
      REQUIRE(static_cast<std::size_t>(p.cell) < rebuilt.size());
      rebuilt[static_cast<std::size_t>(p.cell)] = p.piece;
    }
  }
  for (std::size_t i = 0; i < final_cells.size(); ++i) {
    INFO("cell " << i);
    if (rebuilt[i] == unset)
      CHECK((final_cells[i] == "_" || final_cells[i] == "."));  // never placed: an empty cell
    else
      CHECK(rebuilt[i] == final_cells[i]);
  }
}

}  // namespace

TEST_CASE("trace: every setup's steps end on generate's board and rebuild it") {
  for (const auto& game : all_games()) {
    std::vector<json> param_sets = {normalize_params(*game, json::object())};
    for (const auto& preset : game->info().presets) param_sets.push_back(normalize_params(*game, preset.params));
    for (const auto& params : param_sets)
      for (const auto& setup : game->info().setups) {
        for (std::uint64_t seed : {0ull, 1ull, 42ull}) {
          try {
            check_trace(*game, params, setup.name, seed);
          } catch (const InputError& e) {
            // A setup that cannot make this size (BoxOff tiles on a grid they do not fit) refuses
            // both ways alike.
            CHECK_THROWS_AS(game->generate(params, setup.name, seed, Budget{}), InputError);
          }
        }
      }
  }
}

TEST_CASE("trace: board cells in text order, ',' separated where a row has commas") {
  CHECK(board_cells("12/34") == std::vector<std::string>{"1", "2", "3", "4"});
  CHECK(board_cells("3a,.,2c/.,3b,2a") == std::vector<std::string>{"3a", ".", "2c", ".", "3b", "2a"});
  CHECK(board_cells("a_b") == std::vector<std::string>{"a", "_", "b"});
  CHECK(board_cells("") == std::vector<std::string>{});
  // Items after the grid (Fruit Dating's one-way borders) are one cell each.
  CHECK(board_cells("#a/#.;12>;21v") == std::vector<std::string>{"#", "a", "#", ".", "12>", "21v"});
}

TEST_CASE("trace: the protocol op answers the board and the steps; bad requests are named") {
  const json response =
      handle_request(json{{"op", "trace"}, {"game", "fujisan"}, {"setup", "dominoes"}, {"seed", "7"}});
  REQUIRE(response["ok"] == true);
  const json& result = response["result"];
  const json generated =
      handle_request(json{{"op", "generate"}, {"game", "fujisan"}, {"setup", "dominoes"}, {"seed", "7"}});
  CHECK(result["board"] == generated["result"]["boards"][0]);
  CHECK(result["seed"] == "7");
  // Dominoes: the shuffle, then one step per column.
  REQUIRE(result["steps"].size() == 13);
  CHECK(result["steps"][0]["kind"] == "shuffle");
  CHECK(result["steps"][0]["supply"].size() == 15);
  CHECK(result["steps"][1]["placed"].size() == 2);
  const json missing = handle_request(json{{"op", "trace"}, {"game", "fujisan"}, {"setup", "dominoes"}});
  CHECK(missing["error"]["code"] == "missing_field");
  const json unknown = handle_request(json{{"op", "trace"}, {"game", "fujisan"}, {"setup", "domino"}, {"seed", 1}});
  CHECK(unknown["error"]["code"] == "unknown_setup");
}

TEST_CASE("trace: unique-pairs records the last redraws and ends on the accepted draw") {
  const Game& game = find_game("fujisan");
  const json params = normalize_params(game, json::object());
  int redraws_seen = 0;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    const TracedBoard traced = game.trace(params, "unique-pairs", seed, Budget{});
    int redraws = 0;
    for (const auto& step : traced.steps) redraws += step.clear ? 1 : 0;
    // Each draw is a shuffle and 24 coins; all but the last end in a redraw. Past the last few
    // rejected draws, the earlier ones are one "skipped" step, and every draw kept starts with
    // the redraw before it.
    const bool skipped = traced.steps.front().kind == "skipped";
    const int draws = skipped ? redraws : redraws + 1;
    CHECK(draws <= static_cast<int>(kTraceKeptRejectedDraws) + 1);
    if (skipped) CHECK(draws == static_cast<int>(kTraceKeptRejectedDraws) + 1);
    CHECK(traced.steps.size() ==
          (skipped ? 1u : 0u) + static_cast<std::size_t>(draws) * 25 + static_cast<std::size_t>(redraws));
    redraws_seen += redraws;
  }
  CHECK(redraws_seen > 0);
}
