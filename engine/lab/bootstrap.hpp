// The percentile bootstrap [Efron-bootstrap] (docs/LAB.md, "Validity"): a sample of n items is
// resampled with replacement `resamples` times, each statistic is computed on every resample, and
// its interval is the 2.5th and 97.5th percentiles of those values. Deterministic: the resamples
// come from the project's Rng (PCG32) from a seed, the same natively and in WebAssembly.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/rng.hpp"
#include "lab/rank_statistics.hpp"
#include "lab/stats.hpp"

namespace puzzlelab::lab {

inline constexpr double kBootstrapLevel = 0.95;

// Draws `resamples` resamples of n items from `rng`, each as counts (how many times each item was
// drawn: n draws of a uniform index), and hands each to `each` in turn. `check` runs before every
// resample, so a caller can stop a long run by throwing from it.
void for_each_resample(std::size_t n, std::uint64_t resamples, Rng& rng, const std::function<void(const Counts&)>& each,
                       const std::function<void()>& check);

// The percentile interval of a statistic from its values over the resamples where it was defined
// (a resample may tie every item: then rank statistics are undefined). Nothing when fewer than
// half of the `resamples` defined it: an interval from a few lucky resamples would say too much.
std::optional<Interval> percentile_interval(std::vector<double> values, std::uint64_t resamples,
                                            double level = kBootstrapLevel);

}  // namespace puzzlelab::lab
