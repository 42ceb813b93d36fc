// The percentile bootstrap (engine/lab/bootstrap.hpp) and the figures the validity document gives
// a measure (engine/lab/validity_statistics.hpp), on constructed samples whose answer is known:
// times made from a measure plus noise correlate, and the interval leaves 0 out; the same times
// shuffled do not, and the interval holds 0. Over twenty seeds each, so no lucky draw decides.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/rng.hpp"
#include "lab/bootstrap.hpp"
#include "lab/validity_statistics.hpp"

using namespace puzzlelab;
using namespace puzzlelab::lab;

namespace {

struct Sample {
  std::vector<double> measure, seconds;
};

// 60 challenges' measures (whole numbers 5..40, as solution lengths are) and times of 8 seconds a
// move plus noise of up to +-60 seconds; shuffled: the same times in a random order.
Sample constructed(std::uint64_t seed, bool shuffled) {
  Rng rng(seed, 7);
  Sample s;
  for (int i = 0; i < 60; ++i) {
    const double m = 5 + rng.below(36);
    s.measure.push_back(m);
    s.seconds.push_back(std::round(10 * (8 * m + (rng.unit() - 0.5) * 120)) / 10);
  }
  if (shuffled) rng.shuffle(std::span<double>(s.seconds));
  return s;
}

ResampleSettings settings(std::uint64_t seed) {
  return {2000, seed, [] {}};
}

}  // namespace

TEST_CASE("bootstrap: the same seed draws the same resamples, another seed others") {
  const auto draw = [](std::uint64_t seed) {
    Rng rng(seed);
    std::vector<Counts> out;
    for_each_resample(
        5, 3, rng, [&](const Counts& c) { out.push_back(c); }, [] {});
    return out;
  };
  CHECK(draw(1) == draw(1));
  CHECK(draw(1) != draw(2));
  for (const Counts& c : draw(3)) {
    std::uint32_t total = 0;
    for (const std::uint32_t k : c) total += k;
    CHECK(total == 5);  // n draws with replacement
  }
}

TEST_CASE("bootstrap: the percentile interval, and none when most resamples left it undefined") {
  std::vector<double> values;
  for (int i = 0; i <= 100; ++i) values.push_back(i);
  const auto interval = percentile_interval(values, 101);
  REQUIRE(interval);
  CHECK(interval->low == doctest::Approx(2.5));
  CHECK(interval->high == doctest::Approx(97.5));
  CHECK_FALSE(percentile_interval(values, 1000));  // 101 defined of 1000
  CHECK_FALSE(percentile_interval({}, 100));
}

TEST_CASE("bootstrap: a check that throws stops the resampling") {
  Rng rng(1);
  int seen = 0;
  CHECK_THROWS_AS(for_each_resample(
                      4, 100, rng, [&](const Counts&) { ++seen; },
                      [&] {
                        if (seen == 10) throw std::runtime_error("stop");
                      }),
                  std::runtime_error);
  CHECK(seen == 10);
}

TEST_CASE("validity figures: times made from a measure plus noise correlate, with an interval that leaves 0 out") {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    CAPTURE(seed);
    const Sample s = constructed(seed, false);
    const nlohmann::json f = correlation_figures(s.measure, s.seconds, settings(seed), resample_stream("length", 0));
    CHECK(f["n"] == 60);
    CHECK(f["spearman"].get<double>() > 0.7);
    CHECK(f["low"].get<double>() > 0);
    CHECK(f["low"].get<double>() < f["spearman"].get<double>());
    CHECK(f["high"].get<double>() > f["spearman"].get<double>());
    CHECK(f["kendall"]["value"].get<double>() > 0.5);
    CHECK(f["kendall"]["low"].get<double>() > 0);
    CHECK(f["kendall"]["high"].get<double>() <= 1);
  }
}

TEST_CASE("validity figures: shuffled times give intervals that hold 0 for nearly every seed") {
  // A 95% interval misses the truth (0) about one time in twenty: most seeds hold it, a few may not.
  int rho_holds = 0, tau_holds = 0;
  double widest = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const Sample s = constructed(seed, true);
    const nlohmann::json f = correlation_figures(s.measure, s.seconds, settings(seed), resample_stream("length", 0));
    rho_holds += f["low"].get<double>() <= 0 && f["high"].get<double>() >= 0 ? 1 : 0;
    tau_holds += f["kendall"]["low"].get<double>() <= 0 && f["kendall"]["high"].get<double>() >= 0 ? 1 : 0;
    widest = std::max(widest, f["high"].get<double>() - f["low"].get<double>());
    CHECK(std::fabs(f["spearman"].get<double>()) < 0.45);
  }
  CHECK(rho_holds >= 17);
  CHECK(tau_holds >= 17);
  CHECK(widest > 0.3);  // 60 pairs: an interval about 0.5 wide, not a point
}

TEST_CASE("validity figures: giving up on the hardest gives a high AUC; at random about one half") {
  int signal_excludes_half = 0, noise_holds_half = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Rng rng(seed, 9);
    std::vector<double> measure;
    std::vector<bool> gave_up, at_random;
    for (int i = 0; i < 80; ++i) {
      measure.push_back(5 + rng.below(36));
      gave_up.push_back(measure.back() + rng.below(16) > 35);
      at_random.push_back(rng.below(4) == 0);
    }
    const nlohmann::json signal = auc_figures(measure, gave_up, settings(seed), resample_stream("length", 1));
    const nlohmann::json noise = auc_figures(measure, at_random, settings(seed), resample_stream("length", 1));
    CHECK(signal["n"] == 80);
    CHECK(signal["value"].get<double>() > 0.8);
    signal_excludes_half += signal["low"].get<double>() > 0.5 ? 1 : 0;
    noise_holds_half += noise["low"].get<double>() <= 0.5 && noise["high"].get<double>() >= 0.5 ? 1 : 0;
  }
  CHECK(signal_excludes_half == 20);
  CHECK(noise_holds_half >= 17);
}

TEST_CASE("validity figures: undefined statistics are null, and points are thinned evenly") {
  const nlohmann::json f = correlation_figures({3, 3, 3, 3}, {1, 2, 3, 4}, settings(1), 0);
  CHECK(f["spearman"].is_null());
  CHECK(f["low"].is_null());
  CHECK(f["kendall"]["value"].is_null());
  const nlohmann::json a = auc_figures({1, 2, 3}, {false, false, false}, settings(1), 0);
  CHECK(a["value"].is_null());
  CHECK(a["gave_up"] == 0);
  std::vector<nlohmann::json> points;
  for (int i = 0; i < 10; ++i) points.push_back(i);
  CHECK(thinned_points(points, 20).size() == 10);
  CHECK(thinned_points(points, 5) == nlohmann::json{0, 2, 4, 6, 8});
}
