#include "app/solvability_split_plot.hpp"

#include <set>

#include "app/experiment_plots.hpp"
#include "app/lab_format.hpp"
#include "lab/published.hpp"
#include "middle/lab_form.hpp"

namespace puzzlelab::experiment_plots {

namespace {

using json = nlohmann::json;
namespace plot = ui::plot;

double number_or_none(const json& v) { return v.is_number() ? v.get<double>() : plot::kNone; }

// A metric's summary over one group of one setup, or null while the document has none.
const json* split_group(const json& doc, const std::string& setup, const std::string& metric, const char* group) {
  if (!doc.is_object() || !doc.contains("setups") || !doc["setups"].contains(setup)) return nullptr;
  const json& metrics = doc["setups"][setup].value("metrics", json::object());
  if (!metrics.is_object() || !metrics.contains(metric) || !metrics[metric].contains(group)) return nullptr;
  return &doc["setups"][setup]["metrics"][metric][group];
}

plot::Bar split_bar(const json& doc, const std::string& setup, const std::string& metric, const char* group) {
  plot::Bar bar;
  const json* g = split_group(doc, setup, metric, group);
  if (g == nullptr || g->value("n", 0) == 0) return bar;
  bar.value = number_or_none((*g)["mean"]);
  if (g->contains("interval") && (*g)["interval"].is_array() && (*g)["interval"].size() == 2) {
    bar.lo = number_or_none((*g)["interval"][0]);
    bar.hi = number_or_none((*g)["interval"][1]);
  }
  std::string paper_note;
  bar.reference = paper_reference(doc, setup, "metric:" + metric + ":" + group, &paper_note);
  bar.note = "n = " + lab_format::count((*g)["n"]) + " " + group + " challenges";
  if (!paper_note.empty()) bar.note += "; " + paper_note;
  return bar;
}

}  // namespace

std::vector<std::string> split_metric_names(const json& doc, const lab::ExperimentSpec& spec) {
  std::set<std::string> names;
  for (const std::string& setup : setup_labels(spec.setups)) {
    if (!doc.is_object() || !doc.contains("setups") || !doc["setups"].contains(setup)) continue;
    const json& metrics = doc["setups"][setup].value("metrics", json::object());
    if (!metrics.is_object()) continue;
    for (const auto& [name, groups] : metrics.items())
      if (groups.contains("all") && groups["all"].value("n", 0) > 0) names.insert(name);
  }
  return {names.begin(), names.end()};
}

std::string preset_split_metric(const lab::ExperimentSpec& spec) {
  const lab::StudyPreset* preset = spec.preset.empty() ? nullptr : lab::find_study_preset(spec.preset);
  return preset != nullptr && !preset->split_plots.empty() ? preset->split_plots.front().metric : std::string();
}

std::string split_plot_title(const lab::ExperimentSpec& spec, const std::string& metric) {
  if (const lab::StudyPreset* preset = spec.preset.empty() ? nullptr : lab::find_study_preset(spec.preset))
    for (const SolvableSplitPlot& figure : preset->split_plots)
      if (figure.metric == metric) return figure.title + " (95% intervals)";
  return "By solvability: mean " + metric + " over solvable and unsolvable challenges (95% intervals)";
}

plot::BarPlot solvability_split_bars(const json& doc, const lab::ExperimentSpec& spec, const std::string& metric) {
  plot::BarPlot bars;
  bars.x.title = "setup";
  const bool share = lab_format::is_proportion("metric:" + metric);
  bars.y = plot::Axis{"mean " + metric, share ? plot::Format::percent : plot::Format::number, 0.0, plot::kNone};
  plot::BarSeries solvable{"solvable", {}}, unsolvable{"unsolvable", {}};
  for (const std::string& setup : setup_labels(spec.setups)) {
    bars.categories.push_back(setup);
    solvable.bars.push_back(split_bar(doc, setup, metric, "solvable"));
    unsolvable.bars.push_back(split_bar(doc, setup, metric, "unsolvable"));
  }
  bars.series = {solvable, unsolvable};
  return bars;
}

}  // namespace puzzlelab::experiment_plots
