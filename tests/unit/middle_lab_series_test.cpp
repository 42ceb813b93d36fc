// The Lab screen's series (shell/middle/lab_series): the Pretzel study over ranks run size after
// size through the thread pool, each size's document byte for byte the CLI's run of its preset;
// the lines, the paper's values and the exports drawn from them; Cancel keeping the sizes that
// finished.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <thread>

#include <nlohmann/json.hpp>

#include "core/input_error.hpp"
#include "lab/series.hpp"
#include "middle/lab_export.hpp"
#include "middle/lab_run.hpp"
#include "middle/lab_series.hpp"
#include "middle/requests.hpp"
#include "cli_in_process.hpp"
#include "worker/worker_client.hpp"
#include "test_paths.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

using test::cli_output;

// Pumps the requests and moves the series on, as the app does every frame, until it stops.
void series_to_end(Requests& requests, LabSeries& series) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(180);
  while (series.running() && std::chrono::steady_clock::now() < deadline) {
    requests.pump();
    series.update();
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  REQUIRE_FALSE(series.running());
}

lab::SeriesSpec small_series(int to) {
  lab::SeriesSpec spec = lab::SeriesSpec::defaults("pretzel-4xN");
  spec.to = to;
  spec.trials = 2;
  spec.per_trial = 6;
  spec.seed = 5;
  return spec;
}

}  // namespace

TEST_CASE("lab series: every rank's document is the CLI's run of its preset; the lines and exports follow them") {
  Requests requests(make_worker_client());
  LabSeries series(requests);
  series.start(small_series(4));
  CHECK(series.running());
  CHECK(series.sizes() == std::vector<int>{2, 3, 4});
  CHECK(series.chunks_total() == 3 * 3 * 2);
  CHECK(series.document()["experiments"].empty());
  series_to_end(requests, series);
  REQUIRE(series.state() == LabSeries::State::done);
  CHECK(series.sizes_done() == 3);
  CHECK(series.chunks_done() == series.chunks_total());

  const json& doc = series.document();
  CHECK(doc["format"] == "puzzlelab-lab-series");
  CHECK(doc["complete"] == true);
  CHECK(doc["series"] == small_series(4).to_json());
  REQUIRE(doc["experiments"].size() == 3);
  for (int ranks = 2; ranks <= 4; ++ranks) {
    const json& entry = doc["experiments"][static_cast<std::size_t>(ranks - 2)];
    CHECK(entry["ranks"] == ranks);
    const std::string cli = cli_output({"experiment", "--preset", "pretzel-4x" + std::to_string(ranks), "--trials", "2",
                                        "--per-trial", "6", "--seed", "5"});
    CHECK(lab_document_json(entry["document"]) == cli);
  }

  // The solvability lines: one per setup, a point per rank with the document's figures.
  const auto lines = series_lines(doc, "solvable");
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].setup == "shuffled");
  CHECK(lines[2].setup == "banded-suits");
  for (const SeriesLine& line : lines) {
    REQUIRE(line.points.size() == 3);
    for (std::size_t i = 0; i < 3; ++i) {
      const json& s = doc["experiments"][i]["document"]["setups"][line.setup];
      CHECK(line.points[i].size == static_cast<int>(i) + 2);
      CHECK(*line.points[i].value == s["solvable"].get<double>());
      CHECK(*line.points[i].low == s["solvable_interval"][0].get<double>());
      CHECK(*line.points[i].high == s["solvable_interval"][1].get<double>());
    }
  }
  // The paper's one solvability figure of the study: de Bruijn's 45% for Shuffled at (4,4).
  CHECK_FALSE(lines[0].points[1].published);
  REQUIRE(lines[0].points[2].published);
  CHECK(*lines[0].points[2].published == doctest::Approx(0.45));
  CHECK(lines[0].points[2].paper_note.rfind("paper: 45.0%, ", 0) == 0);
  CHECK_FALSE(lines[2].points[2].published);
  const auto interest = series_lines(doc, "sp_minus_sr");
  CHECK(*interest[1].points[0].value ==
        doc["experiments"][0]["document"]["setups"]["sequential-suits"]["sp_minus_sr"].get<double>());
  CHECK_FALSE(interest[1].points[0].low);

  // The paper's claims of every rank, each with its rank.
  const json paper = series_paper(doc);
  std::size_t claims = 0;
  for (const json& entry : doc["experiments"]) claims += entry["document"]["paper"].size();
  REQUIRE(paper.size() == claims);
  CHECK(paper[0]["ranks"] == 2);
  CHECK(paper.back()["ranks"] == 4);

  // CSV: a header and a row per rank and setup, the document's figures.
  const std::string csv = lab_series_csv(doc);
  std::vector<std::string> rows;
  for (std::size_t at = 0, end; (end = csv.find("\r\n", at)) != std::string::npos; at = end + 2)
    rows.push_back(csv.substr(at, end - at));
  REQUIRE(rows.size() == 1 + 3 * 3);
  CHECK(rows[0] ==
        "ranks,setup,challenges,solved,unsolvable,unknown,solvable,solvable_low,solvable_high,random_solvable,"
        "random_solvable_low,random_solvable_high,sp_minus_sr,length_median,paper_solvable");
  CHECK(rows[1].rfind("2,shuffled,12,", 0) == 0);
  CHECK(rows[7].rfind("4,shuffled,12,", 0) == 0);
  CHECK(rows[7].substr(rows[7].rfind(',') + 1) == "0.45");
  CHECK(rows[8].back() == ',');  // no published value: an empty cell
  CHECK(lab_series_json(doc) == doc.dump(2) + "\n");
  // The golden file the browser test compares the app's JSON export with, produced by this run
  // (PUZZLELAB_WRITE_LAB_GOLDEN=1 writes it).
  const std::string golden = puzzlelab::test_paths::test_data() + "/lab/pretzel-series-small.json";
  if (std::getenv("PUZZLELAB_WRITE_LAB_GOLDEN")) std::ofstream(golden, std::ios::binary) << lab_series_json(doc);
  std::ifstream in(golden, std::ios::binary);
  REQUIRE(in);
  CHECK(lab_series_json(doc) == std::string(std::istreambuf_iterator<char>(in), {}));
  CHECK(lab_series_export_name(series.spec(), "csv") == "lab-series-pretzel-4xN-to4.csv");

  const json automation = series.automation();
  CHECK(automation["state"] == "done");
  CHECK(automation["sizes_done"] == 3);
  CHECK(automation["link"] == "#v1/lab/series/pretzel-4xN/to=4.trials=2.per_trial=6.seed=5");
  CHECK(automation["figures"][2]["setups"]["shuffled"]["solvable"] ==
        doc["experiments"][2]["document"]["setups"]["shuffled"]["solvable"]);
  CHECK(automation["document"]["bytes"] == lab_series_json(doc).size());
  CHECK(automation["document"]["fnv1a"] == lab_fnv1a(lab_series_json(doc)));
}

TEST_CASE("lab series: Cancel keeps the ranks that finished; a new start begins again") {
  Requests requests(make_worker_client());
  LabSeries series(requests);
  lab::SeriesSpec spec = small_series(9);
  spec.trials = 10;
  spec.per_trial = 50;
  series.start(spec);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
  while (series.sizes_done() < 2 && std::chrono::steady_clock::now() < deadline) {
    requests.pump();
    series.update();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  REQUIRE(series.sizes_done() >= 2);
  series.cancel();
  CHECK(series.state() == LabSeries::State::cancelled);
  CHECK(series.run().requests_in_flight() == 0);
  const std::size_t kept = series.sizes_done();
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  requests.pump();
  CHECK_FALSE(series.update());
  CHECK(series.sizes_done() == kept);
  CHECK(series.document()["complete"] == false);
  CHECK(series.document()["experiments"].size() == kept);
  CHECK(series_lines(series.document(), "solvable")[0].points.size() == kept);
  // A bad series is refused and leaves the cancelled one on show.
  lab::SeriesSpec bad = spec;
  bad.to = 1;
  CHECK_THROWS_AS(series.start(bad), InputError);
  CHECK(series.sizes_done() == kept);
  series.start(small_series(3));
  CHECK(series.sizes_done() == 0);
  series_to_end(requests, series);
  CHECK(series.state() == LabSeries::State::done);
  CHECK(series.sizes_done() == 2);
}
