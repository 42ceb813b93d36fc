// The Lab screen: a Monte Carlo comparison of a game's setups (docs/LAB.md) run in the workers.
// It holds the run (an experiment, middle/lab_run, or a series of them, middle/lab_series) and
// the panels that draw it, each owning its own state: the top bar (lab_top_bar: back, the link
// that reruns what is on show, the exports), the form on the left (lab_form_panel: a published
// study, or the experiment's parts, Run / Cancel; the progress under it) and on the right the
// results as they arrive (lab_results: tables, plots, the paper's values beside the measured ones,
// one trial's challenges, each opening on the play screen; lab_series_view: a series' lines and
// tables; or, from the top bar, the Validity view: lab_validity_view). All the work is the middle layer's
// (middle/lab_run, middle/lab_form, middle/lab_export); this draws it.
#pragma once

#include <cstddef>
#include <string>

#include "app/lab_add_to_talk.hpp"
#include "app/lab_form_panel.hpp"
#include "app/lab_hardest_panel.hpp"
#include "app/lab_results.hpp"
#include "app/lab_series_view.hpp"
#include "app/lab_sweep_view.hpp"
#include "app/lab_top_bar.hpp"
#include "app/lab_validity_view.hpp"
#include "app/screen.hpp"
#include "middle/controller.hpp"
#include "middle/lab_run.hpp"
#include "middle/lab_series.hpp"
#include "middle/lab_sweep.hpp"
#include "middle/requests.hpp"

namespace puzzlelab {

class LabScreen final : public Screen {
 public:
  LabScreen(Controller& controller, Requests& requests, ScreenRequest& request);

  const char* name() const override { return "lab"; }
  void frame(double now, const ui::Fonts& fonts) override;
  nlohmann::json automation() const override;

  // Opens a Lab link (an experiment's, a series' or a sweep's): fills the form and runs it when
  // the study is small, else leaves it for Run with a note saying why (middle/open_policy); a bad
  // link leaves the form as it was and says why (a notice).
  void open_link(const std::string& hash);
  // Keeps a series going from one size to the next, whichever screen is on show (the app calls
  // it after pumping the requests). True when something changed.
  bool tick();
  // The link of the experiment on show (the run's, else the form's when it is valid), without '#'.
  const std::string& link() const { return link_; }

 private:
  void draw_form_column(double now, const ui::Fonts& fonts);
  void draw_results(bool narrow, double now, const ui::Fonts& fonts);
  // The form checked again, and the link of what is on show.
  void refresh();
  void run();
  void start_sweep_shown();
  // Whether a study from a link of `worker_seconds` (middle/lab_cost) waits for `button`; if so
  // the note under Run says why.
  bool wait_for_run(double worker_seconds, const std::string& button);
  void open_challenge(const LabChallengePick& pick);

  Controller& controller_;
  ScreenRequest& request_;
  Requests& requests_;
  LabRun run_;
  LabSeries series_;
  LabFormPanel form_;
  LabTopBar top_bar_;
  LabAddToTalk add_to_talk_;  // "Add to talk": the study on show as a scene of the talk being built
  LabResultsPanel results_;
  LabSeriesPanel series_view_;
  LabHardestPanel hardest_;
  bool showing_series_ = false;  // the results are the series', not run_'s
  // A sweep (lab_sweep_view: its form under the Lab form, its lines or heatmaps as results).
  LabSweep sweep_;
  LabSweepPanel sweep_view_;
  bool showing_sweep_ = false;  // the results are the sweep's
  // The Validity view (play records against the measures), in place of the results while shown;
  // what runs meanwhile goes on.
  LabValidityView validity_;
  bool showing_validity_ = false;
  std::string link_;
  std::string waiting_note_;  // why the study a link filled in waits for Run ("" when none)
};

}  // namespace puzzlelab
