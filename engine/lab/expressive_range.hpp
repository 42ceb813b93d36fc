// Expressive range [Smith-Whitehead]: how a setup's challenges spread over two measures, as a
// 2-D histogram per setup (docs/LAB.md, "Expressive range"). An experiment names the pairs
// (`--range X,Y[:BXxBY]`); each chunk keeps the exact (x, y) value pairs of its challenges with
// their counts (challenges where both measures are present), which add up exactly over any split
// of the work. The document bins them on axes shared by every setup: from the smallest to the
// largest value of all setups, one bin per value when the values are whole numbers that fit in
// the bins asked for.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/challenge_measures.hpp"

namespace puzzlelab::lab {

inline constexpr std::uint32_t kMaxRangeBins = 100;  // per axis
inline constexpr std::size_t kMaxRanges = 16;        // pairs per experiment
inline constexpr std::uint32_t kDefaultRangeBins = 10;

struct RangeSpec {
  std::string x, y;  // measure names (challenge_measures.hpp)
  std::uint32_t bins_x = kDefaultRangeBins, bins_y = kDefaultRangeBins;
  std::string text() const;  // "x,y:BXxBY", what the spec prints and reads back
};

// "X,Y" or "X,Y:BXxBY" (names of a-z, 0-9 and _; bins 1 to kMaxRangeBins). Throws
// InputError("bad_experiment", ...) naming what is wrong.
RangeSpec parse_range(std::string_view text);

// Exact (x, y) -> challenges.
using RangePoints = std::map<std::pair<double, double>, std::uint64_t>;

void add_range_point(RangePoints& points, const RangeSpec& range, const MeasureValues& challenge);
void add_range_points(RangePoints& points, const RangePoints& other);

// A chunk's points: [[x, y, count], ...] in order of (x, y), at full precision.
nlohmann::json range_points_to_json(const RangePoints& points);
// Throws InputError("bad_partial", ...) for points out of order or repeated, a value that is not
// a number, a count of 0, or counts adding up to more than `challenges`.
RangePoints range_points_from_json(const nlohmann::json& value, std::uint64_t challenges);

struct RangeAxis {
  double low = 0, high = 1;
  std::uint32_t bins = 1;
  std::uint32_t bin_of(double value) const;
  double edge(std::uint32_t k) const { return low + (high - low) * k / bins; }
};

// The axis for values from `min` to `max`: one bin per value when `whole` (every value a whole
// number) and they fit in `requested` bins, else `requested` equal bins from min to max.
RangeAxis range_axis(double min, double max, bool whole, std::uint32_t requested);

struct RangeHistogram {
  RangeAxis x, y;
  std::vector<std::uint64_t> n;                    // per setup: challenges counted
  std::vector<std::vector<std::uint64_t>> counts;  // per setup: [ix * y.bins + iy]
  bool empty() const { return n.empty() || x.bins == 0; }
};

// Every setup's points binned on the axes of all of them together.
RangeHistogram range_histogram(const std::vector<RangePoints>& per_setup, std::uint32_t bins_x, std::uint32_t bins_y);

// The document's "expressive_range": one entry per range of the spec. `points[s][k]` are setup
// `setups[s]`'s points of range k.
nlohmann::json expressive_range_section(const std::vector<RangeSpec>& ranges, const std::vector<std::string>& setups,
                                        const std::vector<std::vector<RangePoints>>& points);

}  // namespace puzzlelab::lab
