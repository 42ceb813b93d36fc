// The search for a setup's hardest challenges (lab/extreme.hpp): Fujisan's local changes stay
// within the setup, the search is deterministic for its budget, finds at least what the seeds it
// tries hold, and stops on a time limit saying so; a measure the game's challenges never carry is
// refused before any work, every game's default measure finds something, and seeds never wrap.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/lab_game.hpp"
#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "game/game.hpp"
#include "game/params.hpp"
#include "game/request_fields.hpp"
#include "games/fujisan/neighbours.hpp"
#include "games/fujisan/setups.hpp"
#include "lab/extreme.hpp"
#include "lab/extreme_measures.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

lab::ExtremeSpec extreme_spec(const json& request) {
  RequestFields fields(request);
  lab::ExtremeSpec spec = lab::read_extreme_spec(fields, all_games());
  fields.reject_unknown("extreme");
  return spec;
}

// The message and code of reading a request that must be refused.
std::pair<std::string, std::string> refusal_of(const json& request) {
  try {
    extreme_spec(request);
  } catch (const InputError& error) {
    return {error.code(), error.what()};
  }
  FAIL("the request was accepted: " << request.dump());
  return {};
}

// "; the numeric measures of GAME are: a, b, ..." from the one list the search ranks.
std::string measures_listed(const std::string& game_name, const json& given = json::object()) {
  const Game& game = find_game(game_name);
  std::string names;
  for (const lab::ExtremeMeasure& m : lab::extreme_measures(game, normalize_params(game, given)))
    names += (names.empty() ? "" : ", ") + m.name;
  return "; the numeric measures of " + game_name + " are: " + names;
}

}  // namespace

TEST_CASE("extreme: Fujisan's setups deal boards they could deal, and every neighbour is one too") {
  for (const auto& info : fujisan::all_setups()) {
    CAPTURE(info.name);
    Rng rng(7);
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
      const fujisan::Board board = fujisan::generate(info.setup, seed);
      REQUIRE(fujisan::could_deal(info.setup, board));
      if (seed > 3) continue;
      const auto near = fujisan::neighbours_within_setup(info.setup, board, rng);
      CHECK(!near.empty());
      for (const fujisan::Board& next : near) {
        CHECK(fujisan::could_deal(info.setup, next));
        CHECK_FALSE(next == board);
      }
    }
  }
  // The membership tests refuse what the setups cannot deal: a pure-random board is almost never
  // four of each value, and a board with a step pair repeated is no set of dominoes.
  int refused = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const fujisan::Board board = fujisan::generate(fujisan::Setup::pure_random, seed);
    refused += fujisan::could_deal(fujisan::Setup::any_coin, board) ? 0 : 1;
    refused += fujisan::could_deal(fujisan::Setup::dominoes, board) ? 0 : 1;
  }
  CHECK(refused >= 38);
}

TEST_CASE("extreme: shuffled BoxOff and Pretzel deals swap two places, staying within the setup") {
  for (const char* name : {"boxoff", "pretzel"}) {
    CAPTURE(name);
    const Game& game = find_game(name);
    const json params = normalize_params(game, json::object());
    const std::string board = game.generate(params, "shuffled", 11, {});
    Rng rng(3);
    const std::vector<std::string> near = make_lab_game(game)->neighbours_within_setup(params, "shuffled", board, rng);
    REQUIRE(!near.empty());
    std::string sorted_board = board;
    std::sort(sorted_board.begin(), sorted_board.end());
    for (const std::string& next : near) {
      REQUIRE(next.size() == board.size());
      int differ = 0;
      for (std::size_t i = 0; i < board.size(); ++i) differ += board[i] != next[i] ? 1 : 0;
      CHECK(differ >= 2);  // two places swapped (a card's text may span more than one character)
      std::string sorted_next = next;
      std::sort(sorted_next.begin(), sorted_next.end());
      CHECK(sorted_next == sorted_board);  // the same tokens or cards
    }
    // The tile and banded setups offer none: a swap is not known to stay within them.
    const std::string other = game.info().setups.back().name;
    CHECK(
        make_lab_game(game)->neighbours_within_setup(params, other, game.generate(params, other, 11, {}), rng).empty());
  }
}

TEST_CASE("extreme: the same search gives the same answer, at least the best of the seeds it starts from") {
  const json request = {{"game", "fujisan"}, {"setup", "any-coin"}, {"measure", "length"},
                        {"challenges", 60},  {"patience", 20},      {"seed", 5}};
  const lab::ExtremeSpec spec = extreme_spec(request);
  const Game& game = find_game("fujisan");
  const lab::ExtremeResult a = lab::run_extreme(spec, game);
  const lab::ExtremeResult b = lab::run_extreme(spec, game);
  CHECK(a.to_json(spec) == b.to_json(spec));
  CHECK(a.tried == 60);
  CHECK(a.stopped == "challenges");
  REQUIRE(!a.best.empty());
  CHECK(a.neighbours > 0);
  // Every restart's seed board was measured, so the best is at least each of theirs.
  for (std::uint64_t r = 0; r < a.restarts; ++r) {
    const std::string board = game.generate(spec.params, spec.setup, spec.seed + r, {});
    const LabMeasure m =
        make_lab_game(game)->measure(spec.params, board, 0, Budget{spec.max_nodes}, spec.random_solver);
    if (m.status == Status::solved) CHECK(a.best.front().value >= m.length);
  }
  // What it lists is what the board measures.
  for (const lab::ExtremeChallenge& c : a.best) {
    const LabMeasure m =
        make_lab_game(game)->measure(spec.params, c.board, 0, Budget{spec.max_nodes}, spec.random_solver);
    CHECK(m.length == static_cast<int>(c.value));
  }
  CHECK(
      std::is_sorted(a.best.begin(), a.best.end(),
                     [](const lab::ExtremeChallenge& x, const lab::ExtremeChallenge& y) { return x.value > y.value; }));
}

TEST_CASE("extreme: without neighbours it tries the seeds in turn, and --minimize finds the smallest") {
  const json request = {{"game", "pretzel"},
                        {"params", {{"suits", 2}, {"ranks", 4}}},
                        {"setup", "banded-suits"},
                        {"measure", "shortest_solutions"},
                        {"challenges", 15},
                        {"minimize", true},
                        {"keep", 3}};
  const lab::ExtremeSpec spec = extreme_spec(request);
  const Game& game = find_game("pretzel");
  const lab::ExtremeResult result = lab::run_extreme(spec, game);
  CHECK(result.restarts == 15);
  CHECK(result.neighbours == 0);
  double smallest = 1e300;
  for (std::uint64_t seed = 1; seed <= 15; ++seed) {
    const std::string board = game.generate(spec.params, spec.setup, seed, {});
    const auto effort = make_lab_game(game)->study_measures("effort", spec.params, board, Budget{spec.max_nodes});
    if (effort.count("shortest_solutions")) smallest = std::min(smallest, effort.at("shortest_solutions"));
  }
  REQUIRE(!result.best.empty());
  CHECK(result.best.front().value == smallest);
}

TEST_CASE("extreme: bad requests name the problem, and a time limit stops the search and says so") {
  CHECK_THROWS_WITH_AS(extreme_spec({{"game", "fujisan"}, {"setup", "any-coin"}, {"measure", "speediness"}}),
                       doctest::Contains("unknown measure 'speediness' for fujisan"), InputError);
  CHECK_THROWS_AS(extreme_spec({{"game", "fujisan"}, {"setup", "no-such-setup"}}), InputError);
  CHECK_THROWS_WITH_AS(extreme_spec({{"game", "fujisan"}, {"setup", "any-coin"}, {"random_solver", "walk"}}),
                       "unknown random solver 'walk' for fujisan (known: no-repeat, cap20)", InputError);
  CHECK_THROWS_AS(extreme_spec({{"game", "fujisan"}, {"setup", "any-coin"}, {"challenges", 0}}), InputError);
  const json answer = handle_request({{"op", "extreme"},
                                      {"game", "fujisan"},
                                      {"setup", "any-coin"},
                                      {"challenges", 100000000},
                                      {"time_limit_ms", 300}});
  REQUIRE(answer.at("ok") == true);
  CHECK(answer.at("result").at("stopped") == "time");
  CHECK(answer.at("result").at("tried").get<std::uint64_t>() < 100000000);
}

TEST_CASE("extreme: a measure the game's challenges never carry is refused before any work, naming those they do") {
  const auto refused = [](const json& request, const std::string& message) {
    const auto [code, what] = refusal_of(request);
    CHECK(code == "unknown_measure");
    CHECK(what == message);
  };
  // A string field of the metrics op, one the Lab's measure leaves out, a length the game does not
  // measure, a walk beyond BoxOff's grid, a name no one knows.
  refused({{"game", "fujisan"}, {"setup", "any-coin"}, {"measure", "board"}},
          "measure 'board' is not a number extreme can rank" + measures_listed("fujisan"));
  refused({{"game", "fujisan"}, {"setup", "any-coin"}, {"measure", "min_length"}},
          "measure 'min_length' is a field of fujisan's metrics, not a measure of its challenges" +
              measures_listed("fujisan"));
  refused({{"game", "boxoff"}, {"setup", "shuffled"}, {"measure", "length"}},
          "boxoff's challenges have no measure 'length'" + measures_listed("boxoff"));
  refused({{"game", "sigmar"}, {"setup", "linear"}, {"measure", "length"}},
          "sigmar's challenges have no measure 'length'" + measures_listed("sigmar"));
  refused({{"game", "boxoff"}, {"setup", "l-tiles"}, {"measure", "shortest_solutions"}, {"minimize", true}},
          "boxoff's challenges have no measure 'shortest_solutions' with these params" + measures_listed("boxoff"));
  refused({{"game", "pretzel"}, {"setup", "shuffled"}, {"measure", "speediness"}},
          "unknown measure 'speediness' for pretzel" + measures_listed("pretzel"));
  // The lists hold what the games give: no length where every solution has the same one, the
  // effort group's shared part everywhere, BoxOff's walk on a grid small enough.
  CHECK(measures_listed("boxoff") ==
        "; the numeric measures of boxoff are: pair_equality, effort_nodes, solution_branching, solution_forced");
  const json small = {{"rows", 4}, {"cols", 6}, {"colours", 2}};
  CHECK(extreme_spec({{"game", "boxoff"}, {"params", small}, {"setup", "l-tiles"}, {"measure", "shortest_solutions"}})
            .measure == "shortest_solutions");
  // Refused at once: a search of 10^8 challenges with a measure nothing carries does no work.
  const json answer = handle_request({{"op", "extreme"},
                                      {"game", "boxoff"},
                                      {"setup", "shuffled"},
                                      {"measure", "tree_positions"},
                                      {"challenges", 100000000}});
  CHECK(answer.at("ok") == false);
  CHECK(answer.at("error").at("code") == "unknown_measure");
}

TEST_CASE("extreme: every game's default measure is one its challenges carry, and the search finds some") {
  struct Case {
    const char* game;
    json params;
    const char* setup;
    const char* measure;
  };
  const std::vector<Case> cases = {
      {"fujisan", json::object(), "any-coin", "length"},
      {"boxoff", json::object(), "shuffled", "effort_nodes"},
      {"pretzel", json::object(), "shuffled", "length"},
      {"sigmar", json::object(), "linear", "effort_nodes"},
      {"fruit-dating", {{"width", 5}, {"height", 5}, {"min_moves", 2}, {"max_moves", 5}}, "article", "length"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.game);
    const lab::ExtremeSpec spec =
        extreme_spec({{"game", c.game}, {"params", c.params}, {"setup", c.setup}, {"challenges", 12}, {"keep", 3}});
    CHECK(spec.measure == c.measure);
    const lab::ExtremeResult result = lab::run_extreme(spec, find_game(c.game));
    CHECK(result.tried == 12);
    CHECK(!result.best.empty());
    CHECK(result.without_measure < result.tried);
  }
}

TEST_CASE("extreme: seeds never wrap around; the climb from the largest seed is the last") {
  const std::uint64_t top = UINT64_MAX;
  // Sigmar has no neighbours: one challenge per seed, so two seeds and no more.
  const lab::ExtremeSpec spec =
      extreme_spec({{"game", "sigmar"}, {"setup", "linear"}, {"seed", std::to_string(top - 1)}, {"challenges", 50}});
  const lab::ExtremeResult result = lab::run_extreme(spec, find_game("sigmar"));
  CHECK(result.restarts == 2);
  CHECK(result.tried == 2);
  CHECK(result.stopped == "seeds");
  for (const lab::ExtremeChallenge& c : result.best) CHECK(c.seed >= top - 1);
  CHECK(result.to_json(spec).at("stopped") == "seeds");
  // With neighbours: one climb from the largest seed, then the end.
  const lab::ExtremeSpec climb = extreme_spec({{"game", "fujisan"},
                                               {"setup", "any-coin"},
                                               {"seed", std::to_string(top)},
                                               {"patience", 5},
                                               {"challenges", 1000}});
  const lab::ExtremeResult climbed = lab::run_extreme(climb, find_game("fujisan"));
  CHECK(climbed.restarts == 1);
  CHECK(climbed.tried < 1000);
  CHECK(climbed.stopped == "seeds");
  for (const lab::ExtremeChallenge& c : climbed.best) CHECK(c.seed == top);
}

TEST_CASE("extreme: the boards listed come from different climbs, none one change from another") {
  // Long plateaus of equal lengths: one climb's sideways moves would otherwise fill the list with
  // one board's neighbours.
  for (const char* game_name : {"fujisan", "pretzel"}) {
    CAPTURE(game_name);
    const json request = {{"game", game_name}, {"setup", std::string(game_name) == "fujisan" ? "any-coin" : "shuffled"},
                          {"challenges", 400}, {"patience", 10},
                          {"keep", 6},         {"seed", 3}};
    const lab::ExtremeSpec spec = extreme_spec(request);
    const Game& game = find_game(game_name);
    const lab::ExtremeResult result = lab::run_extreme(spec, game);
    CHECK(result.to_json(spec) == lab::run_extreme(spec, game).to_json(spec));
    REQUIRE(result.restarts > spec.keep);
    CHECK(result.best.size() == spec.keep);
    for (std::size_t i = 0; i < result.best.size(); ++i) {
      const lab::ExtremeChallenge& a = result.best[i];
      Rng rng(1);
      const std::vector<std::string> near =
          make_lab_game(game)->neighbours_within_setup(spec.params, spec.setup, a.board, rng);
      for (std::size_t j = i + 1; j < result.best.size(); ++j) {
        const lab::ExtremeChallenge& b = result.best[j];
        CAPTURE(a.board);
        CAPTURE(b.board);
        CHECK(a.seed != b.seed);
        CHECK(a.board != b.board);
        CHECK(std::find(near.begin(), near.end(), b.board) == near.end());
      }
    }
    // The best board of every climb was measured; the list's first is the best of them all.
    std::vector<double> values;
    for (const lab::ExtremeChallenge& c : result.best) values.push_back(c.value);
    CHECK(std::is_sorted(values.rbegin(), values.rend()));
  }
}
