#include "app/lab_plots.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/experiment_plots.hpp"
#include "app/solvability_split_plot.hpp"
#include "middle/lab_export.hpp"
#include "ui/automation.hpp"
#include "ui/frame_capture.hpp"
#include "ui/named_widgets.hpp"
#include "ui/plot.hpp"

namespace puzzlelab {

namespace plot = ui::plot;

void plot_export_button(const char* id, const std::string& what, const std::string& file) {
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  ui::automation::track(std::string("lab-plot-") + id);
  const std::string label = std::string("PNG##") + id;
  if (ui::inline_button((std::string("lab-png-") + id).c_str(), label.c_str())) ui::capture::request(min, max, file);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Save %s as a PNG image", what.c_str());
}

std::optional<LabPlotPick> draw_lab_plots(const LabRun& run, const ui::Fonts& fonts) {
  std::optional<LabPlotPick> pick;
  const nlohmann::json& doc = run.document();
  const lab::ExperimentSpec& spec = run.spec();
  const float height = ImGui::GetFontSize() * 17;

  // Per-trial solvability: what the papers' box plots show.
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Solvability per trial");
  ImGui::PopFont();
  if (const plot::Hit hit =
          plot::box_plot("lab-box", experiment_plots::solvability_boxes(doc, spec), ImVec2(0, height));
      hit.clicked && hit.item >= 0)
    pick = LabPlotPick{static_cast<std::size_t>(hit.item), -1};
  plot_export_button("box", "the box plot", lab_export_name(doc, "box.png"));

  // Solvable and random-solvable, with intervals and the paper's values.
  ImGui::Spacing();
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Solvable and solved by the random solver (95% intervals)");
  ImGui::PopFont();
  if (const plot::Hit hit = plot::bar_plot("lab-bars", experiment_plots::solvable_bars(doc, spec), ImVec2(0, height));
      hit.clicked && hit.item >= 0)
    pick = LabPlotPick{static_cast<std::size_t>(hit.item), -1};
  plot_export_button("bars", "the bar chart", lab_export_name(doc, "bars.png"));

  // A metric's mean over solvable and over unsolvable challenges per setup ([GD-entangled]
  // Fig. 18 and 19): the preset's metric first, any other the game measures by the combo.
  if (const std::vector<std::string> metrics = experiment_plots::split_metric_names(doc, spec); !metrics.empty()) {
    static std::string chosen, chosen_for;  // the metric picked, and the experiment it was picked for
    const std::string experiment = spec.game + "/" + spec.preset;
    if (chosen_for != experiment || std::find(metrics.begin(), metrics.end(), chosen) == metrics.end()) {
      const std::string preset = experiment_plots::preset_split_metric(spec);
      chosen = std::find(metrics.begin(), metrics.end(), preset) != metrics.end() ? preset : metrics.front();
      chosen_for = experiment;
    }
    ImGui::Spacing();
    ImGui::PushFont(fonts.bold);
    const std::string title = experiment_plots::split_plot_title(spec, chosen);
    ImGui::TextUnformatted(title.c_str());
    ImGui::PopFont();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14);
    if (ui::begin_combo("lab-split-metric", "metric##lab-split-metric", chosen.c_str(), 0, chosen.c_str())) {
      for (const std::string& name : metrics)
        if (ui::selectable(("lab-split-metric-option-" + name).c_str(), name.c_str(), name == chosen)) chosen = name;
      ImGui::EndCombo();
    }
    if (const plot::Hit hit =
            plot::bar_plot("lab-split", experiment_plots::solvability_split_bars(doc, spec, chosen), ImVec2(0, height));
        hit.clicked && hit.item >= 0)
      pick = LabPlotPick{static_cast<std::size_t>(hit.item), -1};
    plot_export_button("split", "the plot by solvability", lab_export_name(doc, "split-" + chosen + ".png"));
  }

  // Shortest lengths of the solvable challenges, where the game measures them.
  std::vector<std::size_t> series_setup;
  const plot::HistogramPlot lengths = experiment_plots::length_histograms(doc, spec, &series_setup);
  if (lengths.series.empty()) return pick;
  ImGui::Spacing();
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Shortest solution lengths (dashed: medians)");
  ImGui::PopFont();
  if (const plot::Hit hit = plot::histogram("lab-lengths", lengths, ImVec2(0, height)); hit.clicked && hit.series >= 0)
    pick = LabPlotPick{series_setup[static_cast<std::size_t>(hit.series)], hit.item};
  plot_export_button("lengths", "the histogram", lab_export_name(doc, "lengths.png"));
  return pick;
}

}  // namespace puzzlelab
