#include "lab/validity_statistics.hpp"

#include <optional>

#include "core/rng.hpp"
#include "lab/bootstrap.hpp"
#include "lab/figures.hpp"
#include "lab/rank_statistics.hpp"

namespace puzzlelab::lab {

namespace {

using json = nlohmann::json;

json figure_or_null(const std::optional<double>& value) { return value ? rounded_figure(*value) : json(nullptr); }

// {"value", "low", "high"}: the interval only where the value exists.
json value_with_interval(const std::optional<double>& value, const std::vector<double>& resampled,
                         std::uint64_t resamples) {
  const std::optional<Interval> interval = value ? percentile_interval(resampled, resamples) : std::nullopt;
  return {{"value", figure_or_null(value)},
          {"low", interval ? rounded_figure(interval->low) : json(nullptr)},
          {"high", interval ? rounded_figure(interval->high) : json(nullptr)}};
}

}  // namespace

std::uint64_t resample_stream(std::string_view measure, std::uint64_t part) {
  std::uint64_t h = 14695981039346656037ull;
  for (const char c : measure) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  return h ^ part;
}

json correlation_figures(const std::vector<double>& x, const std::vector<double>& y, const ResampleSettings& settings,
                         std::uint64_t stream) {
  const PairedSample sample(x, y);
  const std::optional<double> rho = sample.spearman(), tau = sample.kendall_tau_b();
  std::vector<double> rhos, taus;
  if (rho || tau) {
    Rng rng(settings.seed, stream);
    for_each_resample(
        sample.size(), settings.resamples, rng,
        [&](const Counts& counts) {
          if (const auto r = sample.spearman(counts)) rhos.push_back(*r);
          if (const auto t = sample.kendall_tau_b(counts)) taus.push_back(*t);
        },
        settings.check);
  }
  const json spearman = value_with_interval(rho, rhos, settings.resamples);
  return {{"n", x.size()},
          {"spearman", spearman["value"]},
          {"low", spearman["low"]},
          {"high", spearman["high"]},
          {"kendall", value_with_interval(tau, taus, settings.resamples)}};
}

json auc_figures(const std::vector<double>& score, const std::vector<bool>& gave_up, const ResampleSettings& settings,
                 std::uint64_t stream) {
  const ScoredSample sample(score, gave_up);
  const std::optional<double> auc = sample.auc();
  std::vector<double> aucs;
  if (auc) {
    Rng rng(settings.seed, stream);
    for_each_resample(
        sample.size(), settings.resamples, rng,
        [&](const Counts& counts) {
          if (const auto a = sample.auc(counts)) aucs.push_back(*a);
        },
        settings.check);
  }
  json out = value_with_interval(auc, aucs, settings.resamples);
  std::size_t given_up = 0;
  for (const bool g : gave_up) given_up += g ? 1 : 0;
  out["n"] = score.size();
  out["gave_up"] = given_up;
  return out;
}

json thinned_points(const std::vector<json>& points, std::size_t cap) {
  json out = json::array();
  if (points.size() <= cap) {
    for (const json& p : points) out.push_back(p);
    return out;
  }
  // Point k of the cap stands at k * size / cap: evenly spaced, the first always kept.
  for (std::size_t k = 0; k < cap; ++k) out.push_back(points[k * points.size() / cap]);
  return out;
}

}  // namespace puzzlelab::lab
