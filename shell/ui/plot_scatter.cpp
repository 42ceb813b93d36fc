// A scatter: one marker per point at (x, y), each series with a marker shape of its own as well as
// a colour (so series differ for colour-blind readers and in grey print: records given up beside
// records solved), the exact values and the point's note in the tooltip.
#include <algorithm>

#include "ui/colour.hpp"
#include "ui/plot.hpp"
#include "ui/plot_frame.hpp"
#include "ui/plot_marks.hpp"
#include "ui/plot_tooltips.hpp"

namespace puzzlelab::ui::plot {
namespace {

bool drawable(const ScatterPoint& pt) { return has(pt.x) && has(pt.y); }

// Some room on each side so markers at the extremes clear the axes.
void widen(double& lo, double& hi) {
  const double margin = hi > lo ? (hi - lo) * 0.04 : 0.5;
  lo -= margin;
  hi += margin;
}

}  // namespace

Hit scatter_plot(const char* id, const ScatterPlot& p, ImVec2 size) {
  Extent xs, ys;
  for (const ScatterSeries& s : p.series)
    for (const ScatterPoint& pt : s.points)
      if (drawable(pt)) {
        xs.add(pt.x);
        ys.add(pt.y);
      }
  if (xs.empty) xs.add(0);
  if (ys.empty) ys.add(0);

  FrameSpec spec;
  spec.x = p.x;
  spec.y = p.y;
  spec.x_lo = has(p.x.min) ? p.x.min : xs.lo;
  spec.x_hi = has(p.x.max) ? p.x.max : xs.hi;
  widen(spec.x_lo, spec.x_hi);
  spec.x_min_step = p.x.format == Format::integer ? 1 : 0;
  spec.y_lo = ys.lo;
  spec.y_hi = ys.hi;
  spec.y_min_step = p.y.format == Format::integer ? 1 : 0;
  const int series_count = static_cast<int>(p.series.size());
  if (series_count > 1)
    for (int s = 0; s < series_count; ++s)
      spec.legend.push_back({p.series[static_cast<std::size_t>(s)].name, Glyph::line, series_color(s), s});

  const Frame f = begin_frame(id, size, spec);
  const Style& st = f.style;
  std::vector<Target> targets;
  const float reach = st.marker * 1.6f;
  for (int s = 0; s < series_count; ++s) {
    const auto& points = p.series[static_cast<std::size_t>(s)].points;
    for (std::size_t i = 0; i < points.size(); ++i) {
      if (!drawable(points[i])) continue;
      const float x = f.x.to_pixel(points[i].x), y = f.y.to_pixel(points[i].y);
      targets.push_back({{x - reach, y - reach, x + reach, y + reach}, s, static_cast<int>(i)});
    }
  }
  const Hit hit = hover(f, targets);

  // Clipped a marker's reach beyond the data area: a marker at the top or bottom of the range (the
  // slowest record, a time of 0) shows whole, over the axis, rather than cut in half.
  f.dl->PushClipRect(ImVec2(f.area_min.x - reach, f.area_min.y - reach),
                     ImVec2(f.area_max.x + reach, f.area_max.y + reach), true);
  for (int s = 0; s < series_count; ++s) {
    const ScatterSeries& series = p.series[static_cast<std::size_t>(s)];
    const ImU32 color = series_color(s);
    for (std::size_t i = 0; i < series.points.size(); ++i) {
      const ScatterPoint& pt = series.points[i];
      if (!drawable(pt)) continue;
      const ImVec2 c(f.x.to_pixel(pt.x), f.y.to_pixel(pt.y));
      // Translucent, so where points pile up the pile shows.
      series_marker(f.dl, c, st.marker, with_alpha(color, 0.75f), s, st);
      mark(f, c, s, static_cast<int>(i));
    }
  }
  end_frame(f);

  if (hit.hovered()) tooltip(scatter_tooltip(p, hit.series, hit.item), series_color(hit.series));
  return hit;
}

}  // namespace puzzlelab::ui::plot
