// Rank statistics of how well a measure orders people's play (lab/validity.hpp, docs/LAB.md,
// "Validity"): Spearman's rho [Spearman] (Pearson's r on mid-ranks), Kendall's tau-b
// [Kendall-tau-b] and the area under the ROC curve in its Mann-Whitney form [Hanley-McNeil].
//
// Each is computed over a sample given with multiplicities (counts[i]: how many times item i is
// drawn), so that a bootstrap resample (lab/bootstrap.hpp) is scored without being expanded: the
// orders are sorted once, and each resample costs O(n) (rho, AUC) or O(n log n) (tau-b, by Knight's
// method with a Fenwick tree over the ranks of the side with fewer distinct values). A count of 1 for every item is the
// sample itself.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace puzzlelab::lab {

using Counts = std::vector<std::uint32_t>;

// Mid-ranks, 1-based: tied values share the mean of the ranks they span ({10, 20, 20} -> {1, 2.5, 2.5}).
std::vector<double> mid_ranks(const std::vector<double>& values);

// Pairs (x[i], y[i]).
class PairedSample {
 public:
  // x and y have the same length (std::invalid_argument otherwise).
  PairedSample(std::vector<double> x, std::vector<double> y);

  std::size_t size() const { return x_.size(); }

  // Spearman's rho: Pearson's r between the mid-ranks of x and of y over the sample `counts`
  // describes. Nothing when it is undefined: fewer than 3 pairs, or x or y constant.
  std::optional<double> spearman(const Counts& counts) const;
  // Kendall's tau-b: (concordant - discordant) / sqrt((n0 - ties in x) (n0 - ties in y)), n0 the
  // number of pairs of pairs; pairs tied in x or y count in neither. Undefined as spearman.
  std::optional<double> kendall_tau_b(const Counts& counts) const;

  std::optional<double> spearman() const { return spearman(Counts(size(), 1)); }
  std::optional<double> kendall_tau_b() const { return kendall_tau_b(Counts(size(), 1)); }

 private:
  std::vector<double> x_, y_;
  std::vector<std::uint32_t> by_x_, by_y_;  // indices in increasing x, in increasing y
  std::vector<std::uint32_t> by_xy_;        // indices in increasing x, ties in increasing y
  // Kendall's walk: by_xy_, or by y then x when x has fewer distinct values; level_ holds each
  // item's place among the distinct values of the other side (levels_ of them).
  std::vector<std::uint32_t> walk_, level_;
  std::size_t levels_ = 0;
};

// Scores with a class each: the area under the ROC curve, the probability that an item of the
// positive class scores above one of the negative class, ties counting 1/2 (the Mann-Whitney U of
// the positive class over the product of the class sizes).
class ScoredSample {
 public:
  // scores and positive have the same length (std::invalid_argument otherwise).
  ScoredSample(std::vector<double> scores, std::vector<bool> positive);

  std::size_t size() const { return scores_.size(); }

  // Nothing when a class is empty in the sample `counts` describes.
  std::optional<double> auc(const Counts& counts) const;
  std::optional<double> auc() const { return auc(Counts(size(), 1)); }

 private:
  std::vector<double> scores_;
  std::vector<bool> positive_;
  std::vector<std::uint32_t> by_score_;
};

}  // namespace puzzlelab::lab
