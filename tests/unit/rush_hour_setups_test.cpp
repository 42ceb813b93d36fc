// Rush Hour's setups (engine/games/rush_hour/setups.hpp): the dice at the table, the constructed
// board farthest from solved and the graded one at its target, each from its seed alone, each
// trace ending on its board, and each built-in setup dealt alike by its description.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "core/input_error.hpp"
#include "core/setup_trace.hpp"
#include "game/capabilities.hpp"
#include "game/described_setups.hpp"
#include "game/game.hpp"
#include "game/setup_description.hpp"
#include "games/rush_hour/landscape.hpp"
#include "games/rush_hour/rules.hpp"
#include "games/rush_hour/setup_description.hpp"
#include "games/rush_hour/setups.hpp"
#include "games/rush_hour/solver.hpp"

using namespace puzzlelab;
using namespace puzzlelab::rush_hour;

namespace {

// The board a trace's placements build, cell by cell (core/setup_trace.hpp), '.' where none.
std::string replayed(const std::vector<TraceStep>& steps, int size) {
  std::vector<std::string> cells(static_cast<std::size_t>(size * size), ".");
  for (const TraceStep& step : steps) {
    if (step.clear) cells.assign(cells.size(), ".");
    for (const TracePlacement& p : step.placed) cells.at(static_cast<std::size_t>(p.cell)) = p.piece;
  }
  std::string text;
  for (int r = 0; r < size; ++r) {
    if (r > 0) text += '/';
    for (int c = 0; c < size; ++c) text += cells[static_cast<std::size_t>(r * size + c)];
  }
  return text;
}

}  // namespace

TEST_CASE("at the table: the red car in the exit row, the box's vehicles where they fit, the trace its steps") {
  for (int size = kMinSize; size <= kMaxSize; ++size) {
    const SetupPlan plan = plan_of(Setup::at_the_table, size);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      CAPTURE(size);
      CAPTURE(seed);
      SetupTrace trace;
      const Board board = generate(size, plan, seed, Budget{}, &trace);
      CHECK(generate(size, plan, seed, Budget{}) == board);  // the trace draws the same numbers
      CHECK(replayed(trace.steps(), size) == format_board(board));
      CHECK(board.vehicles[0].line == exit_row_for(size));
      CHECK_FALSE(is_solved(board));
      CHECK(static_cast<int>(board.vehicles.size()) <= 1 + plan.cars + plan.trucks);
      // No vehicle lies across the exit row ahead of the red car.
      for (std::size_t v = 1; v < board.vehicles.size(); ++v)
        CHECK_FALSE((board.vehicles[v].horizontal && board.vehicles[v].line == board.vehicles[0].line &&
                     board.vehicles[v].offset > board.vehicles[0].offset));
      CHECK(parse_board(format_board(board), size) == board);
    }
  }
  // Seeds differ.
  const SetupPlan plan = plan_of(Setup::at_the_table, 6);
  std::set<std::string> boards;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) boards.insert(format_board(generate(6, plan, seed, Budget{})));
  CHECK(boards.size() == 30);
}

TEST_CASE("constructed: the reachable position farthest from solved") {
  for (const int size : {4, 5, 6}) {
    const SetupPlan plan = plan_of(Setup::constructed, size);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      CAPTURE(size);
      CAPTURE(seed);
      SetupTrace trace;
      const Board board = generate(size, plan, seed, Budget{}, &trace);
      CHECK(replayed(trace.steps(), size) == format_board(board));
      const Landscape landscape = explore(board, Budget{});
      REQUIRE(landscape.status == Status::solved);
      // Its distance to solved is the largest of its reachable set.
      CHECK(landscape.start_distance == landscape.farthest);
      const SolveResult solved = solve_fewest_moves(board, Budget{});
      REQUIRE(solved.status == Status::solved);
      CHECK(static_cast<int>(solved.moves.size()) == landscape.farthest);
      // Draws nearer to solved than the plan's least are drawn again.
      CHECK(landscape.farthest >= plan.min_moves);
    }
  }
  // With no least, the same seeds may give shorter boards: the rule is what keeps them out.
  SetupPlan any = plan_of(Setup::constructed, 6);
  any.min_moves = 0;
  int shorter = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed)
    shorter += explore(generate(6, any, seed, Budget{}), Budget{}).farthest < plan_of(Setup::constructed, 6).min_moves;
  CHECK(shorter > 0);
}

TEST_CASE("graded: a position exactly the target's moves from solved") {
  SetupPlan plan = plan_of(Setup::graded, 5);
  for (const int target : {3, 8, 12}) {
    plan.target = target;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      CAPTURE(target);
      CAPTURE(seed);
      SetupTrace trace;
      const Board board = generate(5, plan, seed, Budget{}, &trace);
      CHECK(replayed(trace.steps(), 5) == format_board(board));
      const SolveResult solved = solve_fewest_moves(board, Budget{});
      REQUIRE(solved.status == Status::solved);
      CHECK(static_cast<int>(solved.moves.size()) == target);
    }
  }
  // A target no change reaches in time is refused, not looped on.
  plan.target = 150;
  plan.changes = 3;
  CHECK_THROWS_WITH_AS(generate(5, plan, 1, Budget{}), doctest::Contains("graded tried 3 changes"), InputError);
}

TEST_CASE("every built-in setup is a description dealing the same boards") {
  const Game& game = find_game("rush-hour");
  // Sizes whose graded and constructed boards take well under a second each (7 x 7 and up take
  // seconds: docs/RUSH_HOUR.md); the plan is the same code on every size.
  for (const int size : {4, 5, 6}) {
    const json params = {{"variant", "standard"}, {"size", size}};
    for (const auto& entry : all_setups()) {
      const json description = require_capability<DescribedSetups>(game).describe_setup(params, entry.name);
      const std::string text = setup_text(description);
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        CAPTURE(size);
        CAPTURE(seed);
        CAPTURE(text);
        CHECK(game.generate(params, text, seed, Budget{}) == game.generate(params, entry.name, seed, Budget{}));
      }
    }
  }
}

TEST_CASE("a description's fields are checked, the field named") {
  const auto refused = [](const json& description) {
    try {
      read_plan(description, 6);
    } catch (const InputError& e) {
      CHECK(e.code() == "bad_setup");
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK(refused({{"name", "x"}, {"method", "shuffled"}}).find("method") == 0);
  CHECK(refused({{"name", "x"}, {"cars", 30}}).find("cars") == 0);
  CHECK(refused({{"name", "x"}, {"cars", 20}, {"trucks", 6}}).find("trucks: the box holds 26") == 0);
  CHECK(refused({{"name", "x"}, {"cars", 10}, {"trucks", 6}}).find("cars: the box's vehicles") == 0);
  CHECK(refused({{"name", "x"}, {"target", 10}}).find("target: only the graded") == 0);
  CHECK(refused({{"name", "x"}, {"method", "graded"}, {"target", 0}}).find("target") == 0);
  CHECK(refused({{"name", "x"}, {"dice", 3}}).find("dice") != std::string::npos);
  CHECK(refused({{"name", "x"}, {"min_moves", 5}}).find("min_moves: only the constructed") == 0);
  CHECK(read_plan({{"name", "x"}, {"method", "constructed"}, {"min_moves", 4}}, 6).min_moves == 4);
  const SetupPlan plan = read_plan({{"name", "x"}, {"method", "graded"}, {"target", 12}, {"walls", 2}}, 6);
  CHECK(plan.method == Method::graded);
  CHECK(plan.target == 12);
  CHECK(plan.walls == 2);
  CHECK(plan.cars == plan_of(Setup::graded, 6).cars);
}
