// The generic searches (core/search.hpp) on small spaces whose answers are known by construction.
#include <doctest/doctest.h>

#include <bit>
#include <cstdint>
#include <vector>

#include "core/search.hpp"

using namespace puzzlelab;
using namespace puzzlelab::search;

namespace {

// Numbers 1..limit; moves +1 and *2 (while within the limit). From 1 to n the fewest moves are
// known in closed form: (bit length - 1) doublings plus one +1 per extra set bit.
struct Doubling {
  using State = std::uint32_t;
  using Move = char;
  std::uint32_t target;
  std::uint32_t limit;
  bool is_goal(State s) const { return s == target; }
  template <class F>
  void for_each_successor(State s, F&& f) const {
    if (s + 1 <= limit) f('+', s + 1);
    if (2 * s <= limit) f('*', 2 * s);
  }
  // Admissible: each move at most doubles, so at least log2(target/s) moves remain.
  int heuristic(State s) const {
    int h = 0;
    for (std::uint64_t v = s; v < target; v *= 2) ++h;
    return h;
  }
};

int fewest_moves(std::uint32_t n) { return std::bit_width(n) - 1 + std::popcount(n) - 1; }

// The same space, densely indexed (states 0..limit): searches use a flat table instead of hashing.
struct DenseDoubling : Doubling {
  std::size_t state_count() const { return limit + 1; }
  std::size_t index(State s) const { return s; }
};

// An inconsistent but admissible heuristic: A* must still return a shortest path.
struct Inconsistent : Doubling {
  int heuristic(State s) const { return (s % 3 == 0) ? Doubling::heuristic(s) : 0; }
};

std::uint32_t replay(std::uint32_t s, const std::vector<char>& path) {
  for (char m : path) s = m == '+' ? s + 1 : 2 * s;
  return s;
}

}  // namespace

TEST_CASE("BFS, A* and memoised DFS find paths; BFS and A* shortest") {
  for (std::uint32_t n : {1u, 2u, 7u, 37u, 100u, 255u, 256u, 999u}) {
    CAPTURE(n);
    const Doubling space{n, 1000};
    BudgetMeter m1({}), m2({}), m3({});
    const auto b = bfs(space, 1u, m1);
    const auto a = astar(space, 1u, m2);
    const auto d = memo_dfs(space, 1u, m3);
    REQUIRE(b.status == Status::solved);
    REQUIRE(a.status == Status::solved);
    REQUIRE(d.status == Status::solved);
    CHECK(static_cast<int>(b.path.size()) == fewest_moves(n));
    CHECK(static_cast<int>(a.path.size()) == fewest_moves(n));
    CHECK(d.path.size() >= b.path.size());
    CHECK(replay(1, b.path) == n);
    CHECK(replay(1, a.path) == n);
    CHECK(replay(1, d.path) == n);
  }
}

TEST_CASE("dense and hashed tables give the same answers") {
  for (std::uint32_t n : {5u, 77u, 500u}) {
    const Doubling hashed{n, 600};
    const DenseDoubling dense{{n, 600}};
    BudgetMeter m1({}), m2({}), m3({}), m4({});
    CHECK(bfs(hashed, 1u, m1).path.size() == bfs(dense, 1u, m2).path.size());
    const auto a = astar(hashed, 1u, m3);
    const auto b = astar(dense, 1u, m4);
    CHECK(a.path == b.path);
    CHECK(a.expanded == b.expanded);
  }
}

TEST_CASE("A* stays shortest with an admissible but inconsistent heuristic") {
  for (std::uint32_t n = 2; n < 300; n += 7) {
    const Inconsistent space{{n, 400}};
    BudgetMeter meter({});
    const auto a = astar(space, 1u, meter);
    REQUIRE(a.status == Status::solved);
    CHECK(static_cast<int>(a.path.size()) == fewest_moves(n));
  }
}

TEST_CASE("unsolvable only after the whole reachable space, unknown when the budget runs out") {
  // 1001 is beyond the limit: every state 1..1000 is reachable and none is the goal.
  const Doubling space{1001, 1000};
  BudgetMeter m1({}), m2({}), m3({});
  const auto b = bfs(space, 1u, m1);
  const auto a = astar(space, 1u, m2);
  const auto d = memo_dfs(space, 1u, m3);
  CHECK(b.status == Status::unsolvable);
  CHECK(a.status == Status::unsolvable);
  CHECK(d.status == Status::unsolvable);
  CHECK(b.stored == 1000);
  CHECK(a.stored == 1000);
  CHECK(d.stored == 1000);
  CHECK(b.expanded == 1000);
  Budget small;
  small.max_nodes = 50;
  BudgetMeter s1(small), s2(small), s3(small);
  CHECK(bfs(space, 1u, s1).status == Status::unknown);
  CHECK(astar(space, 1u, s2).status == Status::unknown);
  CHECK(memo_dfs(space, 1u, s3).status == Status::unknown);
  // The same small budget is plenty for an easy goal.
  BudgetMeter s4(small);
  CHECK(bfs(Doubling{8, 1000}, 1u, s4).status == Status::solved);
}

TEST_CASE("a start that is already a goal") {
  const Doubling space{1, 10};
  BudgetMeter m1({}), m2({}), m3({});
  CHECK(bfs(space, 1u, m1).path.empty());
  CHECK(astar(space, 1u, m2).status == Status::solved);
  CHECK(memo_dfs(space, 1u, m3).status == Status::solved);
}

TEST_CASE("random playout: reproducible, ends honestly") {
  const Doubling space{64, 100};
  Rng r1(5), r2(5);
  BudgetMeter m1({}), m2({});
  const auto a = random_playout(space, 1u, r1, 1000, m1);
  const auto b = random_playout(space, 1u, r2, 1000, m2);
  CHECK(a.moves == b.moves);
  // From 100 no move stays within the limit... 100 -> 101 is over it, 200 too: stuck, unless 64.
  const std::uint32_t end = replay(1, a.moves);
  if (a.end == PlayoutEnd::solved) CHECK(end == 64);
  if (a.end == PlayoutEnd::stuck) CHECK(end == 100);
  CHECK(a.end != PlayoutEnd::move_limit);
  Rng r3(5);
  BudgetMeter m3({});
  const auto limited = random_playout(Doubling{1000, 2000}, 1u, r3, 3, m3);
  CHECK(limited.moves.size() == 3);
  CHECK(limited.end == PlayoutEnd::move_limit);
  Budget one;
  one.max_nodes = 1;
  Rng r4(5);
  BudgetMeter m4(one);
  CHECK(random_playout(Doubling{1000, 2000}, 1u, r4, 100, m4).end == PlayoutEnd::budget);
}

TEST_CASE("flat state map grows and finds every key") {
  FlatStateMap<std::uint64_t> map;
  for (std::uint32_t i = 0; i < 50000; ++i) REQUIRE(map.find_or_insert(std::uint64_t(i) * 7919, i) == kNoNode);
  for (std::uint32_t i = 0; i < 50000; ++i) REQUIRE(map.find(std::uint64_t(i) * 7919) == i);
  CHECK(map.find(3) == kNoNode);
  CHECK(map.find_or_insert(7919, 99) == 1);
  map.update(7919, 99);
  CHECK(map.find(7919) == 99);
  CHECK(map.size() == 50000);
}
