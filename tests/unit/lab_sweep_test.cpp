// Sweeps (engine/lab/sweep.hpp): a grid of experiments over one or two axes. Each point's figures
// are those of the plain experiment at that point, combinations a setup cannot deal are skipped
// with the reader's own reason, any shard split merges to the same bytes, the link reads back
// to the same sweep, and bad specs and links are refused naming the problem.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/request_fields.hpp"
#include "input_error_checks.hpp"
#include "lab/spec.hpp"
#include "lab/sweep.hpp"
#include "lab/sweep_link.hpp"

using json = nlohmann::json;
using namespace puzzlelab;
using test::contains;
using test::error_of;

namespace {

// BoxOff on 6 columns, rows 3..5 x colours 2..3, Shuffled and L-Tiles: 3x6 and 5x6 with 2
// colours give an odd number of tokens per colour; L-Tiles cannot lay 5 rows.
json small_boxoff_sweep() {
  return {{"game", "boxoff"},
          {"params", {{"cols", 6}}},
          {"setups", {"shuffled", "l-tiles"}},
          {"trials", 2},
          {"per_trial", 3},
          {"seed", "5"},
          {"axes", json::array({{{"parameter", "rows"}, {"from", 3}, {"to", 5}},
                                {{"parameter", "colours"}, {"values", {2, 3}}}})}};
}

std::vector<lab::ChunkResult> run_sweep_chunks_of(const lab::SweepSpec& spec,
                                                  const std::vector<std::uint64_t>& chunks) {
  std::vector<lab::ChunkResult> out;
  for (const std::uint64_t c : chunks) out.push_back(lab::run_sweep_chunk(spec, all_games(), c));
  return out;
}

std::vector<std::uint64_t> every_chunk(const lab::SweepSpec& spec) {
  std::vector<std::uint64_t> out;
  for (std::uint64_t c = 0; c < spec.chunk_count(); ++c) out.push_back(c);
  return out;
}

}  // namespace

TEST_CASE("lab sweep: the grid's points, their skips and their chunks") {
  const lab::SweepSpec spec = lab::read_sweep_spec(small_boxoff_sweep(), all_games());
  REQUIRE(spec.points.size() == 6);
  const std::vector<std::vector<std::int64_t>> grid = {{3, 2}, {3, 3}, {4, 2}, {4, 3}, {5, 2}, {5, 3}};
  for (std::size_t p = 0; p < grid.size(); ++p) CHECK(spec.points[p].values == grid[p]);
  // 3x6 and 5x6 with 2 colours: skipped, with the reader's reason.
  CHECK(!spec.points[0].experiment);
  CHECK(spec.points[0].skip_code == "bad_params");
  CHECK(contains(spec.points[0].skip_reason, "an odd number"));
  CHECK(!spec.points[4].experiment);
  // 5x6 with 3 colours: Shuffled alone, L-Tiles left out with its reason.
  const lab::SweepPoint& five_three = spec.points[5];
  REQUIRE(five_three.experiment);
  CHECK(five_three.experiment->setups == std::vector<std::string>{"shuffled"});
  REQUIRE(five_three.skipped_setups.size() == 1);
  const lab::SweepPoint::SkippedSetup& skipped = five_three.skipped_setups.front();
  CHECK(skipped.label == "l-tiles");
  CHECK(contains(skipped.reason, "2x3 blocks"));
  // Chunks: 2 setups x 2 trials at (3,3), (4,2), (4,3); 1 x 2 at (5,3).
  CHECK(spec.chunk_count() == 14);
  CHECK(spec.points[1].first_chunk == 0);
  CHECK(spec.points[3].first_chunk == 8);
  CHECK(spec.points[5].first_chunk == 12);
  CHECK(&spec.point_of_chunk(7) == &spec.points[2]);
  CHECK(&spec.point_of_chunk(13) == &spec.points[5]);
}

TEST_CASE("lab sweep: every point's figures are the plain experiment's at that point") {
  const lab::SweepSpec spec = lab::read_sweep_spec(small_boxoff_sweep(), all_games());
  const json doc = lab::sweep_final_document(spec, run_sweep_chunks_of(spec, every_chunk(spec)));
  CHECK(doc["format"] == "puzzlelab-lab-sweep");
  CHECK(doc["complete"] == true);
  REQUIRE(doc["points"].size() == 6);
  int compared = 0;
  for (const json& point : doc["points"]) {
    if (point.contains("skipped")) continue;
    const int rows = point["values"]["rows"].get<int>();
    const int colours = point["values"]["colours"].get<int>();
    // The experiment as `puzzlelab experiment boxoff --rows R --cols 6 --colours C` reads it.
    json request = {{"game", "boxoff"},
                    {"params", {{"rows", rows}, {"cols", 6}, {"colours", colours}}},
                    {"setups", rows == 5 ? json{"shuffled"} : json{"shuffled", "l-tiles"}},
                    {"trials", 2},
                    {"per_trial", 3},
                    {"seed", "5"}};
    RequestFields fields(request);
    const lab::ExperimentSpec experiment = lab::read_experiment_spec(fields, all_games());
    std::vector<lab::ChunkResult> chunks;
    for (std::uint64_t c = 0; c < experiment.chunk_count(); ++c)
      chunks.push_back(lab::run_chunk(experiment, find_game("boxoff"), c));
    const json plain = lab::final_document(experiment, chunks);
    CHECK(point["setups"] == lab::sweep_point_setups(plain));
    CHECK(point["setups"]["shuffled"]["solvable"] == plain["setups"]["shuffled"]["solvable"]);
    ++compared;
  }
  CHECK(compared == 4);
  CHECK(doc["points"][0]["skipped"]["code"] == "bad_params");
  CHECK(doc["points"][5]["skipped_setups"]["l-tiles"]["code"] == "bad_params");
}

TEST_CASE("lab sweep: any shard split merges to the unsharded document's bytes") {
  const lab::SweepSpec spec = lab::read_sweep_spec(small_boxoff_sweep(), all_games());
  const std::string whole = lab::sweep_final_document(spec, run_sweep_chunks_of(spec, every_chunk(spec))).dump(2);
  for (const std::uint64_t count : {2u, 3u, 5u, 20u}) {
    std::vector<json> partials;
    std::vector<std::string> names;
    for (std::uint64_t i = count; i >= 1; --i) {  // backwards: the order does not matter
      const auto chunks = lab::sweep_shard_chunks(spec, i, count);
      json partial = lab::sweep_partial_document(spec, run_sweep_chunks_of(spec, chunks));
      partials.push_back(json::parse(partial.dump(2)));  // as a file holds it
      names.push_back("shard " + std::to_string(i));
    }
    CHECK(lab::merge_sweep_partials(partials, names, all_games()).dump(2) == whole);
    // A shard missing or given twice is named.
    // Shard 1 (the last added) always holds chunk 0.
    std::vector<json> missing(partials.begin(), partials.end() - 1);
    std::vector<std::string> missing_names(names.begin(), names.end() - 1);
    CHECK(contains(error_of([&] { lab::merge_sweep_partials(missing, missing_names, all_games()); }, "bad_partial"),
                   "missing"));
    std::vector<json> twice = partials;
    twice.push_back(partials.back());
    std::vector<std::string> twice_names = names;
    twice_names.push_back("again");
    CHECK(contains(error_of([&] { lab::merge_sweep_partials(twice, twice_names, all_games()); }, "bad_partial"),
                   "more than once"));
  }
}

TEST_CASE("lab sweep: a sweep's link reads back to the same sweep") {
  const lab::SweepSpec spec = lab::read_sweep_spec(small_boxoff_sweep(), all_games());
  const std::string link = lab::format_sweep_link(spec);
  CHECK(link ==
        "#v1/lab/sweep/boxoff/standard.colours=3.cols=6.rows=6/shuffled.l-tiles/rows=3_4_5.colours=2_3/"
        "trials=2.per_trial=3.seed=5");
  CHECK(lab::is_sweep_link(link));
  CHECK(!lab::is_sweep_link("#v1/lab/preset/boxoff-4x6x4"));
  const lab::SweepSpec back = lab::parse_sweep_link(link);
  CHECK(back.to_json() == spec.to_json());
  CHECK(back.chunk_count() == spec.chunk_count());
}

TEST_CASE("lab sweep: bad specs are refused naming the problem") {
  const auto refusal = [](const std::function<void(json&)>& edit) {
    json request = small_boxoff_sweep();
    edit(request);
    return error_of([&] { lab::read_sweep_spec(request, all_games()); });
  };
  CHECK(refusal([](json& r) { r["axes"][0]["parameter"] = "depth"; }) ==
        "boxoff has no whole-number parameter 'depth' (known: rows, cols, colours)");
  CHECK(refusal([](json& r) { r["axes"][0]["parameter"] = "variant"; }) ==
        "boxoff has no whole-number parameter 'variant' (known: rows, cols, colours)");
  CHECK(refusal([](json& r) { r["axes"][0]["to"] = 9; }) == "rows runs from 1 to 8; 9 is out of range");
  CHECK(refusal([](json& r) { r["axes"][0]["step"] = 0; }) == "axis 1 (rows)'s step must be 1 or more, not 0");
  CHECK(refusal([](json& r) { r["axes"][0]["to"] = 2; }) == "axis 1 (rows) runs from 3 to 2: to < from");
  CHECK(refusal([](json& r) { r["axes"][1]["values"] = {2, 3, 2}; }) == "axis 2 (colours) lists 2 twice");
  CHECK(refusal([](json& r) { r["axes"][1]["values"] = json::array(); }) ==
        "axis 2 (colours): \"values\" must be a non-empty array of whole numbers");
  CHECK(refusal([](json& r) {
          r["axes"][1]["values"] = {2, "three"};
        }) == "axis 2 (colours)'s value must be a whole number (negative allowed), not '\"three\"'");
  CHECK(refusal([](json& r) { r["axes"][1]["from"] = 2; }) ==
        "axis 2 (colours) needs either \"values\" or \"from\" and \"to\" (and \"step\")");
  CHECK(refusal([](json& r) { r["axes"][1]["parameter"] = "rows"; }) == "two axes sweep 'rows'");
  CHECK(refusal([](json& r) { r["axes"].push_back(r["axes"][0]); }) == "a sweep has 1 or 2 axes, not 3");
  CHECK(refusal([](json& r) { r["axes"] = json::array(); }) == "a sweep has 1 or 2 axes, not 0");
  CHECK(refusal([](json& r) { r["axes"][0]["colour"] = 1; }) ==
        "axis 1 has an unknown field 'colour' (known: parameter, setup, pointer, values, from, to, step)");
  CHECK(refusal([](json& r) {
          r["axes"][0] = {{"setup", "mine"}, {"pointer", "/values/0"}, {"values", {1}}};
        }) == "axis 1: no described setup named 'mine' among the setups");
  CHECK(refusal([](json& r) {
          r["axes"][0] = {{"from", -2000000000}, {"to", 1}, {"parameter", "rows"}};
        }) == "axis 1 (rows)'s from must be from -1000000000 to 1000000000; -2000000000 is too small");
  CHECK(refusal([](json& r) {
          r["axes"][0] = {{"from", 1}, {"to", 100}, {"parameter", "rows"}};
        }) == "axis 1 (rows) has 100 values; an axis has at most 64");
  const json big = {{"game", "pretzel"},
                    {"setups", {"shuffled", "sequential-suits"}},
                    {"trials", 10000},
                    {"per_trial", 1},
                    {"axes", json::array({{{"parameter", "ranks"}, {"from", 2}, {"to", 13}}})}};
  CHECK(error_of([&] { lab::read_sweep_spec(big, all_games()); }, "bad_sweep") ==
        "the sweep has more than 200000 chunks (points x setups x trials); fewer points or trials");
  CHECK(error_of([] {
          lab::read_sweep_spec(
              json{{"game", "fujisan"}, {"setups", {"any-coin"}}, {"axes", {{{"parameter", "rows"}, {"values", {1}}}}}},
              all_games());
        }) == "fujisan has no whole-number parameter 'rows' (known: none)");
  // Every point refused, each for its own reason: the first point's, saying where.
  CHECK(refusal([](json& r) {
          r["axes"][0] = {{"parameter", "rows"}, {"values", {3, 5}}};
          r["axes"][1]["values"] = {2};
        }) ==
        "none of the sweep's 2 points can run; at rows 3, colours 2: 3x6 with 2 colours gives 9 tokens of "
        "each colour, an odd number: tokens are removed in pairs");
  // Every point refused for one reason: said once, for every point, with the reader's own code.
  CHECK(error_of(
            [] {
              json request = small_boxoff_sweep();
              request["axes"] = json::array({{{"parameter", "rows"}, {"values", {2, 4}}}});
              request["seed"] = "18446744073709551615";
              lab::read_sweep_spec(request, all_games());
            },
            "bad_seed") ==
        "every point of the sweep: seed 18446744073709551615 with 6 challenges per setup (trials x "
        "per_trial) runs past the largest seed, 18446744073709551615; the seed may be at most "
        "18446744073709551610");
  // Values beyond the range, however they are written: too large, never "not a whole number".
  CHECK(refusal([](json& r) { r["axes"][0]["to"] = json::parse("18446744073709551615"); }) ==
        "axis 1 (rows)'s to must be from -1000000000 to 1000000000; 18446744073709551615 is too large");
  CHECK(refusal([](json& r) { r["axes"][0]["to"] = json::parse("18446744073709551616"); }) ==
        "axis 1 (rows)'s to must be from -1000000000 to 1000000000; 1.8446744073709552e+19 is too large");
  CHECK(refusal([](json& r) { r["axes"][0]["from"] = json::parse("-18446744073709551616"); }) ==
        "axis 1 (rows)'s from must be from -1000000000 to 1000000000; -1.8446744073709552e+19 is too small");
  CHECK(refusal([](json& r) { r["axes"][0]["to"] = 2.5; }) ==
        "axis 1 (rows)'s to must be a whole number (negative allowed), not '2.5'");
  // A setup no point can run: its own error, as the experiment would say it.
  CHECK(refusal([](json& r) {
          r["setups"] = {"shuffled", "l-shapes"};
          r["axes"][0]["from"] = 4;
        }) == error_of([] {
          const json request = {{"game", "boxoff"}, {"setups", {"l-shapes"}}};
          RequestFields fields(request);
          lab::read_experiment_spec(fields, all_games());
        }));
  CHECK(error_of(
            [] {
              lab::read_sweep_spec(json{{"game", "boxoff"}, {"setups", {"shuffled"}}}, all_games());
            },
            "missing_field") == "missing field 'axes'");
}

TEST_CASE("lab sweep: an axis typed as text says which value is not a whole number, or too large") {
  CHECK(error_of([] { lab::parse_sweep_axis_text("rows=1..18446744073709551616"); }, "bad_sweep") ==
        "axis 'rows=1..18446744073709551616': '18446744073709551616' is too large (at most 1000000000)");
  CHECK(error_of([] { lab::parse_sweep_axis_text("rows=2,1000000001"); }, "bad_sweep") ==
        "axis 'rows=2,1000000001': '1000000001' is too large (at most 1000000000)");
  CHECK(error_of([] { lab::parse_sweep_axis_text("rows=-1000000001..2"); }, "bad_sweep") ==
        "axis 'rows=-1000000001..2': '-1000000001' is too small (at least -1000000000)");
  CHECK(error_of([] { lab::parse_sweep_axis_text("rows=1..-"); }, "bad_sweep") ==
        "axis 'rows=1..-': '-' is not a whole number");
  CHECK(error_of([] { lab::parse_sweep_axis_text("rows=1..2:+1"); }, "bad_sweep") ==
        "axis 'rows=1..2:+1': '+1' is not a whole number");
  CHECK(lab::parse_sweep_axis_text("rows=-1000000000..1000000000:500000000") ==
        json{{"parameter", "rows"}, {"from", -1000000000}, {"to", 1000000000}, {"step", 500000000}});
}

TEST_CASE("lab sweep: bad links are refused naming the problem") {
  const std::string base = "#v1/lab/sweep/boxoff/standard.cols=6/shuffled/";
  CHECK(error_of([&] { lab::decode_sweep_link(base + "rows=3_x/trials=1.per_trial=1.seed=1"); }, "bad_link") ==
        "axis 'rows': 'x' is not a whole number");
  CHECK(error_of([&] { lab::decode_sweep_link(base + "rows=3_99999999999999999999/trials=1"); }, "bad_link") ==
        "axis 'rows': '99999999999999999999' is too large (at most 1000000000)");
  CHECK(error_of([&] { lab::decode_sweep_link(base + "rows=-9223372036854775809/trials=1"); }, "bad_link") ==
        "axis 'rows': '-9223372036854775809' is too small (at least -1000000000)");
  CHECK(error_of([&] { lab::decode_sweep_link(base + "rows/trials=1"); }, "bad_link") ==
        "axis 'rows' must be written NAME=V_V_V");
  CHECK(error_of([&] { lab::decode_sweep_link(base + "rows=3/trials=1.colours=2"); }, "bad_link") ==
        "unknown option 'colours' (known: trials, per_trial, seed, random_solver, max_nodes)");
  CHECK(error_of([&] { lab::decode_sweep_link(base + "rows=3"); }, "bad_link") ==
        "a sweep link reads '#v1/lab/sweep/GAME/PARAMS/SETUPS/AXES/OPTIONS'");
  CHECK(error_of([&] { lab::decode_sweep_link(base + "rows=3..colours=2/trials=1"); }, "bad_link") ==
        "an empty item in the axes");
  CHECK(error_of([&] { lab::parse_sweep_link(base + "rows=3_9/trials=1.per_trial=1.seed=1"); }, "bad_sweep") ==
        "rows runs from 1 to 8; 9 is out of range");
  const json pointer_axis = lab::decode_sweep_link(base + "mine~2Fvalues~2F0=1_2/trials=1");
  CHECK(pointer_axis["axes"][0] == json{{"setup", "mine"}, {"pointer", "/values/0"}, {"values", {1, 2}}});
}
