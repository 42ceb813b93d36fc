#include "ui/plot_tooltips.hpp"

namespace puzzlelab::ui::plot {
namespace {

template <class T>
const T* element(const std::vector<T>& items, int index) {
  return index >= 0 && index < static_cast<int>(items.size()) ? &items[static_cast<std::size_t>(index)] : nullptr;
}

// "category" alone, or "category • series" when there are several series.
template <class Series>
std::string heading(const std::vector<std::string>& categories, int category, const std::vector<Series>& series,
                    int s) {
  std::string head = category_label(categories, category);
  if (series.size() > 1) head += " \u2022 " + series[static_cast<std::size_t>(s)].name;
  return head;
}

std::string interval(double lo, double hi, Format format) {
  return format_value(lo, format) + " \u2013 " + format_value(hi, format);
}

std::string named(const std::string& title, const char* fallback) { return title.empty() ? fallback : title; }

}  // namespace

std::string category_label(const std::vector<std::string>& categories, int index) {
  if (const std::string* label = element(categories, index)) return *label;
  return std::to_string(index + 1);
}

std::vector<std::string> box_tooltip(const BoxPlot& p, int series, int category) {
  const BoxSeries* s = element(p.series, series);
  const BoxStats* b = s ? element(s->boxes, category) : nullptr;
  if (!b) return {};
  const Format f = p.y.format;
  std::vector<std::string> lines{heading(p.categories, category, p.series, series)};
  if (!p.y.title.empty()) lines.push_back(p.y.title);
  const auto add = [&](const std::string& name, double v) {
    if (has(v)) lines.push_back(name + ": " + format_value(v, f));
  };
  add("max", b->max);
  add("q3", b->q3);
  add("median", b->median);
  add("q1", b->q1);
  add("min", b->min);
  add("mean", b->mean);
  add(p.reference_name, b->reference);
  if (b->count >= 0) lines.push_back("n = " + group_thousands(b->count));
  return lines;
}

std::vector<std::string> histogram_tooltip(const HistogramPlot& p, int series, int value) {
  const HistogramSeries* s = element(p.series, series);
  if (!s) return {};
  double total = 0, count = 0;
  for (const auto& [v, c] : s->counts) {
    total += static_cast<double>(c);
    if (v == value) count = static_cast<double>(c);
  }
  std::vector<std::string> lines;
  if (p.series.size() > 1 || !s->name.empty()) lines.push_back(s->name);
  lines.push_back(named(p.x.title, "value") + ": " + std::to_string(value));
  lines.push_back("count: " + format_value(count, Format::integer) + " of " + format_value(total, Format::integer));
  lines.push_back("share: " + format_value(share(count, total), Format::percent));
  if (has(s->median)) lines.push_back("median: " + format_value(s->median, Format::number));
  return lines;
}

std::vector<std::string> line_tooltip(const LinePlot& p, int series, int point) {
  const LineSeries* s = element(p.series, series);
  const LinePoint* pt = s ? element(s->points, point) : nullptr;
  if (!pt) return {};
  std::vector<std::string> lines;
  if (!s->name.empty()) lines.push_back(s->name);
  lines.push_back(named(p.x.title, "x") + ": " + format_value(pt->x, p.x.format));
  lines.push_back(named(p.y.title, "y") + ": " + format_value(pt->y, p.y.format));
  if (has(pt->lo) && has(pt->hi)) lines.push_back(p.interval_name + ": " + interval(pt->lo, pt->hi, p.y.format));
  if (has(pt->reference)) lines.push_back(p.reference_name + ": " + format_value(pt->reference, p.y.format));
  if (!pt->note.empty()) lines.push_back(pt->note);
  return lines;
}

std::vector<std::string> bar_tooltip(const BarPlot& p, int series, int category) {
  const BarSeries* s = element(p.series, series);
  const Bar* b = s ? element(s->bars, category) : nullptr;
  if (!b) return {};
  const Format f = p.y.format;
  std::vector<std::string> lines{heading(p.categories, category, p.series, series)};
  lines.push_back(named(p.y.title, "value") + ": " + format_value(b->value, f));
  if (has(b->lo) && has(b->hi)) lines.push_back(p.interval_name + ": " + interval(b->lo, b->hi, f));
  if (has(b->reference)) lines.push_back(p.reference_name + ": " + format_value(b->reference, f));
  if (!b->note.empty()) lines.push_back(b->note);
  return lines;
}

std::vector<std::string> scatter_tooltip(const ScatterPlot& p, int series, int point) {
  const ScatterSeries* s = element(p.series, series);
  const ScatterPoint* pt = s ? element(s->points, point) : nullptr;
  if (!pt) return {};
  std::vector<std::string> lines;
  if (!s->name.empty()) lines.push_back(s->name);
  lines.push_back(named(p.x.title, "x") + ": " + format_value(pt->x, p.x.format));
  lines.push_back(named(p.y.title, "y") + ": " + format_value(pt->y, p.y.format));
  if (!pt->note.empty()) lines.push_back(pt->note);
  return lines;
}

}  // namespace puzzlelab::ui::plot
