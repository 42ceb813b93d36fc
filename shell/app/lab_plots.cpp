// The Lab screen's plots (shell/ui/plot.hpp), redrawn from the run's document as trials arrive:
// per-trial solvability as a box plot per setup, solvable and random-solvable bars with their
// intervals and the paper's values, and the length histograms with their medians. Under each a
// "PNG" button saves the plot as drawn. A click on a box or a bar lists that setup's challenges
// (its first trial, on the Challenges tab); a click on a histogram bar lists the challenges of
// that length, from the first trial that has one (or says there is none).
#include <cmath>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "app/experiment_plots.hpp"
#include "app/lab_screen.hpp"
#include "middle/lab_export.hpp"
#include "ui/automation.hpp"
#include "ui/frame_capture.hpp"
#include "ui/plot.hpp"

namespace puzzlelab {

using json = nlohmann::json;
namespace plot = ui::plot;


// The plot just drawn (the last item) can be saved: a small "PNG" button under it.
void LabScreen::plot_export_button(const char* id, const std::string& what, const std::string& file) {
  const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
  ui::automation::track(std::string("lab-plot-") + id);
  const std::string label = std::string("PNG##") + id;
  if (ImGui::SmallButton(label.c_str()))
    ui::capture::request(min, max, file);
  ui::automation::track(std::string("lab-png-") + id);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Save %s as a PNG image", what.c_str());
}

void LabScreen::show_challenges(std::size_t setup, std::uint64_t trial, int length) {
  challenges_setup_ = static_cast<int>(setup);
  whole_trial_ = false;
  // A length is listed from a trial that holds it (not necessarily the first), or not at all.
  if (length >= 0) run_.list_challenges_of_length(setup, length);
  else run_.list_challenges(setup, trial);
  if (run_.challenges() && run_.challenges()->error.empty())
    challenges_trial_ = static_cast<int>(run_.challenges()->trial) + 1;
  select_challenges_tab_ = true;
}

void LabScreen::draw_plots() {
  const json& doc = run_.document();
  const lab::ExperimentSpec& spec = run_.spec();
  const float height = ImGui::GetFontSize() * 17;

  // Per-trial solvability: what the papers' box plots show.
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Solvability per trial");
  ImGui::PopFont();
  if (const plot::Hit hit = plot::box_plot("lab-box", experiment_plots::solvability_boxes(doc, spec), ImVec2(0, height));
      hit.clicked && hit.item >= 0)
    show_challenges(static_cast<std::size_t>(hit.item), 0, -1);
  plot_export_button("box", "the box plot", lab_export_name(doc, "box.png"));

  // Solvable and random-solvable, with intervals and the paper's values.
  ImGui::Spacing();
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Solvable and solved by the random solver (95% intervals)");
  ImGui::PopFont();
  if (const plot::Hit hit = plot::bar_plot("lab-bars", experiment_plots::solvable_bars(doc, spec), ImVec2(0, height));
      hit.clicked && hit.item >= 0)
    show_challenges(static_cast<std::size_t>(hit.item), 0, -1);
  plot_export_button("bars", "the bar chart", lab_export_name(doc, "bars.png"));

  // Shortest lengths of the solvable challenges, where the game measures them.
  std::vector<std::size_t> series_setup;
  const plot::HistogramPlot lengths = experiment_plots::length_histograms(doc, spec, &series_setup);
  if (lengths.series.empty()) return;
  ImGui::Spacing();
  ImGui::PushFont(fonts_->bold);
  ImGui::TextUnformatted("Shortest solution lengths (dashed: medians)");
  ImGui::PopFont();
  if (const plot::Hit hit = plot::histogram("lab-lengths", lengths, ImVec2(0, height)); hit.clicked && hit.series >= 0)
    show_challenges(series_setup[static_cast<std::size_t>(hit.series)], 0, hit.item);
  plot_export_button("lengths", "the histogram", lab_export_name(doc, "lengths.png"));
}

}  // namespace puzzlelab
