// Counting every solution of a Sigmar board (engine/games/sigmar/solution_count.hpp): the exact
// 256-bit count, hand-checked small boards, agreement with the plain exhaustive counter
// (count_solutions, kept as the brute-force check) on positions of at most 24 marbles, with and
// without the deadness pruning, 0 on unsolvable boards, at least 1 on solvable ones, unknown
// when the budget is tiny.
#include <doctest/doctest.h>

#include <atomic>
#include <string>

#include "games/sigmar/big_count.hpp"
#include "games/sigmar/playout.hpp"
#include "games/sigmar/portfolio.hpp"
#include "games/sigmar/setups.hpp"
#include "games/sigmar/solution_count.hpp"
#include "games/sigmar/solver.hpp"
#include "games/sigmar/templates.hpp"
#include "test_scale.hpp"

using namespace puzzlelab;
using namespace puzzlelab::sigmar;

namespace {

std::string counted(const Board& board, const Budget& budget = {}, const CountOptions& options = {}) {
  const CountResult r = count_all_solutions(board, budget, options);
  return r.count ? r.count->decimal() : "unknown";
}

// A linear board after its first `moves` solution moves, then a random playout's moves up to
// `random_moves` (which may walk into a dead position).
Board position(std::uint64_t seed, std::size_t moves, int random_moves) {
  Rng rng(seed);
  const Template t = make_template("symmetric-6", rng);
  const Generated g = generate_linear(t, rng);
  Board b = g.board;
  for (std::size_t k = 0; k < moves && k < g.solution.size(); ++k) apply(b, g.solution[k]);
  for (int k = 0; k < random_moves; ++k) {
    const std::vector<Move> legal = legal_moves(b);
    if (legal.empty()) break;
    apply(b, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
  }
  return b;
}

}  // namespace

TEST_CASE("BigCount: decimal digits, carries, overflow past 2^256") {
  CHECK(BigCount().decimal() == "0");
  CHECK(BigCount(1000000000).decimal() == "1000000000");
  CHECK(BigCount(UINT64_MAX).decimal() == "18446744073709551615");
  BigCount x(1);
  for (int k = 0; k < 64; ++k) REQUIRE(x.add(x));
  CHECK(x.decimal() == "18446744073709551616");
  CHECK_FALSE(x.fits_u64());
  for (int k = 64; k < 128; ++k) REQUIRE(x.add(x));
  CHECK(x.decimal() == "340282366920938463463374607431768211456");
  for (int k = 128; k < 255; ++k) REQUIRE(x.add(x));  // 2^255
  BigCount y = x;
  CHECK_FALSE(y.add(x));  // 2^256 does not fit
}

TEST_CASE("sigmar solution count: hand-checked small boards") {
  // Two free pairs of different kinds: 2 orders.
  Board b;
  b.put(0, Kind::air);
  b.put(5, Kind::air);
  b.put(85, Kind::fire);
  b.put(90, Kind::fire);
  CHECK(counted(b) == "2");
  // Six free air marbles: 15 pairs first, then 6, then 1.
  Board c;
  for (const int cell : {0, 5, 85, 90, 30, 40}) c.put(cell, Kind::air);
  CHECK(counted(c) == "90");
  CHECK(counted(c, {}, CountOptions{false}) == "90");
  // Lead with quicksilver, then gold alone: one sequence; gold cannot go first.
  Board d;
  d.put(0, Kind::lead);
  d.put(5, Kind::quicksilver);
  d.put(kCentre, Kind::gold);
  CHECK(counted(d) == "1");
  // No pair: 0; the empty board has one (empty) solution.
  Board e;
  e.put(0, Kind::air);
  e.put(5, Kind::fire);
  CHECK(counted(e) == "0");
  CHECK(counted(Board{}) == "1");
}

TEST_CASE("sigmar solution count agrees with the exhaustive counter on positions of at most 24 marbles") {
  int compared = 0, zero = 0, nonzero = 0;
  for (std::uint64_t seed = 0; seed < 24; ++seed)
    for (const int random_moves : {0, 3}) {
      const Board b = position(seed, 16 - static_cast<std::size_t>(random_moves), random_moves);
      if (b.marbles() > 24) continue;
      const std::optional<std::uint64_t> plain = count_solutions(b, Budget{});
      REQUIRE(plain.has_value());
      REQUIRE(*plain < UINT64_MAX);  // not saturated
      CHECK(counted(b) == std::to_string(*plain));
      CHECK(counted(b, {}, CountOptions{false}) == std::to_string(*plain));
      CHECK((*plain > 0) == brute_force_solvable(b));
      ++compared;
      (*plain == 0 ? zero : nonzero)++;
    }
  CHECK(compared >= 40);
  CHECK(zero > 0);  // some random moves walked into dead positions
  CHECK(nonzero > 0);
}

TEST_CASE("sigmar solution count: a small stored-count table gives the same exact counts") {
  for (std::uint64_t seed = 0; seed < test_scale::sample<std::uint64_t>(6); ++seed) {
    const Board b = position(seed, 14, 0);
    CountOptions tight;
    tight.max_stored = 64;
    CHECK(counted(b, {}, tight) == counted(b));
  }
}

TEST_CASE("sigmar solution count: 0 on unsolvable boards, at least 1 on solvable ones, as decided") {
  int solvable = 0, unsolvable = 0;
  Budget budget;
  budget.max_nodes = 300'000;
  for (std::uint64_t seed = 0; seed < 16; ++seed) {
    // Positions of about 30 marbles, some after random moves into dead ends.
    const Board b = position(seed, 10, 1 + static_cast<int>(seed % 4));
    const CountResult r = count_all_solutions(b, budget);
    REQUIRE(r.count.has_value());
    const Status s = decide(b, Budget{}).result.status;
    REQUIRE(s != Status::unknown);
    CHECK(r.count->zero() == (s == Status::unsolvable));
    (s == Status::solved ? solvable : unsolvable)++;
  }
  CHECK(solvable > 0);
  CHECK(unsolvable > 0);
}

TEST_CASE("sigmar solution count: unknown when the budget is tiny, never a number") {
  Rng rng(3);
  const Board full = generate_linear(rings_template(), rng).board;
  Budget tiny;
  tiny.max_nodes = 1;
  const CountResult r = count_all_solutions(full, tiny);
  CHECK_FALSE(r.count.has_value());
  CHECK(r.stopped == StopReason::nodes);
  CHECK(r.nodes <= 1);
  std::atomic<bool> cancel{true};
  Budget cancelled;
  cancelled.cancel = &cancel;
  const CountResult c = count_all_solutions(full, cancelled);
  CHECK_FALSE(c.count.has_value());
  CHECK(c.stopped == StopReason::cancelled);
}
