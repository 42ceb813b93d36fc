// The article's intermediate Fruit Dating solver (engine/games/fruit_dating/capped_dfs_solver.hpp):
// the same shortest lengths and verdicts as the uniform-cost solver on the levels the tests hold
// and on a deterministic sample of generated ones, node counts, budgets, and the solver by name
// through the Game interface.
#include <doctest/doctest.h>

#include <atomic>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/rng.hpp"
#include "game/game.hpp"
#include "games/fruit_dating/candidate.hpp"
#include "games/fruit_dating/capped_dfs_solver.hpp"
#include "games/fruit_dating/info.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/setups.hpp"
#include "games/fruit_dating/solver.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fruit_dating;
using json = nlohmann::json;

namespace {

// The levels the Fruit Dating tests write out by hand (solver, rules and adapter tests).
const std::vector<std::string> kHandLevels = {
    "#######/#a...a#/#.....#/#######",
    "#######/#a....#/#####.#/#a....#/#######",
    "####/#..#/#..#/####",
    "#####/#a#a#/#.#.#/#####",
    "#######/#a..b.#/#b....#/#######",
    "#####/#a~a#/#~~~#/#####",
    "########/#a....b#/#.o..x.#/#..##..#/#.u..o.#/#b....a#/########",
    "#######/#a..o.#/#.#..b#/#..~.##/#b.a..#/#######;23>",
};

SolveResult uniform_cost_of(const Board& level) {
  BudgetMeter meter(Budget{});
  return solve(level, meter);
}

CappedDfsResult capped_dfs_of(const Board& level, const Budget& budget = {}, CappedDfsOptions options = {}) {
  BudgetMeter meter(budget);
  return solve_capped_dfs(level, meter, options);
}

bool dfs_replays_to_solved(Board board, const std::vector<Dir>& moves) {
  for (Dir d : moves) {
    if (is_solved(board) || is_lost(board) || !tilt(board, d)) return false;
  }
  return is_solved(board);
}

// The capped search agrees with uniform-cost search on `level`: the same verdict, a solution of
// the same (shortest) length that replays. A level it cannot finish under its first cap of 30
// must be one whose positions reach deeper than that.
void check_agreement(const Board& level) {
  CAPTURE(format_board(level));
  const SolveResult bfs = uniform_cost_of(level);
  const CappedDfsResult dfs = capped_dfs_of(level);
  REQUIRE(bfs.status != Status::unknown);
  if (dfs.status == Status::unknown) {
    CHECK(dfs.depth_limited);
    CHECK(bfs.status == Status::unsolvable);
    return;
  }
  CHECK(dfs.status == bfs.status);
  if (bfs.status == Status::solved) {
    CHECK(dfs.shortest);
    CHECK(dfs.moves.size() == bfs.moves.size());
    CHECK(dfs_replays_to_solved(level, dfs.moves));
  }
}

}  // namespace

TEST_CASE("capped depth-first search: the same shortest lengths as uniform-cost on the hand-written levels") {
  for (const std::string& text : kHandLevels) check_agreement(parse_board(text));
  // Already solved: no runs needed; lost from the start: proved at once.
  const CappedDfsResult done = capped_dfs_of(parse_board("####/#..#/#..#/####"));
  CHECK(done.status == Status::solved);
  CHECK(done.moves.empty());
  CHECK(capped_dfs_of(parse_board("#######/#a..b.#/#b....#/#######")).status == Status::unsolvable);
}

TEST_CASE("capped depth-first search agrees with uniform-cost on generated candidates and levels") {
  int compared = 0, solved = 0, rerun_found_shorter = 0;
  std::uint64_t dfs_nodes = 0, bfs_nodes = 0;
  for (std::uint64_t seed = 0; seed < 120; ++seed) {
    CandidateOptions options;
    options.width = 5 + static_cast<int>(seed % 4);
    options.height = 5 + static_cast<int>(seed / 4 % 4);
    options.features = seed % 3 != 0;
    Rng rng(seed);
    Trace trace;
    const Board level = draw_candidate(options, rng, trace);
    check_agreement(level);
    const SolveResult bfs = uniform_cost_of(level);
    const CappedDfsResult dfs = capped_dfs_of(level);
    if (bfs.status == Status::solved && dfs.status == Status::solved) {
      ++solved;
      bfs_nodes += bfs.expanded;
      dfs_nodes += dfs.expanded;
      // The last run is the one that finds nothing shorter, unless one move solves it.
      CHECK(dfs.runs >= (dfs.moves.size() > 1 ? 2u : 1u));
      CHECK(dfs.first_run_expanded <= dfs.expanded);
      if (dfs.runs > 2) ++rerun_found_shorter;
    }
    ++compared;
  }
  CHECK(compared == 120);
  CHECK(solved >= 20);
  // The article's point: the first solution found is not always a shortest one.
  CHECK(rerun_found_shorter > 0);
  // And its correction's: uniform-cost search expands fewer positions in all.
  CHECK(dfs_nodes > bfs_nodes);
  // Levels from the article's generator (shortest solutions 5..12 by construction).
  for (std::uint64_t seed = 0; seed < 12; ++seed) {
    const Board level = generate(GeneratorParams{}, seed, Budget{});
    check_agreement(level);
  }
}

TEST_CASE("capped depth-first search keeps to its budget and never guesses") {
  const Board level = parse_board("########/#a....b#/#.o..x.#/#..##..#/#.u..o.#/#b....a#/########");
  const CappedDfsResult full = capped_dfs_of(level);
  REQUIRE(full.status == Status::solved);
  REQUIRE(full.expanded > 3);
  Budget tight;
  tight.max_nodes = 2;
  const CappedDfsResult cut = capped_dfs_of(level, tight);
  CHECK(cut.expanded <= 2);
  CHECK(!cut.shortest);
  CHECK((cut.status == Status::unknown || cut.status == Status::solved));
  // Every node budget below the full run's either finds no solution or one not proved shortest.
  for (std::uint64_t nodes = 1; nodes < full.expanded; nodes += 1 + full.expanded / 20) {
    Budget b;
    b.max_nodes = nodes;
    const CappedDfsResult r = capped_dfs_of(level, b);
    CAPTURE(nodes);
    CHECK(!r.shortest);
    CHECK(r.status != Status::unsolvable);
    if (r.status == Status::solved) CHECK(dfs_replays_to_solved(level, r.moves));
  }
  std::atomic<bool> cancel{true};
  Budget cancelled;
  cancelled.cancel = &cancel;
  CHECK(capped_dfs_of(level, cancelled).status == Status::unknown);
  CappedDfsOptions small;
  small.max_states = 3;
  const CappedDfsResult capped = capped_dfs_of(level, {}, small);
  CHECK(capped.out_of_memory);
  CHECK(!capped.shortest);
  // A first cap below the shortest solution: positions are left at the cap, so not unsolvable.
  CappedDfsOptions shallow;
  shallow.first_cap = static_cast<int>(full.moves.size()) - 1;
  const CappedDfsResult limited = capped_dfs_of(level, {}, shallow);
  CHECK(limited.status == Status::unknown);
  CHECK(limited.depth_limited);
}

TEST_CASE("the capped-dfs solver by name: same length as the default, node counts in the metrics") {
  const Game& fruit = find_game("fruit-dating");
  const std::string text = "########/#a....b#/#.o..x.#/#..##..#/#.u..o.#/#b....a#/########";
  json params = fruit.params_for_board(fruit.info().default_params(), text);
  const SolveOutcome uniform = fruit.solve(params, text, {}, Budget{}, "");
  const SolveOutcome capped = fruit.solve(params, text, {}, Budget{}, kCappedDfsSolver);
  REQUIRE(uniform.status == Status::solved);
  REQUIRE(capped.status == Status::solved);
  CHECK(capped.shortest);
  CHECK(capped.solution.size() == uniform.solution.size());
  CHECK(capped.nodes >= 1);
  const json m = fruit.metrics(params, text, Budget{});
  CHECK(m.at("capped_dfs_expanded").get<std::uint64_t>() == capped.nodes);
  CHECK(m.at("expanded").get<std::uint64_t>() == uniform.nodes);
  CHECK(m.at("capped_dfs_runs").get<int>() >= 2);
}
