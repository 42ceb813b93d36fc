#include "app/lab_heatmap.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

namespace {

ImU32 blend(ImU32 from, ImU32 to, float t) {
  const ImVec4 a = ImGui::ColorConvertU32ToFloat4(from), b = ImGui::ColorConvertU32ToFloat4(to);
  return ImGui::ColorConvertFloat4ToU32(
      ImVec4(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t, 1.0f));
}

// Every k-th label so that labels `extent` apart do not overlap when each needs `need`.
std::uint32_t label_step(float extent, float need) {
  if (extent <= 0) return 1;
  return std::max<std::uint32_t>(1, static_cast<std::uint32_t>(std::ceil(need / extent)));
}

}  // namespace

ImU32 heat_colour(double value, double scale, bool diverging) {
  const ImU32 background = ui::palette().frame;
  const double t = scale > 0 ? std::clamp(value / scale, -1.0, 1.0) : 0.0;
  // Okabe-Ito's sky blue, vermillion and blue [Okabe-Ito]: bright on either theme's background.
  if (!diverging) return blend(background, IM_COL32(86, 180, 233, 255), static_cast<float>(std::max(0.0, t)));
  return t >= 0 ? blend(background, IM_COL32(213, 94, 0, 255), static_cast<float>(t))
                : blend(background, IM_COL32(0, 114, 178, 255), static_cast<float>(-t));
}

HeatmapHit draw_heatmap(const char* grid_id, const HeatmapGrid& grid, ImVec2 grid_size,
                        const std::function<std::string(int, int)>& tooltip, int selected_column, int selected_row) {
  HeatmapHit hit;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const float font = ImGui::GetFontSize();
  float label_width = ImGui::CalcTextSize(grid.y_title.c_str()).x;
  for (const std::string& label : grid.row_labels)
    label_width = std::max(label_width, ImGui::CalcTextSize(label.c_str()).x);
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const ImVec2 origin(start.x + label_width + font * 0.6f, start.y + font * 1.4f);
  const ImU32 text = ui::palette().text, dim = ui::palette().text_dim;
  draw->AddText(ImVec2(start.x, start.y), dim, grid.y_title.c_str());

  ImGui::SetCursorScreenPos(origin);
  const bool clicked = ui::invisible_button(grid_id, grid_id, grid_size);
  const bool hovered = ImGui::IsItemHovered();
  if (grid.columns == 0 || grid.rows == 0) {
    ImGui::SetCursorScreenPos(ImVec2(start.x, origin.y + grid_size.y + font * 2.8f));
    return hit;
  }
  const float cw = grid_size.x / static_cast<float>(grid.columns), ch = grid_size.y / static_cast<float>(grid.rows);
  for (std::uint32_t c = 0; c < grid.columns; ++c)
    for (std::uint32_t r = 0; r < grid.rows; ++r) {
      const double value = grid.values[static_cast<std::size_t>(c) * grid.rows + r];
      const ImVec2 lo(origin.x + cw * static_cast<float>(c), origin.y + grid_size.y - ch * static_cast<float>(r + 1));
      const ImVec2 hi(lo.x + cw, lo.y + ch);
      draw->AddRectFilled(lo, hi,
                          std::isfinite(value) ? heat_colour(value, grid.scale, grid.diverging) : ui::palette().window);
      if (grid.cell_text && std::isfinite(value) && cw > font * 2.2f && ch > font) {
        char label[16];
        std::snprintf(label, sizeof label, "%.2f", value);
        const ImVec2 size = ImGui::CalcTextSize(label);
        const bool strong = std::fabs(value) > grid.scale * 0.6;
        draw->AddText(ImVec2(lo.x + (cw - size.x) / 2, lo.y + (ch - size.y) / 2),
                      strong ? IM_COL32(255, 255, 255, 255) : text, label);
      }
    }
  draw->AddRect(origin, ImVec2(origin.x + grid_size.x, origin.y + grid_size.y), ui::palette().border);
  if (selected_column >= 0 && selected_row >= 0) {
    const ImVec2 lo(origin.x + cw * static_cast<float>(selected_column),
                    origin.y + grid_size.y - ch * static_cast<float>(selected_row + 1));
    draw->AddRect(lo, ImVec2(lo.x + cw, lo.y + ch), ui::palette().accent, 0, 0, 3.0f);
  }
  // Labels: rows at the left, columns underneath, thinned where they would overlap.
  const std::uint32_t row_step = label_step(ch, font * 1.1f);
  for (std::uint32_t r = 0; r < grid.rows && r < grid.row_labels.size(); r += row_step) {
    const std::string& label = grid.row_labels[r];
    const ImVec2 size = ImGui::CalcTextSize(label.c_str());
    draw->AddText(ImVec2(origin.x - font * 0.3f - size.x,
                         origin.y + grid_size.y - ch * (static_cast<float>(r) + 0.5f) - size.y / 2),
                  text, label.c_str());
  }
  float widest = 0;
  for (const std::string& label : grid.column_labels) widest = std::max(widest, ImGui::CalcTextSize(label.c_str()).x);
  const std::uint32_t column_step = label_step(cw, widest + font * 0.5f);
  for (std::uint32_t c = 0; c < grid.columns && c < grid.column_labels.size(); c += column_step) {
    const std::string& label = grid.column_labels[c];
    const ImVec2 size = ImGui::CalcTextSize(label.c_str());
    draw->AddText(ImVec2(origin.x + cw * (static_cast<float>(c) + 0.5f) - size.x / 2, origin.y + grid_size.y + 2), text,
                  label.c_str());
  }
  const ImVec2 title = ImGui::CalcTextSize(grid.x_title.c_str());
  draw->AddText(ImVec2(origin.x + (grid_size.x - title.x) / 2, origin.y + grid_size.y + font * 1.3f), dim,
                grid.x_title.c_str());
  if (hovered || clicked) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const int c = static_cast<int>((mouse.x - origin.x) / cw);
    const int r = static_cast<int>((origin.y + grid_size.y - mouse.y) / ch);
    if (c >= 0 && r >= 0 && c < static_cast<int>(grid.columns) && r < static_cast<int>(grid.rows)) {
      hit.column = c;
      hit.row = r;
      hit.clicked = clicked;
      if (hovered && tooltip) ImGui::SetTooltip("%s", tooltip(c, r).c_str());
    }
  }
  ImGui::SetCursorScreenPos(ImVec2(start.x, origin.y + grid_size.y + font * 2.8f));
  ImGui::Dummy(ImVec2(label_width + font * 0.6f + grid_size.x, 0));
  return hit;
}

}  // namespace puzzlelab
