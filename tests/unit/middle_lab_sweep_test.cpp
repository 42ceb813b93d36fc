// The Lab screen's sweep (shell/middle/lab_sweep): BoxOff rows x colours run point after point
// through the thread pool, its document byte for byte the CLI's `puzzlelab sweep` (and the
// merge of its shards), the golden file the browser test compares with, the cells the heatmaps
// draw, the CSV, and Cancel keeping the points that finished.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <thread>

#include <nlohmann/json.hpp>

#include "cli_in_process.hpp"
#include "input_error_checks.hpp"
#include "lab/sweep.hpp"
#include "lab/sweep_link.hpp"
#include "middle/lab_sweep.hpp"
#include "middle/requests.hpp"
#include "worker/worker_client.hpp"
#include "test_paths.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

using test::cli_output;

void sweep_to_end(Requests& requests, LabSweep& sweep) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(180);
  while (sweep.running() && std::chrono::steady_clock::now() < deadline) {
    requests.pump();
    sweep.update();
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  REQUIRE_FALSE(sweep.running());
}

// The browser test's sweep: BoxOff on 6 columns, rows 2..4 x colours 2..3, 2 trials x 5, seed 1.
const std::vector<std::string> kSweepArgs = {
    "sweep",       "boxoff",   "--cols", "6",           "--setups", "shuffled,l-tiles", "--axis", "rows=2..4", "--axis",
    "colours=2,3", "--trials", "2",      "--per-trial", "5",        "--seed",           "1"};

lab::SweepSpec small_sweep() {
  return lab::parse_sweep_link(
      "#v1/lab/sweep/boxoff/standard.cols=6/shuffled.l-tiles/rows=2_3_4.colours=2_3/trials=2.per_trial=5.seed=1");
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

TEST_CASE("lab sweep: the workers' document is the CLI's, sharded or not, and the golden file's") {
  Requests requests(make_worker_client());
  LabSweep sweep(requests);
  sweep.start(small_sweep());
  CHECK(sweep.running());
  CHECK(sweep.points_run() == 5);  // 3 rows with 2 colours: an odd number of tokens each
  sweep_to_end(requests, sweep);
  REQUIRE(sweep.state() == LabSweep::State::done);
  CHECK(sweep.points_done() == 5);
  CHECK(sweep.chunks_done() == sweep.chunks_total());
  const std::string app = lab_sweep_json(sweep.document());

  const std::string cli = cli_output(kSweepArgs);
  CHECK(app == cli);
  std::vector<std::string> sharded = kSweepArgs;
  sharded.insert(sharded.end(), {"--jobs", "3"});
  CHECK(cli_output(sharded) == cli);
  CHECK(read_text(puzzlelab::test_paths::source_dir() + "/tests/data/lab/boxoff-sweep-small.json") == cli);
  CHECK(sweep.automation()["link"] ==
        "#v1/lab/sweep/boxoff/standard.colours=3.cols=6.rows=6/shuffled.l-tiles/rows=2_3_4.colours=2_3/"
        "trials=2.per_trial=5.seed=1");

  // The heatmap's cells: one per point, the skipped one with the reader's reason.
  const auto cells = sweep_cells(sweep.document(), "l-tiles", "solvable");
  REQUIRE(cells.size() == 6);
  CHECK(cells[2].values == std::vector<std::int64_t>{3, 2});
  CHECK(test::contains(cells[2].skipped, "an odd number"));
  CHECK_FALSE(cells[2].value);
  CHECK(cells[0].value == sweep.document()["points"][0]["setups"]["l-tiles"]["solvable"].get<double>());
  CHECK(cells[0].low.has_value());

  // The CSV: a header, then one row per point and setup (the skipped point's figures empty).
  const std::string csv = lab_sweep_csv(sweep.document());
  CHECK(csv.rfind("rows,colours,setup,challenges,solved,", 0) == 0);
  std::size_t lines = 0;
  for (const char c : csv) lines += c == '\n' ? 1 : 0;
  CHECK(lines == 1 + 6 * 2);
  CHECK(csv.find("3,2,shuffled" + std::string(14, ',') + "\"") != std::string::npos);  // then the quoted reason
  CHECK(lab_sweep_export_name(sweep.spec(), "csv") == "lab-sweep-boxoff-rows-colours.csv");
}

TEST_CASE("lab sweep: shards of the CLI merge to its unsharded document") {
  const std::string cli = cli_output(kSweepArgs);
  std::vector<std::string> files;
  for (int i = 1; i <= 3; ++i) {
    std::vector<std::string> args = kSweepArgs;
    args.insert(args.end(), {"--shard", std::to_string(i) + "/3"});
    const std::string path = "sweep-shard-" + std::to_string(i) + ".json";
    std::ofstream(path, std::ios::binary) << cli_output(args);
    files.push_back(path);
  }
  CHECK(cli_output({"merge", files[2], files[0], files[1]}) == cli);
  const auto run = test::run_cli_in_process({"merge", files[0], files[1]});
  CHECK(run.exit_code != 0);
  CHECK(test::contains(run.err, "missing"));
  const auto bad = test::run_cli_in_process({"sweep", "boxoff", "--setups", "shuffled", "--axis", "rows=1..x"});
  CHECK(bad.exit_code != 0);
  CHECK(test::contains(bad.err, "'x' is not a whole number"));
  for (const std::string& f : files) std::remove(f.c_str());
}

TEST_CASE("lab sweep: Cancel keeps the points that finished") {
  Requests requests(make_worker_client());
  LabSweep sweep(requests);
  sweep.start(small_sweep());
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (sweep.points_done() == 0 && std::chrono::steady_clock::now() < deadline) {
    requests.pump();
    sweep.update();
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  REQUIRE(sweep.points_done() >= 1);
  sweep.cancel();
  if (sweep.state() == LabSweep::State::cancelled) {
    CHECK(sweep.document()["complete"] == false);
    CHECK(sweep.document()["points"].size() >= 1);
  } else {
    CHECK(sweep.state() == LabSweep::State::done);  // it finished before the cancel came
  }
}
