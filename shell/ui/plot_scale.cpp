#include "ui/plot_scale.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace puzzlelab::ui::plot {
namespace {

// Beyond this a span (hi - lo) could overflow a double.
constexpr double kLimit = 1e300;
// A range narrower than this fraction of its magnitude cannot be split into distinct ticks
// (tick indices stay far below 2^53, so every tick is exact in a double).
constexpr double kNarrowest = 1e-9;

// 1, 2, 5 or 10 times the power of ten at or below `raw`, the smallest such at or above it.
double nice_step(double raw) {
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  const double normalized = raw / magnitude;
  constexpr double slack = 1e-9;  // 0.2 / 0.1 may come out a hair above 2
  if (normalized <= 1 + slack) return magnitude;
  if (normalized <= 2 + slack) return 2 * magnitude;
  if (normalized <= 5 + slack) return 5 * magnitude;
  return 10 * magnitude;
}

std::string printf_string(const char* format, int precision, double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, format, precision, value);
  return buffer;
}

// Scientific notation with the significant digits `step` resolves at `value`: 2.5e+06 for a
// step of 5e+05.
std::string scientific(double value, double step) {
  if (value == 0) return "0";
  const int digits = static_cast<int>(std::floor(std::log10(std::fabs(value))) - std::floor(std::log10(step))) + 1;
  return printf_string("%.*g", std::clamp(digits, 1, 15), value);
}

}  // namespace

Ticks nice_ticks(double lo, double hi, int target, double min_step) {
  const bool lo_finite = std::isfinite(lo), hi_finite = std::isfinite(hi);
  if (!lo_finite && !hi_finite) {
    lo = 0;
    hi = 1;
  } else if (!lo_finite) {
    lo = hi;
  } else if (!hi_finite) {
    hi = lo;
  }
  lo = std::clamp(lo, -kLimit, kLimit);
  hi = std::clamp(hi, -kLimit, kLimit);
  if (lo > hi) std::swap(lo, hi);
  target = std::clamp(target, 1, 50);
  if (!(min_step > 0) || !std::isfinite(min_step)) min_step = 0;
  min_step = std::min(min_step, kLimit);

  const double magnitude = std::max(std::fabs(lo), std::fabs(hi));
  if (hi - lo <= magnitude * kNarrowest) {
    if (magnitude == 0) {
      lo = 0;
      hi = 1;
    } else {
      const double pad = min_step > 0 ? min_step / 2 : magnitude * 0.1;
      lo -= pad;
      hi += pad;
    }
  }

  const double step = std::max(nice_step((hi - lo) / target), min_step);
  constexpr double slack = 1e-9;  // 1 / 0.2 may come out a hair above 5
  const double first = std::floor(lo / step + slack);
  const double last = std::ceil(hi / step - slack);
  const int count = static_cast<int>(std::clamp(last - first, 1.0, static_cast<double>(kMaxTicks - 1)));

  Ticks ticks;
  ticks.step = step;
  ticks.values.reserve(static_cast<std::size_t>(count) + 1);
  for (int i = 0; i <= count; ++i) {
    double value = (first + i) * step;
    if (std::fabs(value) < step * 1e-6) value = 0;
    ticks.values.push_back(value);
  }
  ticks.lo = ticks.values.front();
  ticks.hi = ticks.values.back();
  return ticks;
}

int step_decimals(double step) {
  step = std::fabs(step);
  if (!(step > 0) || !std::isfinite(step)) return 0;
  for (int decimals = 0; decimals < 15; ++decimals) {
    const double scaled = step * std::pow(10.0, decimals);
    if (std::fabs(scaled - std::round(scaled)) <= scaled * 1e-9) return decimals;
  }
  return 15;
}

std::string group_thousands(long long value) {
  // The magnitude as unsigned, so the most negative value is written too.
  unsigned long long magnitude =
      value < 0 ? 0ULL - static_cast<unsigned long long>(value) : static_cast<unsigned long long>(value);
  std::string digits = std::to_string(magnitude);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return value < 0 ? "-" + out : out;
}

std::string format_tick(double value, double step, Format format) {
  step = std::fabs(step);
  if (!std::isfinite(value)) return "n/a";
  if (!(step > 0) || !std::isfinite(step)) step = 1;
  if (std::fabs(value) < step * 1e-6) value = 0;
  if (format == Format::percent) {
    value *= 100;
    step *= 100;
  }
  std::string text;
  if (step >= 1e6 || step < 1e-4) {
    text = scientific(value, step);
  } else if (format == Format::integer && std::fabs(value) < 1e15) {
    text = group_thousands(std::llround(value));
  } else {
    text = printf_string("%.*f", step_decimals(step), value);
  }
  return format == Format::percent ? text + "%" : text;
}

std::string format_value(double value, Format format) {
  if (!std::isfinite(value)) return "n/a";
  switch (format) {
    case Format::percent: {
      const double percent = value * 100;
      if (percent != 0 && std::fabs(percent) < 0.1) return printf_string("%.*g", 2, percent) + "%";
      return printf_string("%.*f", 1, percent) + "%";
    }
    case Format::integer:
      if (std::fabs(value) < 1e15) return group_thousands(std::llround(value));
      return printf_string("%.*g", 4, value);
    case Format::number: break;
  }
  const double magnitude = std::fabs(value);
  if (magnitude >= 1e15 || (magnitude != 0 && magnitude < 1e-4)) return printf_string("%.*g", 4, value);
  if (magnitude >= 1000) return group_thousands(std::llround(value));
  return printf_string("%.*g", 4, value);
}

float LinearMap::to_pixel(double value) const {
  if (std::isnan(value)) return std::numeric_limits<float>::quiet_NaN();
  if (v1 == v0) return (p0 + p1) * 0.5f;
  const double pixel = p0 + (value - v0) / (v1 - v0) * (static_cast<double>(p1) - p0);
  return static_cast<float>(std::clamp(pixel, -1e7, 1e7));
}

double LinearMap::to_value(float pixel) const {
  if (p1 == p0) return v0;
  return v0 + (static_cast<double>(pixel) - p0) / (static_cast<double>(p1) - p0) * (v1 - v0);
}

Span category_band(int index, int count, float p0, float p1) {
  if (count <= 0) return {p0, p1};
  const float width = (p1 - p0) / static_cast<float>(count);
  return {p0 + width * static_cast<float>(index), p0 + width * static_cast<float>(index + 1)};
}

int category_at(float p, int count, float p0, float p1) {
  if (count <= 0 || !(p >= p0) || !(p < p1)) return -1;
  const float width = (p1 - p0) / static_cast<float>(count);
  return std::min(count - 1, static_cast<int>((p - p0) / width));
}

Span group_slot(Span band, int series, int series_count, float fill) {
  series_count = std::max(series_count, 1);
  const float total = band.width() * std::clamp(fill, 0.0f, 1.0f);
  const float width = total / static_cast<float>(series_count);
  const float start = band.mid() - total * 0.5f;
  return {start + width * static_cast<float>(series), start + width * static_cast<float>(series + 1)};
}

std::vector<LegendSlot> legend_layout(const std::vector<float>& widths, float available, float spacing) {
  std::vector<LegendSlot> slots;
  slots.reserve(widths.size());
  float x = 0;
  int row = 0;
  for (const float width : widths) {
    if (x > 0 && x + width > available) {
      ++row;
      x = 0;
    }
    slots.push_back({x, row});
    x += width + spacing;
  }
  return slots;
}

int legend_rows(const std::vector<LegendSlot>& slots) { return slots.empty() ? 0 : slots.back().row + 1; }

int hit_test(const std::vector<Target>& targets, float x, float y) {
  int best = -1;
  float best_distance = 0;
  for (std::size_t i = 0; i < targets.size(); ++i) {
    const Rect& r = targets[i].rect;
    if (!r.contains(x, y)) continue;
    const float dx = x - (r.x0 + r.x1) * 0.5f, dy = y - (r.y0 + r.y1) * 0.5f;
    const float distance = dx * dx + dy * dy;
    if (best < 0 || distance < best_distance) {
      best = static_cast<int>(i);
      best_distance = distance;
    }
  }
  return best;
}

void Extent::add(double value) {
  if (!std::isfinite(value)) return;
  if (empty) {
    lo = hi = value;
    empty = false;
  } else {
    lo = std::min(lo, value);
    hi = std::max(hi, value);
  }
}

double share(double count, double total) { return total > 0 ? count / total : 0; }

}  // namespace puzzlelab::ui::plot
