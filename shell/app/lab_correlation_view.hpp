// The Lab's correlation matrix (docs/app/LAB_SCREEN.md, "Correlations"): Pearson's r between every
// two measures of the run, from the document's "correlations" (docs/LAB.md), pooled over the
// setups or for one setup: a cell per pair coloured by r (blue -1, red +1), r and the number of
// challenges behind it in the tooltip, so a designer sees which measures say the same thing.
#pragma once

#include <nlohmann/json.hpp>

#include "lab/experiment.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class LabCorrelationView {
 public:
  void draw(const nlohmann::json& document, const lab::ExperimentSpec& spec, const ui::Fonts& fonts);

 private:
  int choice_ = 0;  // 0: all setups pooled; i: setup i - 1
};

}  // namespace puzzlelab
