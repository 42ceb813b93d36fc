// The Lab's expressive range (docs/app/LAB_SCREEN.md, "Range"): two measures and two setups
// chosen, each setup's 2-D histogram of the challenges (its share of them per cell) side by side
// on the same axes and scale, and their difference on a diverging scale; a click on a cell lists
// its challenges (seed, verdict, the two measures, every measure in the tooltip), any of which
// opens on the play screen. Each grid saves as PNG; "CSV" writes the cells (middle/lab_range).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/lab_challenges.hpp"
#include "lab/expressive_range.hpp"
#include "middle/lab_run.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class LabRangeView {
 public:
  explicit LabRangeView(const LabRun& run) : run_(run) {}

  // Draws the choices, the grids and a chosen cell's challenges; returns the challenge opened.
  std::optional<LabChallengePick> draw(const ui::Fonts& fonts);

 private:
  void choose_defaults(const std::vector<std::string>& measures);
  void refresh();
  std::optional<LabChallengePick> draw_cell(const ui::Fonts& fonts);

  const LabRun& run_;
  std::string x_, y_;
  int a_ = 0, b_ = 1;
  int bins_ = static_cast<int>(lab::kDefaultRangeBins);
  // The histogram on show and what it was computed from.
  lab::RangeHistogram histogram_;
  std::string computed_for_;
  // The cell listed: its grid (0: setup a, 1: setup b, 2: the difference, both setups) and place.
  int cell_grid_ = -1, cell_x_ = -1, cell_y_ = -1;
  std::string message_;  // the last CSV export's outcome
};

}  // namespace puzzlelab
