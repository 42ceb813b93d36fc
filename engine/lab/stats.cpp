#include "lab/stats.hpp"

#include <algorithm>
#include <cmath>

#include <boost/math/distributions/chi_squared.hpp>
#include <boost/math/distributions/fisher_f.hpp>
#include <boost/math/distributions/normal.hpp>
#include <boost/math/distributions/students_t.hpp>

namespace puzzlelab::lab {

Interval wilson_interval(std::uint64_t successes, std::uint64_t trials, double z) {
  if (trials == 0) return {0, 1};
  const double n = static_cast<double>(trials);
  const double p = static_cast<double>(successes) / n;
  const double z2 = z * z;
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  // At 0 and n successes the bounds are exactly 0 and 1; rounding would leave a trace.
  return {successes == 0 ? 0.0 : std::max(0.0, centre - half),
          successes == trials ? 1.0 : std::min(1.0, centre + half)};
}

double quantile(const std::vector<double>& sorted, double q) {
  if (sorted.empty()) return 0;
  const double h = (static_cast<double>(sorted.size()) - 1) * q;
  const auto low = static_cast<std::size_t>(std::floor(h));
  const std::size_t high = std::min(low + 1, sorted.size() - 1);
  return sorted[low] + (h - static_cast<double>(low)) * (sorted[high] - sorted[low]);
}

std::uint64_t histogram_count(const Histogram& histogram) {
  std::uint64_t n = 0;
  for (const auto& [value, count] : histogram) n += count;
  return n;
}

namespace {

// The value at 0-based rank `index` of the sample the histogram describes.
double value_at(const Histogram& histogram, std::uint64_t index) {
  std::uint64_t seen = 0;
  for (const auto& [value, count] : histogram) {
    seen += count;
    if (index < seen) return value;
  }
  return histogram.empty() ? 0 : histogram.rbegin()->first;
}

}  // namespace

double quantile(const Histogram& histogram, double q) {
  const std::uint64_t n = histogram_count(histogram);
  if (n == 0) return 0;
  const double h = (static_cast<double>(n) - 1) * q;
  const auto low = static_cast<std::uint64_t>(std::floor(h));
  const std::uint64_t high = std::min(low + 1, n - 1);
  const double a = value_at(histogram, low);
  const double b = value_at(histogram, high);
  return a + (h - static_cast<double>(low)) * (b - a);
}

double mean(const std::vector<double>& values) {
  if (values.empty()) return 0;
  double sum = 0;
  for (double v : values) sum += v;
  return sum / static_cast<double>(values.size());
}

double sample_variance(const std::vector<double>& values) {
  if (values.size() < 2) return 0;
  const double m = mean(values);
  double sum = 0;
  for (double v : values) sum += (v - m) * (v - m);
  return sum / static_cast<double>(values.size() - 1);
}

double normal_two_sided_p(double z) {
  const boost::math::normal_distribution<double> normal;
  return std::min(1.0, 2 * boost::math::cdf(boost::math::complement(normal, std::fabs(z))));
}

double student_t_two_sided_p(double t, double df) {
  const boost::math::students_t_distribution<double> dist(df);
  return std::min(1.0, 2 * boost::math::cdf(boost::math::complement(dist, std::fabs(t))));
}

double chi_squared_upper_p(double x, double df) {
  const boost::math::chi_squared_distribution<double> dist(df);
  return boost::math::cdf(boost::math::complement(dist, std::max(0.0, x)));
}

double fisher_f_upper_p(double f, double df1, double df2) {
  const boost::math::fisher_f_distribution<double> dist(df1, df2);
  return boost::math::cdf(boost::math::complement(dist, std::max(0.0, f)));
}

AnovaResult one_way_anova(const std::vector<GroupSums>& groups) {
  AnovaResult out;
  std::uint64_t n = 0;
  double sum = 0;
  int k = 0;
  for (const GroupSums& g : groups) {
    if (g.n == 0) continue;
    n += g.n;
    sum += g.sum;
    ++k;
  }
  if (k < 2 || n <= static_cast<std::uint64_t>(k)) {
    out.defined = false;
    return out;
  }
  const double grand_mean = sum / static_cast<double>(n);
  double between = 0, within = 0;
  for (const GroupSums& g : groups) {
    if (g.n == 0) continue;
    const double count = static_cast<double>(g.n);
    const double m = g.sum / count;
    between += count * (m - grand_mean) * (m - grand_mean);
    within += std::max(0.0, g.sum_squares - count * m * m);
  }
  out.df_between = k - 1;
  out.df_within = n - static_cast<std::uint64_t>(k);
  // Relative to the data's scale, a within-group sum this small is rounding, not variance.
  if (!(within > 1e-12 * std::max(1.0, between))) {
    out.defined = false;
    return out;
  }
  out.f = (between / out.df_between) / (within / static_cast<double>(out.df_within));
  out.p = fisher_f_upper_p(out.f, out.df_between, static_cast<double>(out.df_within));
  return out;
}

WelchResult welch_t_test(const std::vector<double>& a, const std::vector<double>& b) {
  WelchResult out;
  const double na = static_cast<double>(a.size());
  const double nb = static_cast<double>(b.size());
  if (a.size() < 2 || b.size() < 2) {
    out.defined = false;
    return out;
  }
  return welch_t_test_from_summaries(mean(a), sample_variance(a) / na, na, mean(b), sample_variance(b) / nb, nb);
}

WelchResult welch_t_test_from_summaries(double ma, double va, double na, double mb, double vb, double nb) {
  WelchResult out;
  if (!(na >= 2) || !(nb >= 2)) {
    out.defined = false;
    return out;
  }
  if (va + vb == 0) {
    out.defined = false;
    out.p = ma == mb ? 1 : 0;
    return out;
  }
  out.t = (ma - mb) / std::sqrt(va + vb);
  // Welch-Satterthwaite degrees of freedom.
  out.df = (va + vb) * (va + vb) / (va * va / (na - 1) + vb * vb / (nb - 1));
  out.p = student_t_two_sided_p(out.t, out.df);
  return out;
}

namespace {

// Mid-ranks of the pooled values: value -> average rank (1-based) among all observations.
// Also the tie term sum(t^3 - t) over groups of equal values.
struct PooledRanks {
  std::map<int, double> rank;
  double n = 0;
  double tie_term = 0;
};

PooledRanks pooled_ranks(const std::vector<const Histogram*>& groups) {
  Histogram pooled;
  for (const Histogram* g : groups)
    for (const auto& [value, count] : *g) pooled[value] += count;
  PooledRanks out;
  double below = 0;
  for (const auto& [value, count] : pooled) {
    const double t = static_cast<double>(count);
    out.rank[value] = below + (t + 1) / 2;
    out.tie_term += t * t * t - t;
    below += t;
  }
  out.n = below;
  return out;
}

}  // namespace

KruskalWallisResult kruskal_wallis(const std::vector<Histogram>& groups) {
  KruskalWallisResult out;
  std::vector<const Histogram*> present;
  for (const Histogram& g : groups)
    if (histogram_count(g) > 0) present.push_back(&g);
  if (present.size() < 2) {
    out.defined = false;
    return out;
  }
  const PooledRanks ranks = pooled_ranks(present);
  const double n = ranks.n;
  const double correction = 1 - ranks.tie_term / (n * n * n - n);
  if (correction <= 0) {
    out.defined = false;  // every value equal
    return out;
  }
  double sum = 0;
  for (const Histogram* g : present) {
    double rank_sum = 0;
    for (const auto& [value, count] : *g) rank_sum += ranks.rank.at(value) * static_cast<double>(count);
    sum += rank_sum * rank_sum / static_cast<double>(histogram_count(*g));
  }
  out.h = (12 / (n * (n + 1)) * sum - 3 * (n + 1)) / correction;
  out.df = static_cast<int>(present.size()) - 1;
  out.p = chi_squared_upper_p(out.h, out.df);
  return out;
}

MannWhitneyResult mann_whitney(const Histogram& a, const Histogram& b) {
  MannWhitneyResult out;
  const double na = static_cast<double>(histogram_count(a));
  const double nb = static_cast<double>(histogram_count(b));
  if (na == 0 || nb == 0) {
    out.defined = false;
    return out;
  }
  const PooledRanks ranks = pooled_ranks({&a, &b});
  double rank_sum = 0;
  for (const auto& [value, count] : a) rank_sum += ranks.rank.at(value) * static_cast<double>(count);
  out.u = rank_sum - na * (na + 1) / 2;
  const double n = na + nb;
  const double mu = na * nb / 2;
  const double variance = na * nb / 12 * ((n + 1) - ranks.tie_term / (n * (n - 1)));
  if (variance <= 0) {
    out.defined = false;  // every value equal
    return out;
  }
  const double diff = out.u - mu;
  const double corrected = diff > 0 ? diff - 0.5 : diff < 0 ? diff + 0.5 : 0;
  out.z = corrected / std::sqrt(variance);
  out.p = normal_two_sided_p(out.z);
  return out;
}

}  // namespace puzzlelab::lab
