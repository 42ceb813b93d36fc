// The Lab's Range tab (shell/middle/lab_range): an experiment run through the desktop's thread pool
// as the app runs it keeps every challenge's measures, and the grids binned from them are the
// document's expressive range for the same pair (the engine's counts); a cell lists exactly its
// count of challenges, each in that cell; the CSV has a row per cell.
#include <doctest/doctest.h>

#include <chrono>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "game/request_fields.hpp"
#include "lab/spec.hpp"
#include "middle/lab_range.hpp"
#include "middle/lab_run.hpp"
#include "middle/requests.hpp"
#include "worker/worker_client.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

TEST_CASE("lab range: the grids from the run's measures are the document's expressive range") {
  const json request = {{"game", "fujisan"}, {"setups", {"engraved-tiles", "dominoes", "any-coin"}},
                        {"trials", 3},       {"per_trial", 12},
                        {"seed", 21},        {"ranges", {"length,connectivity:5x6", "zeros,random_solved"}}};
  RequestFields fields(request);
  const lab::ExperimentSpec spec = lab::read_experiment_spec(fields, all_games());
  Requests requests(make_worker_client());
  LabRun run(requests);
  run.start(spec);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (run.running() && std::chrono::steady_clock::now() < deadline) {
    requests.pump();
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  REQUIRE(run.state() == LabRun::State::done);
  CHECK(run.measured().size() == 3 * 3 * 12);
  const json& ranges = run.document()["expressive_range"];
  REQUIRE(ranges.size() == 2);
  const std::vector<std::string> measures = lab_range_measures(run);
  CHECK(measures == run.document()["correlations"]["measures"].get<std::vector<std::string>>());
  for (std::size_t k = 0; k < 2; ++k) {
    const lab::RangeSpec& range = spec.ranges[k];
    REQUIRE(range.bins_x == (k == 0 ? 5u : 10u));
    // The app asks one bin count for both axes: compare with the document where they agree.
    const lab::RangeHistogram h = lab_range_histogram(run, range.x, range.y, range.bins_x);
    REQUIRE_FALSE(h.empty());
    CHECK(h.x.bins == ranges[k]["x_axis"]["bins"]);
    for (std::size_t s = 0; s < spec.setups.size(); ++s) {
      const json& setup = ranges[k]["setups"][spec.setups[s]];
      CHECK(h.n[s] == setup["n"]);
      // Column sums over y (x bins agree whatever the y bins).
      for (std::uint32_t ix = 0; ix < h.x.bins; ++ix) {
        std::uint64_t column = 0, document_column = 0;
        for (std::uint32_t iy = 0; iy < h.y.bins; ++iy) column += h.counts[s][ix * h.y.bins + iy];
        for (const json& count : setup["counts"][ix]) document_column += count.get<std::uint64_t>();
        CHECK(column == document_column);
      }
    }
  }
  // Both axes as the document's first range asked (5 x 6 is not what the app asks, so rebin the
  // app's way at 6 x 6 and compare with a document of 6 x 6 computed from the same chunks).
  const lab::RangeHistogram h = lab_range_histogram(run, "length", "connectivity", 6);
  std::vector<lab::RangePoints> points(spec.setups.size());
  for (const auto& m : run.measured())
    lab::add_range_point(points[m.chunk / spec.trials], {"length", "connectivity", 6, 6}, m.measures);
  const json section = lab::expressive_range_section({{"length", "connectivity", 6, 6}}, spec.setups,
                                                     {{points[0]}, {points[1]}, {points[2]}});
  for (std::size_t s = 0; s < spec.setups.size(); ++s)
    for (std::uint32_t ix = 0; ix < h.x.bins; ++ix)
      for (std::uint32_t iy = 0; iy < h.y.bins; ++iy) {
        const std::uint64_t count = h.counts[s][ix * h.y.bins + iy];
        CHECK(count == section[0]["setups"][spec.setups[s]]["counts"][ix][iy]);
        const auto cell = lab_range_cell(run, h, "length", "connectivity", s, ix, iy);
        CHECK(cell.size() == count);
        for (const auto* m : cell) {
          CHECK(h.x.bin_of(m->measures.at("length")) == ix);
          CHECK(h.y.bin_of(m->measures.at("connectivity")) == iy);
          CHECK(m->chunk / spec.trials == s);
        }
      }
  const std::string csv = lab_range_csv(run, h, "length", "connectivity", 0, 1);
  CHECK(csv.rfind("x,y,x_bin,y_bin,x_low,x_high,y_low,y_high,engraved-tiles_count,dominoes_count,any-coin_count,"
                  "a_share,b_share,difference\r\n",
                  0) == 0);
  std::size_t lines = 0;
  for (char c : csv) lines += c == '\n' ? 1 : 0;
  CHECK(lines == 1 + h.x.bins * h.y.bins);
}
