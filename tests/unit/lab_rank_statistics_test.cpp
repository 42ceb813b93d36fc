// The validity statistics (engine/lab/rank_statistics.hpp) against published worked examples and
// against brute force: every pair of pairs counted, ranks found by counting, on small samples with
// many ties, and a resample given by counts scored as the same sample written out in full.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "core/rng.hpp"
#include "lab/rank_statistics.hpp"

using namespace puzzlelab;
using namespace puzzlelab::lab;

namespace {

// Mid-rank by counting: 1 + the values below + half the other values equal.
std::vector<double> counted_ranks(const std::vector<double>& v) {
  std::vector<double> out;
  for (const double a : v) {
    double below = 0, equal = 0;
    for (const double b : v) {
      if (b < a) ++below;
      if (b == a) ++equal;
    }
    out.push_back(below + (equal + 1) / 2);
  }
  return out;
}

std::optional<double> pearson(const std::vector<double>& x, const std::vector<double>& y) {
  const double n = static_cast<double>(x.size());
  double mx = 0, my = 0;
  for (std::size_t i = 0; i < x.size(); ++i) mx += x[i] / n, my += y[i] / n;
  double sxy = 0, sxx = 0, syy = 0;
  for (std::size_t i = 0; i < x.size(); ++i) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) * (x[i] - mx);
    syy += (y[i] - my) * (y[i] - my);
  }
  if (x.size() < 3 || sxx < 1e-12 || syy < 1e-12) return std::nullopt;
  return sxy / std::sqrt(sxx * syy);
}

// Kendall's tau-b over every pair of pairs.
std::optional<double> brute_tau_b(const std::vector<double>& x, const std::vector<double>& y) {
  double concordant = 0, discordant = 0, tied_x = 0, tied_y = 0, pairs = 0;
  for (std::size_t i = 0; i < x.size(); ++i)
    for (std::size_t j = i + 1; j < x.size(); ++j) {
      ++pairs;
      const double s = (x[i] - x[j]) * (y[i] - y[j]);
      if (x[i] == x[j]) ++tied_x;
      if (y[i] == y[j]) ++tied_y;
      if (s > 0) ++concordant;
      if (s < 0) ++discordant;
    }
  if (x.size() < 3 || pairs == tied_x || pairs == tied_y) return std::nullopt;
  return (concordant - discordant) / std::sqrt((pairs - tied_x) * (pairs - tied_y));
}

// P(positive scores above negative) + ties / 2, over every pair.
std::optional<double> brute_auc(const std::vector<double>& s, const std::vector<bool>& positive) {
  double wins = 0, pairs = 0;
  for (std::size_t i = 0; i < s.size(); ++i)
    for (std::size_t j = 0; j < s.size(); ++j) {
      if (!positive[i] || positive[j]) continue;
      ++pairs;
      wins += s[i] > s[j] ? 1 : s[i] == s[j] ? 0.5 : 0;
    }
  if (pairs == 0) return std::nullopt;
  return wins / pairs;
}

void check_same(const std::optional<double>& a, const std::optional<double>& b) {
  REQUIRE(a.has_value() == b.has_value());
  if (a) CHECK(*a == doctest::Approx(*b).epsilon(1e-12));
}

}  // namespace

TEST_CASE("rank statistics: Spearman's rho of Wikipedia's worked example, IQ against hours of TV, is -29/165") {
  // https://en.wikipedia.org/wiki/Spearman%27s_rank_correlation_coefficient, "Example".
  const std::vector<double> iq = {106, 100, 86, 101, 99, 103, 97, 113, 112, 110};
  const std::vector<double> tv = {7, 27, 2, 50, 28, 29, 20, 12, 6, 17};
  const auto rho = PairedSample(iq, tv).spearman();
  REQUIRE(rho);
  CHECK(*rho == doctest::Approx(-29.0 / 165).epsilon(1e-12));
  // With no ties it is 1 - 6 sum(d^2) / (n (n^2 - 1)): the example's sum of d^2 is 194.
  CHECK(*rho == doctest::Approx(1 - 6.0 * 194 / (10 * 99)).epsilon(1e-12));
}

TEST_CASE("rank statistics: Kendall's tau-b of SciPy's example with ties in both variables") {
  // scipy.stats.kendalltau's documented example: x = [12, 2, 1, 12, 2], y = [1, 4, 7, 1, 0] gives
  // -0.47140452079103173. By hand: 2 concordant and 6 discordant of 10 pairs, 2 tied in x, 1 in y:
  // (2 - 6) / sqrt((10 - 2) (10 - 1)) = -4 / sqrt(72).
  const PairedSample sample({12, 2, 1, 12, 2}, {1, 4, 7, 1, 0});
  const auto tau = sample.kendall_tau_b();
  REQUIRE(tau);
  CHECK(*tau == doctest::Approx(-0.47140452079103173).epsilon(1e-12));
  CHECK(*tau == doctest::Approx(-4 / std::sqrt(72.0)).epsilon(1e-12));
}

TEST_CASE("rank statistics: the AUC of Hanley and McNeil's (1982) CT ratings is 0.893") {
  // Hanley & McNeil (1982), Table 1: ratings 1 (definitely normal) to 5 (definitely abnormal) of
  // 58 normal and 51 abnormal images; the area they give is 0.893.
  const int normal[5] = {33, 6, 6, 11, 2};
  const int abnormal[5] = {3, 2, 2, 11, 33};
  std::vector<double> scores;
  std::vector<bool> positive;
  for (int rating = 1; rating <= 5; ++rating) {
    for (int k = 0; k < normal[rating - 1]; ++k) scores.push_back(rating), positive.push_back(false);
    for (int k = 0; k < abnormal[rating - 1]; ++k) scores.push_back(rating), positive.push_back(true);
  }
  const auto auc = ScoredSample(scores, positive).auc();
  REQUIRE(auc);
  CHECK(*auc == doctest::Approx(0.893).epsilon(5e-4));
  CHECK(*auc == doctest::Approx(2642.0 / (58 * 51)).epsilon(1e-12));  // the sum worked by hand
}

TEST_CASE("rank statistics: mid-ranks share the ranks tied values span") {
  CHECK(mid_ranks({10, 20, 20, 5}) == std::vector<double>{2, 3.5, 3.5, 1});
  CHECK(mid_ranks({7, 7, 7}) == std::vector<double>{2, 2, 2});
  CHECK(mid_ranks({}).empty());
}

TEST_CASE("rank statistics: undefined for fewer than 3 pairs, a constant side or a missing class") {
  CHECK_FALSE(PairedSample({1, 2}, {3, 4}).spearman());
  CHECK_FALSE(PairedSample({1, 2}, {3, 4}).kendall_tau_b());
  CHECK_FALSE(PairedSample({5, 5, 5, 5}, {1, 2, 3, 4}).spearman());
  CHECK_FALSE(PairedSample({1, 2, 3, 4}, {9, 9, 9, 9}).kendall_tau_b());
  CHECK_FALSE(ScoredSample({1, 2, 3}, {true, true, true}).auc());
  CHECK_FALSE(ScoredSample({}, {}).auc());
  // A resample that drew one pair three times is constant, so undefined too.
  CHECK_FALSE(PairedSample({1, 2, 3}, {1, 2, 3}).spearman({0, 3, 0}));
  CHECK(ScoredSample({1, 1}, {true, false}).auc() == 0.5);
  CHECK_THROWS_AS(PairedSample({1, 2}, {1}), std::invalid_argument);
}

TEST_CASE("rank statistics: brute force agrees on small samples with ties, and counts score the sample written out") {
  Rng rng(20261130);
  for (int trial = 0; trial < 400; ++trial) {
    CAPTURE(trial);
    const std::size_t n = 1 + rng.below(12);
    const std::uint32_t levels = 1 + rng.below(5);  // few levels: many ties
    std::vector<double> x, y;
    std::vector<bool> positive;
    for (std::size_t i = 0; i < n; ++i) {
      x.push_back(rng.below(levels));
      y.push_back(rng.below(levels) * 0.5);
      positive.push_back(rng.coin());
    }
    const PairedSample sample(x, y);
    const ScoredSample scored(x, positive);
    check_same(sample.spearman(), pearson(counted_ranks(x), counted_ranks(y)));
    check_same(sample.kendall_tau_b(), brute_tau_b(x, y));
    check_same(scored.auc(), brute_auc(x, positive));
    CHECK(mid_ranks(x) == counted_ranks(x));
    // A resample by counts against the same resample written out.
    Counts counts(n, 0);
    std::vector<double> ex, ey;
    std::vector<bool> epositive;
    for (std::size_t k = 0; k < n; ++k) {
      const std::uint32_t i = rng.below(static_cast<std::uint32_t>(n));
      ++counts[i];
      ex.push_back(x[i]), ey.push_back(y[i]), epositive.push_back(positive[i]);
    }
    check_same(sample.spearman(counts), pearson(counted_ranks(ex), counted_ranks(ey)));
    check_same(sample.kendall_tau_b(counts), brute_tau_b(ex, ey));
    check_same(scored.auc(counts), brute_auc(ex, epositive));
  }
}
