// The Lab's Validity view (docs/app/LAB_SCREEN.md, "Validity"): do the Lab's measures of a
// challenge say how hard people find it? Record files of people's play are imported (the browser's
// file chooser, several at once; on the desktop a path), listed with their record counts and
// problems; Run asks a worker for the protocol's validity op over them for the Lab's game
// (middle/lab_validity), with its progress and Cancel. The answer: the records' counts, a table
// per measure (Spearman's rho and Kendall's tau against solve time, the AUC for giving up, each
// with its 95% interval; "n/a" where undefined, the reason in its tooltip), a scatter of the
// measure chosen against solve time (given-up records drawn apart), and the setup-time section.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "middle/lab_validity.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class LabValidityView {
 public:
  // `device_records`: the export text of the play records kept on this device (nullopt when
  // there are none, or play records are off).
  LabValidityView(Requests& requests, std::function<std::optional<std::string>()> device_records)
      : validity_(requests), device_records_(std::move(device_records)) {}

  // Draws the view for the Lab's `game`; `now` in seconds, for the progress.
  void draw(const std::string& game, double now, const ui::Fonts& fonts);
  // Takes the files the browser's chooser delivered for an import waiting for them; true when any
  // came. Called every tick, whichever screen is on show (another screen's import is left alone).
  bool tick();
  bool running() const { return validity_.running(); }
  void cancel() { validity_.cancel(); }
  // lab.validity in the automation state: the run's (middle/lab_validity), the notes, the measure
  // drawn and whether an import waits for the chooser.
  nlohmann::json automation() const;

 private:
  void draw_import();
  void draw_files();
  void draw_run(const std::string& game, double now);
  void draw_result(const ui::Fonts& fonts);
  void draw_summary(const ValidityResult& r);
  void draw_measures(const ValidityResult& r);
  void draw_scatter(const ValidityResult& r);
  void draw_setup_section(const ValidityResult& r, const ui::Fonts& fonts);
  void import_path();
  void note(std::string text);

  LabValidity validity_;
  std::function<std::optional<std::string>()> device_records_;
  bool awaiting_files_ = false;  // the chooser is open for this view
  bool path_field_ = false;      // no file chooser here (the desktop): a path is typed instead
  std::string path_;
  std::vector<std::string> notes_;  // what the last imports said (a file seen twice, renamed, unreadable)
  int resamples_ = static_cast<int>(kValidityDefaultResamples);
  std::string seed_ = "1";
  std::string measure_;        // the measure drawn in the scatter
  std::string setup_measure_;  // the setup measure drawn in the setup section's scatter
};

}  // namespace puzzlelab
