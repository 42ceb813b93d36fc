// The lab's statistics against published worked examples (engine/lab/stats.hpp). Each expected
// value is the one printed in the cited source, to the precision printed there.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "lab/stats.hpp"

using namespace puzzlelab::lab;

namespace {

Histogram histogram_of(const std::vector<int>& values) {
  Histogram h;
  for (int v : values) h[v] += 1;
  return h;
}

}  // namespace

TEST_CASE("lab stats: Wilson score intervals match Newcombe (1998), Table I, method 3") {
  // R. G. Newcombe, "Two-sided confidence intervals for the single proportion: comparison of
  // seven methods", Statistics in Medicine 17 (1998) 857-872: examples 81/263, 15/148, 0/20, 1/29.
  struct Case {
    std::uint64_t k, n;
    double low, high;
  };
  for (const Case c : {Case{81, 263, 0.2553, 0.3662}, Case{15, 148, 0.0624, 0.1605}, Case{0, 20, 0.0, 0.1611},
                       Case{1, 29, 0.0061, 0.1718}}) {
    const Interval i = wilson_interval(c.k, c.n);
    CHECK(std::fabs(i.low - c.low) <= 5e-5);
    CHECK(std::fabs(i.high - c.high) <= 5e-5);
  }
  const Interval none = wilson_interval(0, 0);
  CHECK(none.low == 0);
  CHECK(none.high == 1);
}

TEST_CASE("lab stats: Welch's t-test matches the worked examples of Wikipedia's 'Welch's t-test'") {
  // https://en.wikipedia.org/wiki/Welch%27s_t-test, "Examples": t, degrees of freedom and the
  // two-sided p-value printed for Welch's test on three pairs of samples.
  const std::vector<double> a1 = {27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1,
                                  21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4};
  const std::vector<double> a2 = {27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0,
                                  24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4};
  WelchResult w = welch_t_test(a1, a2);
  CHECK(w.t == doctest::Approx(-2.46).epsilon(0.005 / 2.46));
  CHECK(w.df == doctest::Approx(25.0).epsilon(0.05 / 25.0));
  CHECK(w.p == doctest::Approx(0.021).epsilon(0.0005 / 0.021));

  const std::vector<double> b1 = {17.2, 20.9, 22.6, 18.1, 21.7, 21.4, 23.5, 24.2, 14.7, 21.8};
  const std::vector<double> b2 = {21.5, 22.8, 21.0, 23.0, 21.6, 23.6, 22.5, 20.7, 23.4, 21.8,
                                  20.7, 21.7, 21.5, 22.5, 23.6, 21.5, 22.5, 23.5, 21.5, 21.8};
  w = welch_t_test(b1, b2);
  CHECK(w.t == doctest::Approx(-1.57).epsilon(0.005 / 1.57));
  CHECK(w.df == doctest::Approx(9.9).epsilon(0.05 / 9.9));
  CHECK(w.p == doctest::Approx(0.149).epsilon(0.0005 / 0.149));

  const std::vector<double> c1 = {19.8, 20.4, 19.6, 17.8, 18.5, 18.9, 18.3, 18.9, 19.5, 22.0};
  const std::vector<double> c2 = {28.2, 26.6, 20.1, 23.3, 25.2, 22.1, 17.7, 27.6, 20.6, 13.7,
                                  23.2, 17.5, 20.6, 18.0, 23.9, 21.6, 24.3, 20.4, 23.9, 13.3};
  w = welch_t_test(c1, c2);
  CHECK(w.t == doctest::Approx(-2.22).epsilon(0.005 / 2.22));
  CHECK(w.df == doctest::Approx(24.5).epsilon(0.05 / 24.5));
  CHECK(w.p == doctest::Approx(0.036).epsilon(0.0005 / 0.036));

  // Constant samples: the statistic is undefined, and the answer says so.
  const WelchResult same = welch_t_test({1, 1, 1}, {1, 1});
  CHECK_FALSE(same.defined);
  CHECK(same.p == 1);
}

TEST_CASE("lab stats: Kruskal-Wallis matches Hollander and Wolfe's example and SciPy's tie example") {
  // M. Hollander and D. A. Wolfe, Nonparametric Statistical Methods (1973), p. 116: mucociliary
  // efficiency of three groups, the example of R's kruskal.test: "Kruskal-Wallis chi-squared =
  // 0.77143, df = 2, p-value = 0.68". Values x10 (ranks are unchanged).
  const KruskalWallisResult k = kruskal_wallis(
      {histogram_of({29, 30, 25, 26, 32}), histogram_of({38, 27, 40, 24}), histogram_of({28, 34, 37, 22, 20})});
  CHECK(k.h == doctest::Approx(0.77143).epsilon(5e-6 / 0.77143));
  CHECK(k.df == 2);
  CHECK(k.p == doctest::Approx(0.68).epsilon(0.005 / 0.68));

  // Ties: SciPy's scipy.stats.kruskal documentation, x = [1, 1, 1], y = [2, 2, 2], z = [2, 2]:
  // statistic 7.0, p-value 0.0301973834223185 (with the tie correction).
  const KruskalWallisResult tied =
      kruskal_wallis({histogram_of({1, 1, 1}), histogram_of({2, 2, 2}), histogram_of({2, 2})});
  CHECK(tied.h == doctest::Approx(7.0));
  CHECK(tied.p == doctest::Approx(0.0301973834223185).epsilon(1e-9));

  // SciPy's first example: x = [1, 3, 5, 7, 9], y = [2, 4, 6, 8, 10]: 0.2727..., p 0.6015...
  const KruskalWallisResult plain = kruskal_wallis({histogram_of({1, 3, 5, 7, 9}), histogram_of({2, 4, 6, 8, 10})});
  CHECK(plain.h == doctest::Approx(0.2727272727272734).epsilon(1e-9));
  CHECK(plain.p == doctest::Approx(0.6015081344405895).epsilon(1e-9));

  CHECK_FALSE(kruskal_wallis({histogram_of({3, 3}), histogram_of({3})}).defined);
  CHECK_FALSE(kruskal_wallis({histogram_of({1, 2}), Histogram{}}).defined);
}

TEST_CASE("lab stats: Mann-Whitney U matches Conover's diabetes example and Hollander and Wolfe's") {
  // W. J. Conover, Practical Nonparametric Statistics (1980), the example SciPy's
  // scipy.stats.mannwhitneyu documentation uses: ages at diagnosis, males [19, 22, 16, 29, 24],
  // females [20, 11, 17, 12]: U = 17; method="asymptotic" (normal approximation with continuity
  // correction) gives p = 0.11134688653314041.
  const MannWhitneyResult m = mann_whitney(histogram_of({19, 22, 16, 29, 24}), histogram_of({20, 11, 17, 12}));
  CHECK(m.u == doctest::Approx(17));
  CHECK(m.p == doctest::Approx(0.11134688653314041).epsilon(1e-9));

  // Hollander and Wolfe (1973), p. 27 (R's wilcox.test example): W = 35 for x against y
  // (values x100).
  const MannWhitneyResult w =
      mann_whitney(histogram_of({80, 83, 189, 104, 145, 138, 191, 164, 73, 146}), histogram_of({115, 88, 90, 74, 121}));
  CHECK(w.u == doctest::Approx(35));
  // The statistic is antisymmetric: U(a, b) + U(b, a) = n_a n_b, with the same p.
  const MannWhitneyResult back =
      mann_whitney(histogram_of({115, 88, 90, 74, 121}), histogram_of({80, 83, 189, 104, 145, 138, 191, 164, 73, 146}));
  CHECK(w.u + back.u == doctest::Approx(50));
  CHECK(w.p == doctest::Approx(back.p));
}

TEST_CASE("lab stats: quantiles by linear interpolation (Hyndman and Fan definition 7)") {
  // R: quantile(c(1, 2, 3, 4), c(0.25, 0.5, 0.75)) gives 1.75, 2.5, 3.25.
  CHECK(quantile(std::vector<double>{1, 2, 3, 4}, 0.25) == doctest::Approx(1.75));
  CHECK(quantile(std::vector<double>{1, 2, 3, 4}, 0.5) == doctest::Approx(2.5));
  CHECK(quantile(std::vector<double>{1, 2, 3, 4}, 0.75) == doctest::Approx(3.25));
  // The histogram form gives the same as the expanded sample.
  const Histogram h = histogram_of({8, 8, 9, 12, 12, 12, 15});
  const std::vector<double> sorted = {8, 8, 9, 12, 12, 12, 15};
  for (double q : {0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0}) CHECK(quantile(h, q) == doctest::Approx(quantile(sorted, q)));
  CHECK(quantile(Histogram{}, 0.5) == 0);
}

TEST_CASE("lab stats: one-way ANOVA from group sums matches Wikipedia's worked example") {
  // Wikipedia, "One-way analysis of variance", example: a1 = 6 8 4 5 3 4, a2 = 8 12 9 11 6 8,
  // a3 = 13 9 11 8 7 12: between-group sum of squares 84, within 68, so F = (84 / 2) / (68 / 15)
  // = 9.26, printed as 9.3, with 2 and 15 degrees of freedom (p = 0.0024).
  const auto sums = [](const std::vector<double>& values) {
    GroupSums g;
    for (double v : values) {
      g.n += 1;
      g.sum += v;
      g.sum_squares += v * v;
    }
    return g;
  };
  const AnovaResult a =
      one_way_anova({sums({6, 8, 4, 5, 3, 4}), sums({8, 12, 9, 11, 6, 8}), sums({13, 9, 11, 8, 7, 12})});
  CHECK(a.defined);
  CHECK(a.f == doctest::Approx(42.0 / (68.0 / 15)));
  CHECK(a.df_between == 2);
  CHECK(a.df_within == 15);
  CHECK(a.p == doctest::Approx(0.0024).epsilon(0.05));
  // Two groups: F is the square of the pooled t statistic (here means 2 and 3, pooled variance 1:
  // t = 1 / sqrt(2/3), t^2 = 1.5 on 4 degrees of freedom), with the same p as Student's t.
  const AnovaResult two = one_way_anova({sums({1, 2, 3}), sums({2, 3, 4})});
  CHECK(two.f == doctest::Approx(1.5));
  CHECK(two.p == doctest::Approx(student_t_two_sided_p(std::sqrt(1.5), 4)));
  // Equal values everywhere, one group, or an empty group alone: no test.
  CHECK_FALSE(one_way_anova({sums({3, 3}), sums({3, 3})}).defined);
  CHECK_FALSE(one_way_anova({sums({1, 2}), GroupSums{}}).defined);
}
