#include "app/lab_correlation_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/lab_heatmap.hpp"
#include "app/lab_plots.hpp"
#include "app/param_widgets.hpp"
#include "middle/lab_export.hpp"
#include "ui/automation.hpp"

namespace puzzlelab {

void LabCorrelationView::draw(const nlohmann::json& document, const lab::ExperimentSpec& spec, const ui::Fonts& fonts) {
  using json = nlohmann::json;
  ImGui::Spacing();
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted("Correlations between the measures");
  ImGui::PopFont();
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled(
      "Pearson's r of every two measures over the challenges that have both (red: rise together, blue: one "
      "falls as the other rises; blank: r does not exist, a measure constant there). Hover a cell for r and n.");
  ImGui::PopTextWrapPos();
  const json& section = document.is_object() ? document.value("correlations", json()) : json();
  if (!section.is_object() || !section["measures"].is_array() || section["measures"].size() < 2) {
    ImGui::TextDisabled("Waiting for measures\xE2\x80\xA6");
    return;
  }
  std::vector<Named> choices = {{"all setups", "every setup's challenges together"}};
  for (const std::string& s : spec.setups)
    if (section["setups"].contains(s)) choices.push_back({s, ""});
  choice_ = std::clamp(choice_, 0, static_cast<int>(choices.size()) - 1);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
  named_combo("lab-corr-setup", "over##corr", choices, choice_);
  const std::string over = choices[static_cast<std::size_t>(choice_)].name;
  const json& matrix = choice_ == 0 ? section["pooled"] : section["setups"][over];
  const std::vector<std::string> measures = section["measures"].get<std::vector<std::string>>();
  const auto m = static_cast<std::uint32_t>(measures.size());

  HeatmapGrid grid;
  grid.columns = grid.rows = m;
  grid.diverging = true;
  grid.scale = 1;
  grid.cell_text = true;
  int defined = 0;
  // Column c is measure c left to right; row r (from the bottom) is measure m - 1 - r, so the
  // first measure heads the top row as in a table.
  for (std::uint32_t c = 0; c < m; ++c)
    for (std::uint32_t r = 0; r < m; ++r) {
      const json& v = matrix["r"][m - 1 - r][c];
      grid.values.push_back(v.is_number() ? v.get<double>() : std::nan(""));
      defined += v.is_number() ? 1 : 0;
    }
  for (std::uint32_t c = 0; c < m; ++c) grid.column_labels.push_back(std::to_string(c + 1));
  for (std::uint32_t r = 0; r < m; ++r) grid.row_labels.push_back(measures[m - 1 - r] + " " + std::to_string(m - r));
  grid.x_title = "measure (numbered as the rows)";
  grid.y_title = over;
  const float side = std::clamp(ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 14, ImGui::GetFontSize() * 14,
                                ImGui::GetFontSize() * 2.6f * static_cast<float>(m) + ImGui::GetFontSize() * 4);
  const auto tooltip = [&](int c, int r) {
    const std::size_t i = m - 1 - static_cast<std::size_t>(r), j = static_cast<std::size_t>(c);
    const json& v = matrix["r"][i][j];
    char text[64];
    if (v.is_number())
      std::snprintf(text, sizeof text, "r = %.3f", v.get<double>());
    else
      std::snprintf(text, sizeof text, "r does not exist");
    return measures[i] + " and " + measures[j] + ": " + text + ", n = " + matrix["n"][i][j].dump() + " challenges";
  };
  ImGui::BeginGroup();
  draw_heatmap("lab-corr-grid", grid, ImVec2(side, side), tooltip);
  ImGui::EndGroup();
  plot_export_button("corr", "the correlation matrix", lab_export_name(document, "correlations-" + over + ".png"));
  ui::automation::report("lab_correlations", {{"over", over}, {"measures", measures.size()}, {"defined", defined}});
}

}  // namespace puzzlelab
