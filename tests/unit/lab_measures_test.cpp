// The papers' measures the games give experiments (LabGame::measure): Fujisan's connectivity,
// random solver and dead challenges; Pretzel's greedy player and dead ends, the latter against a
// plain exhaustive search written here.
#include <doctest/doctest.h>

#include <set>
#include <vector>

#include "core/rng.hpp"
#include "game/game.hpp"
#include "games/fujisan/lab_measures.hpp"
#include "games/fujisan/rules.hpp"
#include "games/pretzel/lab_measures.hpp"
#include "games/pretzel/rules.hpp"
#include "games/pretzel/setups.hpp"
#include "games/pretzel/solver.hpp"

using namespace puzzlelab;

TEST_CASE("fujisan lab: the papers' step connectivity, counted by hand") {
  // Every space 1: each column's two spaces are equal (weight 1/2); targets column -+ 1 that are
  // not summit columns: columns 1-4 and 9-12 reach two, 5-8 one: (8 + 4 + 8) per row, two rows,
  // halved, over 12.
  const fujisan::Board ones = fujisan::parse_board("111111111111/111111111111");
  CHECK(fujisan::paper_connectivity(ones) == doctest::Approx(20.0 / 12));
  const fujisan::Board zeros = fujisan::parse_board("000000000000/000000000000");
  CHECK(fujisan::paper_connectivity(zeros) == 0);
  // Column 1 = (5, 4), all else 0: 5 reaches 6 (summit, no) and -4 (off); 4 reaches 5: one, full weight.
  const fujisan::Board one = fujisan::parse_board("500000000000/400000000000");
  CHECK(fujisan::paper_connectivity(one) == doctest::Approx(1.0 / 12));
  // Start columns count as targets: 1 at column 1 reaches column 0.
  CHECK(fujisan::paper_connectivity(fujisan::parse_board("100000000000/000000000000")) == doctest::Approx(2.0 / 12));
}

TEST_CASE("fujisan lab: dead challenges and the random solver without repeats") {
  // No space of value 1 next to the start columns, so no priest can leave the ground... every
  // first move is a sideways move onto a space of value = distance from column 0 or 13.
  const fujisan::Board dead = fujisan::parse_board("000000000000/000000000000");
  CHECK(fujisan::is_dead(dead, fujisan::Variant::standard));
  Rng rng(1);
  CHECK_FALSE(fujisan::random_walk_without_repeats(dead, fujisan::Variant::standard, fujisan::kStart, rng));

  // A published challenge: the walk is deterministic per seed, ends, and sometimes wins.
  const fujisan::Board board = fujisan::parse_board("554344221335/311400512200");
  CHECK_FALSE(fujisan::is_dead(board, fujisan::Variant::standard));
  int wins = 0;
  for (std::uint64_t seed = 0; seed < 300; ++seed) {
    Rng a(seed), b(seed);
    const bool first = fujisan::random_walk_without_repeats(board, fujisan::Variant::standard, fujisan::kStart, a);
    CHECK(first == fujisan::random_walk_without_repeats(board, fujisan::Variant::standard, fujisan::kStart, b));
    wins += first ? 1 : 0;
  }
  CHECK(wins < 300);
}

namespace {

// Every position reachable from the deal, by a plain depth-first search over a std::set.
std::uint64_t dead_ends_by_brute_force(const pretzel::Board& deal) {
  std::set<std::vector<pretzel::Card>> seen{deal.cells};
  std::vector<pretzel::Board> stack{deal};
  std::uint64_t dead = 0;
  while (!stack.empty()) {
    const pretzel::Board b = stack.back();
    stack.pop_back();
    if (pretzel::is_solved(b)) continue;
    const auto moves = pretzel::legal_moves(b);
    if (moves.empty()) ++dead;
    for (const auto m : moves) {
      pretzel::Board next = b;
      pretzel::apply(next, m);
      if (seen.insert(next.cells).second) stack.push_back(next);
    }
  }
  return dead;
}

}  // namespace

TEST_CASE("pretzel lab: dead ends of the whole game tree match an exhaustive search") {
  for (const pretzel::Shape shape : {pretzel::Shape{2, 3}, pretzel::Shape{3, 3}, pretzel::Shape{3, 4}}) {
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
      const pretzel::Board deal = pretzel::generate(shape, pretzel::Setup::shuffled, seed);
      const auto counted = pretzel::count_dead_ends(deal, 10'000'000);
      REQUIRE(counted.has_value());
      CHECK(*counted == dead_ends_by_brute_force(deal));
    }
  }
  // Over the cap: nothing.
  const pretzel::Board big = pretzel::generate(pretzel::Shape{4, 6}, pretzel::Setup::shuffled, 1);
  CHECK_FALSE(pretzel::count_dead_ends(big, 1).has_value());
}

TEST_CASE("pretzel lab: the greedy player and the simulator's score") {
  const pretzel::Shape shape{1, 3};
  // ".,2a,3a": the 2 fills the first column, then the 3 follows it.
  CHECK(pretzel::greedy_solves(pretzel::parse_board(shape, ".,2a,3a")));
  // "2a,.,3a" with its hole (the deal's first) at cell 1: left of it 2a, not the top rank, and
  // cell 0 (the hole's ordinal) holds its own card: 2.
  const pretzel::Board b = pretzel::parse_board(shape, "2a,.,3a");
  const int holes[] = {1};
  CHECK(pretzel::greedy_score(b, holes) == 2);
  // A hole right of the top rank scores -1, in the first column 2, right of a hole 0.
  const pretzel::Shape two{2, 3};
  const int first_and_second[] = {1, 3};
  CHECK(pretzel::greedy_score(pretzel::parse_board(two, "3a,.,2b/.,2a,3b"), first_and_second) == 1);
  const int adjacent[] = {1, 2};
  CHECK(pretzel::greedy_score(pretzel::parse_board(two, "3a,.,./2a,2b,3b"), adjacent) == -1);
  // A deal the greedy player cannot finish: both holes sit right of a top-rank card, no move.
  CHECK_FALSE(pretzel::greedy_solves(pretzel::parse_board(two, "2b,3a,./2a,3b,.")));
}
