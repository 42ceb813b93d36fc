// Pretzel solvers, enumeration and blockade detection, checked against each other: the backward
// enumeration of every deal is the reference for the forward solvers, and the blockade test must
// never flag a solvable position.
#include <doctest/doctest.h>

#include <string>

#include "core/budget.hpp"
#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "game/params.hpp"
#include "games/pretzel/adapter.hpp"
#include "games/pretzel/blockade.hpp"
#include "games/pretzel/enumerate.hpp"
#include "games/pretzel/playout.hpp"
#include "games/pretzel/rules.hpp"
#include "games/pretzel/setups.hpp"
#include "games/pretzel/solver.hpp"

using namespace puzzlelab;
using namespace puzzlelab::pretzel;

namespace {

SolveResult run(const Board& b, bool shortest, bool prune = true, Budget budget = {}) {
  BudgetMeter meter(budget);
  SolverOptions options;
  options.prune_blockades = prune;
  return shortest ? solve_shortest(b, meter, options) : solve_any(b, meter, options);
}

// Replays a solution with the checked rules.
bool replays(Board b, const std::vector<Move>& moves) {
  for (Move m : moves) {
    if (target_of(b, m) < 0) return false;
    apply(b, m);
  }
  return is_solved(b);
}

}  // namespace

TEST_CASE("Pretzel numbering of deals is a bijection") {
  for (Shape shape : {Shape{2, 3}, Shape{3, 3}, Shape{2, 4}, Shape{1, 5}}) {
    const std::uint64_t n = count_deals(shape);
    for (std::uint64_t i = 0; i < n; i += 1 + n / 3000) {
      const Board b = deal_at(shape, i);
      CHECK(parse_board(shape, format_board(b)) == b);  // a valid board
      CHECK(deal_index(b) == i);
    }
  }
  CHECK(count_deals(Shape{3, 3}) == 60480);
  CHECK(count_deals(Shape{2, 5}) == 1814400);
}

TEST_CASE("Pretzel enumeration of small sizes") {
  Budget budget;
  BudgetMeter meter(budget);
  const Enumeration e = enumerate_deals(Shape{2, 3}, meter);
  REQUIRE(e.complete);
  CHECK(e.deals == 360);
  std::uint64_t total = 0;
  for (auto c : e.lengths) total += c;
  CHECK(total == e.solvable);
  CHECK(e.lengths[0] == 1);
  CHECK(e.lengths[1] == 8);  // 4 cards x 2 holes they could have come from
  CHECK(e.blocked_but_solvable == 0);
  BudgetMeter meter2(budget);
  CHECK_THROWS_AS(enumerate_deals(Shape{4, 5}, meter2), InputError);
}

TEST_CASE("Pretzel enumeration under a node budget smaller than its deals stops before any work") {
  StopReason why = StopReason::none;
  Budget budget;
  budget.max_nodes = 50'000;
  budget.stopped = &why;
  BudgetMeter meter(budget);
  const Enumeration e = enumerate_deals(Shape{3, 4}, meter);  // 79,833,600 deals
  CHECK_FALSE(e.complete);
  CHECK(e.deals == 79'833'600);
  CHECK(meter.spent());
  CHECK(meter.nodes() == 0);
  CHECK(why == StopReason::nodes);
  // A budget with room for every deal still enumerates.
  budget.max_nodes = 1'000'000;
  BudgetMeter enough(budget);
  CHECK(enumerate_deals(Shape{2, 3}, enough).complete);
}

TEST_CASE("Pretzel BFS matches exhaustive enumeration, with and without blockade pruning") {
  for (Shape shape : {Shape{2, 4}, Shape{3, 3}, Shape{1, 6}, Shape{4, 2}}) {
    Budget budget;
    BudgetMeter meter(budget);
    const auto lengths = shortest_lengths(shape, meter);
    REQUIRE(lengths.size() == count_deals(shape));
    const std::uint64_t step = shape == Shape{3, 3} ? 7 : 1;
    int solvable = 0;
    for (std::uint64_t i = 0; i < lengths.size(); i += step) {
      const Board b = deal_at(shape, i);
      const SolveResult r = run(b, true, (i & 1) == 0);
      if (lengths[i] == kUnsolvableDeal) {
        REQUIRE(r.status == Status::unsolvable);
      } else {
        ++solvable;
        REQUIRE(r.status == Status::solved);
        CHECK(r.shortest);
        REQUIRE(r.moves.size() == lengths[i]);
        CHECK(replays(b, r.moves));
      }
    }
    CHECK(solvable > 0);
  }
}

TEST_CASE("Pretzel depth-first decision agrees with BFS on samples") {
  for (Shape shape : {Shape{4, 5}, Shape{4, 6}, Shape{3, 7}}) {
    for (Setup setup : {Setup::shuffled, Setup::sequential_suits, Setup::banded_suits}) {
      for (std::uint64_t seed = 0; seed < 60; ++seed) {
        const Board b = generate(shape, setup, seed);
        const SolveResult bfs = run(b, true);
        const SolveResult dfs = run(b, false);
        REQUIRE(bfs.status != Status::unknown);
        REQUIRE(dfs.status == bfs.status);
        if (dfs.status == Status::solved) {
          CHECK(replays(b, dfs.moves));
          CHECK(dfs.moves.size() >= bfs.moves.size());
          CHECK(replays(b, bfs.moves));
        }
        // Pruning changes neither the answer nor the length.
        const SolveResult plain = run(b, true, false);
        REQUIRE(plain.status == bfs.status);
        CHECK(plain.moves.size() == bfs.moves.size());
        CHECK(bfs.stored <= plain.stored);
      }
    }
  }
}

TEST_CASE("Pretzel blockade test never flags a solvable position (every deal of small sizes)") {
  for (Shape shape : {Shape{2, 4}, Shape{3, 3}, Shape{4, 2}, Shape{1, 7}, Shape{2, 5}}) {
    Budget budget;
    BudgetMeter meter(budget);
    const Enumeration e = enumerate_deals(shape, meter);
    REQUIRE(e.complete);
    CHECK(e.blocked_but_solvable == 0);
    CHECK(e.blocked + e.solvable <= e.deals);
    if (shape.ranks >= 3 && shape.suits >= 2) {
      CHECK(e.blocked > 0);
      CHECK(e.ducking_crabs > 0);
      CHECK(e.duelling_deuces > 0);
    }
  }
}

TEST_CASE("Pretzel blockade test never flags a solvable position (large samples, deals and positions in play)") {
  int flagged = 0, checked = 0;
  for (Shape shape : {Shape{4, 4}, Shape{4, 5}, Shape{4, 6}, Shape{3, 6}, Shape{5, 5}}) {
    for (Setup setup : {Setup::shuffled, Setup::sequential_suits, Setup::banded_suits}) {
      for (std::uint64_t seed = 0; seed < 150; ++seed) {
        Board b = generate(shape, setup, seed);
        Rng rng(seed, 7);
        // The deal and a few positions along a random playout.
        for (int step = 0; step < 6; ++step) {
          if (is_blocked(b)) {
            ++flagged;
            REQUIRE(run(b, false, false).status == Status::unsolvable);
          } else if (step == 0) {
            // The named shapes are special cases of the fixed point.
            CHECK(ducking_crabs(b).empty());
            CHECK(duelling_deuces(b).empty());
          }
          ++checked;
          const auto moves = legal_moves(b);
          if (moves.empty()) break;
          for (int k = 0; k < 3 && !legal_moves(b).empty(); ++k) {
            const auto ms = legal_moves(b);
            apply(b, ms[rng.below(static_cast<std::uint32_t>(ms.size()))]);
          }
        }
      }
    }
  }
  CHECK(flagged > 50);
  CHECK(checked > 3000);
}

TEST_CASE("Pretzel named blockades: Ducking Crab and Duelling Deuces") {
  // (3, 3): 3a sits in 2a's goal (row a, first cell) and 2a is in the last column.
  const Board crab = parse_board(Shape{3, 3}, "3a,2b,./3b,.,2a/2c,3c,.");
  CHECK(ducking_crabs(crab) == std::vector<int>{0});
  CHECK(find_blockade(crab).kind == BlockadeKind::ducking_crab);
  CHECK(is_blocked(crab));
  CHECK(run(crab, true, false).status == Status::unsolvable);
  // 2b in row c's first cell and 2c in row b's first cell.
  const Board deuces = parse_board(Shape{3, 3}, "2a,3a,./2c,.,3b/2b,3c,.");
  CHECK(duelling_deuces(deuces) == std::vector<std::pair<int, int>>{{1, 2}});
  CHECK(find_blockade(deuces).kind == BlockadeKind::duelling_deuces);
  CHECK(run(deuces, true, false).status == Status::unsolvable);
  // A longer cycle of deuces is no named shape but the fixed point finds it.
  const Board cycle = parse_board(Shape{3, 2}, "2b,./2c,./2a,.");
  CHECK(duelling_deuces(cycle).empty());
  const Blockade other = find_blockade(cycle);
  CHECK(other.kind == BlockadeKind::other);
  CHECK(other.cards.size() == 3);
  CHECK(run(cycle, true, false).status == Status::unsolvable);
}

TEST_CASE("Pretzel: a single-pass generalised crab would mislabel a solvable deal") {
  // 3c is in the last column and 4c sits right of 2c, where 3c wants to go: a one-look check
  // calls this a crab, but 2c can still move (its target, row c's first cell, frees up), so 3c's
  // target moves with it. The deal is solvable in 9 moves; the fixed point does not flag it.
  const Board b = parse_board(Shape{3, 4}, "4a,3a,2b,3c/4b,.,2a,./.,3b,2c,4c");
  CHECK_FALSE(is_blocked(b));
  CHECK(find_blockade(b).kind == BlockadeKind::none);
  const SolveResult r = run(b, true, false);
  REQUIRE(r.status == Status::solved);
  CHECK(r.moves.size() == 9);
}

TEST_CASE("Pretzel solvers respect budgets and the memory cap") {
  const Board hard = generate(Shape{4, 9}, Setup::sequential_suits, 33);  // 104,251 positions
  Budget tiny;
  tiny.max_nodes = 5;
  const SolveResult r = run(hard, true, true, tiny);
  CHECK(r.status == Status::unknown);
  CHECK(r.expanded <= 5);
  const SolveResult d = run(hard, false, true, tiny);
  CHECK(d.status == Status::unknown);

  std::atomic<bool> cancel{true};
  Budget cancelled;
  cancelled.cancel = &cancel;
  CHECK(run(hard, true, true, cancelled).status == Status::unknown);

  // A state cap too small for BFS: solve() falls back to the depth-first decision.
  const Board b = generate(Shape{4, 7}, Setup::banded_suits, 4);  // solvable, 10,992 positions
  Budget none;
  BudgetMeter m1(none);
  SolverOptions capped;
  capped.max_states = 50;
  const SolveResult bfs = solve_shortest(b, m1, capped);
  CHECK(bfs.status == Status::unknown);
  CHECK(bfs.out_of_memory);
  CHECK(bfs.stored <= 50);
  BudgetMeter m2(none);
  capped.max_states = 1'000'000;
  const SolveResult full = solve_shortest(b, m2, capped);
  REQUIRE(full.status != Status::unknown);
  BudgetMeter m3(none);
  capped.max_states = full.stored / 2 + 1;
  const SolveResult fallback = solve(b, m3, capped);
  if (fallback.status != Status::unknown) {
    CHECK(fallback.status == full.status);
    if (fallback.status == Status::solved) CHECK(replays(b, fallback.moves));
  }
}

TEST_CASE("Pretzel random playouts are legal and reproducible") {
  const Board b = generate(Shape{4, 6}, Setup::banded_suits, 5);
  Rng r1(99), r2(99);
  const auto p1 = random_playout(b, r1, 1000);
  const auto p2 = random_playout(b, r2, 1000);
  CHECK(p1.moves == p2.moves);
  Board replay = b;
  for (Move m : p1.moves) {
    REQUIRE(target_of(replay, m) >= 0);
    apply(replay, m);
  }
  CHECK(p1.end == (is_solved(replay)             ? PlayoutEnd::solved
                   : legal_moves(replay).empty() ? PlayoutEnd::stuck
                                                 : PlayoutEnd::move_limit));
  Rng r3(1);
  const auto none = random_playout(b, r3, 0);
  CHECK(none.moves.empty());
  CHECK(none.end == (legal_moves(b).empty() ? PlayoutEnd::stuck : PlayoutEnd::move_limit));
}

TEST_CASE("Pretzel adapter: solve, replay, playout and metrics through the Game interface") {
  const auto game = make_game();
  const json params = normalize_params(*game, {{"suits", 4}, {"ranks", 5}});
  const std::string board = game->generate(params, "banded-suits", 2, Budget{});
  const SolveOutcome s = game->solve(params, board, {}, Budget{}, "");
  REQUIRE(s.status != Status::unknown);
  if (s.status == Status::solved) {
    CHECK(s.shortest);
    const ReplayOutcome r = game->replay(params, board, s.solution);
    CHECK(r.legal);
    CHECK(r.solved);
    CHECK(r.applied == s.solution.size());
    // Solving after the first move needs one move fewer.
    const SolveOutcome rest = game->solve(params, board, {s.solution[0]}, Budget{}, "");
    CHECK(rest.solution.size() + 1 == s.solution.size());
  }
  const ReplayOutcome bad = game->replay(params, board, {"zz"});
  CHECK_FALSE(bad.legal);
  CHECK(bad.applied == 0);
  CHECK(bad.error.find("not a card") != std::string::npos);
  bool threw = false;
  try {
    game->solve(params, board, {"2a", "2a"}, Budget{}, "");
  } catch (const InputError& e) {
    threw = true;
    CHECK(std::string(e.what()).rfind("move ", 0) == 0);
  }
  CHECK(threw);
  const PlayoutOutcome p = game->playout(params, board, {}, 7, 0);
  CHECK((p.ended == "solved" || p.ended == "stuck" || p.ended == "move-limit"));
  const json m = game->metrics(params, board, Budget{});
  CHECK(m["status"] == to_string(s.status));
  if (s.status == Status::solved) CHECK(m["min_length"] == s.solution.size());
  CHECK(m.contains("random_playout"));
  CHECK(m.contains("blockade"));
  const json crab =
      game->metrics(normalize_params(*game, {{"suits", 3}, {"ranks", 3}}), "3a,2b,./3b,.,2a/2c,3c,.", Budget{});
  CHECK(crab["blockade"] == "ducking-crab");
  CHECK(crab["status"] == "unsolvable");
}
