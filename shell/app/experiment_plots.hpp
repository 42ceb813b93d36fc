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

// The paper's value of a setup's quantity where the study states one as a number ("about",
// "at_most", "at_least"), else kNone; `note` (optional) receives whether the run agrees.
double paper_reference(const nlohmann::json& document, const std::string& setup, const std::string& quantity,
                       std::string* note);

ui::plot::BoxPlot solvability_boxes(const nlohmann::json& document, const lab::ExperimentSpec& spec);
ui::plot::BarPlot solvable_bars(const nlohmann::json& document, const lab::ExperimentSpec& spec);
// `series_setup` receives, per series, the index of its setup in spec.setups (setups with no
// solved challenge yet, or a game that measures no length, have no series).
ui::plot::HistogramPlot length_histograms(const nlohmann::json& document, const lab::ExperimentSpec& spec,
                                          std::vector<std::size_t>* series_setup = nullptr);

}  // namespace puzzlelab::experiment_plots
