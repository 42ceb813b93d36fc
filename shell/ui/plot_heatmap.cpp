// A heatmap over two categorical axes (a sweep's rows x colours): cells coloured on viridis, the
// value written in each cell that has room, a colour bar with ticks on the right, and the exact
// value with the cell's note under the mouse. Laid out by hand rather than by the shared frame,
// whose y axis is numeric.
#include <algorithm>
#include <array>
#include <cmath>

#include "ui/colour.hpp"
#include "ui/plot.hpp"
#include "ui/plot_frame.hpp"
#include "ui/plot_style.hpp"

namespace puzzlelab::ui::plot {

namespace {

// Viridis at nine even stops (matplotlib's table): dark blue-violet to yellow, lightness rising.
constexpr std::array<std::array<float, 3>, 9> kViridis = {{{0.267f, 0.005f, 0.329f},
                                                           {0.279f, 0.175f, 0.483f},
                                                           {0.230f, 0.322f, 0.546f},
                                                           {0.173f, 0.449f, 0.558f},
                                                           {0.128f, 0.567f, 0.551f},
                                                           {0.153f, 0.680f, 0.504f},
                                                           {0.361f, 0.786f, 0.388f},
                                                           {0.667f, 0.862f, 0.196f},
                                                           {0.993f, 0.906f, 0.144f}}};

// Dark text on the light end of the scale, light text on the dark end.
ImU32 text_on(double t) { return t > 0.55 ? IM_COL32(20, 20, 20, 255) : IM_COL32(245, 245, 245, 255); }

double scaled(double lo, double hi, double value) { return hi > lo ? (value - lo) / (hi - lo) : 0.5; }

const std::string& note_of(const HeatmapPlot& p, std::size_t index) {
  static const std::string none;
  return index < p.notes.size() ? p.notes[index] : none;
}

}  // namespace

ImU32 heatmap_color(double t) {
  if (!std::isfinite(t)) return IM_COL32(128, 128, 128, 255);
  t = std::clamp(t, 0.0, 1.0) * static_cast<double>(kViridis.size() - 1);
  const std::size_t i = std::min(static_cast<std::size_t>(t), kViridis.size() - 2);
  const float f = static_cast<float>(t - static_cast<double>(i));
  const auto& a = kViridis[i];
  const auto& b = kViridis[i + 1];
  return ImGui::ColorConvertFloat4ToU32(
      ImVec4(a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f, 1.0f));
}

Hit heatmap(const char* id, const HeatmapPlot& p, ImVec2 size) {
  const Style st = current_style();
  const float font = st.font;
  const float w = std::max(size.x > 0 ? size.x : ImGui::GetContentRegionAvail().x, font * 12);
  const float h = std::max(size.y > 0 ? size.y : font * 18, font * 10);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const bool clicked = ImGui::InvisibleButton(id, ImVec2(w, h));
  const bool item_hovered = ImGui::IsItemHovered();
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  ImDrawList* dl = ImGui::GetWindowDrawList();

  double lo = p.scale.min, hi = p.scale.max;
  if (!has(lo) || !has(hi)) {
    Extent extent;
    for (const double v : p.values) extent.add(v);
    if (!has(lo)) lo = extent.empty ? 0 : extent.lo;
    if (!has(hi)) hi = extent.empty ? 1 : extent.hi;
  }

  // Layout: the y title above, row labels on the left, column labels and the x title below, the
  // colour bar and its tick labels on the right.
  float row_label_width = 0;
  for (const std::string& r : p.rows) row_label_width = std::max(row_label_width, ImGui::CalcTextSize(r.c_str()).x);
  const Ticks ticks = nice_ticks(lo, hi, 4);
  float tick_width = 0;
  for (const double v : ticks.values)
    tick_width = std::max(tick_width, ImGui::CalcTextSize(format_tick(v, ticks.step, p.scale.format).c_str()).x);
  const float bar_width = font * 0.9f;
  const float top = origin.y + (p.y.title.empty() ? 0 : font + st.pad);
  const float bottom = origin.y + h - font - st.pad - (p.x.title.empty() ? 0 : font + st.pad);
  const float left = origin.x + row_label_width + st.pad * 1.5f;
  const float right = origin.x + w - bar_width - tick_width - st.pad * 4;
  const ImVec2 area_min(left, top), area_max(std::max(right, left + font * 4), std::max(bottom, top + font * 4));
  if (!p.y.title.empty()) dl->AddText(ImVec2(origin.x, origin.y), st.title, p.y.title.c_str());
  if (!p.x.title.empty()) {
    const float tw = ImGui::CalcTextSize(p.x.title.c_str()).x;
    dl->AddText(ImVec2((area_min.x + area_max.x - tw) * 0.5f, origin.y + h - font), st.title, p.x.title.c_str());
  }

  const int columns = static_cast<int>(p.columns.size()), rows = static_cast<int>(p.rows.size());
  Hit hit;
  hit.clicked = false;
  if (columns > 0 && rows > 0) {
    const float cw = (area_max.x - area_min.x) / static_cast<float>(columns);
    const float ch = (area_max.y - area_min.y) / static_cast<float>(rows);
    for (int c = 0; c < columns; ++c) {
      const std::string& label = p.columns[static_cast<std::size_t>(c)];
      const float tw = ImGui::CalcTextSize(label.c_str()).x;
      dl->AddText(ImVec2(area_min.x + cw * (static_cast<float>(c) + 0.5f) - tw * 0.5f, area_max.y + st.pad * 0.5f),
                  st.text, label.c_str());
    }
    for (int r = 0; r < rows; ++r) {
      const std::string& label = p.rows[static_cast<std::size_t>(r)];
      const float y = area_max.y - ch * (static_cast<float>(r) + 0.5f) - font * 0.5f;
      const float tw = ImGui::CalcTextSize(label.c_str()).x;
      dl->AddText(ImVec2(left - st.pad - tw, y), st.text, label.c_str());
    }
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < columns; ++c) {
        const std::size_t index =
            static_cast<std::size_t>(r) * static_cast<std::size_t>(columns) + static_cast<std::size_t>(c);
        const double value = index < p.values.size() ? p.values[index] : kNone;
        const ImVec2 a(area_min.x + cw * static_cast<float>(c), area_max.y - ch * static_cast<float>(r + 1));
        const ImVec2 b(a.x + cw, a.y + ch);
        const bool over = item_hovered && mouse.x >= a.x && mouse.x < b.x && mouse.y >= a.y && mouse.y < b.y;
        if (has(value)) {
          const double t = scaled(lo, hi, value);
          dl->AddRectFilled(a, b, heatmap_color(t));
          const std::string text = format_value(value, p.scale.format);
          const ImVec2 ts = ImGui::CalcTextSize(text.c_str());
          if (ts.x < cw - st.pad && ts.y < ch - st.pad * 0.5f)
            dl->AddText(ImVec2((a.x + b.x - ts.x) * 0.5f, (a.y + b.y - ts.y) * 0.5f), text_on(t), text.c_str());
        } else {
          dl->AddRectFilled(a, b, st.background);
          for (float x = a.x - ch; x < b.x; x += font * 0.6f)  // hatched: no value here
            dl->AddLine(ImVec2(std::max(x, a.x), a.y + (std::max(x, a.x) - x)),
                        ImVec2(std::min(x + ch, b.x), a.y + (std::min(x + ch, b.x) - x)), st.grid, st.thin);
        }
        dl->AddRect(a, b, st.outline, 0, 0, st.thin);
        if (over) {
          dl->AddRect(a, b, st.text, 0, 0, st.line);
          hit.series = r;
          hit.item = c;
          hit.clicked = clicked;
        }
      }
  }

  // The colour bar: the scale from lo (bottom) to hi (top), ticks labelled on its right.
  const float bx = area_max.x + st.pad * 2;
  const int steps = 32;
  for (int i = 0; i < steps; ++i) {
    const float y0 = area_max.y - (area_max.y - area_min.y) * static_cast<float>(i + 1) / steps;
    const float y1 = area_max.y - (area_max.y - area_min.y) * static_cast<float>(i) / steps;
    dl->AddRectFilled(ImVec2(bx, y0), ImVec2(bx + bar_width, y1 + 0.5f),
                      heatmap_color((static_cast<double>(i) + 0.5) / steps));
  }
  dl->AddRect(ImVec2(bx, area_min.y), ImVec2(bx + bar_width, area_max.y), st.axis, 0, 0, st.thin);
  for (const double v : ticks.values) {
    if (v < std::min(lo, hi) - 1e-12 || v > std::max(lo, hi) + 1e-12) continue;
    const float y = area_max.y - (area_max.y - area_min.y) * static_cast<float>(scaled(lo, hi, v));
    dl->AddLine(ImVec2(bx + bar_width, y), ImVec2(bx + bar_width + st.tick, y), st.axis, st.thin);
    dl->AddText(ImVec2(bx + bar_width + st.tick + st.pad * 0.5f, y - font * 0.5f), st.text,
                format_tick(v, ticks.step, p.scale.format).c_str());
  }
  if (!p.scale.title.empty()) {
    const float tw = ImGui::CalcTextSize(p.scale.title.c_str()).x;
    dl->AddText(ImVec2(std::max(origin.x, origin.x + w - tw), origin.y), st.title, p.scale.title.c_str());
  }

  if (hit.hovered()) {
    const std::size_t index =
        static_cast<std::size_t>(hit.series) * static_cast<std::size_t>(columns) + static_cast<std::size_t>(hit.item);
    const double value = index < p.values.size() ? p.values[index] : kNone;
    std::vector<std::string> lines = {p.y.title + " " + p.rows[static_cast<std::size_t>(hit.series)] + ", " +
                                          p.x.title + " " + p.columns[static_cast<std::size_t>(hit.item)],
                                      (p.scale.title.empty() ? std::string("value") : p.scale.title) + ": " +
                                          (has(value) ? format_value(value, p.scale.format) : std::string("none"))};
    if (!note_of(p, index).empty()) lines.push_back(note_of(p, index));
    tooltip(lines);
  }
  return hit;
}

}  // namespace puzzlelab::ui::plot
