#include "lab/rank_statistics.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

namespace puzzlelab::lab {

namespace {

std::vector<std::uint32_t> rank_order(std::size_t n, const auto& less) {
  std::vector<std::uint32_t> order(n);
  std::iota(order.begin(), order.end(), 0u);
  std::stable_sort(order.begin(), order.end(), less);
  return order;
}

// The mid-ranks over the sample `counts` describes, item by item (an item drawn k times takes
// k consecutive ranks, so its copies tie among themselves), walking `order` (increasing values).
// Items drawn 0 times get no rank that matters. Also the tie term sum(t (t - 1) / 2) over groups.
struct WeightedRanks {
  std::vector<double> rank;
  double total = 0;
  double tied_pairs = 0;
};

WeightedRanks weighted_ranks(const std::vector<double>& values, const std::vector<std::uint32_t>& order,
                             const Counts& counts, bool with_ranks = true) {
  WeightedRanks out;
  if (with_ranks) out.rank.assign(values.size(), 0);
  std::size_t start = 0;
  while (start < order.size()) {
    std::size_t end = start;
    double group = 0;
    while (end < order.size() && values[order[end]] == values[order[start]]) group += counts[order[end++]];
    const double mid = out.total + (group + 1) / 2;
    if (with_ranks)
      for (std::size_t k = start; k < end; ++k) out.rank[order[k]] = mid;
    out.tied_pairs += group * (group - 1) / 2;
    out.total += group;
    start = end;
  }
  return out;
}

// Each item's place among the distinct values, from 0, walking `order` (increasing values); and how
// many distinct values there are.
std::size_t value_levels(const std::vector<double>& values, const std::vector<std::uint32_t>& order,
                         std::vector<std::uint32_t>& level) {
  level.assign(values.size(), 0);
  std::size_t levels = 0;
  for (std::size_t k = 0; k < order.size(); ++k) {
    if (k > 0 && values[order[k]] != values[order[k - 1]]) ++levels;
    level[order[k]] = static_cast<std::uint32_t>(levels);
  }
  return order.empty() ? 0 : levels + 1;
}

// The discordant pairs: walking `order` (increasing in one side, ties in increasing other side),
// each item is discordant with every item before it whose other side is greater (an earlier item
// tied in the first side has no greater other side). A Fenwick tree over the levels of the other
// side counts those before it at or below its level.
std::uint64_t discordant_pairs(const std::vector<std::uint32_t>& order, const std::vector<std::uint32_t>& level,
                               std::size_t levels, const Counts& counts) {
  std::vector<std::uint64_t> tree(levels + 1, 0);
  std::uint64_t seen = 0, discordant = 0;
  for (const std::uint32_t i : order) {
    if (counts[i] == 0) continue;
    std::uint64_t at_or_below = 0;
    for (std::size_t k = level[i] + 1; k > 0; k -= k & (~k + 1)) at_or_below += tree[k];
    discordant += static_cast<std::uint64_t>(counts[i]) * (seen - at_or_below);
    for (std::size_t k = level[i] + 1; k <= levels; k += k & (~k + 1)) tree[k] += counts[i];
    seen += counts[i];
  }
  return discordant;
}

void check_rank_counts(const Counts& counts, std::size_t n) {
  if (counts.size() != n) throw std::invalid_argument("rank statistics: one count per item");
}

}  // namespace

std::vector<double> mid_ranks(const std::vector<double>& values) {
  const auto order = rank_order(values.size(), [&](std::uint32_t a, std::uint32_t b) { return values[a] < values[b]; });
  return weighted_ranks(values, order, Counts(values.size(), 1)).rank;
}

PairedSample::PairedSample(std::vector<double> x, std::vector<double> y) : x_(std::move(x)), y_(std::move(y)) {
  if (x_.size() != y_.size()) throw std::invalid_argument("PairedSample: x and y differ in length");
  by_x_ = rank_order(size(), [&](std::uint32_t a, std::uint32_t b) { return x_[a] < x_[b]; });
  by_y_ = rank_order(size(), [&](std::uint32_t a, std::uint32_t b) { return y_[a] < y_[b]; });
  const auto x_then_y = [&](std::uint32_t a, std::uint32_t b) {
    return x_[a] < x_[b] || (x_[a] == x_[b] && y_[a] < y_[b]);
  };
  by_xy_ = rank_order(size(), x_then_y);
  // The Fenwick tree of kendall_tau_b runs over the side with fewer distinct values (a measure
  // often has a few dozen, times thousands): walking in order of the other side.
  std::vector<std::uint32_t> x_level, y_level;
  const std::size_t x_levels = value_levels(x_, by_x_, x_level), y_levels = value_levels(y_, by_y_, y_level);
  if (x_levels < y_levels) {
    walk_ = rank_order(
        size(), [&](std::uint32_t a, std::uint32_t b) { return y_[a] < y_[b] || (y_[a] == y_[b] && x_[a] < x_[b]); });
    level_ = std::move(x_level);
    levels_ = x_levels;
  } else {
    walk_ = by_xy_;
    level_ = std::move(y_level);
    levels_ = y_levels;
  }
}

std::optional<double> PairedSample::spearman(const Counts& counts) const {
  check_rank_counts(counts, size());
  const WeightedRanks rx = weighted_ranks(x_, by_x_, counts);
  const WeightedRanks ry = weighted_ranks(y_, by_y_, counts);
  if (rx.total < 3) return std::nullopt;
  // Both rank sets have the mean (N + 1) / 2; mid-ranks are halves, so these sums are exact.
  const double mean = (rx.total + 1) / 2;
  double sxy = 0, sxx = 0, syy = 0;
  for (std::size_t i = 0; i < size(); ++i) {
    if (counts[i] == 0) continue;
    const double dx = rx.rank[i] - mean, dy = ry.rank[i] - mean, c = counts[i];
    sxy += c * dx * dy;
    sxx += c * dx * dx;
    syy += c * dy * dy;
  }
  if (sxx <= 0 || syy <= 0) return std::nullopt;
  return std::clamp(sxy / std::sqrt(sxx * syy), -1.0, 1.0);
}

std::optional<double> PairedSample::kendall_tau_b(const Counts& counts) const {
  check_rank_counts(counts, size());
  const WeightedRanks rx = weighted_ranks(x_, by_x_, counts, false);
  const WeightedRanks ry = weighted_ranks(y_, by_y_, counts, false);
  const double n = rx.total;
  if (n < 3) return std::nullopt;
  // Pairs tied in both: groups of equal (x, y), adjacent in by_xy_.
  double joint_ties = 0;
  for (std::size_t start = 0; start < by_xy_.size();) {
    std::size_t end = start;
    double group = 0;
    while (end < by_xy_.size() && x_[by_xy_[end]] == x_[by_xy_[start]] && y_[by_xy_[end]] == y_[by_xy_[start]])
      group += counts[by_xy_[end++]];
    joint_ties += group * (group - 1) / 2;
    start = end;
  }
  const std::uint64_t discordant = discordant_pairs(walk_, level_, levels_, counts);
  const double pairs = n * (n - 1) / 2;
  const double untied_x = pairs - rx.tied_pairs, untied_y = pairs - ry.tied_pairs;
  if (untied_x <= 0 || untied_y <= 0) return std::nullopt;
  // Pairs tied in neither are concordant or discordant.
  const double untied = pairs - rx.tied_pairs - ry.tied_pairs + joint_ties;
  const double difference = untied - 2 * static_cast<double>(discordant);
  return std::clamp(difference / std::sqrt(untied_x * untied_y), -1.0, 1.0);
}

ScoredSample::ScoredSample(std::vector<double> scores, std::vector<bool> positive)
    : scores_(std::move(scores)), positive_(std::move(positive)) {
  if (scores_.size() != positive_.size()) throw std::invalid_argument("ScoredSample: scores and classes differ");
  by_score_ = rank_order(size(), [&](std::uint32_t a, std::uint32_t b) { return scores_[a] < scores_[b]; });
}

std::optional<double> ScoredSample::auc(const Counts& counts) const {
  check_rank_counts(counts, size());
  // Over groups of equal scores in increasing order: each positive beats every negative below its
  // group and ties (1/2) with those in it.
  double wins = 0, negatives_below = 0, positives = 0;
  for (std::size_t start = 0; start < by_score_.size();) {
    std::size_t end = start;
    double pos = 0, neg = 0;
    for (; end < by_score_.size() && scores_[by_score_[end]] == scores_[by_score_[start]]; ++end)
      (positive_[by_score_[end]] ? pos : neg) += counts[by_score_[end]];
    wins += pos * (negatives_below + neg / 2);
    negatives_below += neg;
    positives += pos;
    start = end;
  }
  if (positives == 0 || negatives_below == 0) return std::nullopt;
  return wins / (positives * negatives_below);
}

}  // namespace puzzlelab::lab
