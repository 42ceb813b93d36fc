// Sigmar SAT solver (engine/games/sigmar/sat_solver.hpp) against the search solver and brute
// force: small boards by the thousand (solvable and not), swapped standard boards, reference
// boards; every SAT solution replayed. And the two-solver decision (portfolio.hpp).
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "games/sigmar/portfolio.hpp"
#include "games/sigmar/sat_solver.hpp"
#include "games/sigmar/solver.hpp"
#include "games/sigmar/swaps.hpp"
#include "sigmar_reference_boards.hpp"
#include "test_scale.hpp"

using namespace puzzlelab;
using namespace puzzlelab::sigmar;

namespace {

std::vector<Board> some_reference_boards(int count) {
  std::vector<Board> out;
  for (const std::string& line : sigmar_reference::lines("hruska-seeds-0000-1023.txt", 1, count))
    out.push_back(parse_board(line));
  return out;
}

// On random cells of the inner three rings: `marbles` random kinds when `paired` is false, else
// marbles/2 random matching pairs (metals in order, gold sometimes).
Board random_small_board(Rng& rng, int marbles, bool paired) {
  std::vector<int> cells;
  for (int c = 0; c < kCells; ++c)
    if (ring_of(c) <= 2) cells.push_back(c);
  rng.shuffle(std::span<int>(cells));
  static constexpr Kind kinds[] = {Kind::air,         Kind::fire, Kind::salt, Kind::vitae, Kind::mors,
                                   Kind::quicksilver, Kind::lead, Kind::tin,  Kind::gold};
  static constexpr Kind pairs[][2] = {{Kind::air, Kind::air},
                                      {Kind::fire, Kind::salt},
                                      {Kind::salt, Kind::salt},
                                      {Kind::vitae, Kind::mors},
                                      {Kind::earth, Kind::earth}};
  Board b;
  int k = 0, metal = 0;
  if (!paired) {
    for (; k < marbles; ++k) b.put(cells[k], kinds[rng.below(9)]);
    return b;
  }
  for (; k + 1 < marbles; k += 2) {
    const auto p = rng.below(6);
    if (p == 5 && metal < kMetals - 1) {
      b.put(cells[k], Kind::quicksilver);
      b.put(cells[k + 1], metal_of_rank(metal++));
    } else {
      b.put(cells[k], pairs[p % 5][0]);
      b.put(cells[k + 1], pairs[p % 5][1]);
    }
  }
  if (rng.coin()) b.put(cells[k], Kind::gold);
  return b;
}

Status sat_status(const Board& b) {
  const SatResult r = solve_sat(b, Budget{});
  if (r.status == Status::solved) CHECK(check_solution(b, r.solution).empty());
  return r.status;
}

}  // namespace

TEST_CASE("sigmar SAT agrees with search and brute force on 3,000 small boards") {
  int solvable = 0, unsolvable = 0;
  for (std::uint64_t seed = 0; seed < 3000; ++seed) {
    Rng rng(seed, 3);
    const Board b = random_small_board(rng, 2 + static_cast<int>(seed % 11), seed % 3 != 0);
    const bool expected = brute_force_solvable(b);
    (expected ? solvable : unsolvable) += 1;
    const Status want = expected ? Status::solved : Status::unsolvable;
    CHECK_MESSAGE(sat_status(b) == want, format_board(b));
    CHECK_MESSAGE(solve(b, Budget{}).status == want, format_board(b));
  }
  CHECK(solvable > 300);
  CHECK(unsolvable > 300);
}

TEST_CASE("sigmar SAT agrees with search on swapped standard boards and solves reference boards") {
  const std::vector<Board> boards = some_reference_boards(40);
  int unsolvable = 0;
  for (std::uint64_t seed = 0; test_scale::keep_sampling<std::uint64_t>(seed, 40, unsolvable > 0); ++seed) {
    Rng rng(seed, 9);
    const Board b = swap_marbles(boards[seed], 3, rng);
    Budget budget;
    budget.max_nodes = 2'000'000;
    const Status search = solve(b, budget).status;
    const Status sat = sat_status(b);
    CHECK(sat != Status::unknown);
    if (search != Status::unknown) CHECK_MESSAGE(sat == search, format_board(b));
    unsolvable += sat == Status::unsolvable;
  }
  CHECK(unsolvable > 0);
  for (int k = 0; k < 5; ++k) CHECK(sat_status(boards[k]) == Status::solved);
}

TEST_CASE("sigmar SAT in slices: the same answers as in one go") {
  // Fifteen boards hold solvable and unsolvable ones; each is replayed in slices of 20 conflicts.
  const std::vector<Board> boards = some_reference_boards(15);
  int unsolvable = 0;
  for (std::uint64_t seed = 0; seed < 15; ++seed) {
    Rng rng(seed, 13);
    const Board b = swap_marbles(boards[seed], 2, rng);
    const Status whole = sat_status(b);
    REQUIRE(whole != Status::unknown);
    unsolvable += whole == Status::unsolvable;
    SatRun run(b);
    Budget slice;
    slice.max_nodes = 20;  // conflicts
    SatResult r;
    int slices = 0;
    do {
      r = run.advance(slice);
      ++slices;
    } while (r.status == Status::unknown && slices < 5000);
    CHECK_MESSAGE(r.status == whole, format_board(b));
    if (r.status == Status::solved) CHECK(check_solution(b, r.solution).empty());
    CHECK(run.advance(slice).status == r.status);
  }
  CHECK(unsolvable > 0);
}

TEST_CASE("sigmar decide: the slices' sizes change who answers, never the answer") {
  const std::vector<Board> boards = some_reference_boards(60);
  int by_sat = 0, by_search = 0;
  for (std::uint64_t seed = 0; test_scale::keep_sampling<std::uint64_t>(seed, 60, by_sat > 0 && by_search > 0);
       ++seed) {
    Rng rng(seed, 17);
    const Board b = swap_marbles(boards[seed], 2, rng);
    const Status expected = sat_status(b);
    for (const PortfolioOptions o : {PortfolioOptions{}, PortfolioOptions{10, 1, 10}, PortfolioOptions{50, 5, 300}}) {
      const Decision d = decide(b, Budget{}, o);
      CHECK_MESSAGE(d.result.status == expected, format_board(b));
      if (d.result.status == Status::solved) CHECK(check_solution(b, d.result.solution).empty());
      (d.by_sat ? by_sat : by_search) += 1;
    }
  }
  CHECK(by_sat > 0);
  CHECK(by_search > 0);
}

TEST_CASE("sigmar decide: search first, SAT for what the search leaves open") {
  // A board the search cannot refute in its first allowance; SAT proves it unsolvable.
  const Board hard =
      parse_board("_maae__evvm___w__q__wsaawff_m____e_ff2a____qs5_f_m_ae0q_sf_qvaw_ae4efqww_v__1fseww__3___e__");
  const Decision d = decide(hard, Budget{});
  CHECK(d.result.status == Status::unsolvable);
  CHECK(d.by_sat);
  const Decision easy = decide(some_reference_boards(1)[0], Budget{});
  CHECK(easy.result.status == Status::solved);
  CHECK_FALSE(easy.by_sat);
  std::atomic<bool> cancel{true};
  Budget cancelled;
  cancelled.cancel = &cancel;
  CHECK(solve_sat(hard, cancelled).status == Status::unknown);
}
