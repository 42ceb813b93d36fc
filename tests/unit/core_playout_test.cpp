// The core random playout (core/playout.hpp): how and why it ends, and the one draw per move that
// every game's playouts (and so their pinned results) rely on.
#include <doctest/doctest.h>

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "core/playout.hpp"

using namespace puzzlelab;

namespace {

// Walks up a road 0..last by steps of 1, 2 or 3 (each while it stays on the road); `goal` is the
// square that solves it (none when it lies off the road). At `last` no step is left: stuck.
struct Road {
  using State = int;
  using Move = int;
  int goal;
  int last;
  bool is_goal(int s) const { return s == goal; }
  void legal_moves(int s, std::vector<int>& out) const {
    for (int step = 1; step <= 3; ++step)
      if (s + step <= last) out.push_back(step);
  }
  void play(int& s, const int& step) const { s += step; }
};

int walk(int s, const std::vector<int>& steps) {
  for (int step : steps) s += step;
  return s;
}

}  // namespace

TEST_CASE("core playout: each move is moves[rng.below(count)] over the source's order") {
  const Road road{-1, 60};
  Rng rng(17), mirror(17);
  const auto p = random_playout(road, 0, rng, 1000);
  REQUIRE(p.end == PlayoutEnd::stuck);
  int s = 0;
  for (int step : p.moves) {
    std::vector<int> moves;
    road.legal_moves(s, moves);
    CHECK(step == moves[mirror.below(static_cast<std::uint32_t>(moves.size()))]);
    s += step;
  }
  CHECK(s == 60);
  // Nothing else was drawn: both generators are in the same place.
  CHECK(rng.next_u32() == mirror.next_u32());
}

TEST_CASE("core playout: why it ended") {
  Rng rng(3);
  SUBCASE("solved: the goal, also at the start and before the move limit is looked at") {
    const auto at_start = random_playout(Road{0, 10}, 0, rng, 0);
    CHECK(at_start.end == PlayoutEnd::solved);
    CHECK(at_start.solved());
    CHECK(at_start.moves.empty());
    // From 0 on a road that ends at 1, the only step lands on the goal.
    const auto one = random_playout(Road{1, 1}, 0, rng, 5);
    CHECK(one.end == PlayoutEnd::solved);
    CHECK(one.moves == std::vector<int>{1});
  }
  SUBCASE("stuck: no legal move, not solved") {
    const auto p = random_playout(Road{-1, 7}, 0, rng, 1000);
    CHECK(p.end == PlayoutEnd::stuck);
    CHECK_FALSE(p.solved());
    CHECK(walk(0, p.moves) == 7);
  }
  SUBCASE("move limit: exactly max_moves moves; a stuck position at the limit says stuck") {
    const auto p = random_playout(Road{-1, 1000}, 0, rng, 5);
    CHECK(p.end == PlayoutEnd::move_limit);
    CHECK(p.moves.size() == 5);
    CHECK(random_playout(Road{-1, 1}, 0, rng, 0).end == PlayoutEnd::move_limit);
    CHECK(random_playout(Road{-1, 0}, 0, rng, 0).end == PlayoutEnd::stuck);
    // A road of two squares: one step, then no step left, exactly at the limit of one move.
    const auto at_limit = random_playout(Road{-1, 1}, 0, rng, 1);
    CHECK(at_limit.moves.size() == 1);
    CHECK(at_limit.end == PlayoutEnd::stuck);
  }
  SUBCASE("budget: one node per move") {
    Budget three;
    three.max_nodes = 3;
    const auto p = random_playout(Road{-1, 1000}, 0, rng, 1000, three);
    CHECK(p.end == PlayoutEnd::budget);
    CHECK(p.moves.size() == 3);
    std::atomic<bool> cancel{true};
    Budget cancelled;
    cancelled.cancel = &cancel;
    // The flag is read before the first node (then every 256): a walk cancelled before it
    // starts makes no move.
    const auto q = random_playout(Road{-1, 100000}, 0, rng, 100000, cancelled);
    CHECK(q.end == PlayoutEnd::budget);
    CHECK(q.moves.empty());
  }
}

TEST_CASE("core playout: reproducible from the seed, and names its endings as the protocol does") {
  const Road road{-1, 500};
  Rng a(99), b(99), c(100);
  const auto first = random_playout(road, 0, a, 1000);
  CHECK(first.moves == random_playout(road, 0, b, 1000).moves);
  CHECK(first.moves != random_playout(road, 0, c, 1000).moves);
  CHECK(std::string(to_string(PlayoutEnd::solved)) == "solved");
  CHECK(std::string(to_string(PlayoutEnd::stuck)) == "stuck");
  CHECK(std::string(to_string(PlayoutEnd::move_limit)) == "move-limit");
  CHECK(std::string(to_string(PlayoutEnd::budget)) == "budget");
}
