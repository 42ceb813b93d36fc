// The search building blocks (core/search.hpp): A* on small spaces whose answers are known by
// construction, the state tables and the status names.
#include <doctest/doctest.h>

#include <bit>
#include <cstdint>
#include <string>
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

// A diamond: 0 -> 1 ('a'), 0 -> 2 ('b'), then 1 -> 3 and 2 -> 3 (the goal); h = 1 on 1 and 2,
// so both middle states sit at f = 2 with the same h: only the tie order picks the path.
struct Diamond {
  using State = std::uint32_t;
  using Move = char;
  bool is_goal(State s) const { return s == 3; }
  template <class F>
  void for_each_successor(State s, F&& f) const {
    if (s == 0) {
      f('a', 1u);  // queued first
      f('b', 2u);  // queued last
    } else if (s == 1 || s == 2) {
      f(s == 1 ? 'x' : 'y', 3u);
    }
  }
  int heuristic(State s) const { return s == 3 ? 0 : s == 0 ? 2 : 1; }
};

std::uint32_t replay(std::uint32_t s, const std::vector<char>& path) {
  for (char m : path) s = m == '+' ? s + 1 : 2 * s;
  return s;
}

}  // namespace

TEST_CASE("A* finds shortest paths") {
  for (std::uint32_t n : {1u, 2u, 7u, 37u, 100u, 255u, 256u, 999u}) {
    CAPTURE(n);
    const Doubling space{n, 1000};
    BudgetMeter meter({});
    const auto a = astar(space, 1u, meter);
    REQUIRE(a.status == Status::solved);
    CHECK(static_cast<int>(a.path.size()) == fewest_moves(n));
    CHECK(replay(1, a.path) == n);
  }
}

TEST_CASE("A*'s ties: the default takes the last queued, first_queued the first queued") {
  BudgetMeter m1({}), m2({});
  const auto last = astar(Diamond{}, 0u, m1);
  const auto first = astar(Diamond{}, 0u, m2, Ties::first_queued);
  REQUIRE(last.status == Status::solved);
  REQUIRE(first.status == Status::solved);
  CHECK(last.path == std::vector<char>{'b', 'y'});
  CHECK(first.path == std::vector<char>{'a', 'x'});
  // Either order is shortest, on every goal of the doubling space too.
  for (std::uint32_t n : {7u, 37u, 100u, 255u, 999u}) {
    BudgetMeter meter({});
    const auto a = astar(Doubling{n, 1000}, 1u, meter, Ties::first_queued);
    REQUIRE(a.status == Status::solved);
    CHECK(static_cast<int>(a.path.size()) == fewest_moves(n));
    CHECK(replay(1, a.path) == n);
  }
  for (std::uint32_t n = 2; n < 300; n += 7) {
    BudgetMeter meter({});
    const auto a = astar(Inconsistent{{n, 400}}, 1u, meter, Ties::first_queued);
    REQUIRE(a.status == Status::solved);
    CHECK(static_cast<int>(a.path.size()) == fewest_moves(n));
  }
}

TEST_CASE("dense and hashed tables give the same answers") {
  for (std::uint32_t n : {5u, 77u, 500u}) {
    const Doubling hashed{n, 600};
    const DenseDoubling dense{{n, 600}};
    BudgetMeter m1({}), m2({});
    const auto a = astar(hashed, 1u, m1);
    const auto b = astar(dense, 1u, m2);
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
  BudgetMeter meter({});
  const auto a = astar(space, 1u, meter);
  CHECK(a.status == Status::unsolvable);
  CHECK(a.stored == 1000);
  CHECK(a.expanded == 1000);
  Budget small;
  small.max_nodes = 50;
  BudgetMeter s1(small), s2(small);
  CHECK(astar(space, 1u, s1).status == Status::unknown);
  // The same small budget is plenty for an easy goal.
  CHECK(astar(Doubling{8, 1000}, 1u, s2).status == Status::solved);
}

TEST_CASE("a start that is already a goal") {
  BudgetMeter meter({});
  const auto a = astar(Doubling{1, 10}, 1u, meter);
  CHECK(a.status == Status::solved);
  CHECK(a.path.empty());
}

TEST_CASE("status names as protocol responses and metrics give them") {
  CHECK(std::string(to_string(Status::solved)) == "solved");
  CHECK(std::string(to_string(Status::unsolvable)) == "unsolvable");
  CHECK(std::string(to_string(Status::unknown)) == "unknown");
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

TEST_CASE("bounded state set: remembers what fits, then forgets the masks with fewest bits") {
  BoundedStateSet roomy;
  for (std::uint64_t i = 1; i <= 100000; ++i) {
    roomy.insert(i * 0x9e3779b97f4a7c15ull);
    REQUIRE(roomy.contains(i * 0x9e3779b97f4a7c15ull));  // a key just inserted is always there
  }
  CHECK_FALSE(roomy.contains(12345));
  // Eight slots: two buckets of four. Forty one-bit masks fill them; each 60-bit mask that
  // follows evicts one with fewer bits, never another 60-bit one.
  BoundedStateSet tiny(64);
  std::vector<std::uint64_t> light;
  for (int i = 0; i < 40; ++i) light.push_back(std::uint64_t{1} << i);
  for (std::uint64_t key : light) tiny.insert(key);
  int kept = 0;
  for (std::uint64_t key : light) kept += tiny.contains(key) ? 1 : 0;
  CHECK(kept == 8);
  const std::uint64_t sixty = (std::uint64_t{1} << 60) - 1;
  const std::vector<std::uint64_t> heavy = {sixty, sixty << 1, sixty << 2, sixty << 3};
  for (std::uint64_t key : heavy) tiny.insert(key);
  for (std::uint64_t key : heavy) CHECK(tiny.contains(key));
}

TEST_CASE("byte state store: ids in order found, duplicates refused, paths through parents") {
  ByteStateStore store(3);
  const std::uint8_t root[3] = {1, 2, 3}, a[3] = {2, 1, 3}, b[3] = {2, 3, 1};
  CHECK(store.insert(root, ByteStateStore::kNone, 0) == 0);
  CHECK(store.insert(a, 0, 7) == 1);
  CHECK(store.insert(b, 1, 9) == 2);
  CHECK(store.insert(a, 2, 5) == ByteStateStore::kNone);
  CHECK(store.size() == 3);
  CHECK(store.parent(2) == 1);
  CHECK(store.state(2)[1] == 3);
  CHECK(store.path_to(2) == std::vector<std::uint8_t>{7, 9});
  store.mark_dead(1);
  CHECK(store.dead(1));
  CHECK_FALSE(store.dead(2));
  CHECK(store.path_to(2) == std::vector<std::uint8_t>{7, 9});  // the dead flag is not part of the move
  // Past the first chunk and several table growths every state is still found.
  ByteStateStore many(5);
  for (std::uint32_t i = 0; i < 20000; ++i) {
    const std::uint8_t s[5] = {std::uint8_t(i), std::uint8_t(i >> 8), 0, 0, 1};
    REQUIRE(many.insert(s, ByteStateStore::kNone, 0) == i);
  }
  for (std::uint32_t i = 0; i < 20000; i += 997) {
    const std::uint8_t s[5] = {std::uint8_t(i), std::uint8_t(i >> 8), 0, 0, 1};
    REQUIRE(many.insert(s, 0, 0) == ByteStateStore::kNone);
    CHECK(many.state(i)[0] == std::uint8_t(i));
  }
}
