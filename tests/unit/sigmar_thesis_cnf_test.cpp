// The thesis's CNF encoding (engine/games/sigmar/thesis_cnf.hpp) beside ours (compact_cnf.cpp):
// both against brute force on small boards, against `decide` on reference and swapped standard
// boards, every decoded solution replayed; the size as the formulas count it; and the corrections
// docs/SIGMAR.md lists, each shown to matter.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include <cadical.hpp>

#include "core/rng.hpp"
#include "games/sigmar/portfolio.hpp"
#include "games/sigmar/sat_solver.hpp"
#include "games/sigmar/solver.hpp"
#include "games/sigmar/swaps.hpp"
#include "games/sigmar/thesis_cnf.hpp"
#include "sigmar_reference_boards.hpp"

using namespace puzzlelab;
using namespace puzzlelab::sigmar;

namespace {

std::vector<Board> thesis_reference_boards(int count) {
  std::vector<Board> out;
  for (const std::string& line : sigmar_reference::lines("hruska-seeds-0000-1023.txt", 1, count))
    out.push_back(parse_board(line));
  return out;
}

// A board text with `marbles` letters on random cells of the inner three rings: random kinds, or
// (paired) matching pairs with metals in order and sometimes the gold; read by parse_cells.
Board thesis_small_board(Rng& rng, int marbles, bool paired) {
  std::vector<int> cells;
  for (int c = 0; c < kCells; ++c)
    if (ring_of(c) <= 2) cells.push_back(c);
  rng.shuffle(std::span<int>(cells));
  static constexpr char kinds[] = "afsvmq015";
  static constexpr const char* pairs[] = {"aa", "fs", "ss", "vm", "ee"};
  std::string text(kCells, '_');
  int k = 0, metal = 0;
  if (!paired) {
    for (; k < marbles; ++k) text[cells[k]] = kinds[rng.below(9)];
    return parse_cells(text);
  }
  for (; k + 1 < marbles; k += 2) {
    const auto p = rng.below(6);
    if (p == 5 && metal < kMetals - 1) {
      text[cells[k]] = 'q';
      text[cells[k + 1]] = static_cast<char>('0' + metal++);
    } else {
      text[cells[k]] = pairs[p % 5][0];
      text[cells[k + 1]] = pairs[p % 5][1];
    }
  }
  if (rng.coin()) text[cells[k]] = '5';
  return parse_cells(text);
}

Status status_with(const Board& b, SatEncoding encoding) {
  const SatResult r = solve_sat(b, Budget{}, encoding);
  if (r.status == Status::solved) CHECK_MESSAGE(check_solution(b, r.solution).empty(), format_board(b));
  return r.status;
}

// CaDiCaL on a formula plus extra unit clauses: 10 satisfiable, 20 not.
int solve_with_units(const Cnf& cnf, const std::vector<int>& units) {
  CaDiCaL::Solver solver;
  solver.set("quiet", 1);
  for (const int literal : cnf.literals) solver.add(literal);
  for (const int unit : units) {
    solver.add(unit);
    solver.add(0);
  }
  return solver.solve();
}

}  // namespace

TEST_CASE("sigmar thesis CNF: both encodings agree with brute force on small boards") {
  int solvable = 0, unsolvable = 0;
  for (std::uint64_t seed = 0; seed < 1500; ++seed) {
    Rng rng(seed, 31);
    const Board b = thesis_small_board(rng, 5 + static_cast<int>(seed % 9), seed % 3 != 0);
    const Status want = brute_force_solvable(b) ? Status::solved : Status::unsolvable;
    (want == Status::solved ? solvable : unsolvable) += 1;
    CHECK_MESSAGE(status_with(b, SatEncoding::thesis) == want, format_board(b));
    CHECK_MESSAGE(status_with(b, SatEncoding::compact) == want, format_board(b));
  }
  CHECK(solvable > 200);
  CHECK(unsolvable > 200);
}

TEST_CASE("sigmar thesis CNF: both encodings agree with decide on reference and swapped boards") {
  // The thesis encoding takes 0.1 to 2 s to solve a full board and 3 to 30 s to refute one
  // (docs/SIGMAR.md, "Sizes and times"), so the sample is small: reference boards, swapped boards
  // of sigmar_sat_test.cpp that it solves quickly, and the position 12 moves into an unsolvable
  // one (still unsolvable: moves never make a board solvable).
  const std::vector<Board> boards = thesis_reference_boards(12);
  for (const int k : {2, 3, 5}) {  // of the first twelve, ones it solves in 0.1 s
    CHECK(status_with(boards[k], SatEncoding::thesis) == Status::solved);
    CHECK(status_with(boards[k], SatEncoding::compact) == Status::solved);
  }
  const auto swapped = [&](std::uint64_t seed) {
    Rng rng(seed, 9);
    return swap_marbles(boards[seed], 3, rng);
  };
  for (const std::uint64_t seed : {4, 6}) {
    const Board b = swapped(seed);
    CHECK(decide(b, Budget{}).result.status == Status::solved);
    CHECK(status_with(b, SatEncoding::thesis) == Status::solved);
    CHECK(status_with(b, SatEncoding::compact) == Status::solved);
  }
  Board b = swapped(11);
  CHECK(decide(b, Budget{}).result.status == Status::unsolvable);
  CHECK(status_with(b, SatEncoding::compact) == Status::unsolvable);
  for (int moves = 1; moves <= 12; ++moves) {
    const std::vector<Move> legal = legal_moves(b);
    REQUIRE(!legal.empty());
    apply(b, legal.front());
    if (moves != 12) continue;
    CHECK_MESSAGE(decide(b, Budget{}).result.status == Status::unsolvable, format_board(b));
    CHECK_MESSAGE(status_with(b, SatEncoding::thesis) == Status::unsolvable, format_board(b));
    CHECK_MESSAGE(status_with(b, SatEncoding::compact) == Status::unsolvable, format_board(b));
  }
}

TEST_CASE("sigmar thesis CNF: the size the formulas give, counted apart") {
  const Board board = thesis_reference_boards(1)[0];
  const Marbles mb(board);
  const ThesisCnf thesis(mb, nullptr);
  REQUIRE(thesis.complete());
  const std::uint64_t n = mb.count(), n_p = (n + 1) / 2, steps = 2 * n_p, hat = n + 1;
  std::uint64_t pairs = 1;  // the hidden key and the gold
  for (int i = 0; i < mb.count(); ++i)
    for (int j = i + 1; j < mb.count(); ++j) pairs += kinds_pair(mb.kind(i), mb.kind(j));
  const std::uint64_t keys = std::popcount(mb.of_kind(Kind::quicksilver));
  const std::uint64_t expected = (kCells + 1)                     // (1) every cell and the padding at t_0
                                 + hat                            // (2)
                                 + n * (steps + 1)                // (3) t = 1 .. 2 n_p + 1
                                 + hat                            // (4)
                                 + 4 * pairs * n_p                // (5) and (6)
                                 + steps * hat * n / 2            // (7) every pair of tiles per step
                                 + hat * steps * (steps - 1) / 2  // (8)
                                 + n_p                            // (9)
                                 + n * n_p * 6 * 3                // (10)
                                 + n * n_p                        // (11)
                                 + (1 + 4 * keys) * n_p;  // (12) gold with its hidden key, 4 locks with each key
  CHECK(n == 55);
  CHECK(thesis.formula().cnf.clauses == expected);
  CHECK(thesis.formula().moves.size() == pairs * n_p);
  // A few variables of the map: a pair of the gold, and the hidden key's own.
  const int gold = std::countr_zero(mb.of_kind(Kind::gold));
  CHECK(thesis.pair(ThesisCnf::kHiddenKey, gold, 1) != 0);
  CHECK(thesis.pair(gold, ThesisCnf::kHiddenKey, 1) == 0);
  CHECK(thesis.removed(ThesisCnf::kHiddenKey, 1) != 0);
  CHECK(thesis.free_tile(ThesisCnf::kHiddenKey, thesis.end_step()) != 0);
  CHECK(thesis.seq(0, 1, 6) != 0);
  CHECK(thesis.seq(0, 2, 1) == 0);  // only odd steps are asked
}

TEST_CASE("sigmar thesis CNF: the printed last time step leaves no room for the hidden key") {
  // Formula 4 as printed asks every tile free at n_t + 1; one tile leaves per step and the gold
  // needs its hidden key removed too, so n_t + 1 removals would have to fit in n_t steps.
  const Board b = parse_cells(std::string(40, '_') + "aa___5" + std::string(45, '_'));
  REQUIRE(brute_force_solvable(b));
  const Marbles mb(b);
  const ThesisCnf thesis(mb, nullptr);
  REQUIRE(thesis.complete());
  CHECK(solve_with_units(thesis.formula().cnf, {}) == 10);
  std::vector<int> printed;
  for (int i = 0; i < mb.count(); ++i) printed.push_back(thesis.free_tile(i, mb.count() + 1));
  CHECK(solve_with_units(thesis.formula().cnf, printed) == 20);
}

TEST_CASE("sigmar thesis CNF: the gold waits for the other metals, as formula 12 leaves out") {
  // Gold, silver and a quicksilver, all free: silver must go first.
  const Board b = parse_cells(std::string(40, '_') + "q___45" + std::string(45, '_'));
  REQUIRE(brute_force_solvable(b));
  const Marbles mb(b);
  const ThesisCnf thesis(mb, nullptr);
  const int gold = std::countr_zero(mb.of_kind(Kind::gold));
  const int silver = std::countr_zero(mb.of_kind(Kind::silver));
  const int key = std::countr_zero(mb.of_kind(Kind::quicksilver));
  CHECK(solve_with_units(thesis.formula().cnf, {thesis.pair(std::min(key, silver), std::max(key, silver), 1)}) == 10);
  CHECK(solve_with_units(thesis.formula().cnf, {thesis.pair(ThesisCnf::kHiddenKey, gold, 1)}) == 20);
}
