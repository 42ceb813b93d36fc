// Histograms over whole numbers: one bar per value and series (side by side), counts or each
// series' share of its own total, each series' median as a dashed vertical line.
#include <algorithm>
#include <set>

#include "ui/colour.hpp"
#include "ui/plot.hpp"
#include "ui/plot_frame.hpp"
#include "ui/plot_marks.hpp"
#include "ui/plot_tooltips.hpp"

namespace puzzlelab::ui::plot {
namespace {

double count_at(const HistogramSeries& s, int value) {
  const auto it = s.counts.find(value);
  return it == s.counts.end() ? 0.0 : static_cast<double>(it->second);
}

double total_of(const HistogramSeries& s) {
  double total = 0;
  for (const auto& [value, count] : s.counts) total += static_cast<double>(count);
  return total;
}

}  // namespace

Hit histogram(const char* id, const HistogramPlot& p, ImVec2 size) {
  const int series_count = static_cast<int>(p.series.size());
  std::set<int> values;
  std::vector<double> totals;
  for (const HistogramSeries& s : p.series) {
    for (const auto& [value, count] : s.counts) values.insert(value);
    totals.push_back(total_of(s));
  }
  const auto height = [&](int s, int value) {
    const double count = count_at(p.series[static_cast<std::size_t>(s)], value);
    return p.proportions ? share(count, totals[static_cast<std::size_t>(s)]) : count;
  };

  Extent x_extent;
  for (const int v : values) x_extent.add(v);
  // The axis range widens the bins shown (e.g. to line up several histograms), never hides one.
  x_extent.add(p.x.min);
  x_extent.add(p.x.max);
  if (x_extent.empty) x_extent.add(0);
  double y_max = 0;
  for (int s = 0; s < series_count; ++s)
    for (const int v : values) y_max = std::max(y_max, height(s, v));

  FrameSpec spec;
  spec.x = p.x;
  spec.x.format = Format::integer;
  spec.x_lo = std::floor(x_extent.lo) - 0.5;
  spec.x_hi = std::ceil(x_extent.hi) + 0.5;
  spec.x_min_step = 1;
  spec.y = p.y;
  spec.y.format = p.proportions ? Format::percent : Format::integer;
  spec.y.min = 0;
  spec.y_lo = 0;
  spec.y_hi = y_max > 0 ? y_max : 1.0;
  spec.y_min_step = p.proportions ? 0 : 1;
  bool any_median = false;
  for (const HistogramSeries& s : p.series) any_median = any_median || has(s.median);
  if (series_count > 1)
    for (int s = 0; s < series_count; ++s)
      spec.legend.push_back({p.series[static_cast<std::size_t>(s)].name, Glyph::bar, series_color(s)});
  if (any_median)
    spec.legend.push_back({"median", Glyph::median, series_count == 1 ? series_color(0) : current_style().text});

  const Frame f = begin_frame(id, size, spec);
  const Style& st = f.style;
  std::vector<Target> targets;
  for (const int v : values)
    for (int s = 0; s < series_count; ++s) {
      const Span bin{f.x.to_pixel(v - 0.5), f.x.to_pixel(v + 0.5)};
      const Span slot = group_slot(bin, s, series_count, 0.9f);
      targets.push_back({{slot.lo, f.area_min.y, slot.hi, f.area_max.y}, s, v});
    }
  const Hit hit = hover(f, targets);

  clip_to_area(f);
  const float base = f.y.to_pixel(0);
  for (const Target& t : targets) {
    const double h = height(t.series, t.item);
    if (!(h > 0)) continue;
    const ImU32 color = series_color(t.series);
    const ImVec2 a(t.rect.x0, f.y.to_pixel(h)), b(t.rect.x1, base);
    f.dl->AddRectFilled(a, b, with_alpha(color, 0.7f));
    f.dl->AddRect(a, b, color, 0, 0, st.thin);
    mark(f, ImVec2((a.x + b.x) * 0.5f, a.y), t.series, t.item);
  }
  for (int s = 0; s < series_count; ++s) {
    const double median = p.series[static_cast<std::size_t>(s)].median;
    if (!has(median)) continue;
    const float x = f.x.to_pixel(median);
    const float dash = st.font * 0.35f;
    dashed_line(f.dl, ImVec2(x, f.area_min.y), ImVec2(x, f.area_max.y), st.outline, st.line + 2 * st.thin, dash);
    dashed_line(f.dl, ImVec2(x, f.area_min.y), ImVec2(x, f.area_max.y), series_color(s), st.line, dash);
  }
  end_frame(f);

  if (hit.hovered()) tooltip(histogram_tooltip(p, hit.series, hit.item), series_color(hit.series));
  return hit;
}

}  // namespace puzzlelab::ui::plot
