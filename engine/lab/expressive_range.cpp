#include "lab/expressive_range.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/whole_number.hpp"
#include "lab/figures.hpp"

namespace puzzlelab::lab {

namespace {

[[noreturn]] void bad_range(const std::string& text, const std::string& why) {
  throw InputError("bad_experiment", "range " + quote_input(text) + ": " + why +
                                         " (write X,Y or X,Y:BXxBY, two measure names and the bins of each axis)");
}

bool is_measure_name(std::string_view name) {
  return !name.empty() && name.size() <= 64 && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  });
}

std::uint32_t range_bins(std::string_view text, std::string_view digits) {
  try {
    return static_cast<std::uint32_t>(parse_whole_number(digits, {"bins", "bad_experiment", 1, kMaxRangeBins}));
  } catch (const InputError& e) {
    bad_range(std::string(text), e.what());
  }
}

bool is_whole(double v) { return v == std::floor(v) && std::fabs(v) < 1e15; }

nlohmann::json axis_json(const RangeAxis& axis) {
  return {{"low", rounded_figure(axis.low)}, {"high", rounded_figure(axis.high)}, {"bins", axis.bins}};
}

}  // namespace

std::string RangeSpec::text() const {
  return x + "," + y + ":" + std::to_string(bins_x) + "x" + std::to_string(bins_y);
}

RangeSpec parse_range(std::string_view text) {
  const std::string whole(text);
  RangeSpec out;
  const auto colon = text.find(':');
  const std::string_view names = text.substr(0, colon);
  const auto comma = names.find(',');
  if (comma == std::string_view::npos) bad_range(whole, "two measure names separated by a comma are needed");
  out.x = std::string(names.substr(0, comma));
  out.y = std::string(names.substr(comma + 1));
  for (const std::string& name : {out.x, out.y})
    if (!is_measure_name(name)) bad_range(whole, quote_input(name) + " is not a measure name (a-z, 0-9, _)");
  if (out.x == out.y) bad_range(whole, "the two measures must differ");
  if (colon != std::string_view::npos) {
    const std::string_view bins = text.substr(colon + 1);
    const auto times = bins.find('x');
    if (times == std::string_view::npos) bad_range(whole, "the bins are written BXxBY, e.g. 10x8");
    out.bins_x = range_bins(text, bins.substr(0, times));
    out.bins_y = range_bins(text, bins.substr(times + 1));
  }
  return out;
}

void add_range_point(RangePoints& points, const RangeSpec& range, const MeasureValues& challenge) {
  const auto x = challenge.find(range.x), y = challenge.find(range.y);
  if (x != challenge.end() && y != challenge.end()) points[{x->second, y->second}] += 1;
}

void add_range_points(RangePoints& points, const RangePoints& other) {
  for (const auto& [xy, count] : other) points[xy] += count;
}

nlohmann::json range_points_to_json(const RangePoints& points) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& [xy, count] : points) out.push_back({xy.first, xy.second, count});
  return out;
}

RangePoints range_points_from_json(const nlohmann::json& value, std::uint64_t challenges) {
  if (!value.is_array()) throw InputError("bad_partial", "a range's points must be a list of [x, y, count]");
  RangePoints points;
  std::uint64_t left = challenges;
  for (const auto& point : value) {
    if (!point.is_array() || point.size() != 3 || !point[0].is_number() || !point[1].is_number())
      throw InputError("bad_partial", "a range's point must be [x, y, count] with x and y numbers");
    const std::pair<double, double> xy{point[0].get<double>(), point[1].get<double>()};
    if (!points.empty() && !(points.rbegin()->first < xy))
      throw InputError("bad_partial", "a range's points must be in order of (x, y), each once");
    const std::uint64_t count = whole_number_from_json(point[2], {"a range point's count", "bad_partial", 1, left});
    points.emplace_hint(points.end(), xy, count);
    left -= count;
  }
  return points;
}

std::uint32_t RangeAxis::bin_of(double value) const {
  const double at = std::floor((value - low) / (high - low) * bins);
  if (!(at > 0)) return 0;
  return at >= bins ? bins - 1 : static_cast<std::uint32_t>(at);
}

RangeAxis range_axis(double min, double max, bool whole, std::uint32_t requested) {
  if (whole && max - min + 1 <= requested) return {min - 0.5, max + 0.5, static_cast<std::uint32_t>(max - min + 1)};
  if (!(max > min)) return {min - 0.5, max + 0.5, 1};
  return {min, max, requested};
}

RangeHistogram range_histogram(const std::vector<RangePoints>& per_setup, std::uint32_t bins_x, std::uint32_t bins_y) {
  RangeHistogram out;
  double min_x = std::numeric_limits<double>::infinity(), max_x = -min_x, min_y = min_x, max_y = -min_x;
  bool whole_x = true, whole_y = true, any = false;
  for (const RangePoints& points : per_setup)
    for (const auto& [xy, count] : points) {
      any = true;
      min_x = std::min(min_x, xy.first);
      max_x = std::max(max_x, xy.first);
      min_y = std::min(min_y, xy.second);
      max_y = std::max(max_y, xy.second);
      whole_x = whole_x && is_whole(xy.first);
      whole_y = whole_y && is_whole(xy.second);
    }
  if (!any) {
    out.x.bins = out.y.bins = 0;
    return out;
  }
  out.x = range_axis(min_x, max_x, whole_x, bins_x);
  out.y = range_axis(min_y, max_y, whole_y, bins_y);
  for (const RangePoints& points : per_setup) {
    std::vector<std::uint64_t> counts(static_cast<std::size_t>(out.x.bins) * out.y.bins, 0);
    std::uint64_t n = 0;
    for (const auto& [xy, count] : points) {
      counts[static_cast<std::size_t>(out.x.bin_of(xy.first)) * out.y.bins + out.y.bin_of(xy.second)] += count;
      n += count;
    }
    out.n.push_back(n);
    out.counts.push_back(std::move(counts));
  }
  return out;
}

nlohmann::json expressive_range_section(const std::vector<RangeSpec>& ranges, const std::vector<std::string>& setups,
                                        const std::vector<std::vector<RangePoints>>& points) {
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t k = 0; k < ranges.size(); ++k) {
    std::vector<RangePoints> per_setup;
    for (const auto& setup_points : points) per_setup.push_back(setup_points.at(k));
    const RangeHistogram h = range_histogram(per_setup, ranges[k].bins_x, ranges[k].bins_y);
    nlohmann::json entry = {{"x", ranges[k].x}, {"y", ranges[k].y}};
    entry["x_axis"] = h.empty() ? nlohmann::json(nullptr) : axis_json(h.x);
    entry["y_axis"] = h.empty() ? nlohmann::json(nullptr) : axis_json(h.y);
    nlohmann::json by_setup = nlohmann::json::object();
    for (std::size_t s = 0; s < setups.size(); ++s) {
      nlohmann::json grid = nlohmann::json::array();
      if (!h.empty())
        for (std::uint32_t ix = 0; ix < h.x.bins; ++ix) {
          const auto row = h.counts[s].begin() + static_cast<std::ptrdiff_t>(ix) * h.y.bins;
          grid.push_back(std::vector<std::uint64_t>(row, row + h.y.bins));
        }
      by_setup[setups[s]] = {{"n", h.empty() ? 0 : h.n[s]}, {"counts", grid}};
    }
    entry["setups"] = by_setup;
    out.push_back(entry);
  }
  return out;
}

}  // namespace puzzlelab::lab
