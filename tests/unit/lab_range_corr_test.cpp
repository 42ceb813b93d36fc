// Expressive ranges and correlations (docs/LAB.md): the document's counts and r against a direct
// computation from every challenge's measures, sharded runs merging to the same bytes, and damaged
// sums or points refused by merge.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/request_fields.hpp"
#include "lab/experiment.hpp"
#include "lab/merge.hpp"
#include "lab/spec.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

lab::ExperimentSpec range_spec(const json& ranges) {
  const json request = {{"game", "fujisan"}, {"setups", {"dominoes", "any-coin"}},
                        {"trials", 3},       {"per_trial", 15},
                        {"seed", 11},        {"ranges", ranges}};
  RequestFields fields(request);
  return lab::read_experiment_spec(fields, all_games());
}

struct MeasuredRun {
  std::vector<lab::ChunkResult> chunks;
  std::vector<std::vector<lab::MeasureValues>> by_setup;  // every challenge's measures, per setup
};

MeasuredRun measured_run(const lab::ExperimentSpec& spec) {
  MeasuredRun run;
  run.by_setup.resize(spec.setups.size());
  for (std::uint64_t c = 0; c < spec.chunk_count(); ++c) {
    std::vector<lab::ChallengeRow> rows;
    run.chunks.push_back(lab::run_chunk(spec, find_game(spec.game), c, {}, &rows));
    for (const lab::ChallengeRow& row : rows) run.by_setup[c / spec.trials].push_back(row.measures);
  }
  return run;
}

// The message of merging `partial`, or "(merged)".
std::string merge_refusal(const json& partial) {
  try {
    lab::merge_partials({partial}, {"p.json"}, all_games());
  } catch (const InputError& e) {
    CHECK(std::string(e.code()) == "bad_partial");
    return e.what();
  }
  return "(merged)";
}

// Pearson's r the textbook way: means first, then the centred sums.
double direct_pearson(const std::vector<lab::MeasureValues>& challenges, const std::string& a, const std::string& b,
                      std::uint64_t& n) {
  std::vector<std::pair<double, double>> xy;
  for (const auto& m : challenges)
    if (m.count(a) && m.count(b)) xy.push_back({m.at(a), m.at(b)});
  n = xy.size();
  // A measure that takes one value has no r (the means below would leave rounding in its spread).
  const auto constant = [&](auto pick) {
    return std::all_of(xy.begin(), xy.end(), [&](const auto& p) { return pick(p) == pick(xy.front()); });
  };
  if (xy.size() < 2 || constant([](const auto& p) { return p.first; }) ||
      constant([](const auto& p) { return p.second; }))
    return std::nan("");
  double mx = 0, my = 0;
  for (const auto& [x, y] : xy) {
    mx += x / static_cast<double>(xy.size());
    my += y / static_cast<double>(xy.size());
  }
  double sxy = 0, sxx = 0, syy = 0;
  for (const auto& [x, y] : xy) {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) * (x - mx);
    syy += (y - my) * (y - my);
  }
  return sxy / std::sqrt(sxx * syy);
}

}  // namespace

TEST_CASE("lab: expressive range counts are a direct count of the challenges' measures") {
  const lab::ExperimentSpec spec = range_spec({"length,connectivity:6x4", "zeros,counter_intuitive"});
  const MeasuredRun run = measured_run(spec);
  const json doc = lab::final_document(spec, run.chunks);
  REQUIRE(doc["expressive_range"].size() == 2);
  for (std::size_t k = 0; k < 2; ++k) {
    const json& range = doc["expressive_range"][k];
    const std::string x = spec.ranges[k].x, y = spec.ranges[k].y;
    CHECK(range["x"] == x);
    CHECK(range["y"] == y);
    // The axes from every setup's values: whole numbers that fit get one bin each.
    double min_x = 1e300, max_x = -1e300, min_y = 1e300, max_y = -1e300;
    bool whole_x = true, whole_y = true;
    for (const auto& setup : run.by_setup)
      for (const auto& m : setup)
        if (m.count(x) && m.count(y)) {
          min_x = std::min(min_x, m.at(x));
          max_x = std::max(max_x, m.at(x));
          min_y = std::min(min_y, m.at(y));
          max_y = std::max(max_y, m.at(y));
          whole_x = whole_x && m.at(x) == std::floor(m.at(x));
          whole_y = whole_y && m.at(y) == std::floor(m.at(y));
        }
    const auto bins = [](double lo, double hi, bool whole, std::uint32_t asked) -> std::uint32_t {
      return whole && hi - lo + 1 <= asked ? static_cast<std::uint32_t>(hi - lo + 1) : asked;
    };
    const std::uint32_t bx = bins(min_x, max_x, whole_x, spec.ranges[k].bins_x);
    const std::uint32_t by = bins(min_y, max_y, whole_y, spec.ranges[k].bins_y);
    CHECK(range["x_axis"]["bins"] == bx);
    CHECK(range["y_axis"]["bins"] == by);
    const auto bin_of = [](double v, double lo, double hi, bool whole, std::uint32_t count, std::uint32_t asked) {
      if (whole && hi - lo + 1 <= asked) return static_cast<std::uint32_t>(v - lo);
      const auto at = static_cast<std::uint32_t>((v - lo) / (hi - lo) * count);
      return std::min(at, count - 1);
    };
    for (std::size_t s = 0; s < spec.setups.size(); ++s) {
      std::vector<std::vector<std::uint64_t>> counts(bx, std::vector<std::uint64_t>(by, 0));
      std::uint64_t n = 0;
      for (const auto& m : run.by_setup[s])
        if (m.count(x) && m.count(y)) {
          ++counts[bin_of(m.at(x), min_x, max_x, whole_x, bx, spec.ranges[k].bins_x)]
                  [bin_of(m.at(y), min_y, max_y, whole_y, by, spec.ranges[k].bins_y)];
          ++n;
        }
      const json& setup = range["setups"][spec.setups[s]];
      CHECK(setup["n"] == n);
      CHECK(n > 20);  // most challenges are solvable, so both measures are present
      CHECK(setup["counts"] == json(counts));
    }
  }
  // The first range's x is length (whole numbers within 6 values? then one bin each), y is
  // connectivity (fractions): four equal bins from its smallest to its largest value.
  CHECK(doc["expressive_range"][0]["y_axis"]["bins"] == 4);
}

TEST_CASE("lab: correlations are Pearson's r of every two measures, per setup and pooled") {
  const lab::ExperimentSpec spec = range_spec(json::array());
  const MeasuredRun run = measured_run(spec);
  const json doc = lab::final_document(spec, run.chunks);
  CHECK(!doc.contains("expressive_range"));
  const json& corr = doc["correlations"];
  const std::vector<std::string> measures = corr["measures"];
  REQUIRE(measures.size() > 5);
  CHECK(measures[0] == "solvable");
  CHECK(measures[1] == "random_solved");
  CHECK(measures[2] == "length");
  std::vector<lab::MeasureValues> pooled;
  for (const auto& setup : run.by_setup) pooled.insert(pooled.end(), setup.begin(), setup.end());
  int defined = 0;
  for (std::size_t s = 0; s <= spec.setups.size(); ++s) {
    const auto& challenges = s < spec.setups.size() ? run.by_setup[s] : pooled;
    const json& matrix = s < spec.setups.size() ? corr["setups"][spec.setups[s]] : corr["pooled"];
    for (std::size_t i = 0; i < measures.size(); ++i)
      for (std::size_t j = 0; j < measures.size(); ++j) {
        std::uint64_t n = 0;
        const double r = direct_pearson(challenges, measures[i], measures[j], n);
        CAPTURE(measures[i]);
        CAPTURE(measures[j]);
        CHECK(matrix["n"][i][j] == n);
        CHECK(matrix["r"][i][j] == matrix["r"][j][i]);
        if (!std::isfinite(r)) {
          CHECK(matrix["r"][i][j].is_null());
          continue;
        }
        REQUIRE(matrix["r"][i][j].is_number());
        CHECK(matrix["r"][i][j].get<double>() == doctest::Approx(r).epsilon(1e-5));
        ++defined;
      }
  }
  CHECK(defined > 60);
  // length and the shortest paths' counter-intuitive moves are measured together on solved
  // challenges only; solvable is constant there, so their r with it does not exist.
}

TEST_CASE("lab: ranges and correlations merge from shards to the unsharded bytes") {
  const lab::ExperimentSpec spec = range_spec({"length,connectivity", "solvable,zeros:2x8"});
  const MeasuredRun run = measured_run(spec);
  const std::string whole = lab::final_document(spec, run.chunks).dump(2);
  for (std::uint64_t shards : {2, 4, 7}) {
    std::vector<json> partials;
    std::vector<std::string> names;
    for (std::uint64_t i = 1; i <= shards; ++i) {
      std::vector<lab::ChunkResult> part;
      for (std::uint64_t c : lab::shard_chunks(spec, i, shards)) part.push_back(run.chunks[c]);
      // Through text, as files travel.
      partials.push_back(json::parse(lab::partial_document(spec, part).dump()));
      names.push_back("shard " + std::to_string(i));
    }
    CHECK(lab::merge_partials(partials, names, all_games()).dump(2) == whole);
  }
}

TEST_CASE("lab: merge refuses damaged correlation sums and range points") {
  const lab::ExperimentSpec spec = range_spec({"length,connectivity"});
  const MeasuredRun run = measured_run(spec);
  const json honest = lab::partial_document(spec, run.chunks);
  REQUIRE(merge_refusal(honest) == "(merged)");
  const auto damaged = [&](auto&& damage) {
    json partial = honest;
    damage(partial["chunks"][0]);
    return merge_refusal(partial);
  };
  CHECK(damaged([](json& c) { c.erase("cross"); }) == "p.json: chunk 0: \"cross\" (the correlation sums) is missing");
  CHECK(damaged([](json& c) { c["cross"] = json::array(); }) ==
        "p.json: chunk 0: \"cross\" must be an object of correlation sums");
  CHECK(damaged([](json& c) { c["cross"]["zeros,length"] = {1, 0, 0, 0, 0, 0}; }) ==
        "p.json: chunk 0: correlation sums 'zeros,length': the key must be two measure names in order, \"a,b\"");
  CHECK(damaged([](json& c) { c["cross"]["length"] = {1, 0, 0, 0, 0, 0}; }).find("two measure names in order") !=
        std::string::npos);
  CHECK(damaged([](json& c) { c["cross"]["length,zeros"] = {16, 0, 0, 0, 0, 0}; }) ==
        "p.json: chunk 0: the count of length,zeros must be a whole number from 1 to 15; 16 is too large");
  CHECK(damaged([](json& c) { c["cross"]["length,zeros"] = {0, 0, 0, 0, 0, 0}; }).find("0 is too small") !=
        std::string::npos);
  CHECK(damaged([](json& c) { c["cross"]["length,zeros"] = {1.5, 0, 0, 0, 0, 0}; }).find("is not whole") !=
        std::string::npos);
  CHECK(damaged([](json& c) { c["cross"]["length,zeros"] = {2, 0, "x", 0, 0, 0}; }) ==
        "p.json: chunk 0: correlation sums 'length,zeros': sum_y must be a number");
  CHECK(damaged([](json& c) { c["cross"]["length,zeros"] = {2, 0, 0, -1, 0, 0}; }) ==
        "p.json: chunk 0: correlation sums 'length,zeros': a sum of squares is negative");
  CHECK(damaged([](json& c) {
          c["cross"]["length,zeros"] = {2, 0, 0};
        }).find("must be [n, sum_x") != std::string::npos);
  CHECK(damaged([](json& c) { c["cross"]["zeros,zeros"] = {2, 1, 2, 1, 1, 1}; }) ==
        "p.json: chunk 0: correlation sums 'zeros,zeros': a measure alone must have equal x and y sums");

  CHECK(damaged([](json& c) { c.erase("ranges"); }) ==
        "p.json: chunk 0 has the points of 0 expressive ranges; the experiment names 1");
  CHECK(damaged([](json& c) { c["ranges"].push_back(json::array()); }) ==
        "p.json: chunk 0 has the points of 2 expressive ranges; the experiment names 1");
  CHECK(damaged([](json& c) { c["ranges"] = json::object(); }).find("\"ranges\" must be a list") != std::string::npos);
  CHECK(damaged([](json& c) {
          c["ranges"][0] = {{12, 0.5, 16}};
        }) == "p.json: chunk 0: a range point's count must be a whole number from 1 to 15; 16 is too large");
  CHECK(damaged([](json& c) {
          c["ranges"][0] = {{12, 0.5, 10}, {13, 0.5, 6}};
        }).find("from 1 to 5; 6 is too large") != std::string::npos);
  CHECK(damaged([](json& c) { c["ranges"][0] = {{12, 0.5, 0}}; }).find("0 is too small") != std::string::npos);
  CHECK(damaged([](json& c) {
          c["ranges"][0] = {{13, 0.5, 1}, {12, 0.5, 1}};
        }) == "p.json: chunk 0: a range's points must be in order of (x, y), each once");
  CHECK(damaged([](json& c) { c["ranges"][0] = {{12, 0.5, 1}, {12, 0.5, 1}}; }).find("each once") != std::string::npos);
  CHECK(damaged([](json& c) { c["ranges"][0] = {{"12", 0.5, 1}}; }).find("x and y numbers") != std::string::npos);
  CHECK(damaged([](json& c) { c["ranges"][0] = {{12, 0.5}}; }).find("[x, y, count]") != std::string::npos);
}

TEST_CASE("lab: a range is two measure names and optional bins, each refusal named") {
  const auto refusal = [](const json& ranges) {
    try {
      range_spec(ranges);
    } catch (const InputError& e) {
      CHECK(std::string(e.code()) == "bad_experiment");
      return std::string(e.what());
    }
    return std::string("(read)");
  };
  CHECK(range_spec({"length,zeros"}).ranges[0].text() == "length,zeros:10x10");
  CHECK(range_spec({"length,zeros:3x100"}).to_json()["ranges"] == json{"length,zeros:3x100"});
  CHECK(range_spec(json::array()).to_json().contains("ranges") == false);
  CHECK(refusal({"length"}).rfind("range 'length': two measure names separated by a comma are needed", 0) == 0);
  CHECK(refusal({"length,Zeros"}).find("'Zeros' is not a measure name") != std::string::npos);
  CHECK(refusal({"length,length"}).find("the two measures must differ") != std::string::npos);
  CHECK(refusal({"length,zeros:10"}).find("the bins are written BXxBY") != std::string::npos);
  CHECK(refusal({"length,zeros:0x4"}).find("bins must be a whole number from 1 to 100; '0' is too small") !=
        std::string::npos);
  CHECK(refusal({"length,zeros:4x101"}).find("'101' is too large") != std::string::npos);
  CHECK(refusal({"length,zeros", "length,zeros:3x3"}) == "range 'length,zeros:3x3' is named twice");
  json many = json::array();
  for (int i = 0; i < 17; ++i) many.push_back("length,m" + std::to_string(i));
  CHECK(refusal(many) == "an experiment bins at most 16 ranges");
}
