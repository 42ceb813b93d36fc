// The Lab screen's plots (shell/ui/plot.hpp), redrawn from the run's document as trials arrive:
// per-trial solvability as a box plot per setup, solvable and random-solvable bars with their
// intervals and the paper's values, and the length histograms with their medians. Under each a
// "PNG" button saves the plot as drawn. A click on a box or a bar lists that setup's challenges
// (its first trial, on the Challenges tab); a click on a histogram bar lists them too, with the
// challenges of that length picked out.
#include <cmath>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "app/lab_screen.hpp"
#include "middle/lab_export.hpp"
#include "ui/automation.hpp"
#include "ui/frame_capture.hpp"
#include "ui/plot.hpp"

namespace puzzlelab {

namespace {

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
      *note = std::string("paper: ") + (claim == "at_most" ? "at most " : claim == "at_least" ? "at least " : "") +
              value + ", " + (agrees == true ? "agrees" : agrees == false ? "DISAGREES" : "not measured");
    }
    return value_of(e.value("published", json()));
  }
  return plot::kNone;
}

}  // namespace

// The plot just drawn (the last item) can be saved: a small "PNG" button under it.
void LabScreen::plot_export_button(const char* id, const std::string& what) {
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  ui::automation::track(std::string("lab-plot-") + id);
  const std::string label = std::string("PNG##") + id;
  if (ImGui::SmallButton(label.c_str()))
    ui::capture::request(min, max, lab_export_name(run_.document(), std::string(id) + ".png"));
  ui::automation::track(std::string("lab-png-") + id);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Save %s as a PNG image", what.c_str());
}

void LabScreen::show_challenges(std::size_t setup, std::uint64_t trial, int length) {
  challenges_setup_ = static_cast<int>(setup);
  challenges_trial_ = static_cast<int>(trial) + 1;
  challenges_length_ = length;
  run_.list_challenges(setup, trial);
  select_challenges_tab_ = true;
}

void LabScreen::draw_plots() {
  const json& doc = run_.document();
  const lab::ExperimentSpec& spec = run_.spec();
  const float height = ImGui::GetFontSize() * 17;

  // Per-trial solvability: what the papers' box plots show.
  plot::BoxPlot box;
  box.x.title = "setup";
  box.y.title = "solvable per trial";
  plot::BoxSeries trials{"exact solver", {}};
  for (const std::string& name : spec.setups) {
    box.categories.push_back(name);
    plot::BoxStats stats;
    if (doc["setups"].contains(name)) {
      const json& s = doc["setups"][name]["trials_summary"];
      stats = {value_of(s["min"]), value_of(s["q1"]), value_of(s["median"]), value_of(s["q3"]), value_of(s["max"]),
               value_of(s["mean"]), published(doc, name, "solvable", nullptr),
               static_cast<int>(doc["setups"][name]["trials"].size())};
    }
    trials.boxes.push_back(stats);
  }
  box.series.push_back(trials);
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Solvability per trial");
  ImGui::PopFont();
  if (const plot::Hit hit = plot::box_plot("lab-box", box, ImVec2(0, height)); hit.clicked && hit.item >= 0)
    show_challenges(static_cast<std::size_t>(hit.item), 0, -1);
  plot_export_button("box", "the box plot");

  // Solvable and random-solvable, with intervals and the paper's values.
  plot::BarPlot bars;
  bars.x.title = "setup";
  bars.y.title = "share of challenges";
  plot::BarSeries solvable{"solvable (exact solver)", {}}, random{"solved by the random solver", {}};
  for (const std::string& name : spec.setups) {
    bars.categories.push_back(name);
    plot::Bar a, b;
    if (doc["setups"].contains(name)) {
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
  ImGui::Spacing();
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Solvable and solved by the random solver (95% intervals)");
  ImGui::PopFont();
  if (const plot::Hit hit = plot::bar_plot("lab-bars", bars, ImVec2(0, height)); hit.clicked && hit.item >= 0)
    show_challenges(static_cast<std::size_t>(hit.item), 0, -1);
  plot_export_button("bars", "the bar chart");

  // Shortest lengths of the solvable challenges, where the game measures them.
  plot::HistogramPlot lengths;
  lengths.proportions = true;
  lengths.y.title = "share of the setup's solvable challenges";
  std::vector<std::size_t> series_setup;
  for (std::size_t i = 0; i < spec.setups.size(); ++i) {
    const std::string& name = spec.setups[i];
    if (!doc["setups"].contains(name) || doc["setups"][name].value("length_count", 0) == 0) continue;
    plot::HistogramSeries series{name, {}, value_of(doc["setups"][name]["length_median"])};
    for (const auto& [length, count] : doc["setups"][name]["length_histogram"].items())
      series.counts[std::stoi(length)] = count.get<std::uint64_t>();
    lengths.series.push_back(series);
    series_setup.push_back(i);
  }
  if (lengths.series.empty()) return;
  ImGui::Spacing();
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Shortest solution lengths (dashed: medians)");
  ImGui::PopFont();
  if (const plot::Hit hit = plot::histogram("lab-lengths", lengths, ImVec2(0, height)); hit.clicked && hit.series >= 0)
    show_challenges(series_setup[static_cast<std::size_t>(hit.series)], 0, hit.item);
  plot_export_button("lengths", "the histogram");
}

}  // namespace puzzlelab
