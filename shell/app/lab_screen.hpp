// The Lab screen: a Monte Carlo comparison of a game's setups (docs/LAB.md) run in the workers.
// The form on the left (a published study, or game, parameters, setups, trials, challenges per
// trial, seed; lab_form_panel), Run / Cancel and the progress; on the right the results as they
// arrive (lab_results: per-setup table, metric means, tests, the paper's values beside the
// measured ones; lab_plots: the plots, shell/ui/plot.hpp; lab_challenges: one trial's
// challenges, each opening on the play screen). Exports: CSV, JSON, each plot as PNG; "Copy link" gives the link that reruns
// the experiment (#v1/lab/..., engine/lab/lab_link.hpp). All the work is the middle layer's
// (middle/lab_run, middle/lab_form, middle/lab_export); this draws it.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "app/screen.hpp"
#include "middle/controller.hpp"
#include "middle/lab_form.hpp"
#include "middle/lab_run.hpp"
#include "middle/lab_series.hpp"
#include "middle/requests.hpp"

namespace puzzlelab {

class LabScreen final : public Screen {
 public:
  LabScreen(Controller& controller, Requests& requests, ScreenRequest& request);

  const char* name() const override { return "lab"; }
  void frame(double now, const ui::Fonts& fonts) override;
  nlohmann::json automation() const override;

  // Opens a Lab link (an experiment's or a series'): fills the form and runs it; a bad link
  // leaves the form as it was and says why (a notice).
  void open_link(const std::string& hash);
  // Keeps a series going from one size to the next, whichever screen is on show (the app calls
  // it after pumping the requests). True when something changed.
  bool tick();
  // The link of the experiment on show (the run's, else the form's when it is valid), without '#'.
  const std::string& link() const { return link_; }

 private:
  void draw_top_bar();
  void draw_link_popup();
  void draw_form_panel(double now);
  void draw_run_controls(double now);
  void draw_results(double now);
  void draw_summary_table();
  void draw_metrics_table();
  void draw_tests();
  void draw_paper();
  void draw_plots();
  // A "PNG" button under the plot just drawn, saving it as `file`.
  void plot_export_button(const char* id, const std::string& what, const std::string& file);
  // A series (lab_series_view.cpp): its part of the form, its progress, its lines and tables.
  void draw_series_form();
  void draw_series_progress();
  void draw_series_results();
  void draw_series_lines();
  void draw_series_table();
  void draw_series_paper();
  void draw_challenges();
  // Lists a trial's challenges on the Challenges tab; `length` >= 0 lists instead the challenges
  // of that shortest length (a histogram bar's) from the first trial that has one.
  void show_challenges(std::size_t setup, std::uint64_t trial, int length);
  void refresh_form();
  void run();
  void open_challenge(std::size_t setup, const std::string& seed);
  void export_file(const std::string& file, const std::string& mime, const std::function<std::string()>& bytes);

  Controller& controller_;
  ScreenRequest& request_;
  LabRun run_;
  LabSeries series_;
  LabForm form_;
  bool series_form_ = false;             // the form shows a series (a study over a size)
  lab::SeriesSpec series_spec_;          // the form's series
  bool showing_series_ = false;          // the results are the series', not run_'s
  bool custom_params_ = false;          // "Custom" chosen among the game's parameter presets
  std::optional<lab::ExperimentSpec> form_spec_;  // the form, checked; empty when refused
  std::string form_error_;               // why the form is refused
  std::string link_;
  std::string message_;                  // the last export's outcome
  const ui::Fonts* fonts_ = nullptr;
  bool narrow_ = false;                  // the results go under the form (phones)
  int challenges_setup_ = 0;
  int challenges_trial_ = 1;             // 1-based, as shown
  bool whole_trial_ = false;             // a length's listing shows the whole trial, not only that length
  bool select_challenges_tab_ = false;   // a plot was clicked: show the Challenges tab
};

}  // namespace puzzlelab
