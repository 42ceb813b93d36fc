// Each game's lists of what its lab measure gives (LabGame::measure_names,
// LabGame::solution_space_names) against what measure and solution_space give on the
// boards of every built-in setup: nothing given that the lists leave out, and every name listed
// given on some board. The search for the hardest challenges ranks from these lists
// (lab/extreme_measures.hpp), so a stale list would refuse a measure or offer one never given.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/lab_game.hpp"
#include "game/game.hpp"
#include "game/params.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

std::set<std::string> as_set(const std::vector<std::string>& names) { return {names.begin(), names.end()}; }

// `seeds` boards of every built-in setup of the game under `given` params.
void check_lists_against_boards(const std::string& game_name, const json& given, std::uint64_t seeds) {
  const Game& game = find_game(game_name);
  const json params = normalize_params(game, given);
  const LabMeasureNames listed = make_lab_game(game)->measure_names(params);
  const std::set<std::string> metrics = as_set(listed.metrics);
  const std::set<std::string> solution_space = as_set(make_lab_game(game)->solution_space_names(params));
  CHECK(metrics.size() == listed.metrics.size());  // each name once
  std::set<std::string> metrics_seen, solution_space_seen;
  bool length_seen = false;
  for (const SetupSpec& setup : game.info().setups) {
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      CAPTURE(setup.name);
      CAPTURE(seed);
      const std::string board = game.generate(params, setup.name, seed, {});
      const Budget budget{1'000'000};
      const LabMeasure m =
          make_lab_game(game)->measure(params, board, seed, budget, make_lab_game(game)->random_solvers().front().name);
      if (m.length >= 0) {
        CHECK(listed.length);
        length_seen = true;
      }
      // By key, not a structured binding: CAPTURE's lambda cannot capture a binding under clang 14.
      for (const auto& entry : m.metrics) {
        const std::string& name = entry.first;
        CAPTURE(name);
        CHECK(metrics.count(name) == 1);
        metrics_seen.insert(name);
      }
      for (const auto& entry : make_lab_game(game)->solution_space(params, board, budget)) {
        const std::string& name = entry.first;
        CAPTURE(name);
        CHECK(solution_space.count(name) == 1);
        solution_space_seen.insert(name);
      }
    }
  }
  CHECK(length_seen == listed.length);
  CHECK(metrics_seen == metrics);
  CHECK(solution_space_seen == solution_space);
}

}  // namespace

TEST_CASE("lab measure names: each game lists exactly what its lab measure and solution space give") {
  SUBCASE("fujisan") { check_lists_against_boards("fujisan", json::object(), 3); }
  SUBCASE("boxoff, small enough for its tree walk") {
    check_lists_against_boards("boxoff", {{"rows", 3}, {"cols", 4}, {"colours", 3}}, 4);
  }
  SUBCASE("boxoff at its default size, beyond the walk") { check_lists_against_boards("boxoff", json::object(), 2); }
  SUBCASE("pretzel") { check_lists_against_boards("pretzel", json::object(), 4); }
  SUBCASE("sigmar") {
    check_lists_against_boards("sigmar",
                               {{"template", "symmetric-2"},
                                {"elements", 2},
                                {"salt", 2},
                                {"vitae_mors", 1},
                                {"metals", 2},
                                {"quicksilver", 1}},
                               3);
  }
  SUBCASE("fruit-dating") {
    check_lists_against_boards("fruit-dating", {{"width", 5}, {"height", 5}, {"min_moves", 2}, {"max_moves", 5}}, 6);
  }
  SUBCASE("rush-hour") { check_lists_against_boards("rush-hour", json::object(), 2); }
}

TEST_CASE("lab measure names: BoxOff walks its tree on grids of at most 30 squares") {
  const Game& game = find_game("boxoff");
  const auto names = [&](int rows, int cols) {
    return make_lab_game(game)->solution_space_names(
        normalize_params(game, {{"rows", rows}, {"cols", cols}, {"colours", 3}}));
  };
  CHECK(names(5, 6).size() == 4);
  CHECK(names(6, 6).empty());
  CHECK(names(6, 8).empty());
  // A checkerboard has no move: its tree is the start alone, walked on 4 x 6 but not even tried
  // on 6 x 6.
  const auto walked = [&](int rows, int cols, const std::string& board) {
    return make_lab_game(game)->solution_space(normalize_params(game, {{"rows", rows}, {"cols", cols}, {"colours", 2}}),
                                               board, {});
  };
  const auto small = walked(4, 6, "ababab/bababa/ababab/bababa");
  REQUIRE(small.count("tree_positions") == 1);
  CHECK(small.at("tree_positions") == 1);
  CHECK(walked(6, 6, "ababab/bababa/ababab/bababa/ababab/bababa").empty());
}
