// The plots' layout maths, without ImGui so it can be unit-tested: nice tick values for a range,
// value <-> pixel mapping, label formatting, category bands and the side-by-side slots of grouped
// series, legend wrapping and hit-testing (which element lies under the mouse). The drawing code
// (plot_*.cpp) only turns these numbers into draw-list calls.
#pragma once

#include <string>
#include <vector>

namespace puzzlelab::ui::plot {

// How values are written on an axis and in tooltips.
enum class Format {
  number,   // 0.25, 1200, 2e+06
  percent,  // a share 0..1 written as 0%..100%
  integer,  // whole numbers; axis ticks are never finer than 1
};

// Nice ticks: multiples of 1, 2 or 5 times a power of ten, from the first multiple at or below
// the range's low end to the first at or above its high end.
struct Ticks {
  double lo = 0, hi = 1;  // the axis range: the first and the last tick
  double step = 0.2;
  std::vector<double> values;  // lo, lo + step, ..., hi; never more than kMaxTicks
};
inline constexpr int kMaxTicks = 101;

// Ticks covering [lo, hi] with about `target` intervals (clamped to 1..50), steps at least
// `min_step` (1 for whole numbers; 0 for none). Never hangs or fails: bounds in the wrong order
// are swapped; a NaN or infinite bound is replaced by the other one, both by [0, 1]; magnitudes
// are clamped to 1e300; an empty or vanishingly small range (below 1e-9 of its magnitude) is
// widened around its value: by half of min_step when there is one, else by 10% of the value;
// [0, 1] when the value is zero.
Ticks nice_ticks(double lo, double hi, int target = 5, double min_step = 0);

// Decimal places that write every multiple of `step` exactly (step 0.05 -> 2, 5 -> 0).
int step_decimals(double step);

// A tick label: as many decimals as the step needs ("0.25", "40%", "2.5%"); steps of a million
// and more or below 1e-4 in scientific notation ("2e+06"). Values within a millionth of a step
// of zero are written as zero, never "-0".
std::string format_tick(double value, double step, Format format);

// A value written in full for a tooltip: percent with one decimal ("87.6%"), whole numbers
// with thousands separators ("12,345"), other numbers with four significant digits. NaN and
// infinities give "n/a".
std::string format_value(double value, Format format);

// A whole number with thousands separators: 1234567 -> "1,234,567".
std::string group_thousands(long long value);

// Linear value -> pixel mapping between a value range and a pixel range (either may be
// reversed: the y axis grows upwards while pixels grow downwards).
struct LinearMap {
  double v0 = 0, v1 = 1;
  float p0 = 0, p1 = 1;
  // The pixel of a value; the middle of the pixel range when the value range is empty. Clamped
  // to +-1e7 so a wild value never reaches the draw list as infinity. NaN stays NaN.
  float to_pixel(double value) const;
  // The value at a pixel (the inverse); v0 when the pixel range is empty.
  double to_value(float pixel) const;
};

// A stretch of pixels along one axis.
struct Span {
  float lo = 0, hi = 0;
  float mid() const { return (lo + hi) * 0.5f; }
  float width() const { return hi - lo; }
};

// The index-th of `count` equal bands filling [p0, p1] (one per category).
Span category_band(int index, int count, float p0, float p1);
// The band under pixel p, or -1 outside [p0, p1) or when count <= 0.
int category_at(float p, int count, float p0, float p1);
// The part of a band that series `series` of `series_count` takes when the series stand side by
// side: together they fill `fill` (0..1) of the band, centred, in series order.
Span group_slot(Span band, int series, int series_count, float fill = 0.8f);

// Legend entries of the given widths placed left to right, wrapping onto a new row when the next
// one does not fit in `available` (an entry wider than a whole row gets a row of its own).
struct LegendSlot {
  float x = 0;
  int row = 0;
};
std::vector<LegendSlot> legend_layout(const std::vector<float>& widths, float available, float spacing);
// Rows the layout uses (0 for no entries).
int legend_rows(const std::vector<LegendSlot>& slots);

// What can be hovered: a rectangle standing for one element (series, item).
struct Rect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  bool contains(float x, float y) const { return x >= x0 && x < x1 && y >= y0 && y < y1; }
};
struct Target {
  Rect rect;
  int series = 0;
  int item = 0;
};
// Index of the target under (x, y); when several contain it (markers of close points), the one
// whose centre is nearest; -1 when none does.
int hit_test(const std::vector<Target>& targets, float x, float y);

// The smallest and largest finite values seen (NaN and infinities are skipped).
struct Extent {
  double lo = 0, hi = 0;
  bool empty = true;
  void add(double value);
};

// count / total, or 0 when total is 0.
double share(double count, double total);

}  // namespace puzzlelab::ui::plot
