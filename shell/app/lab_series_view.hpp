// A series on the Lab screen, a panel over the series being run (middle/lab_series: a study run
// at every size of a range, one experiment after another): its progress under Run and Cancel,
// and its results as each size finishes, in tabs: Lines (per setup, solvability over the sizes
// with 95% intervals and the paper's values marked, and P(Sp) - P(Sr) over the sizes, each saved
// as PNG), Table (the figures per size) and Paper (the paper's claims of every size beside the
// measurement).
#pragma once

#include "middle/lab_series.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class LabSeriesPanel {
 public:
  explicit LabSeriesPanel(const LabSeries& series) : series_(series) {}

  void draw_progress() const;
  // The tabs (their panes most of a screen high under the form on a phone: `narrow`).
  void draw(bool narrow, const ui::Fonts& fonts) const;

 private:
  const LabSeries& series_;
};

}  // namespace puzzlelab
