// Bars with intervals: one bar per category and series (side by side), a whisker for the interval
// and the published value as the reference mark.
#include <algorithm>

#include "ui/colour.hpp"
#include "ui/plot.hpp"
#include "ui/plot_frame.hpp"
#include "ui/plot_marks.hpp"
#include "ui/plot_tooltips.hpp"

namespace puzzlelab::ui::plot {
namespace {

std::vector<std::string> category_names(const BarPlot& p) {
  if (!p.categories.empty()) return p.categories;
  std::size_t count = 0;
  for (const BarSeries& s : p.series) count = std::max(count, s.bars.size());
  std::vector<std::string> names;
  for (std::size_t i = 0; i < count; ++i) names.push_back(std::to_string(i + 1));
  return names;
}

const Bar* bar_at(const BarPlot& p, int series, int category) {
  const auto& bars = p.series[static_cast<std::size_t>(series)].bars;
  if (category < 0 || category >= static_cast<int>(bars.size())) return nullptr;
  const Bar& b = bars[static_cast<std::size_t>(category)];
  return has(b.value) ? &b : nullptr;
}

bool has_interval(const Bar& b) { return has(b.lo) && has(b.hi); }

}  // namespace

Hit bar_plot(const char* id, const BarPlot& p, ImVec2 size) {
  FrameSpec spec;
  spec.x = p.x;
  spec.y = p.y;
  spec.categorical = true;
  spec.categories = category_names(p);
  Extent extent;
  extent.add(0);  // bars grow from zero
  bool any_interval = false, any_reference = false;
  for (const BarSeries& s : p.series)
    for (const Bar& b : s.bars) {
      if (!has(b.value)) continue;
      for (const double v : {b.value, b.lo, b.hi, b.reference}) extent.add(v);
      any_interval = any_interval || has_interval(b);
      any_reference = any_reference || has(b.reference);
    }
  spec.y_lo = extent.lo;
  spec.y_hi = extent.hi > extent.lo ? extent.hi : extent.lo + 1;
  const int series_count = static_cast<int>(p.series.size());
  const Style style = current_style();
  if (series_count > 1)
    for (int s = 0; s < series_count; ++s)
      spec.legend.push_back({p.series[static_cast<std::size_t>(s)].name, Glyph::bar, series_color(s)});
  if (any_interval) spec.legend.push_back({p.interval_name, Glyph::interval, style.text});
  if (any_reference) spec.legend.push_back({p.reference_name, Glyph::reference, 0});

  const Frame f = begin_frame(id, size, spec);
  const Style& st = f.style;
  std::vector<Target> targets;
  for (int c = 0; c < f.categories; ++c)
    for (int s = 0; s < series_count; ++s)
      if (bar_at(p, s, c)) {
        const Span slot = group_slot(f.category(c), s, series_count);
        targets.push_back({{slot.lo, f.area_min.y, slot.hi, f.area_max.y}, s, c});
      }
  const Hit hit = hover(f, targets);

  clip_to_area(f);
  // Bars start at zero, or at the axis's end nearest to it when zero is off the axis.
  const double base_value = std::clamp(0.0, std::min(f.y.v0, f.y.v1), std::max(f.y.v0, f.y.v1));
  const float base = f.y.to_pixel(base_value);
  for (const Target& t : targets) {
    const Bar& b = *bar_at(p, t.series, t.item);
    const ImU32 color = series_color(t.series);
    const Span slot{t.rect.x0, t.rect.x1};
    const float half = slot.width() * 0.42f, mid = slot.mid();
    const float top = f.y.to_pixel(b.value);
    const ImVec2 a(mid - half, std::min(top, base)), c(mid + half, std::max(top, base));
    f.dl->AddRectFilled(a, c, with_alpha(color, 0.7f));
    f.dl->AddRect(a, c, color, 0, 0, st.thin);
    mark(f, ImVec2(mid, top), t.series, t.item);
    if (has_interval(b)) {
      const float lo = f.y.to_pixel(b.lo), hi = f.y.to_pixel(b.hi), cap = half * 0.3f;
      whisker(f.dl, mid, lo, hi, cap, st.outline, st.line + 2 * st.thin);
      whisker(f.dl, mid, lo, hi, cap, st.text, st.line);
    }
    if (has(b.reference)) reference_mark(f.dl, slot.lo, slot.hi, f.y.to_pixel(b.reference), st);
  }
  end_frame(f);

  if (hit.hovered()) tooltip(bar_tooltip(p, hit.series, hit.item), series_color(hit.series));
  return hit;
}

}  // namespace puzzlelab::ui::plot
