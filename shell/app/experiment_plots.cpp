#include "app/experiment_plots.hpp"

#include <cstdio>
#include <string>

#include "game/setup_description.hpp"
#include "middle/lab_form.hpp"

namespace puzzlelab::experiment_plots {

namespace {

// Whether the document has figures for this setup yet.
bool has_setup(const nlohmann::json& doc, const std::string& name) {
  return doc.is_object() && doc.contains("setups") && doc["setups"].contains(name);
}

using json = nlohmann::json;
namespace plot = ui::plot;

double value_of(const json& v) { return v.is_number() ? v.get<double>() : plot::kNone; }

// The paper's published value of a setup's quantity, when the study states one as a number.
double published(const json& doc, const std::string& setup, const std::string& quantity, std::string* note) {
  if (!doc.contains("paper")) return plot::kNone;
  for (const json& e : doc["paper"]) {
    if (e.value("setup", "") != setup || e.value("quantity", "") != quantity) continue;
    const std::string claim = e.value("claim", "");
    if (claim != "about" && claim != "at_most" && claim != "at_least") continue;
    if (note) {
      const json agrees = e.value("agrees", json());
      char value[32];
      std::snprintf(value, sizeof value, "%.1f%%", e.value("published", 0.0) * 100);
      // The tooltip already shows the value ("paper: 27.0%"): the note adds only the claim's kind
      // when it is a bound, and whether the run agrees.
      const std::string verdict = agrees == true ? "agrees" : agrees == false ? "DISAGREES" : "not measured";
      if (claim == "about")
        *note = agrees.is_boolean() ? verdict + " with the paper" : "not compared with the paper";
      else
        *note = std::string("the paper: ") + (claim == "at_most" ? "at most " : "at least ") + value + ", " + verdict;
    }
    return value_of(e.value("published", json()));
  }
  return plot::kNone;
}

}  // namespace

double paper_reference(const json& doc, const std::string& setup, const std::string& quantity, std::string* note) {
  return published(doc, setup, quantity, note);
}

plot::BoxPlot solvability_boxes(const json& doc, const lab::ExperimentSpec& spec) {
  plot::BoxPlot box;
  box.x.title = "setup";
  box.y.title = "solvable per trial";
  plot::BoxSeries trials{"exact solver", {}};
  for (const std::string& name : setup_labels(spec.setups)) {
    box.categories.push_back(name);
    plot::BoxStats stats;
    if (has_setup(doc, name)) {
      const json& s = doc["setups"][name]["trials_summary"];
      stats = {value_of(s["min"]),
               value_of(s["q1"]),
               value_of(s["median"]),
               value_of(s["q3"]),
               value_of(s["max"]),
               value_of(s["mean"]),
               published(doc, name, "solvable", nullptr),
               static_cast<int>(doc["setups"][name]["trials"].size())};
    }
    trials.boxes.push_back(stats);
  }
  box.series.push_back(trials);
  return box;
}

plot::BarPlot solvable_bars(const json& doc, const lab::ExperimentSpec& spec) {
  plot::BarPlot bars;
  bars.x.title = "setup";
  bars.y.title = "share of challenges";
  plot::BarSeries solvable{"solvable (exact solver)", {}}, random{"solved by the random solver", {}};
  for (const std::string& name : setup_labels(spec.setups)) {
    bars.categories.push_back(name);
    plot::Bar a, b;
    if (has_setup(doc, name)) {
      const json& s = doc["setups"][name];
      a.value = value_of(s["solvable"]);
      a.lo = value_of(s["solvable_interval"][0]);
      a.hi = value_of(s["solvable_interval"][1]);
      a.reference = published(doc, name, "solvable", &a.note);
      b.value = value_of(s["random_solvable"]);
      b.lo = value_of(s["random_solvable_interval"][0]);
      b.hi = value_of(s["random_solvable_interval"][1]);
      b.reference = published(doc, name, "random_solvable", &b.note);
    }
    solvable.bars.push_back(a);
    random.bars.push_back(b);
  }
  bars.series = {solvable, random};
  return bars;
}

plot::HistogramPlot length_histograms(const json& doc, const lab::ExperimentSpec& spec,
                                      std::vector<std::size_t>* series_setup) {
  plot::HistogramPlot lengths;
  lengths.proportions = true;
  lengths.y.title = "share of the setup's solvable challenges";
  if (!doc.is_object()) return lengths;
  for (std::size_t i = 0; i < spec.setups.size(); ++i) {
    const std::string name = setup_label(spec.setups[i]);
    if (!has_setup(doc, name) || doc["setups"][name].value("length_count", 0) == 0) continue;
    plot::HistogramSeries series{name, {}, value_of(doc["setups"][name]["length_median"])};
    for (const auto& [length, count] : doc["setups"][name]["length_histogram"].items())
      series.counts[std::stoi(length)] = count.get<std::uint64_t>();
    lengths.series.push_back(series);
    if (series_setup) series_setup->push_back(i);
  }
  return lengths;
}

}  // namespace puzzlelab::experiment_plots
