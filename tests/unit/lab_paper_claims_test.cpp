// A paper's claim that a metric differs between solvable and unsolvable challenges
// ("solvable_unsolvable_differ", lab/published.hpp): Welch's t-test from the document's group
// summaries, checked against the test on the raw samples and Wikipedia's worked examples.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_in_process.hpp"
#include "game/game.hpp"
#include "game/request_fields.hpp"
#include "lab/published.hpp"
#include "lab/spec.hpp"
#include "lab/stats.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

// A group's summary as the experiment document writes it: n, mean, 95% interval (rounded to six
// digits, as the document rounds).
json claims_group_summary(const std::vector<double>& values) {
  const double n = static_cast<double>(values.size());
  const double mean = lab::mean(values);
  const double half = 1.959963984540054 * std::sqrt(lab::sample_variance(values) / n);
  const auto six = [](double x) {
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", x);
    return std::strtod(text, nullptr);
  };
  return {{"n", values.size()}, {"mean", mean}, {"interval", {six(mean - half), six(mean + half)}}};
}

// Wikipedia's "Welch's t-test" examples (also in lab_stats_test.cpp): p = 0.021 and p = 0.149.
const std::vector<double> kClaimsA1 = {27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1,
                                       21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4};
const std::vector<double> kClaimsA2 = {27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0,
                                       24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4};
const std::vector<double> kClaimsB1 = {17.2, 20.9, 22.6, 18.1, 21.7, 21.4, 23.5, 24.2, 14.7, 21.8};
const std::vector<double> kClaimsB2 = {21.5, 22.8, 21.0, 23.0, 21.6, 23.6, 22.5, 20.7, 23.4, 21.8,
                                       20.7, 21.7, 21.5, 22.5, 23.6, 21.5, 22.5, 23.5, 21.5, 21.8};

// The BoxOff (4,6,4) preset's pair-equality claim in `doc`, after replacing Shuffled's solvable
// and unsolvable pair-equality summaries by the given samples.
json pair_equality_claim(json doc, const std::vector<double>& solvable, const std::vector<double>& unsolvable) {
  json& groups = doc["setups"]["shuffled"]["metrics"]["pair_equality"];
  groups["solvable"] = claims_group_summary(solvable);
  groups["unsolvable"] = claims_group_summary(unsolvable);
  const json request = {{"preset", "boxoff-4x6x4"}};  // RequestFields reads it in place
  RequestFields fields(request);
  const lab::ExperimentSpec spec = lab::read_experiment_spec(fields, all_games());
  for (const json& entry : lab::compare_with_paper(spec, doc))
    if (entry["claim"] == "solvable_unsolvable_differ") return entry;
  return nullptr;
}

}  // namespace

TEST_CASE("lab stats: Welch's t-test from summaries equals the test on the samples") {
  for (const auto& [a, b] : {std::pair{kClaimsA1, kClaimsA2}, std::pair{kClaimsB1, kClaimsB2}}) {
    const lab::WelchResult raw = lab::welch_t_test(a, b);
    const double na = static_cast<double>(a.size()), nb = static_cast<double>(b.size());
    const lab::WelchResult summed = lab::welch_t_test_from_summaries(lab::mean(a), lab::sample_variance(a) / na, na,
                                                                     lab::mean(b), lab::sample_variance(b) / nb, nb);
    CHECK(summed.t == doctest::Approx(raw.t));
    CHECK(summed.df == doctest::Approx(raw.df));
    CHECK(summed.p == doctest::Approx(raw.p));
  }
  CHECK_FALSE(lab::welch_t_test_from_summaries(1, 0.1, 1, 2, 0.1, 10).defined);
}

TEST_CASE("lab: BoxOff's pair equality claim tests solvable against unsolvable challenges") {
  const test::CliRun run =
      test::run_cli_in_process({"experiment", "--preset", "boxoff-4x6x4", "--trials", "2", "--per-trial", "10"});
  REQUIRE(run.exit_code == 0);
  const json doc = json::parse(run.out);
  // The preset carries the claim, and the document's own figures give it a p-value or null.
  bool found = false;
  for (const json& entry : doc["paper"])
    if (entry["claim"] == "solvable_unsolvable_differ") {
      found = true;
      CHECK(entry["setup"] == "shuffled");
      CHECK(entry["quantity"] == "metric:pair_equality");
      CHECK(entry["source"].get<std::string>().find("Fig. 18") != std::string::npos);
      CHECK(entry["measured"].contains("solvable"));
      CHECK(entry.contains("p"));
    }
  CHECK(found);

  const json significant = pair_equality_claim(doc, kClaimsA2, kClaimsA1);
  REQUIRE(significant.is_object());
  CHECK(significant["p"].get<double>() == doctest::Approx(0.021).epsilon(0.0005 / 0.021));
  CHECK(significant["agrees"] == true);
  CHECK(significant["measured"]["solvable"].get<double>() == doctest::Approx(lab::mean(kClaimsA2)));
  CHECK(significant["measured"]["unsolvable"].get<double>() == doctest::Approx(lab::mean(kClaimsA1)));

  const json not_significant = pair_equality_claim(doc, kClaimsB2, kClaimsB1);
  CHECK(not_significant["p"].get<double>() == doctest::Approx(0.149).epsilon(0.0005 / 0.149));
  CHECK(not_significant["agrees"] == false);

  // A group with a single challenge gives no test: nothing to compare, not a disagreement.
  const json one = pair_equality_claim(doc, {0.3}, kClaimsB1);
  CHECK(one["agrees"].is_null());
}
