#include "lab/bootstrap.hpp"

#include <algorithm>
#include <stdexcept>

namespace puzzlelab::lab {

void for_each_resample(std::size_t n, std::uint64_t resamples, Rng& rng, const std::function<void(const Counts&)>& each,
                       const std::function<void()>& check) {
  if (n > UINT32_MAX) throw std::invalid_argument("for_each_resample: too many items");
  Counts counts(n);
  for (std::uint64_t r = 0; r < resamples; ++r) {
    check();
    std::fill(counts.begin(), counts.end(), 0u);
    for (std::size_t k = 0; k < n; ++k) ++counts[rng.below(static_cast<std::uint32_t>(n))];
    each(counts);
  }
}

std::optional<Interval> percentile_interval(std::vector<double> values, std::uint64_t resamples, double level) {
  if (values.empty() || values.size() * 2 < resamples) return std::nullopt;
  std::sort(values.begin(), values.end());
  const double tail = (1 - level) / 2;
  return Interval{quantile(values, tail), quantile(values, 1 - tail)};
}

}  // namespace puzzlelab::lab
