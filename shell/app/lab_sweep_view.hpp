// A sweep on the Lab screen (middle/lab_sweep: an experiment at every point of one or two axes),
// a panel that owns the sweep's form: under the Lab form, the examples to start from in one click
// and the sweep's parts as text (game, params, setups, one or two axes as the CLI's --axis takes
// them, trials, challenges per trial, seed), checked by the engine's own reader after every edit;
// Run sweep. The player's own setups saved for the game are offered by label (one click adds one to
// the setups), with the numbers in them an axis can sweep (middle/lab_sweep_setups). In the results column, as points
// finish: one axis as lines per setup with their 95% intervals (solvable, P(Sp) - P(Sr)), two axes as a heatmap per
// setup (solvable, a colour-scale legend, each cell's interval or skip reason in its tooltip), the points skipped with
// their reasons, and the CSV and JSON exports.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "middle/lab_sweep.hpp"
#include "middle/saved_setups.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class LabSweepPanel {
 public:
  // `saved`: the player's own setups (the controller's), offered to sweep.
  LabSweepPanel(LabSweep& sweep, const SavedSetups& saved);

  // The sweep's form. True when it started a sweep (Run sweep, or an example).
  bool draw_form(bool running, const ui::Fonts& fonts);
  // Reads a sweep link into the form (throws InputError naming the problem; the form then stays
  // as it was) and returns the sweep; the caller starts it, at once or on Run sweep.
  lab::SweepSpec open_link(const std::string& hash);
  void draw_progress() const;
  void draw(bool narrow, const ui::Fonts& fonts);
  // The link of the sweep on show ("#v1/lab/sweep/..."), or "" before one ran.
  std::string link() const;
  // The form's fields and error, the last export's message, and the sweep's own state.
  nlohmann::json automation() const;

 private:
  void fill(const nlohmann::json& request);
  // The described setups a label in the Setups field may stand for: the form's own, then the
  // game's saved ones.
  std::vector<std::string> own_setups() const;
  nlohmann::json request() const;
  void draw_own_setups();
  void check();
  bool start();
  void export_file(const std::string& file, const std::string& mime, const std::string& bytes);
  void draw_exports();

  LabSweep& sweep_;
  const SavedSetups& saved_;
  std::string game_, params_, setups_, axis1_, axis2_;
  std::vector<std::string> described_;  // the described setups of the link or example filled in
  std::uint64_t trials_ = 5, per_trial_ = 20, seed_ = 1;
  std::string error_;    // why the form is refused
  std::string message_;  // the last export's outcome
};

}  // namespace puzzlelab
