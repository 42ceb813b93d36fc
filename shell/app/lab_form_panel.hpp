// The Lab's form, a panel that owns what is being set up: a published study, or the experiment's
// parts one by one (game, parameters, setups, trials, challenges per trial, seed, the random
// solver), or a series (a study over a size: its last size, trials and seed). It is checked by
// the engine's own reader after every edit (its message shown, Run disabled); under it Run and
// Cancel. The run itself is the screen's (LabRun, LabSeries); the form starts it.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "app/lab_setup_editor.hpp"
#include "lab/series.hpp"
#include "middle/lab_form.hpp"
#include "middle/lab_run.hpp"
#include "middle/lab_series.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class LabFormPanel {
 public:
  // `requests` and `controller`: the setup editor's engine and the browser's saved setups.
  LabFormPanel(LabForm form, Requests& requests, Controller& controller);

  // What a frame of the panel did.
  struct Events {
    bool edited = false;  // the form changed (and was checked again)
    bool run = false;     // Run was pressed
    bool cancel = false;  // Cancel was pressed
  };
  // Draws the form, then Run and Cancel (Cancel while `running`, with a spinner).
  Events draw(bool running, double now, const ui::Fonts& fonts);

  // The setup editor ("Your own setup"), drawn under the progress of what runs; true when it
  // changed the study's setups (the form is checked again). Nothing for a series.
  bool draw_setup_editor(double now, const ui::Fonts& fonts);

  // Fills the form from a Lab link (an experiment's or a series'). Throws InputError naming the
  // problem; the form is then as it was.
  void open_link(const std::string& hash);
  // Checks the form again (after a run or a series moved on).
  void check();
  // What the form starts: the experiment or the series it holds, cancelling the other kind in the
  // workers (one thing at a time); nothing when it is refused (a series the workers refuse says
  // why in the form).
  enum class Started { nothing, experiment, series };
  Started start(LabRun& run, LabSeries& series);

  bool shows_series() const { return series_form_; }
  // The game the form's experiment is of (whether or not the rest of the form is valid).
  const std::string& game() const { return form_.game; }
  const lab::SeriesSpec& series_spec() const { return series_spec_; }
  // The experiment as last checked; empty when refused (a series leaves it as it was).
  const std::optional<lab::ExperimentSpec>& spec() const { return spec_; }
  const std::string& error() const { return error_; }
  // The study's Lab link (without '#'), which the setup editor's Share offers.
  void set_link(const std::string& link) { link_ = link; }
  // The state's "form", "form_error", "series_form" and "setup_editor".
  void add_automation(nlohmann::json& lab) const;

 private:
  bool draw_study_choice(const ui::Fonts& fonts);
  bool draw_experiment_parts(double now, const ui::Fonts& fonts);
  bool draw_series_parts(const ui::Fonts& fonts);
  void draw_error() const;
  Events draw_run_buttons(bool running, double now, const ui::Fonts& fonts) const;

  LabForm form_;
  bool series_form_ = false;                 // the form shows a series (a study over a size)
  lab::SeriesSpec series_spec_;              // the form's series
  bool custom_params_ = false;               // "Custom" chosen among the game's parameter presets
  std::optional<lab::ExperimentSpec> spec_;  // the form, checked; empty when refused
  std::string error_;                        // why the form is refused
  LabSetupEditor setup_editor_;              // the study's described setups and their editor
  std::string link_;                         // the study's Lab link, for Share
};

}  // namespace puzzlelab
