// The Lab's one-pass exact measures (exact_study.hpp) against the two searches they replace:
// the same path as solve_astar, the same shortest-path analysis as analyse_shortest_solutions,
// on boards of every setup under both rules, with one study reused from board to board.
#include <doctest/doctest.h>

#include "games/fujisan/exact_study.hpp"
#include "games/fujisan/metrics.hpp"
#include "games/fujisan/setups.hpp"
#include "games/fujisan/solver.hpp"
#include "test_scale.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fujisan;

namespace {

// Positions expanded to find the length of the solved challenges checked: the study's, solve_astar's.
struct Expanded {
  std::uint64_t study = 0;
  std::uint64_t astar = 0;
};

void check_same(ExactStudy& study, const Board& board, Variant variant, const Budget& budget,
                Expanded* expanded = nullptr) {
  CAPTURE(format_board(board));
  CAPTURE(to_string(variant));
  const ExactStudy::Measures measured = study.measure(board, variant, budget);
  const Solution astar = solve_astar(board, variant, kStart, budget);
  REQUIRE(measured.solution.status == astar.status);
  REQUIRE(measured.solution.moves == astar.moves);
  const bool budget_unreached = budget.max_nodes == 0 || budget.max_nodes >= kPositionCount;
  if (!budget_unreached) {
    // A budget that may stop a search: solve_astar's own answer, where it stopped.
    REQUIRE(measured.solution.expanded == astar.expanded);
    REQUIRE(measured.solution.stored == astar.stored);
  } else if (unsolvable_in_pair_game(board, variant)) {
    // Proved without a search.
    CHECK(measured.solution.expanded == 0);
    CHECK(measured.solution.stored == 0);
  }
  if (astar.status != Status::solved) {
    CHECK(measured.all.status == Status::unknown);
    return;
  }
  if (expanded) {
    expanded->study += measured.solution.expanded;
    expanded->astar += astar.expanded;
  }
  const ShortestSolutions all =
      analyse_shortest_solutions(board, variant, kStart, budget, static_cast<int>(astar.moves.size()));
  REQUIRE(measured.all.status == all.status);
  if (all.status != Status::solved) return;
  CHECK(measured.all.length == all.length);
  CHECK(measured.all.counter_intuitive_min == all.counter_intuitive_min);
  CHECK(measured.all.counter_intuitive_max == all.counter_intuitive_max);
  CHECK(measured.all.count == all.count);
  CHECK(measured.all.count_saturated == all.count_saturated);
}

}  // namespace

TEST_CASE("exact study: the same A* path and shortest-path analysis as the separate searches") {
  ExactStudy study;  // reused: nothing of one board may leak into the next
  int solved = 0, unsolvable = 0, spread = 0;
  Expanded expanded;
  for (const auto& info : all_setups()) {
    for (Variant variant : {Variant::standard, Variant::summit_step}) {
      for (std::uint64_t seed = 0; seed < test_scale::sample<std::uint64_t>(150); ++seed) {
        const Board board = generate(info.setup, seed + 77);
        check_same(study, board, variant, Budget{}, &expanded);
        const Solution a = solve_astar(board, variant, kStart, {});
        if (a.status == Status::solved) {
          ++solved;
          const ShortestSolutions all =
              analyse_shortest_solutions(board, variant, kStart, {}, static_cast<int>(a.moves.size()));
          spread += all.counter_intuitive_min != all.counter_intuitive_max ? 1 : 0;
        } else {
          ++unsolvable;
        }
      }
    }
  }
  CHECK(solved > test_scale::sample(1000));
  CHECK(unsolvable > test_scale::sample(50));
  CHECK(spread > test_scale::sample(100));  // boards whose shortest paths disagree on counter-intuitive moves
  // The pair bound's reason to be: far fewer positions expanded to find the length.
  CHECK(2 * expanded.study < expanded.astar);
}

TEST_CASE("exact study: the papers' tie order gives solve_astar's papers path") {
  ExactStudy study;
  int differ = 0;
  for (const auto& info : all_setups()) {
    for (Variant variant : {Variant::standard, Variant::summit_step}) {
      for (std::uint64_t seed = 0; seed < test_scale::sample<std::uint64_t>(60); ++seed) {
        const Board board = generate(info.setup, seed + 300);
        CAPTURE(format_board(board));
        CAPTURE(to_string(variant));
        const ExactStudy::Measures measured = study.measure(board, variant, Budget{}, PathChoice::papers);
        const Solution papers = solve_astar(board, variant, kStart, {}, PathChoice::papers);
        REQUIRE(measured.solution.status == papers.status);
        REQUIRE(measured.solution.moves == papers.moves);
        // The fast order in between: nothing of one search leaks into the next.
        const ExactStudy::Measures fast = study.measure(board, variant, Budget{});
        REQUIRE(fast.solution.moves == solve_astar(board, variant, kStart, {}).moves);
        differ += fast.solution.moves != papers.moves ? 1 : 0;
      }
    }
  }
  CHECK(differ > test_scale::sample(100));
  // A node budget that may stop the search: solve_astar's papers answer, where it stopped.
  const Board board = generate(Setup::any_coin, 5);
  Budget small;
  small.max_nodes = 200;
  const ExactStudy::Measures measured = study.measure(board, Variant::standard, small, PathChoice::papers);
  const Solution papers = solve_astar(board, Variant::standard, kStart, small, PathChoice::papers);
  CHECK(measured.solution.status == papers.status);
  CHECK(measured.solution.moves == papers.moves);
}

TEST_CASE("exact study: the pair game proves only unsolvable challenges unsolvable") {
  int proved = 0, unsolvable = 0;
  for (const auto& info : all_setups()) {
    for (std::uint64_t seed = 0; seed < test_scale::sample<std::uint64_t>(400); ++seed) {
      const Board board = generate(info.setup, seed + 5000);
      for (Variant variant : {Variant::standard, Variant::summit_step}) {
        CAPTURE(format_board(board));
        CAPTURE(to_string(variant));
        const bool proof = unsolvable_in_pair_game(board, variant);
        const Status status = solve_astar(board, variant, kStart, {}).status;
        if (proof) CHECK(status == Status::unsolvable);
        unsolvable += status == Status::unsolvable ? 1 : 0;
        proved += proof ? 1 : 0;
      }
    }
  }
  CHECK(proved > test_scale::sample(50));
  CHECK(2 * proved < unsolvable);  // a proof for some unsolvable challenges, not for all of them
}

TEST_CASE("exact study: small node budgets end where the separate searches end") {
  ExactStudy study;
  const Board board = generate(Setup::any_coin, 5);
  REQUIRE(solve_astar(board, Variant::standard, kStart, {}).status == Status::solved);
  for (std::uint64_t nodes : {1, 10, 100, 500, 1000, 2000, 3000, 5000, 20474, 20475, 100000})
    check_same(study, board, Variant::standard, Budget{nodes, 0, nullptr});
}
