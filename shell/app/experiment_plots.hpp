// The plots of an experiment's document (docs/LAB.md), built once for the Lab screen and talk
// mode: per-trial solvability as a box per setup, solvable and random-solvable bars with their
// intervals and the paper's values, the shortest-length histograms with their medians. Each reads
// the document as it stands (interim while a run goes on: setups with no trial yet are empty).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/experiment.hpp"
#include "ui/plot.hpp"

namespace puzzlelab::experiment_plots {

ui::plot::BoxPlot solvability_boxes(const nlohmann::json& document, const lab::ExperimentSpec& spec);
ui::plot::BarPlot solvable_bars(const nlohmann::json& document, const lab::ExperimentSpec& spec);
// `series_setup` receives, per series, the index of its setup in spec.setups (setups with no
// solved challenge yet, or a game that measures no length, have no series).
ui::plot::HistogramPlot length_histograms(const nlohmann::json& document, const lab::ExperimentSpec& spec,
                                          std::vector<std::size_t>* series_setup = nullptr);

// One metric per setup, solvable and unsolvable challenges side by side, each mean with its 95%
// interval and the paper's value where the preset states one ("metric:NAME:solvable" /
// ":unsolvable"): the papers' black and white bars ([GD-taxonomy] Fig. 8, [GD-entangled] Fig. 18
// and 19), for any metric a preset names (game/studies.hpp, SolvableSplitPlot).
ui::plot::BarPlot metric_by_solvability(const nlohmann::json& document, const lab::ExperimentSpec& spec,
                                        const std::string& metric, bool share);

}  // namespace puzzlelab::experiment_plots
