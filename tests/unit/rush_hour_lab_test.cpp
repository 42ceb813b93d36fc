// Rush Hour's part in the Lab (engine/games/rush_hour/lab/, neighbours.hpp): the measures of known
// boards, the constructed setup's neighbours (each a board the setup could deal: the farthest
// position of its own reachable set, one vehicle away from the board it came from) and the study
// preset, run tiny.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/rng.hpp"
#include "game/game.hpp"
#include "game/params.hpp"
#include "game/request_fields.hpp"
#include "games/rush_hour/landscape.hpp"
#include "games/rush_hour/neighbours.hpp"
#include "games/rush_hour/rules.hpp"
#include "games/rush_hour/setups.hpp"
#include "games/rush_hour/solver.hpp"
#include "lab/experiment.hpp"
#include "lab/lab_game.hpp"
#include "lab/published.hpp"
#include "lab/spec.hpp"

using json = nlohmann::json;
using namespace puzzlelab;
using namespace puzzlelab::rush_hour;

namespace {

const Game& rush_hour_game() { return find_game("rush-hour"); }

LabMeasure measured(const std::string& board, std::uint64_t seed = 1) {
  const json params = normalize_params(rush_hour_game(), json::object());
  return make_lab_game(rush_hour_game())->measure(params, board, seed, Budget{1'000'000}, "playout");
}

// A vehicle's line, whatever its offset: sliding never changes it, so two boards of one reachable
// set have the same shapes, and one change takes out one and adds one at most.
using Shape = std::tuple<bool, int, int>;  // horizontal, line, length
std::multiset<Shape> shapes(const Board& board) {
  std::multiset<Shape> out;
  for (const Vehicle& v : board.vehicles) out.insert({v.horizontal, v.line, v.length});
  return out;
}
std::size_t missing_from(const std::multiset<Shape>& a, const std::multiset<Shape>& b) {
  std::vector<Shape> rest;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(rest));
  return rest.size();
}

}  // namespace

TEST_CASE("rush hour lab: the measures of boards whose answers are known") {
  SUBCASE("the truck goes down three cells, then the red car drives out four: 2 moves, 7 steps") {
    const LabMeasure m = measured("..B.../..B.../AAB.../....../....../......");
    CHECK(m.status == Status::solved);
    CHECK(m.length == 2);
    REQUIRE(m.metrics.count("steps") == 1);
    CHECK(m.metrics.at("steps") == 7);
    CHECK(m.metrics.at("expanded") >= 2);  // the start and the position after the truck's move
    CHECK(m.metrics.at("static_unsolvable") == 0);
    CHECK(m.metrics.at("vehicles") == 2);
  }
  SUBCASE("the red car alone: one move, and the random playout finds the exit") {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const LabMeasure m = measured("....../....../.AA.../....../....../......", seed);
      CHECK(m.length == 1);
      CHECK(m.metrics.at("steps") == 3);
      CHECK(m.random_solved);
    }
  }
  SUBCASE("a wall between the red car and the exit: unsolvable, proved without a search") {
    const LabMeasure m = measured("....../....../AA..x./....../....../......");
    CHECK(m.status == Status::unsolvable);
    CHECK(m.length == -1);
    CHECK(m.metrics.count("steps") == 0);
    CHECK(m.metrics.at("static_unsolvable") == 1);
    CHECK_FALSE(m.random_solved);
  }
  SUBCASE("a truck across the exit row ahead of the red car never leaves it") {
    const LabMeasure m = measured("....../....../AA.BBB/....../....../......");
    CHECK(m.status == Status::unsolvable);
    CHECK(m.metrics.at("static_unsolvable") == 1);
  }
}

TEST_CASE("rush hour lab: the constructed setup's neighbours are boards it could deal, one vehicle away") {
  const SetupPlan plan = plan_of(Setup::constructed, kStandardSize);
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    CAPTURE(seed);
    const Board board = generate(kStandardSize, plan, seed, Budget{});
    Rng rng(seed, 99);
    const std::vector<Board> near = constructed_neighbours(board, plan, rng);
    CHECK_FALSE(near.empty());
    CHECK(near.size() <= static_cast<std::size_t>(kNeighboursPerCall));
    std::set<std::string> texts;
    for (const Board& next : near) {
      const std::string text = format_board(next);
      CAPTURE(text);
      CHECK(texts.insert(text).second);  // each once
      CHECK(next != board);
      CHECK(next == relettered(next));  // named as the setup names its boards
      CHECK(fits_box(next, plan));
      CHECK(next.vehicles[0].line == exit_row_for(kStandardSize));
      // The farthest position of its own reachable set, as the setup deals: its fewest moves are
      // the landscape's farthest.
      const Landscape landscape = explore(next, Budget{});
      REQUIRE(landscape.status == Status::solved);
      const SolveResult fewest = solve_fewest_moves(next, Budget{});
      REQUIRE(fewest.status == Status::solved);
      CHECK(static_cast<int>(fewest.moves.size()) == landscape.farthest);
      CHECK(landscape.farthest >= 1);
      // One vehicle re-placed (perhaps in its own line, past a vehicle it cannot slide by), taken
      // out or added: at most one vehicle's line gone and one come.
      CHECK(missing_from(shapes(board), shapes(next)) <= 1);
      CHECK(missing_from(shapes(next), shapes(board)) <= 1);
    }
    // The same generator state gives the same neighbours in the same order.
    Rng again(seed, 99);
    CHECK(constructed_neighbours(board, plan, again) == near);
  }
}

TEST_CASE("rush hour lab: only the constructed setup has neighbours, given as board texts") {
  const Game& game = rush_hour_game();
  const json params = normalize_params(game, json::object());
  const auto lab = make_lab_game(game);
  for (const SetupSpec& setup : game.info().setups) {
    CAPTURE(setup.name);
    const std::string board = game.generate(params, setup.name, 2, Budget{});
    Rng rng(5);
    const std::vector<std::string> near = lab->neighbours_within_setup(params, setup.name, board, rng);
    CHECK(near.empty() == (setup.name != "constructed"));
    for (const std::string& text : near) CHECK(game.normalize_board(params, text) == text);
  }
}

TEST_CASE("rush hour lab: the study of the three setups runs, with no paper's values") {
  const lab::StudyPreset* preset = lab::find_study_preset("rush-hour-setups");
  REQUIRE(preset != nullptr);
  CHECK(preset->game == "rush-hour");
  CHECK(preset->setups == std::vector<std::string>{"at-the-table", "constructed", "graded"});
  CHECK(preset->published.empty());
  const json request = {{"preset", "rush-hour-setups"}, {"trials", 1}, {"per_trial", 2}};
  RequestFields fields(request);
  const lab::ExperimentSpec spec = lab::read_experiment_spec(fields, all_games());
  std::vector<lab::ChunkResult> chunks;
  for (std::uint64_t c = 0; c < spec.chunk_count(); ++c) chunks.push_back(lab::run_chunk(spec, rush_hour_game(), c));
  const json doc = lab::final_document(spec, chunks);
  for (const std::string setup : {"at-the-table", "constructed", "graded"}) {
    CAPTURE(setup);
    const json& s = doc["setups"][setup];
    CHECK(s["challenges"] == 2);
    for (const char* metric : {"expanded", "static_unsolvable", "vehicles"}) CHECK(s["metrics"].contains(metric));
  }
  // Constructed and graded boards are solvable by construction; a graded one is its target away.
  CHECK(doc["setups"]["constructed"]["solvable"] == 1.0);
  CHECK(doc["setups"]["constructed"]["length_min"] >= 1);
  const int target = plan_of(Setup::graded, kStandardSize).target;
  CHECK(doc["setups"]["graded"]["length_min"] == target);
  CHECK(doc["setups"]["graded"]["length_max"] == target);
}
