// A metric split by solvability, per setup: its mean over the solvable and over the unsolvable
// challenges of each setup, side by side with 95% intervals, as the papers draw pair equality
// ([GD-entangled] Fig. 18, solvable black, unsolvable white) and step connectivity (Fig. 19).
// Any metric the game measures can be drawn this way; a study preset names the one its paper
// draws (StudyPreset::split_plots, with the figure's title), which the Lab shows first. The paper's values
// for "metric:NAME:solvable" and "metric:NAME:unsolvable" are the bars' reference marks.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/experiment.hpp"
#include "ui/plot.hpp"

namespace puzzlelab::experiment_plots {

// The metrics of the document's setups that have a mean over some challenges, sorted by name.
std::vector<std::string> split_metric_names(const nlohmann::json& document, const lab::ExperimentSpec& spec);

// The metric the Lab draws split by solvability first: the study preset's first figure's, else ""
// (none chosen).
std::string preset_split_metric(const lab::ExperimentSpec& spec);
// The plot's title: the preset's figure for that metric ("Fig. 8: ..."), else a plain one.
std::string split_plot_title(const lab::ExperimentSpec& spec, const std::string& metric);

// Categories: spec.setups; series "solvable" and "unsolvable", each bar the group's mean with its
// 95% interval and n in the note (a group without challenges has no bar).
ui::plot::BarPlot solvability_split_bars(const nlohmann::json& document, const lab::ExperimentSpec& spec,
                                         const std::string& metric);

}  // namespace puzzlelab::experiment_plots
