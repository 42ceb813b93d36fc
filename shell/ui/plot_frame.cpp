#include "ui/plot_frame.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "ui/colour.hpp"
#include "ui/plot_marks.hpp"

namespace puzzlelab::ui::plot {
namespace {

float text_width(const std::string& text) { return ImGui::CalcTextSize(text.c_str()).x; }

// The label, shortened with an ellipsis to fit `width` (whole UTF-8 characters only).
std::string fit_text(const std::string& label, float width) {
  if (text_width(label) <= width) return label;
  std::string cut = label;
  while (!cut.empty()) {
    // Drop the last whole character: its continuation bytes (10xxxxxx) and its lead byte.
    std::size_t end = cut.size() - 1;
    while (end > 0 && (static_cast<unsigned char>(cut[end]) & 0xC0) == 0x80) --end;
    cut.resize(end);
    const std::string candidate = cut + "\u2026";
    if (text_width(candidate) <= width) return candidate;
  }
  return "";
}

struct YAxis {
  Ticks ticks;
  std::vector<std::string> labels;
  float left = 0;  // the margin the labels and ticks take
};

// The y axis for a data area this tall: about one tick per 1.8 lines of text.
YAxis y_axis_for(const FrameSpec& spec, float height, const Style& st) {
  const double lo = has(spec.y.min) ? spec.y.min : spec.y_lo;
  const double hi = has(spec.y.max) ? spec.y.max : spec.y_hi;
  YAxis axis;
  axis.ticks = nice_ticks(lo, hi, std::clamp(static_cast<int>(height / (st.font * 1.8f)), 2, 10), spec.y_min_step);
  float widest = 0;
  for (const double v : axis.ticks.values) {
    axis.labels.push_back(format_tick(v, axis.ticks.step, spec.y.format));
    widest = std::max(widest, text_width(axis.labels.back()));
  }
  axis.left = widest + st.tick + st.pad * 0.5f;
  return axis;
}

void draw_glyph(ImDrawList* dl, const LegendEntry& entry, ImVec2 at, const Style& st) {
  const float w = st.swatch, h = st.font, mid = at.y + h * 0.5f;
  switch (entry.glyph) {
    case Glyph::box:
    case Glyph::bar:
      dl->AddRectFilled(ImVec2(at.x, at.y + h * 0.2f), ImVec2(at.x + w, at.y + h * 0.8f),
                        with_alpha(entry.color, 0.45f));
      dl->AddRect(ImVec2(at.x, at.y + h * 0.2f), ImVec2(at.x + w, at.y + h * 0.8f), entry.color, 0, 0, st.thin * 1.5f);
      break;
    case Glyph::line:
      dl->AddLine(ImVec2(at.x, mid), ImVec2(at.x + w, mid), entry.color, st.line);
      series_marker(dl, ImVec2(at.x + w * 0.5f, mid), st.marker, entry.color, std::max(entry.series, 0), st);
      break;
    case Glyph::reference: reference_mark(dl, at.x, at.x + w - st.marker * 1.1f, mid, st); break;
    case Glyph::mean: mean_mark(dl, ImVec2(at.x + w * 0.5f, mid), st.marker * 0.8f, st); break;
    case Glyph::median:
      dashed_line(dl, ImVec2(at.x + w * 0.5f, at.y), ImVec2(at.x + w * 0.5f, at.y + h), entry.color, st.line,
                  h * 0.18f);
      break;
    case Glyph::interval:
      whisker(dl, at.x + w * 0.5f, at.y + h * 0.15f, at.y + h * 0.85f, w * 0.3f, entry.color, st.thin * 1.5f);
      break;
  }
}

// The pointer the plots take for the mouse (point_with) and the last plot's marks: ImGui's own
// state is global per context too, and plots are drawn on the main thread only.
std::optional<ImVec2>& pointer() {
  static std::optional<ImVec2> at;
  return at;
}

std::vector<Mark>& marks() {
  static std::vector<Mark> drawn;
  return drawn;
}

}  // namespace

void point_with(const ImVec2* at) { pointer() = at ? std::optional<ImVec2>(*at) : std::nullopt; }

const std::vector<Mark>& last_marks() { return marks(); }

void mark(const Frame& f, ImVec2 at, int series, int item) {
  // Strictly inside the data area: hovering counts up to, not on, its bottom and right edges.
  at.x = std::clamp(at.x, f.area_min.x, f.area_max.x - 1);
  at.y = std::clamp(at.y, f.area_min.y, f.area_max.y - 1);
  marks().push_back({at, series, item});
}

Frame begin_frame(const char* id, ImVec2 size, const FrameSpec& spec) {
  Frame f;
  f.style = current_style();
  const Style& st = f.style;
  const float font = st.font;
  const float w = std::max(size.x > 0 ? size.x : ImGui::GetContentRegionAvail().x, font * 8);
  const float h = std::max(size.y > 0 ? size.y : font * 18, font * 8);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  f.clicked = ImGui::InvisibleButton(id, ImVec2(w, h));
  marks().clear();
  // A pointer set by point_with stands for the mouse: over the plot when inside its rectangle.
  const std::optional<ImVec2>& pointed = pointer();
  const bool item_hovered = pointed ? pointed->x >= origin.x && pointed->x < origin.x + w && pointed->y >= origin.y &&
                                          pointed->y < origin.y + h
                                    : ImGui::IsItemHovered();
  if (pointed) f.clicked = false;  // a pointer does not click
  f.mouse = pointed ? *pointed : ImGui::GetIO().MousePos;
  f.dl = ImGui::GetWindowDrawList();
  ImDrawList* dl = f.dl;

  // Above the data: the y-axis title, then the legend.
  float top = origin.y;
  const float row = font + st.pad * 0.5f;
  if (!spec.y.title.empty()) {
    dl->AddText(ImVec2(origin.x, top), st.title, fit_text(spec.y.title, w).c_str());
    top += row;
  }
  if (!spec.legend.empty()) {
    std::vector<float> widths;
    for (const LegendEntry& e : spec.legend) widths.push_back(st.swatch + st.pad * 0.5f + text_width(e.label));
    const std::vector<LegendSlot> slots = legend_layout(widths, w, st.pad * 2);
    for (std::size_t i = 0; i < slots.size(); ++i) {
      const ImVec2 at(origin.x + slots[i].x, top + static_cast<float>(slots[i].row) * row);
      draw_glyph(dl, spec.legend[i], at, st);
      const std::string label = fit_text(spec.legend[i].label, w - st.swatch - st.pad * 0.5f);
      dl->AddText(ImVec2(at.x + st.swatch + st.pad * 0.5f, at.y), st.text, label.c_str());
    }
    top += static_cast<float>(legend_rows(slots)) * row + st.pad * 0.5f;
  }
  top += font * 0.5f;  // the top tick label is centred on the top edge

  // Below the data: tick labels (two staggered rows when category labels do not fit side by side
  // in one), then the x-axis title. The y ticks follow the height left; their labels' width sets
  // the left margin, which sets the width the category labels have.
  const float x_title_y = origin.y + h - font;
  const float label_row = font + st.pad * 0.25f;
  YAxis y_axis;
  const auto lay_out = [&](int label_rows) {
    float bottom = origin.y + h - (spec.x.title.empty() ? 0 : row) - st.tick - st.pad * 0.5f - label_row * label_rows;
    bottom = std::max(bottom, top + font * 2);
    y_axis = y_axis_for(spec, bottom - top, st);
    f.area_min = ImVec2(origin.x + y_axis.left, top);
    f.area_max = ImVec2(std::max(origin.x + w - font * 0.8f, f.area_min.x + font * 2), bottom);
  };
  lay_out(1);
  f.categories = spec.categorical ? static_cast<int>(spec.categories.size()) : 0;
  bool staggered = false;
  for (int i = 0; i < f.categories && !staggered; ++i)
    staggered = text_width(spec.categories[static_cast<std::size_t>(i)]) > f.category(i).width() - st.pad * 0.5f;
  if (staggered) lay_out(2);
  f.y = LinearMap{y_axis.ticks.lo, y_axis.ticks.hi, f.area_max.y, f.area_min.y};
  const Ticks& y_ticks = y_axis.ticks;
  const std::vector<std::string>& y_labels = y_axis.labels;

  dl->AddRectFilled(f.area_min, f.area_max, st.background);
  for (std::size_t i = 0; i < y_ticks.values.size(); ++i) {
    const float y = f.y.to_pixel(y_ticks.values[i]);
    if (i > 0) dl->AddLine(ImVec2(f.area_min.x, y), ImVec2(f.area_max.x, y), st.grid, st.thin);
    dl->AddLine(ImVec2(f.area_min.x - st.tick, y), ImVec2(f.area_min.x, y), st.axis, st.thin);
    const float lw = text_width(y_labels[i]);
    dl->AddText(ImVec2(f.area_min.x - st.tick - st.pad * 0.5f - lw, y - font * 0.5f), st.text, y_labels[i].c_str());
  }

  // The x axis: category labels under their bands, or numeric ticks inside the domain.
  const float label_y = f.area_max.y + st.tick + st.pad * 0.25f;
  if (spec.categorical) {
    for (int i = 0; i < f.categories; ++i) {
      const Span band = f.category(i);
      const float room = band.width() * (staggered ? 2.0f : 1.0f) - st.pad * 0.5f;
      const std::string label = fit_text(spec.categories[static_cast<std::size_t>(i)], room);
      const float y = label_y + (staggered && i % 2 == 1 ? label_row : 0);
      dl->AddLine(ImVec2(band.mid(), f.area_max.y), ImVec2(band.mid(), y), st.axis, st.thin);
      const float lw = text_width(label);
      dl->AddText(ImVec2(std::clamp(band.mid() - lw * 0.5f, origin.x, origin.x + w - lw), y), st.text, label.c_str());
    }
  } else {
    f.x = LinearMap{spec.x_lo, spec.x_hi, f.area_min.x, f.area_max.x};
    const int x_target = std::clamp(static_cast<int>((f.area_max.x - f.area_min.x) / (font * 4.5f)), 2, 12);
    const Ticks x_ticks = nice_ticks(spec.x_lo, spec.x_hi, x_target, spec.x_min_step);
    const double lo = std::min(spec.x_lo, spec.x_hi), hi = std::max(spec.x_lo, spec.x_hi);
    const double slack = x_ticks.step * 1e-6;
    for (const double v : x_ticks.values) {
      if (v < lo - slack || v > hi + slack) continue;
      const float x = f.x.to_pixel(v);
      const std::string label = format_tick(v, x_ticks.step, spec.x.format);
      const float lw = text_width(label);
      const float lx = std::clamp(x - lw * 0.5f, origin.x, origin.x + w - lw);
      dl->AddLine(ImVec2(x, f.area_max.y), ImVec2(x, f.area_max.y + st.tick), st.axis, st.thin);
      dl->AddText(ImVec2(lx, label_y), st.text, label.c_str());
    }
  }
  dl->AddLine(ImVec2(f.area_min.x, f.area_max.y), ImVec2(f.area_max.x, f.area_max.y), st.axis, st.thin);
  dl->AddLine(ImVec2(f.area_min.x, f.area_min.y), ImVec2(f.area_min.x, f.area_max.y), st.axis, st.thin);
  if (!spec.x.title.empty()) {
    const std::string title = fit_text(spec.x.title, w);
    const float tx = std::clamp((f.area_min.x + f.area_max.x - text_width(title)) * 0.5f, origin.x, origin.x + w);
    dl->AddText(ImVec2(tx, x_title_y), st.title, title.c_str());
  }

  f.hovered = item_hovered && f.mouse.x >= f.area_min.x && f.mouse.x < f.area_max.x && f.mouse.y >= f.area_min.y &&
              f.mouse.y < f.area_max.y;
  return f;
}

Hit hover(const Frame& f, const std::vector<Target>& targets) {
  Hit hit;
  if (!f.hovered) return hit;
  const int index = hit_test(targets, f.mouse.x, f.mouse.y);
  if (index < 0) return hit;
  const Target& t = targets[static_cast<std::size_t>(index)];
  const ImVec2 a(std::max(t.rect.x0, f.area_min.x), std::max(t.rect.y0, f.area_min.y));
  const ImVec2 b(std::min(t.rect.x1, f.area_max.x), std::min(t.rect.y1, f.area_max.y));
  if (a.x < b.x && a.y < b.y) f.dl->AddRectFilled(a, b, f.style.highlight);
  hit.series = t.series;
  hit.item = t.item;
  hit.clicked = f.clicked;
  return hit;
}

void tooltip(const std::vector<std::string>& lines, ImU32 first_color) {
  if (lines.empty()) return;
  if (const std::optional<ImVec2>& at = pointer()) {
    // Beside the pointer, clear of its dot, on the side of the screen with more room.
    const bool left = at->x > ImGui::GetIO().DisplaySize.x * 0.5f;
    const float gap = ImGui::GetFontSize() * 1.5f;
    ImGui::SetNextWindowPos(ImVec2(at->x + (left ? -gap : gap), at->y + gap), ImGuiCond_Always,
                            ImVec2(left ? 1.0f : 0.0f, 0.0f));
  }
  ImGui::BeginTooltip();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i == 0 && first_color != 0)
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(first_color), "%s", lines[i].c_str());
    else
      ImGui::TextUnformatted(lines[i].c_str());
  }
  ImGui::EndTooltip();
}

void clip_to_area(const Frame& f) { f.dl->PushClipRect(f.area_min, f.area_max, true); }

void end_frame(const Frame& f) { f.dl->PopClipRect(); }

}  // namespace puzzlelab::ui::plot
