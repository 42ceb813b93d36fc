// Box plots: per category (and series), whiskers from min to max, the box from q1 to q3, the
// median across it, the mean as a cross and the published value as the reference mark.
#include <algorithm>

#include "ui/colour.hpp"
#include "ui/plot.hpp"
#include "ui/plot_frame.hpp"
#include "ui/plot_marks.hpp"
#include "ui/plot_tooltips.hpp"

namespace puzzlelab::ui::plot {
namespace {

std::vector<std::string> category_names(const BoxPlot& p) {
  if (!p.categories.empty()) return p.categories;
  std::size_t count = 0;
  for (const BoxSeries& s : p.series) count = std::max(count, s.boxes.size());
  std::vector<std::string> names;
  for (std::size_t i = 0; i < count; ++i) names.push_back(std::to_string(i + 1));
  return names;
}

const BoxStats* box_at(const BoxPlot& p, int series, int category) {
  const auto& boxes = p.series[static_cast<std::size_t>(series)].boxes;
  if (category < 0 || category >= static_cast<int>(boxes.size())) return nullptr;
  const BoxStats& b = boxes[static_cast<std::size_t>(category)];
  return has(b.median) ? &b : nullptr;
}

}  // namespace

Hit box_plot(const char* id, const BoxPlot& p, ImVec2 size) {
  FrameSpec spec;
  spec.x = p.x;
  spec.y = p.y;
  spec.categorical = true;
  spec.categories = category_names(p);
  Extent extent;
  bool any_mean = false, any_reference = false;
  for (const BoxSeries& s : p.series)
    for (const BoxStats& b : s.boxes) {
      for (const double v : {b.min, b.q1, b.median, b.q3, b.max, b.mean, b.reference}) extent.add(v);
      any_mean = any_mean || has(b.mean);
      any_reference = any_reference || has(b.reference);
    }
  spec.y_lo = extent.empty ? 0 : extent.lo;
  spec.y_hi = extent.empty ? 1 : extent.hi;
  const int series_count = static_cast<int>(p.series.size());
  if (series_count > 1)
    for (int s = 0; s < series_count; ++s)
      spec.legend.push_back({p.series[static_cast<std::size_t>(s)].name, Glyph::box, series_color(s)});
  if (any_mean) spec.legend.push_back({"mean", Glyph::mean, 0});
  if (any_reference) spec.legend.push_back({p.reference_name, Glyph::reference, 0});

  const Frame f = begin_frame(id, size, spec);
  const Style& st = f.style;
  std::vector<Target> targets;
  for (int c = 0; c < f.categories; ++c)
    for (int s = 0; s < series_count; ++s)
      if (box_at(p, s, c)) {
        const Span slot = group_slot(f.category(c), s, series_count);
        targets.push_back({{slot.lo, f.area_min.y, slot.hi, f.area_max.y}, s, c});
      }
  const Hit hit = hover(f, targets);

  clip_to_area(f);
  for (const Target& t : targets) {
    const BoxStats& b = *box_at(p, t.series, t.item);
    const ImU32 color = series_color(t.series);
    const Span slot{t.rect.x0, t.rect.x1};
    const float half = slot.width() * 0.38f, mid = slot.mid();
    const float y_q1 = f.y.to_pixel(has(b.q1) ? b.q1 : b.median), y_q3 = f.y.to_pixel(has(b.q3) ? b.q3 : b.median);
    if (has(b.min)) whisker(f.dl, mid, f.y.to_pixel(b.min), y_q1, 0, color, st.line);
    if (has(b.max)) whisker(f.dl, mid, y_q3, f.y.to_pixel(b.max), 0, color, st.line);
    const float cap = half * 0.5f;
    if (has(b.min))
      f.dl->AddLine(ImVec2(mid - cap, f.y.to_pixel(b.min)), ImVec2(mid + cap, f.y.to_pixel(b.min)), color, st.line);
    if (has(b.max))
      f.dl->AddLine(ImVec2(mid - cap, f.y.to_pixel(b.max)), ImVec2(mid + cap, f.y.to_pixel(b.max)), color, st.line);
    // Outlined boxes so a box of zero height (every trial alike) still shows.
    f.dl->AddRectFilled(ImVec2(mid - half, y_q3), ImVec2(mid + half, y_q1), with_alpha(color, 0.35f));
    f.dl->AddRect(ImVec2(mid - half, y_q3), ImVec2(mid + half, y_q1), color, 0, 0, st.line);
    const float y_median = f.y.to_pixel(b.median);
    mark(f, ImVec2(mid, y_median), t.series, t.item);
    f.dl->AddLine(ImVec2(mid - half, y_median), ImVec2(mid + half, y_median), mix(color, st.text, 0.55f),
                  st.line * 1.6f);
    if (has(b.mean)) mean_mark(f.dl, ImVec2(mid, f.y.to_pixel(b.mean)), st.marker * 0.8f, st);
    if (has(b.reference)) reference_mark(f.dl, slot.lo, slot.hi, f.y.to_pixel(b.reference), st);
  }
  end_frame(f);

  if (hit.hovered()) tooltip(box_tooltip(p, hit.series, hit.item), series_color(hit.series));
  return hit;
}

}  // namespace puzzlelab::ui::plot
