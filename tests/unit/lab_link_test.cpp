// Lab links (engine/lab/lab_link, docs/LINKS.md "Lab links"): experiments written as links and
// read back unchanged, and bad links refused with a message naming the problem.
#include <doctest/doctest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "core/input_error.hpp"
#include "game/request_fields.hpp"
#include "input_error_checks.hpp"
#include "lab/lab_link.hpp"
#include "lab/published.hpp"
#include "lab/spec.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

lab::ExperimentSpec spec_from(const json& request) {
  RequestFields fields(request);
  lab::ExperimentSpec spec = lab::read_experiment_spec(fields, all_games());
  fields.reject_unknown("experiment");
  return spec;
}

void check_refused(const std::string& link, const std::string& code, const std::string& message) {
  INFO(link);
  try {
    lab::parse_lab_link(link);
    FAIL("accepted");
  } catch (const InputError& e) {
    CHECK(e.code() == code);
    CHECK(std::string(e.what()) == message);
  }
}

}  // namespace

TEST_CASE("lab links: every kind of experiment is written and read back unchanged") {
  const std::vector<std::pair<json, std::string>> cases = {
      {{{"game", "boxoff"},
        {"params", {{"rows", 4}, {"cols", 6}, {"colours", 4}}},
        {"setups", {"shuffled", "l-tiles"}},
        {"trials", 3},
        {"per_trial", 20},
        {"seed", 7}},
       "#v1/lab/boxoff/standard.colours=4.cols=6.rows=4/shuffled.l-tiles/"
       "trials=3.per_trial=20.seed=7.random_solver=playout"},
      {{{"preset", "boxoff-4x6x4"}}, "#v1/lab/preset/boxoff-4x6x4"},
      // The largest seed whose 2 x 100 challenges all fit below 2^64 (seeds never wrap around).
      {{{"preset", "fujisan-setups"}, {"trials", 2}, {"seed", "18446744073709551416"}, {"random_solver", "cap20"}},
       "#v1/lab/preset/fujisan-setups/trials=2.seed=18446744073709551416.random_solver=cap20"},
      // A preset whose setups were changed keeps its name (the paper's values are compared).
      {{{"preset", "boxoff-6x6x6"}, {"setups", {"l-tiles"}}},
       "#v1/lab/boxoff/standard.colours=6.cols=6.rows=6/l-tiles/"
       "trials=10.per_trial=100.seed=1.random_solver=playout.preset=boxoff-6x6x6"},
      {{{"game", "fujisan"}, {"params", {{"variant", "summit_step"}}}, {"setups", {"dominoes"}}, {"max_nodes", 5000}},
       "#v1/lab/fujisan/summit_step/dominoes/trials=10.per_trial=100.seed=1.random_solver=no-repeat.max_nodes=5000"},
      // The measure groups asked for beside the study's own.
      {{{"preset", "pretzel-4x4"}, {"measures", {"effort"}}}, "#v1/lab/preset/pretzel-4x4/measures=effort"},
      {{{"game", "boxoff"},
        {"params", {{"rows", 2}, {"cols", 4}, {"colours", 2}}},
        {"setups", {"shuffled"}},
        {"measures", {"effort"}}},
       "#v1/lab/boxoff/standard.colours=2.cols=4.rows=2/shuffled/"
       "trials=10.per_trial=100.seed=1.random_solver=playout.measures=effort"},
  };
  for (const auto& [request, text] : cases) {
    const std::string link = text;  // INFO cannot capture bindings in clang 14
    INFO(link);
    const lab::ExperimentSpec spec = spec_from(request);
    CHECK(lab::format_lab_link(spec) == text);
    CHECK(lab::is_lab_link(text));
    CHECK(lab::parse_lab_link(text).to_json() == spec.to_json());
    // Pasted as a whole URL, percent-encoded, without '#'.
    CHECK(lab::parse_lab_link("https://example.org/puzzlelab/" + text).to_json() == spec.to_json());
    CHECK(lab::parse_lab_link(text.substr(1)).to_json() == spec.to_json());
  }
  CHECK(lab::parse_lab_link("#v1%2Flab%2Fpreset%2Fboxoff-4x6x4").preset == "boxoff-4x6x4");
}

TEST_CASE("lab links: challenge links and other text are not lab links") {
  CHECK_FALSE(lab::is_lab_link("#v1/fujisan/seed/dominoes/standard/1"));
  CHECK_FALSE(lab::is_lab_link(""));
  CHECK_FALSE(lab::is_lab_link("#v1/boxoff/lab"));
  CHECK_FALSE(lab::is_lab_link("#v1/lab%"));
  CHECK(lab::is_lab_link("#v1/lab"));
  CHECK(lab::is_lab_link("  #v1/lab/preset/x  "));
}

TEST_CASE("lab links: bad links are refused with a message naming the problem") {
  check_refused("#v1/lab", "bad_link",
                "a Lab link reads '#v1/lab/GAME/PARAMS/SETUPS/OPTIONS' or '#v1/lab/preset/NAME[/OPTIONS]'");
  check_refused("#v2/lab/preset/boxoff-4x6x4", "unsupported_link_version",
                "this link is version 2; this build of Puzzle Lab opens version 1 links only");
  check_refused("#v1/lab/preset", "bad_link", "a preset link reads '#v1/lab/preset/NAME[/OPTIONS]'");
  // The known presets are every game's published studies, in the Lab's order (games.cmake).
  const std::string presets = lab::study_preset_names();
  CHECK(presets.rfind("boxoff-4x6x4, boxoff-6x6x6, boxoff-6x8x3, pretzel-4x2, ", 0) == 0);
  check_refused("#v1/lab/preset/boxoff-9x9", "unknown_preset", "unknown preset 'boxoff-9x9' (known: " + presets + ")");
  check_refused("#v1/lab/preset/boxoff-4x6x4/trials=0", "bad_experiment",
                "trials must be a whole number from 1 to 10000; '0' is too small");
  check_refused("#v1/lab/preset/boxoff-4x6x4/trials", "bad_link", "option 'trials' must be written name=value");
  check_refused("#v1/lab/preset/boxoff-4x6x4/colour=3", "bad_link",
                "unknown option 'colour' (known: trials, per_trial, seed, random_solver, max_nodes, measures)");
  check_refused("#v1/lab/preset/boxoff-4x6x4/seed=1.seed=2", "bad_link", "option 'seed' appears twice");
  check_refused("#v1/lab/preset/boxoff-4x6x4/seed=1/more", "bad_link", "unexpected 'more' after the options");
  check_refused("#v1/lab/boxoff/standard/shuffled", "bad_link",
                "an experiment link reads '#v1/lab/GAME/PARAMS/SETUPS/OPTIONS'");
  std::string known;
  for (const auto& game : all_games()) known += (known.empty() ? "" : ", ") + game->name();
  check_refused("#v1/lab/chess/standard/a/trials=1", "unknown_game", "unknown game 'chess' (known: " + known + ")");
  check_refused("#v1/lab/boxoff/standard/shuffled.dominoes/trials=1", "unknown_setup",
                "unknown setup 'dominoes' for boxoff (known: shuffled, l-tiles, three-colour-tiles)");
  check_refused("#v1/lab/boxoff/standard/shuffled..l-tiles/trials=1", "bad_link", "an empty item in the setups");
  check_refused("#v1/lab/boxoff/standard/shuffled.shuffled/trials=1", "bad_experiment",
                "setup 'shuffled' is named twice");
  check_refused("#v1/lab/boxoff/standard.rows/shuffled/trials=1", "bad_link",
                "parameter 'rows' must be written name=value");
  check_refused("#v1/lab/boxoff/standard/shuffled/seed=-1", "bad_seed",
                "seed must be a whole number from 0 to 18446744073709551615; '-1' is negative");
  check_refused("#v1/lab/boxoff/standard/shuffled/trials=200.per_trial=1000000", "bad_experiment",
                "trials x per_trial is 200000000 challenges per setup; the limit is 100000000");
  check_refused("#v1/lab/fujisan/standard/dominoes/random_solver=walk", "unknown_random_solver",
                "unknown random solver 'walk' for fujisan (known: no-repeat, cap20)");
  check_refused("#v1/lab/boxoff/standard/shuffled/", "bad_link", "the options segment is empty");
  check_refused("#v1/lab/boxoff/standard/shuffled/preset=pretzel-4x4", "bad_experiment",
                "preset 'pretzel-4x4' is a study of pretzel, not of boxoff");
}
