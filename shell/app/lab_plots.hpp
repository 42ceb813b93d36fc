// The Lab's plots of an experiment (shell/ui/plot.hpp), redrawn from the run's document as trials
// arrive: per-trial solvability as a box plot per setup, solvable and random-solvable bars with
// their intervals and the paper's values, a preset's figures of a metric by solvability (solvable
// and unsolvable bars per setup), and the length histograms with their medians. Under
// each a "PNG" button saves the plot as drawn.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "middle/lab_run.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

// A click on a plot: a box or a bar lists that setup's challenges (its first trial), a histogram
// bar the challenges of that shortest length (`length` >= 0) from the first trial that has one.
struct LabPlotPick {
  std::size_t setup = 0;
  int length = -1;
};

std::optional<LabPlotPick> draw_lab_plots(const LabRun& run, const ui::Fonts& fonts);

// A small "PNG" button under the plot just drawn (the last item), saving it as `file`; the plot
// is "lab-plot-<id>" for the tests, the button "lab-png-<id>".
void plot_export_button(const char* id, const std::string& what, const std::string& file);

}  // namespace puzzlelab
