// Plots drawn with ImGui's draw lists (no plotting package): box plots, histograms, lines over a
// parameter and bars with intervals. Each is one call taking plain data, a size and an ImGui id;
// it reserves that much space at the cursor like any widget (so it can go anywhere: a window, a
// child, a table cell), draws axes, ticks, tick labels, axis titles, a legend and, under the
// mouse, a tooltip with the exact values, and returns what the mouse is over. Sizes follow the
// current font size, colours the app's theme (series: a colour-blind-safe palette). docs/PLOTS.md.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include <imgui.h>

#include "ui/plot_scale.hpp"

namespace puzzlelab::ui::plot {

inline constexpr double kNone = std::numeric_limits<double>::quiet_NaN();  // "no value"
inline bool has(double value) { return std::isfinite(value); }

// One axis: its title, how values are written, and optionally a fixed range (otherwise the data's
// range widened to nice ticks).
struct Axis {
  std::string title;
  Format format = Format::number;
  double min = kNone, max = kNone;
};

// What the mouse is over: series index (-1 when nothing) and item (category index, histogram bin
// value or point index); clicked when the mouse button was released over it this frame.
struct Hit {
  int series = -1;
  int item = -1;
  bool clicked = false;
  bool hovered() const { return series >= 0; }
};

// Size: width <= 0 takes the available width, height <= 0 a default of 18 lines of text.

// --- 1. Box plots: one box per category (per series, side by side when there are several). ---
struct BoxStats {
  double min = kNone, q1 = kNone, median = kNone, q3 = kNone, max = kNone;
  double mean = kNone;       // drawn as a cross when given
  double reference = kNone;  // a published value, drawn as a distinct mark named `reference_name`
  int count = -1;            // observations behind the box (shown in the tooltip when >= 0)
};
struct BoxSeries {
  std::string name;
  std::vector<BoxStats> boxes;  // one per category; a box without a median is left out
};
struct BoxPlot {
  std::vector<std::string> categories;
  std::vector<BoxSeries> series;
  Axis x;                                 // title only
  Axis y{"", Format::percent, 0.0, 1.0};  // per-trial solvability by default
  std::string reference_name = "paper";
};
Hit box_plot(const char* id, const BoxPlot& plot, ImVec2 size = ImVec2(0, 0));

// --- 2. Histograms over whole numbers (solution lengths), series side by side. ---
struct HistogramSeries {
  std::string name;
  std::map<int, std::uint64_t> counts;  // value -> count
  double median = kNone;                // marked by a vertical line when given
};
struct HistogramPlot {
  std::vector<HistogramSeries> series;
  bool proportions = false;                    // bars show each series' share of its own total, not counts
  Axis x{"solution length", Format::integer};  // min/max widen (never narrow) the bins shown
  Axis y;                                      // title; format and range follow `proportions`
};
// Hit.item is the bin's value (e.g. the length), not an index.
Hit histogram(const char* id, const HistogramPlot& plot, ImVec2 size = ImVec2(0, 0));

// --- 3. Lines over a numeric parameter, with markers and optional intervals. ---
struct LinePoint {
  double x = 0, y = 0;
  double lo = kNone, hi = kNone;  // an interval around y (band or error bar) when both given
  double reference = kNone;       // a published value at this x, the mark named `reference_name`
  std::string note;               // extra tooltip line (e.g. "paper: 45.0%, agrees")
};
struct LineSeries {
  std::string name;
  std::vector<LinePoint> points;  // in increasing x
};
enum class Interval { band, error_bars };
struct LinePlot {
  std::vector<LineSeries> series;
  Axis x{"", Format::integer};
  Axis y;
  Interval interval = Interval::error_bars;
  std::string interval_name = "95% interval";
  std::string reference_name = "paper";
};
// Hit.item is the point's index in its series.
Hit line_plot(const char* id, const LinePlot& plot, ImVec2 size = ImVec2(0, 0));

// --- 4. Bars with intervals: one bar per category, series side by side. ---
struct Bar {
  double value = kNone;           // no bar without a value
  double lo = kNone, hi = kNone;  // interval whisker (e.g. 95% Wilson) when both given
  double reference = kNone;       // published value, a distinct mark named `reference_name`
  std::string note;               // extra tooltip line (e.g. "n = 1,000", "disagrees")
};
struct BarSeries {
  std::string name;
  std::vector<Bar> bars;  // one per category
};
struct BarPlot {
  std::vector<std::string> categories;
  std::vector<BarSeries> series;
  Axis x;                                   // title only
  Axis y{"", Format::percent, 0.0, kNone};  // from 0; the top from the data
  std::string reference_name = "paper";
  std::string interval_name = "95% interval";
};
Hit bar_plot(const char* id, const BarPlot& plot, ImVec2 size = ImVec2(0, 0));

// --- 4b. A heatmap: one cell per (row, column) of two categorical axes, its colour the value on
// a sequential scale (viridis: ordered in lightness, colour-blind safe), the value written in
// the cell when it fits, a colour-scale legend on the right, the exact value and the cell's note
// in the tooltip. A cell without a value is hatched grey (its note says why). ---
struct HeatmapPlot {
  std::vector<std::string> columns;           // x categories, left to right
  std::vector<std::string> rows;              // y categories, bottom to top
  std::vector<double> values;                 // rows.size() x columns.size(), row by row from the bottom
  std::vector<std::string> notes;             // the same layout (or empty): a tooltip line per cell
  Axis x, y;                                  // titles
  Axis scale{"", Format::percent, 0.0, 1.0};  // the colour scale: title, format and range
};
// Hit.series is the row, Hit.item the column.
Hit heatmap(const char* id, const HeatmapPlot& plot, ImVec2 size = ImVec2(0, 0));
// The heatmap's colour of `t` in [0, 1] (clamped; NaN gives the no-value grey).
ImU32 heatmap_color(double t);

// --- 4c. A scatter: a marker per point, each series its own marker shape and colour; the
// tooltip gives x, y and the point's note. Axes from the data unless `x`/`y` fix them. ---
struct ScatterPoint {
  double x = 0, y = 0;  // a point without both is left out
  std::string note;     // extra tooltip line (e.g. "challenge 3 of class-a.json")
};
struct ScatterSeries {
  std::string name;
  std::vector<ScatterPoint> points;
};
struct ScatterPlot {
  std::vector<ScatterSeries> series;
  Axis x, y;
};
// Hit.item is the point's index in its series.
Hit scatter_plot(const char* id, const ScatterPlot& plot, ImVec2 size = ImVec2(0, 0));

// The colour of series i: the theme's series palette (docs/PLOTS.md).
ImU32 series_color(int index);

// --- 5. Pointing without the mouse (talk mode's laser, moved by the keyboard). ---
// While a pointer is set, the plots take it for the mouse: the element under it is the one
// shaded, returned and shown in a tooltip beside it (the real mouse is ignored). Cleared with
// nullptr; it stays set across frames until then.
void point_with(const ImVec2* pointer);
// Where the data of the last plot drawn lies, one mark per element a pointer can rest on: a
// bar's top, a box's median, a histogram bin's top (bins with a count only), a line's point. In
// screen coordinates, in the order drawn; each plot call starts the list afresh.
struct Mark {
  ImVec2 at;
  int series = 0;
  int item = 0;  // as in Hit: the category, the bin's value or the point's index
};
const std::vector<Mark>& last_marks();

}  // namespace puzzlelab::ui::plot
