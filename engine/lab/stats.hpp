// The statistics an experiment reports (docs/LAB.md, "Statistics"): the Wilson score interval of
// a proportion, order statistics of a sample, Welch's unequal-variance t-test, the Kruskal-Wallis
// H-test and the Mann-Whitney U test on integer samples given as histograms (solution lengths),
// with p-values from Boost.Math's distributions (header-only, the same natively and in
// WebAssembly). Each is checked against published textbook examples in
// tests/unit/lab_stats_test.cpp.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

namespace puzzlelab::lab {

// A sample of small whole numbers (solution lengths) as value -> how many times it occurs.
using Histogram = std::map<int, std::uint64_t>;

struct Interval {
  double low = 0;
  double high = 0;
};

// The Wilson score interval (Wilson 1927; Newcombe 1998, method 3) for `successes` of `trials`,
// at the normal quantile z (1.959963984540054 for 95%). trials == 0 gives [0, 1].
Interval wilson_interval(std::uint64_t successes, std::uint64_t trials, double z = 1.959963984540054);

// Quantile of sorted values by linear interpolation between order statistics (Hyndman and Fan
// 1996, definition 7: R's and NumPy's default). An empty sample gives 0.
double quantile(const std::vector<double>& sorted, double q);
// The same over a histogram, without expanding it.
double quantile(const Histogram& histogram, double q);
std::uint64_t histogram_count(const Histogram& histogram);

double mean(const std::vector<double>& values);
// Sample variance (divisor n - 1); 0 for fewer than two values.
double sample_variance(const std::vector<double>& values);

// Welch's t-test of equal means, two-sided. When both samples have zero variance the test is
// undefined: t = 0, df = 0, p = 1 if the means are equal, p = 0 otherwise (`defined` false).
struct WelchResult {
  double t = 0;
  double df = 0;
  double p = 1;
  bool defined = true;
};
WelchResult welch_t_test(const std::vector<double>& a, const std::vector<double>& b);
// The same test from each sample's mean, squared standard error (sample variance / n) and size,
// for samples known only by their summaries. Undefined (as above) when a size is below 2.
WelchResult welch_t_test_from_summaries(double mean_a, double squared_error_a, double n_a, double mean_b,
                                        double squared_error_b, double n_b);

// Kruskal-Wallis H-test over groups of whole numbers, with the correction for ties; the p-value
// from the chi-squared distribution with (groups - 1) degrees of freedom. Empty groups are
// ignored; fewer than two non-empty groups, or all values equal, give H = 0, p = 1, defined false.
struct KruskalWallisResult {
  double h = 0;
  int df = 0;
  double p = 1;
  bool defined = true;
};
KruskalWallisResult kruskal_wallis(const std::vector<Histogram>& groups);

// Mann-Whitney U test, two-sided, by the normal approximation with the tie correction and a
// continuity correction of 1/2 (as R's wilcox.test(exact = FALSE) and SciPy's
// mannwhitneyu(method = "asymptotic")). U is the statistic of the first sample: the number of
// pairs (x from a, y from b) with x > y, plus half the ties.
struct MannWhitneyResult {
  double u = 0;
  double z = 0;
  double p = 1;
  bool defined = true;
};
MannWhitneyResult mann_whitney(const Histogram& a, const Histogram& b);

// One-way analysis of variance (Fisher's F-test of equal means) from each group's count, sum and
// sum of squares, so that groups summed chunk by chunk can be tested without their values. The
// p-value from the F distribution with (groups - 1, n - groups) degrees of freedom. Empty groups
// are ignored; fewer than two non-empty groups, no degrees of freedom within the groups, or no
// variance within them give F = 0, p = 1, defined false.
struct GroupSums {
  std::uint64_t n = 0;
  double sum = 0;
  double sum_squares = 0;
};
struct AnovaResult {
  double f = 0;
  int df_between = 0;
  std::uint64_t df_within = 0;
  double p = 1;
  bool defined = true;
};
AnovaResult one_way_anova(const std::vector<GroupSums>& groups);

// Two-sided p-values of the reference distributions (Boost.Math).
double normal_two_sided_p(double z);
double student_t_two_sided_p(double t, double df);
double chi_squared_upper_p(double x, double df);
double fisher_f_upper_p(double f, double df1, double df2);

}  // namespace puzzlelab::lab
