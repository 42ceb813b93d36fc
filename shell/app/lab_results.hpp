// The results of the Lab's experiment, a panel over the run (middle/lab_run), redrawn from its
// document as chunks arrive, in tabs: Tables (a table per setup, the metric means, the tests
// between setups), Plots (lab_plots), Paper (for a published study, the paper's values beside the
// measured ones with disagreements marked in red), Range (lab_range_view: the expressive range of
// any two measures), Correlations (lab_correlation_view) and Challenges (lab_challenges: a click on a
// plot lists the challenges behind it there). Above them, under the form's Run, the progress.
#pragma once

#include <optional>

#include "app/lab_challenges.hpp"
#include "app/lab_correlation_view.hpp"
#include "app/lab_range_view.hpp"
#include "middle/lab_run.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class LabResultsPanel {
 public:
  explicit LabResultsPanel(LabRun& run) : run_(run), challenges_(run), range_(run) {}

  // The run's progress bar and state, under Run and Cancel.
  void draw_progress() const;
  // The tabs (their panes most of a screen high under the form on a phone: `narrow`); returns the
  // challenge the player opened.
  std::optional<LabChallengePick> draw(bool narrow, const ui::Fonts& fonts);
  // A new run: the challenges listed from its start.
  void reset() { challenges_.reset(); }

 private:
  LabRun& run_;
  LabChallengesPanel challenges_;
  LabRangeView range_;
  LabCorrelationView correlations_;
  bool select_challenges_tab_ = false;  // a plot was clicked: show the Challenges tab
};

}  // namespace puzzlelab
