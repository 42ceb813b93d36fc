// Lines over a numeric parameter: per series a line through its points, a marker shape of its own,
// each point's interval as an error bar or a shaded band, and a published value as the reference
// mark across the point.
#include <algorithm>

#include "ui/colour.hpp"
#include "ui/plot.hpp"
#include "ui/plot_frame.hpp"
#include "ui/plot_marks.hpp"
#include "ui/plot_tooltips.hpp"

namespace puzzlelab::ui::plot {
namespace {

bool drawable(const LinePoint& pt) { return has(pt.x) && has(pt.y); }
bool has_interval(const LinePoint& pt) { return has(pt.lo) && has(pt.hi); }

}  // namespace

Hit line_plot(const char* id, const LinePlot& p, ImVec2 size) {
  Extent xs, ys;
  bool any_interval = false, any_reference = false;
  for (const LineSeries& s : p.series)
    for (const LinePoint& pt : s.points) {
      if (!drawable(pt)) continue;
      xs.add(pt.x);
      for (const double v : {pt.y, pt.lo, pt.hi, pt.reference}) ys.add(v);
      any_interval = any_interval || has_interval(pt);
      any_reference = any_reference || has(pt.reference);
    }
  if (xs.empty) xs.add(0);
  if (ys.empty) ys.add(0);

  FrameSpec spec;
  spec.x = p.x;
  spec.y = p.y;
  // A little room left and right so the first and last markers clear the axes.
  const double x_lo = has(p.x.min) ? p.x.min : xs.lo, x_hi = has(p.x.max) ? p.x.max : xs.hi;
  const double margin = x_hi > x_lo ? (x_hi - x_lo) * 0.04 : 0.5;
  spec.x_lo = x_lo - margin;
  spec.x_hi = x_hi + margin;
  spec.x_min_step = p.x.format == Format::integer ? 1 : 0;
  spec.y_lo = ys.lo;
  spec.y_hi = ys.hi;
  spec.y_min_step = p.y.format == Format::integer ? 1 : 0;
  const int series_count = static_cast<int>(p.series.size());
  if (series_count > 1)
    for (int s = 0; s < series_count; ++s)
      spec.legend.push_back({p.series[static_cast<std::size_t>(s)].name, Glyph::line, series_color(s), s});
  if (any_interval) spec.legend.push_back({p.interval_name, Glyph::interval, current_style().text});
  if (any_reference) spec.legend.push_back({p.reference_name, Glyph::reference, 0});

  const Frame f = begin_frame(id, size, spec);
  const Style& st = f.style;
  const float area_height = f.area_max.y - f.area_min.y;
  std::vector<Target> targets;
  for (int s = 0; s < series_count; ++s) {
    const auto& points = p.series[static_cast<std::size_t>(s)].points;
    for (std::size_t i = 0; i < points.size(); ++i) {
      if (!drawable(points[i])) continue;
      // Each point answers for a column half-way to its neighbours (at most two lines wide), as
      // tall as the plot and centred on it, so the nearest point wins where columns overlap.
      const float x = f.x.to_pixel(points[i].x), y = f.y.to_pixel(points[i].y);
      float half = st.font * 2;
      for (const std::size_t j : {i - 1, i + 1})
        if (j < points.size() && drawable(points[j]))
          half = std::min(half, std::max(st.marker * 1.5f, std::abs(f.x.to_pixel(points[j].x) - x) * 0.5f));
      targets.push_back({{x - half, y - area_height, x + half, y + area_height}, s, static_cast<int>(i)});
    }
  }
  const Hit hit = hover(f, targets);

  clip_to_area(f);
  for (int s = 0; s < series_count; ++s) {
    const auto& points = p.series[static_cast<std::size_t>(s)].points;
    const ImU32 color = series_color(s);
    if (p.interval == Interval::band)
      for (std::size_t i = 0; i + 1 < points.size(); ++i) {
        const LinePoint &a = points[i], &b = points[i + 1];
        if (!drawable(a) || !drawable(b) || !has_interval(a) || !has_interval(b)) continue;
        const float xa = f.x.to_pixel(a.x), xb = f.x.to_pixel(b.x);
        f.dl->AddQuadFilled(ImVec2(xa, f.y.to_pixel(a.lo)), ImVec2(xb, f.y.to_pixel(b.lo)),
                            ImVec2(xb, f.y.to_pixel(b.hi)), ImVec2(xa, f.y.to_pixel(a.hi)), with_alpha(color, 0.22f));
      }
    // The line breaks where a point has no value.
    std::vector<ImVec2> run;
    const auto flush = [&] {
      if (run.size() > 1) f.dl->AddPolyline(run.data(), static_cast<int>(run.size()), color, ImDrawFlags_None, st.line);
      run.clear();
    };
    for (const LinePoint& pt : points) {
      if (!drawable(pt)) {
        flush();
        continue;
      }
      run.emplace_back(f.x.to_pixel(pt.x), f.y.to_pixel(pt.y));
    }
    flush();
    for (const LinePoint& pt : points) {
      if (!drawable(pt)) continue;
      const ImVec2 c(f.x.to_pixel(pt.x), f.y.to_pixel(pt.y));
      if (p.interval == Interval::error_bars && has_interval(pt))
        whisker(f.dl, c.x, f.y.to_pixel(pt.lo), f.y.to_pixel(pt.hi), st.marker, color, st.line * 0.75f);
      series_marker(f.dl, c, st.marker, color, s, st);
    }
    for (std::size_t i = 0; i < points.size(); ++i)
      if (drawable(points[i]))
        mark(f, ImVec2(f.x.to_pixel(points[i].x), f.y.to_pixel(points[i].y)), s, static_cast<int>(i));
  }
  // Published values over the lines, so none is hidden under a marker.
  for (const LineSeries& series : p.series)
    for (const LinePoint& pt : series.points)
      if (drawable(pt) && has(pt.reference)) {
        const float x = f.x.to_pixel(pt.x);
        // The diamond on the point's x, its dash reaching left (so the last point's stays inside).
        reference_mark(f.dl, x - st.marker * 3.5f, x, f.y.to_pixel(pt.reference), st);
      }
  end_frame(f);

  if (hit.hovered()) tooltip(line_tooltip(p, hit.series, hit.item), series_color(hit.series));
  return hit;
}

}  // namespace puzzlelab::ui::plot
