// A sweep running in the workers, for the Lab screen, with no UI (engine/lab/sweep.hpp: an
// experiment at every point of one or two axes). The points run one after another through a
// LabRun, so each point is split over the worker pool as a single experiment is; each finished
// point's document is kept and the sweep's document is rebuilt from them by the engine
// (lab::sweep_document), so once done it is byte for byte what `puzzlelab sweep` prints.
// Skipped points are passed over; Cancel stops the point running and the points finished stay.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/sweep.hpp"
#include "middle/lab_run.hpp"
#include "middle/requests.hpp"

namespace puzzlelab {

class LabSweep {
 public:
  using State = LabRun::State;

  explicit LabSweep(Requests& requests) : run_(requests) {}

  // Starts a sweep (one in progress is cancelled first).
  void start(const lab::SweepSpec& spec);
  // Stops the point running; the points finished stay.
  void cancel();
  // Keeps the sweep going: once the point running is done, keeps its document and starts the
  // next. Call after the requests are pumped. True when it changed.
  bool update();

  State state() const { return state_; }
  bool running() const { return state_ == State::running; }
  const lab::SweepSpec& spec() const { return spec_; }
  std::size_t points_run() const;  // points with an experiment
  std::size_t points_done() const;
  std::uint64_t chunks_done() const;
  std::uint64_t chunks_total() const { return spec_.chunk_count(); }
  // The point running now (or the last one run), an index into spec().points.
  std::size_t current() const { return current_; }
  const LabRun& run() const { return run_; }
  const std::string& error() const { return error_; }
  std::uint64_t revision() const { return revision_ + run_.revision(); }
  // The sweep's document (lab::sweep_document of the points done); null before start.
  const nlohmann::json& document() const { return document_; }

  // State, points done and total, trials done and total, the error, the link, per finished
  // point each setup's solvable; once complete, the size and FNV-1a hash of the JSON export.
  nlohmann::json automation() const;

 private:
  void start_next(std::size_t from);
  void rebuild_document();

  LabRun run_;
  lab::SweepSpec spec_;
  std::vector<nlohmann::json> documents_;  // per point: its experiment's document, or null
  std::size_t current_ = 0;
  State state_ = State::idle;
  std::string error_;
  nlohmann::json document_;
  std::uint64_t revision_ = 0;
};

// One cell of a sweep's figures: a point's values and one setup's quantity there.
struct SweepCell {
  std::vector<std::int64_t> values;  // one per axis
  std::optional<double> value, low, high;
  std::string skipped;  // the reason, when the point or the setup was skipped
};
// The cells of `quantity` ("solvable", "random_solvable", "sp_minus_sr", "length_mean") for one
// setup (by label), one per point in the document (skipped points included, with their reason).
std::vector<SweepCell> sweep_cells(const nlohmann::json& sweep_document, const std::string& setup,
                                   const std::string& quantity);
// The setups' labels and the axes' names of a sweep's document.
std::vector<std::string> sweep_setup_labels(const nlohmann::json& sweep_document);
std::vector<std::string> sweep_axis_names(const nlohmann::json& sweep_document);

// The JSON export: document.dump(2) and a newline, as `puzzlelab sweep` prints it.
std::string lab_sweep_json(const nlohmann::json& sweep_document);
// The CSV export (RFC 4180, a header row, one row per point and setup):
//   <axis 1>[, <axis 2>], setup, challenges, solved, unsolvable, unknown, solvable, solvable_low,
//   solvable_high, random_solvable, random_solvable_low, random_solvable_high, sp_minus_sr,
//   length_median, length_mean, skipped (the reason, the figures then empty)
std::string lab_sweep_csv(const nlohmann::json& sweep_document);
// "lab-sweep-boxoff-rows-colours.csv"
std::string lab_sweep_export_name(const lab::SweepSpec& spec, const std::string& extension);

}  // namespace puzzlelab
