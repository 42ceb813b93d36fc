// The figures of one measure in the validity document (lab/validity.hpp): rank correlations and
// the AUC of giving up, each with its percentile bootstrap interval, and the points to plot.
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab::lab {

struct ResampleSettings {
  std::uint64_t resamples = 0;
  std::uint64_t seed = 0;
  std::function<void()> check;  // runs before every resample; throws to stop
};

// The Rng stream of one measure's resamples ("part" tells the correlations' from the AUC's), so
// that each measure's intervals are the same whatever other measures the document holds.
std::uint64_t resample_stream(std::string_view measure, std::uint64_t part);

// {"n", "spearman", "low", "high", "kendall": {"value", "low", "high"}} between x and y: values
// null where undefined (fewer than 3 pairs, x or y constant); the intervals from the same
// resamples of the pairs.
nlohmann::json correlation_figures(const std::vector<double>& x, const std::vector<double>& y,
                                   const ResampleSettings& settings, std::uint64_t stream);

// {"value", "low", "high", "n", "gave_up"}: the AUC of `score` for the positive class (gave up).
nlohmann::json auc_figures(const std::vector<double>& score, const std::vector<bool>& gave_up,
                           const ResampleSettings& settings, std::uint64_t stream);

// At most `cap` of `points`, evenly spaced in their order (all of them when there are no more).
nlohmann::json thinned_points(const std::vector<nlohmann::json>& points, std::size_t cap);

}  // namespace puzzlelab::lab
