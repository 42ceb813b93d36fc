// A series of experiments running in the workers, for the Lab screen, with no UI: a published
// study over a size (engine/lab/series.hpp: Pretzel at 4 suits x 2..N ranks), one experiment per
// size run one after another through a LabRun (so each size is split over the worker pool as a
// single experiment is), each size's finished document kept. Cancel stops the size running; the
// sizes finished stay on show.
//
// The series' document (what the JSON export writes, and what the lines are drawn from):
//   {"format": "puzzlelab-lab-series", "complete": bool, "series": SeriesSpec::to_json(),
//    "experiments": [{"<parameter>": n, "document": the size's experiment document}, ...]}
// one entry per finished size, in order; each document is byte for byte what
// `puzzlelab experiment --preset pretzel-4xN --trials T --per-trial P --seed S` prints.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/series.hpp"
#include "middle/lab_run.hpp"
#include "middle/requests.hpp"

namespace puzzlelab {

class LabSeries {
 public:
  using State = LabRun::State;

  explicit LabSeries(Requests& requests) : run_(requests) {}

  // Starts a series (one in progress is cancelled first). Throws InputError for a series that
  // cannot run (unknown, sizes out of range), leaving the previous one as it was.
  void start(const lab::SeriesSpec& spec, const GameList& games = all_games());
  // Stops the size running; the sizes finished stay.
  void cancel();
  // Keeps the series going: once the size running is done, keeps its document and starts the
  // next. Call after the requests are pumped (the screen does every frame). True when it changed.
  bool update();

  State state() const { return state_; }
  bool running() const { return state_ == State::running; }
  const lab::SeriesSpec& spec() const { return spec_; }
  const std::vector<int>& sizes() const { return sizes_; }
  // The size running now (or the last one run): its index in sizes(), and its run.
  std::size_t current() const { return current_; }
  const LabRun& run() const { return run_; }
  std::size_t sizes_done() const { return documents_.size(); }
  // Trials over the whole series.
  std::uint64_t chunks_done() const;
  std::uint64_t chunks_total() const;
  const std::string& error() const { return error_; }
  std::uint64_t revision() const { return revision_ + run_.revision(); }

  // The series' document (above); null before start.
  const nlohmann::json& document() const { return document_; }

  // State, sizes done and total, the size running, trials done and total, the error, and per
  // finished size each setup's solvable, its interval and sp_minus_sr; once complete, the size
  // and FNV-1a hash of the JSON export.
  nlohmann::json automation() const;

 private:
  void rebuild_document();

  LabRun run_;
  lab::SeriesSpec spec_;
  std::vector<int> sizes_;
  std::vector<lab::ExperimentSpec> experiments_;
  std::vector<nlohmann::json> documents_;
  std::size_t current_ = 0;
  State state_ = State::idle;
  std::string error_;
  nlohmann::json document_;
  std::uint64_t revision_ = 0;
};

// One line of a series plot: a setup's quantity at every finished size.
struct SeriesPoint {
  int size = 0;
  std::optional<double> value, low, high;  // the interval where the document has one
  std::optional<double> published;         // the paper's value ("about" claims only)
  std::string paper_note;                  // "paper: 45.0%, agrees"
};
struct SeriesLine {
  std::string setup;
  std::vector<SeriesPoint> points;
};
// The lines of `quantity` ("solvable", "random_solvable" or "sp_minus_sr") from a series'
// document, one per setup in the experiments' order.
std::vector<SeriesLine> series_lines(const nlohmann::json& series_document, const std::string& quantity);

// The paper's claims of every finished size, each a copy of the size's document's "paper" entry
// with the size added under the series' parameter name.
nlohmann::json series_paper(const nlohmann::json& series_document);

// The JSON export: document.dump(2) and a newline.
std::string lab_series_json(const nlohmann::json& series_document);
// The CSV export (RFC 4180, a header row, one row per finished size and setup):
//   <parameter>, setup, challenges, solved, unsolvable, unknown, solvable, solvable_low,
//   solvable_high, random_solvable, random_solvable_low, random_solvable_high, sp_minus_sr,
//   length_median, paper_solvable (the paper's value where it gives one)
std::string lab_series_csv(const nlohmann::json& series_document);
// "lab-series-pretzel-4xN-to8.csv"
std::string lab_series_export_name(const lab::SeriesSpec& spec, const std::string& extension);

}  // namespace puzzlelab
