// A Lab link's study runs at once only when it is small (middle/lab_cost, middle/open_policy): the
// estimate counts every challenge of every setup, size and point at its game's cost, the links the
// app's own pages and tests open run at once, and a link asking for 10^8 challenges waits for Run
// with a note giving its size.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "lab/lab_link.hpp"
#include "lab/series.hpp"
#include "lab/sweep_link.hpp"
#include "middle/lab_cost.hpp"
#include "middle/open_policy.hpp"

using namespace puzzlelab;

namespace {

double link_seconds(const std::string& link, int workers) {
  if (lab::is_sweep_link(link)) return study_seconds(study_worker_seconds(lab::parse_sweep_link(link)), workers);
  if (lab::is_series_link(link))
    return study_seconds(study_worker_seconds(lab::series_experiments(lab::parse_series_link(link))), workers);
  return study_seconds(study_worker_seconds(lab::parse_lab_link(link)), workers);
}

}  // namespace

TEST_CASE("lab cost: every challenge of every setup counts, at its game's and setup's cost") {
  const lab::ExperimentSpec one = lab::parse_lab_link("#v1/lab/fujisan/standard/any-coin/trials=10.per_trial=100");
  CHECK(study_worker_seconds(one) == doctest::Approx(1000 * challenge_ms("fujisan", "any-coin", false) / 1000));
  // Twice the trials, twice the time; another setup adds its own.
  lab::ExperimentSpec twice = one;
  twice.trials = 20;
  CHECK(study_worker_seconds(twice) == doctest::Approx(2 * study_worker_seconds(one)));
  lab::ExperimentSpec two = one;
  two.setups.push_back("unique-pairs");
  CHECK(study_worker_seconds(two) ==
        doctest::Approx(study_worker_seconds(one) + 1000 * challenge_ms("fujisan", "unique-pairs", false) / 1000));
  // The effort group costs a search of the game tree more; a setup the table does not know costs
  // the game's dearest, a game it does not know the dearest of all.
  CHECK(challenge_ms("fujisan", "any-coin", true) > 10 * challenge_ms("fujisan", "any-coin", false));
  CHECK(challenge_ms("sigmar", "some-described-setup", false) == challenge_ms("sigmar", "random-test", false));
  CHECK(challenge_ms("no-such-game", "x", false) >= challenge_ms("sigmar", "random-test", false));
  CHECK(challenge_ms("pretzel", "shuffled", false) < challenge_ms("boxoff", "shuffled", false));
  // Workers share the work.
  CHECK(study_seconds(120, 4) == doctest::Approx(30));
  CHECK(study_seconds(120, 0) == doctest::Approx(120));
  // A series counts every size, a sweep every point.
  const lab::SeriesSpec series = lab::parse_series_link("#v1/lab/series/pretzel-4xN/to=5.trials=2.per_trial=6.seed=5");
  const std::vector<lab::ExperimentSpec> sizes = lab::series_experiments(series);
  REQUIRE(sizes.size() > 1);
  CHECK(study_worker_seconds(sizes) > study_worker_seconds(sizes.front()));
  const lab::SweepSpec sweep = lab::parse_sweep_link(
      "#v1/lab/sweep/boxoff/standard.colours=3.cols=6.rows=6/shuffled.l-tiles/rows=2_3_4.colours=2_3/"
      "trials=2.per_trial=5.seed=1");
  double points = 0;
  for (const lab::SweepPoint& p : sweep.points)
    if (p.experiment) points += study_worker_seconds(*p.experiment);
  CHECK(points > 0);
  CHECK(study_worker_seconds(sweep) == doctest::Approx(points));
}

TEST_CASE("lab cost: the app's own small links run at once; 10^8 challenges wait for Run and say why") {
  // The links the browser tests open expect to run at once, even on one worker.
  for (const std::string link : {
           "#v1/lab/boxoff/standard.colours=4.cols=6.rows=4/shuffled.l-tiles/"
           "trials=3.per_trial=10.seed=7.random_solver=playout",
           "#v1/lab/preset/pretzel-4x5/trials=6.per_trial=4",
           "#v1/lab/fujisan/standard/engraved-tiles.dominoes/trials=4.per_trial=25.seed=3.random_solver=no-repeat",
           "#v1/lab/series/pretzel-4xN/to=4.trials=2.per_trial=6.seed=5",
           "#v1/lab/sweep/boxoff/standard.colours=3.cols=6.rows=6/shuffled.l-tiles/rows=2_3_4.colours=2_3/"
           "trials=2.per_trial=5.seed=1",
       }) {
    CAPTURE(link);
    CHECK(lab_link_start(link_seconds(link, 1)) == LabLinkStart::at_once);
  }
  const std::string huge = "#v1/lab/fujisan/standard/pure-random.any-coin/trials=10000.per_trial=10000";
  const double seconds = link_seconds(huge, 4);
  CHECK(lab_link_start(seconds) == LabLinkStart::on_run);
  CHECK(large_study_note(seconds).find("days): press Run to start.") != std::string::npos);
  // The line is a minute on the clock.
  CHECK(lab_link_start(kLabLinkRunsAtOnceSeconds) == LabLinkStart::at_once);
  CHECK(lab_link_start(kLabLinkRunsAtOnceSeconds + 1) == LabLinkStart::on_run);
  CHECK(large_study_note(61) == "This study is large (about 1 minute): press Run to start.");
  CHECK(large_study_note(150) == "This study is large (about 3 minutes): press Run to start.");
  CHECK(large_study_note(3 * 3600, "Run sweep") == "This study is large (about 3 hours): press Run sweep to start.");
  CHECK(large_study_note(5 * 86400) == "This study is large (about 5 days): press Run to start.");
}
