// A setup trace keeps what it shows bounded however many draws a setup rejects
// (core/setup_trace.hpp): the final draw, the last kTraceKeptRejectedDraws rejected draws and one
// "skipped" step counting the earlier ones; what counts every draw (Fujisan's setup actions) sees
// them all as they come.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "lab/lab_game.hpp"
#include "game/capabilities.hpp"
#include "game/described_setups.hpp"
#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "core/setup_trace.hpp"
#include "game/game.hpp"
#include "game/params.hpp"
#include "games/fujisan/setup_deal.hpp"
#include "games/fujisan/setup_plan.hpp"

using namespace puzzlelab;

namespace {

// A die on all 24 spaces, redrawn until the steps' pairs are all different and no step holds a
// value twice: thousands of draws (14,193 for seed 1), each 24 rolls.
const json kDieDesign = json::parse(R"({"name":"fair-die","sets":[{"name":"d","piece":"die","pieces":[0,1,2,3,4,5]}],
  "layout":[{"from":"d","to":["T1-12","B1-12"]}],"redraw_until":["unique_step_pairs","no_double_steps"]})");

// The reported setup: a die with 58 zeros among its 63 faces, redrawn until the steps' pairs are
// all different, which practically never happens.
json skewed_die() {
  json pieces = json::array();
  for (int i = 0; i < 58; ++i) pieces.push_back(0);
  for (int v = 1; v <= 5; ++v) pieces.push_back(v);
  return {{"name", "skew"},
          {"sets", {{{"name", "d"}, {"piece", "die"}, {"pieces", pieces}}}},
          {"layout", {{{"from", "d"}, {"to", {"T1-12", "B1-12"}}}}},
          {"redraw_until", {"unique_step_pairs"}}};
}

TraceStep step(std::string kind, bool clear = false) { return {std::move(kind), "a step", {{0, "1"}}, {}, clear}; }

int clears(const std::vector<TraceStep>& steps) {
  int n = 0;
  for (const TraceStep& s : steps) n += s.clear ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("setup trace: the final draw and the last rejected draws are kept, the earlier ones counted") {
  std::vector<std::string> seen;
  SetupTrace trace([&](const TraceStep& s) { seen.push_back(s.kind); });
  // Ten draws of two steps; each after the first starts by wiping the board.
  for (int draw = 0; draw < 10; ++draw) {
    trace.add(step("redraw " + std::to_string(draw), draw > 0));
    trace.add(step("place " + std::to_string(draw)));
  }
  CHECK(seen.size() == 20);  // the watcher sees every step
  CHECK(trace.draws_not_shown() == 10 - 1 - kTraceKeptRejectedDraws);
  const std::vector<TraceStep> steps = trace.steps();
  REQUIRE(steps.size() == 1 + 2 * (kTraceKeptRejectedDraws + 1));
  CHECK(steps[0].kind == "skipped");
  CHECK(steps[0].caption == "6 earlier draws not shown: each was rejected and drawn again");
  CHECK(steps[0].placed.empty());
  CHECK_FALSE(steps[0].clear);
  CHECK(steps[1].kind == "redraw 6");
  CHECK(steps[1].clear);
  CHECK(steps.back().kind == "place 9");
  // The final draw starts at the step that wiped the board: it lays a piece, so it is kept.
  REQUIRE(final_draw(steps).size() == 2);
  CHECK(final_draw(steps)[0].kind == "redraw 9");
  // A step that only wipes the board ("draw again") lays nothing a person follows: left out.
  std::vector<TraceStep> bare = steps;
  bare[bare.size() - 2].placed.clear();
  REQUIRE(final_draw(bare).size() == 1);
  CHECK(final_draw(bare)[0].kind == "place 9");

  // Up to the cap, nothing is dropped and no step is added.
  SetupTrace few;
  for (std::size_t draw = 0; draw <= kTraceKeptRejectedDraws; ++draw) {
    few.add(step("redraw", draw > 0));
    few.add(step("place"));
  }
  CHECK(few.draws_not_shown() == 0);
  CHECK(few.steps().size() == 2 * (kTraceKeptRejectedDraws + 1));
  // One draw more: one draw not shown.
  few.add(step("redraw", true));
  CHECK(few.steps().front().caption == "1 earlier draw not shown: each was rejected and drawn again");
}

TEST_CASE("setup trace: a setup that never meets its condition keeps a bounded trace until the budget ends") {
  const fujisan::SetupPlan plan = fujisan::read_setup_plan(skewed_die());
  SetupTrace trace;
  Rng rng(1);
  Budget budget;
  budget.max_nodes = 20'000;
  CHECK_THROWS_AS(fujisan::deal(plan, rng, budget, &trace), InputError);
  // 20,000 draws of 24 rolls were made; the trace holds four of them, each after its redraw
  // step, and the count of the rest.
  CHECK(trace.draws_not_shown() == 20'000 - 1 - kTraceKeptRejectedDraws);
  const std::vector<TraceStep> steps = trace.steps();
  CHECK(steps.size() == 1 + (kTraceKeptRejectedDraws + 1) * 25);
  CHECK(steps[0].caption == "19996 earlier draws not shown: each was rejected and drawn again");
}

TEST_CASE("setup trace: the trace op and render show the last draws of a setup that redraws often") {
  const Game& game = find_game("fujisan");
  int skipped = 0;
  for (const std::uint64_t seed : {1u, 2u, 3u}) {
    CAPTURE(seed);
    const json request = {{"op", "trace"}, {"game", "fujisan"}, {"setup", kDieDesign}, {"seed", seed}};
    const json traced = handle_request(request);
    REQUIRE(traced.at("ok") == true);
    const json& result = traced.at("result");
    json generate = request;
    generate["op"] = "generate";
    CHECK(result.at("board") == handle_request(generate).at("result").at("boards").at(0));

    // The steps kept: a "skipped" step when draws were dropped, at most the last three rejected
    // draws and the final draw, each 24 rolls after the redraw step that wiped the board before it
    // (the first draw has none).
    const json& steps = result.at("steps");
    const bool dropped = steps.at(0).at("kind") == "skipped";
    std::vector<TraceStep> kept;
    for (const json& s : steps)
      kept.push_back(
          {s.at("kind").get<std::string>(), s.at("caption").get<std::string>(), {}, {}, s.contains("clear")});
    const auto wipes = static_cast<std::size_t>(clears(kept));
    const std::size_t rejected_kept = dropped ? wipes - 1 : wipes;
    CHECK(rejected_kept <= kTraceKeptRejectedDraws);
    CHECK(steps.size() == (dropped ? 1 : 0) + (rejected_kept + 1) * 24 + wipes);
    CHECK(final_draw(kept).size() == 24);
    if (!dropped) continue;
    ++skipped;
    CHECK(rejected_kept == kTraceKeptRejectedDraws);
    const auto caption = steps.at(0).at("caption").get<std::string>();
    const std::uint64_t not_shown = std::stoull(caption);
    CHECK(caption == std::to_string(not_shown) + " earlier draws not shown: each was rejected and drawn again");

    // Ease of setup counts every draw, the ones not shown included: 24 rolls, each a roll, a
    // lookup and a placement, and the draw's check.
    const std::uint64_t draws = not_shown + kTraceKeptRejectedDraws + 1;
    const auto measures = make_lab_game(game)->setup_measures(
        normalize_params(game, json::object()),
        require_capability<DescribedSetups>(game).normalize_setup(json::object(), kDieDesign).dump(), seed,
        result.at("board").get<std::string>(), {});
    CHECK(measures.at("setup_actions") == static_cast<double>(73 * draws));

    // render prints the final draw's steps only, the same whatever was dropped.
    json render = request;
    render["op"] = "render";
    const json printed = handle_request(render);
    REQUIRE(printed.at("ok") == true);
    CHECK(printed.at("result").at("setup_steps").size() == 24);
  }
  CHECK(skipped > 0);
}
