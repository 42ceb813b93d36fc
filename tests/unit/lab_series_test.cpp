// A published study over a size (engine/lab/series.hpp): the Pretzel series is the presets
// pretzel-4x2 ... pretzel-4xN with the series' sizes and seed, its link is read back unchanged,
// and bad series and links are refused with a message naming the problem.
#include <doctest/doctest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "game/request_fields.hpp"
#include "input_error_checks.hpp"
#include "lab/lab_link.hpp"
#include "lab/series.hpp"
#include "lab/spec.hpp"

using json = nlohmann::json;
using namespace puzzlelab;
using test::error_of;

TEST_CASE("lab series: the Pretzel series runs each rank's preset with the series' sizes and seed") {
  lab::SeriesSpec spec = lab::SeriesSpec::defaults("pretzel-4xN");
  CHECK(spec.to == 8);
  CHECK(spec.trials == 10);
  CHECK(spec.per_trial == 20);
  CHECK(spec.sizes() == std::vector<int>{2, 3, 4, 5, 6, 7, 8});
  spec.to = 5;
  spec.trials = 3;
  spec.per_trial = 7;
  spec.seed = 11;
  const auto experiments = lab::series_experiments(spec);
  REQUIRE(experiments.size() == 4);
  for (int ranks = 2; ranks <= 5; ++ranks) {
    const lab::ExperimentSpec& e = experiments[static_cast<std::size_t>(ranks - 2)];
    // What `puzzlelab experiment --preset pretzel-4xN --trials 3 --per-trial 7 --seed 11` runs.
    const json request = {
        {"preset", "pretzel-4x" + std::to_string(ranks)}, {"trials", 3}, {"per_trial", 7}, {"seed", "11"}};
    RequestFields fields(request);
    CHECK(e.to_json() == lab::read_experiment_spec(fields, all_games()).to_json());
    CHECK(e.params["ranks"] == ranks);
    CHECK(e.params["suits"] == 4);
    CHECK(e.preset == "pretzel-4x" + std::to_string(ranks));
    CHECK(e.setups == std::vector<std::string>{"shuffled", "sequential-suits", "banded-suits"});
  }
  CHECK(spec.to_json() == json{{"name", "pretzel-4xN"},
                               {"parameter", "ranks"},
                               {"from", 2},
                               {"to", 5},
                               {"trials", 3},
                               {"per_trial", 7},
                               {"seed", "11"}});
}

TEST_CASE("lab series: bad series are refused with the problem named") {
  lab::SeriesSpec spec = lab::SeriesSpec::defaults("pretzel-4xN");
  spec.to = 10;
  CHECK(error_of([&] { lab::series_experiments(spec); }, "bad_experiment") ==
        "the series pretzel-4xN runs ranks from 2 to a last value from 3 to 9; 10 is out of range");
  spec.to = 2;
  CHECK(error_of([&] { lab::series_experiments(spec); }, "bad_experiment") ==
        "the series pretzel-4xN runs ranks from 2 to a last value from 3 to 9; 2 is out of range");
  spec.to = 4;
  spec.trials = 0;
  CHECK(error_of([&] { lab::series_experiments(spec); }, "bad_experiment") ==
        "trials must be a whole number from 1 to 10000; '0' is too small");
  CHECK(error_of([] { lab::SeriesSpec::defaults("boxoff-NxN"); }, "unknown_preset") ==
        "unknown series 'boxoff-NxN' (known: pretzel-4xN)");
}

TEST_CASE("lab series: links are written, read back unchanged, and bad ones refused") {
  lab::SeriesSpec spec = lab::SeriesSpec::defaults("pretzel-4xN");
  spec.to = 6;
  spec.trials = 4;
  spec.per_trial = 25;
  spec.seed = 18446744073709551516ULL;  // the largest whose 4 x 25 challenges fit below 2^64
  const std::string link = lab::format_series_link(spec);
  CHECK(link == "#v1/lab/series/pretzel-4xN/to=6.trials=4.per_trial=25.seed=18446744073709551516");
  CHECK(lab::is_series_link(link));
  CHECK(lab::is_lab_link(link));  // the app routes it to the Lab screen
  CHECK_FALSE(lab::is_series_link("#v1/lab/preset/pretzel-4x4"));
  CHECK_FALSE(lab::is_series_link("%%%"));
  CHECK(lab::parse_series_link(link) == spec);
  CHECK(lab::parse_series_link("https://example.org/app/" + link) == spec);
  // Options may come in any order; those left out keep the series' defaults.
  const lab::SeriesSpec short_form = lab::parse_series_link("#v1/lab/series/pretzel-4xN/seed=3.to=4");
  CHECK(short_form.to == 4);
  CHECK(short_form.seed == 3);
  CHECK(short_form.trials == 10);
  CHECK(short_form.per_trial == 20);

  const auto refused = [](const std::string& text, const std::string& code, const std::string& message) {
    INFO(text);
    CHECK(error_of([&] { lab::parse_series_link(text); }, code) == message);
  };
  const std::string shape = "a series link reads '#v1/lab/series/NAME/to=N.trials=T.per_trial=P.seed=S'";
  refused("#v1/lab/series", "bad_link", shape);
  refused("#v1/lab/series/pretzel-4xN", "bad_link", shape);
  refused("#v1/lab/series/pretzel-4xN/to=4/more", "bad_link", shape);
  refused("#v1/lab/series/pretzel-4xN/ranks=4", "bad_link",
          "unknown option 'ranks' (known: to, trials, per_trial, seed)");
  refused("#v1/lab/series/pretzel-4xN/to=4.to=5", "bad_link", "option 'to' appears twice");
  refused("#v1/lab/series/pretzel-4xN/to=four", "bad_link", "option 'to' must be a whole number, not 'four'");
  refused("#v1/lab/series/pretzel-4xN/to", "bad_link", "option 'to' must be written name=value");
  refused("#v1/lab/series/pretzel-4xN/seed=99999999999999999999", "bad_link",
          "option 'seed' must be a whole number, not '99999999999999999999'");
  refused("#v1/lab/series/pretzel-9xN/to=4", "unknown_preset", "unknown series 'pretzel-9xN' (known: pretzel-4xN)");
  refused("#v1/lab/series/pretzel-4xN/to=12", "bad_experiment",
          "the series pretzel-4xN runs ranks from 2 to a last value from 3 to 9; 12 is out of range");
  refused("#v1/lab/series/pretzel-4xN/per_trial=0", "bad_experiment",
          "per_trial must be a whole number from 1 to 1000000; '0' is too small");
}
