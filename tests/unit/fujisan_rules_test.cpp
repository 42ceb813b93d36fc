// The Fujisan rules as implemented in games/fujisan/rules.*: every movement rule and edge case,
// the board text and Kirkby notation with each of their error messages.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "fujisan_reference.hpp"
#include "games/fujisan/rules.hpp"
#include "games/fujisan/setups.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fujisan;

namespace {

Position at(std::initializer_list<std::pair<int, int>> spaces) {
  Position p = 0;
  for (auto [row, column] : spaces) p |= 1u << space_of(row, column);
  return p;
}

Move move(int r1, int c1, int r2, int c2) {
  return Move{static_cast<std::uint8_t>(space_of(r1, c1)), static_cast<std::uint8_t>(space_of(r2, c2))};
}

std::set<std::pair<int, int>> as_set(const MoveList& list) {
  std::set<std::pair<int, int>> s;
  for (const Move& m : list) s.insert({m.from, m.to});
  return s;
}

std::string error_of(auto&& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.code() + ": " + e.what();
  }
  return "no error";
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const Board kOnes = parse_board("111111111111/111111111111");

}  // namespace

TEST_CASE("from the start each priest can only step onto the mountain in its own row") {
  const MoveList moves = legal_moves(kOnes, Variant::standard, kStart);
  // Distance 1 reaches column 1 (or 12); no up/down on the ground.
  CHECK(as_set(moves) == std::set<std::pair<int, int>>{{space_of(0, 0), space_of(0, 1)},
                                                       {space_of(1, 0), space_of(1, 1)},
                                                       {space_of(0, 13), space_of(0, 12)},
                                                       {space_of(1, 13), space_of(1, 12)}});
  const Board far = parse_board("000050000000/000000000000");
  // From column 0 the fifth space is column 5: a 5 there is reachable, column 6 and beyond not.
  CHECK(as_set(legal_moves(far, Variant::standard, kStart)) ==
        std::set<std::pair<int, int>>{{space_of(0, 0), space_of(0, 5)}});
}

TEST_CASE("a sideways move counts the unoccupied spaces travelled, skipping occupied ones") {
  // Top row: column 3 holds 2. A priest on (0,2) is skipped by the priest from column 0.
  const Board board = parse_board("002000000000/000000000000");
  const Position p = at({{0, 0}, {0, 2}, {1, 0}, {1, 13}});
  CHECK(sideways_distance(p, 0, 0, 3) == 2);
  CHECK(is_legal(board, Variant::standard, p, move(0, 0, 0, 3)));
  // Without the priest on column 2 the distance is 3 and the 2 is out of reach from column 0.
  const Position q = at({{0, 0}, {0, 13}, {1, 0}, {1, 13}});
  CHECK_FALSE(is_legal(board, Variant::standard, q, move(0, 0, 0, 3)));
  // The occupied space itself is never a target.
  CHECK_FALSE(is_legal(board, Variant::standard, p, move(0, 0, 0, 2)));
}

TEST_CASE("priests pass over the summit, may move away from it, and never land on a start space") {
  const Board board = parse_board("400000004000/000000000000");
  // Column 5 to column 9 passes over both summit columns: four unoccupied spaces.
  const Position p = at({{0, 5}, {1, 0}, {1, 13}, {0, 13}});
  CHECK(is_legal(board, Variant::standard, p, move(0, 5, 0, 9)));
  // Column 5 to column 1 moves away from the summit: also four spaces.
  CHECK(is_legal(board, Variant::standard, p, move(0, 5, 0, 1)));
  // A priest on column 1 never returns to column 0, whatever the values.
  const Position q = at({{0, 1}, {1, 0}, {1, 13}, {0, 13}});
  for (const Move& m : legal_moves(board, Variant::standard, q)) CHECK_FALSE(is_start_column(column_of(m.to)));
}

TEST_CASE("a 0 space is reached only by an up/down move") {
  const Board zeros = parse_board("000000000000/100000000000");
  // From (1,0) the bottom 1 on column 1 is reachable; from there the top 0 only by moving up.
  Position p = kStart;
  const MoveList first = legal_moves(zeros, Variant::standard, p);
  REQUIRE(first.size == 1);
  CHECK(first.moves[0] == move(1, 0, 1, 1));
  p = apply(p, first.moves[0]);
  const auto next = as_set(legal_moves(zeros, Variant::standard, p));
  CHECK(next == std::set<std::pair<int, int>>{{space_of(1, 1), space_of(0, 1)}});
}

TEST_CASE("up/down needs the other space of the column empty") {
  const Position p = at({{0, 3}, {1, 3}, {0, 0}, {0, 13}});
  for (const Move& m : legal_moves(kOnes, Variant::standard, p)) CHECK(row_of(m.from) == row_of(m.to));
}

TEST_CASE("summit rule: up/down only under the standard rule, a free step across under summit_step") {
  // Summit column 7 holds 0 in the top row: the summit step ignores values.
  const Board board = parse_board("111111011111/111111111111");
  const Position p = at({{0, 6}, {1, 0}, {1, 13}, {0, 13}});
  CHECK(as_set(legal_moves(board, Variant::standard, p)).count({space_of(0, 6), space_of(1, 6)}) == 1);
  for (const Move& m : legal_moves(board, Variant::standard, p))
    if (m.from == space_of(0, 6)) CHECK(column_of(m.to) == 6);
  CHECK(is_legal(board, Variant::summit_step, p, move(0, 6, 0, 7)));
  // Still never a sideways move off the summit, even where the value would match.
  CHECK_FALSE(is_legal(board, Variant::summit_step, p, move(0, 6, 0, 5)));
  CHECK_FALSE(is_legal(board, Variant::standard, p, move(0, 6, 0, 5)));
  // The step needs the other summit space of the row empty.
  const Position q = at({{0, 6}, {0, 7}, {1, 13}, {0, 13}});
  CHECK_FALSE(is_legal(board, Variant::summit_step, q, move(0, 6, 0, 7)));
}

TEST_CASE("the solved position is the full summit and has no sideways moves under the standard rule") {
  CHECK(is_solved(kSummit));
  CHECK_FALSE(is_solved(kStart));
  CHECK(legal_moves(kOnes, Variant::standard, kSummit).size == 0);
  CHECK(legal_moves(kOnes, Variant::summit_step, kSummit).size == 0);
}

TEST_CASE("the move generator agrees with an independent reading of the rules on random positions") {
  Rng rng(2024);
  for (int trial = 0; trial < 3000; ++trial) {
    const Board board = generate(static_cast<Setup>(trial % 6), rng);
    // Four distinct spaces, none of them a start space unless drawn as one.
    Position p = 0;
    while (std::popcount(p) < kPriests) p |= 1u << rng.below(kSpaces);
    for (Variant variant : {Variant::standard, Variant::summit_step}) {
      std::set<std::pair<int, int>> expected;
      for (const Move& m : fujisan_reference::moves(board, variant, p)) expected.insert({m.from, m.to});
      REQUIRE(as_set(legal_moves(board, variant, p)) == expected);
    }
  }
}

TEST_CASE("legal moves come in the documented order, the one A*'s path and the random solver depend on") {
  // By source space; for each source its sideways moves leftwards, then rightwards, each nearest
  // first, then the step across the summit (summit_step), then up/down. MoveGenerator (kept by
  // searches) and legal_moves give the same list.
  Rng rng(77);
  for (int trial = 0; trial < 3000; ++trial) {
    const Board board = generate(static_cast<Setup>(trial % 6), rng);
    Position p = 0;
    while (std::popcount(p) < kPriests) p |= 1u << rng.below(kSpaces);
    for (Variant variant : {Variant::standard, Variant::summit_step}) {
      std::vector<Move> expected = fujisan_reference::moves(board, variant, p);
      const auto key = [](const Move& m) {
        const int kind = row_of(m.to) != row_of(m.from)        ? 3
                         : is_summit_column(column_of(m.from)) ? 2
                         : column_of(m.to) < column_of(m.from) ? 0
                                                               : 1;
        return std::tuple(int{m.from}, kind, std::abs(column_of(m.to) - column_of(m.from)));
      };
      std::sort(expected.begin(), expected.end(), [&](const Move& a, const Move& b) { return key(a) < key(b); });
      const MoveList listed = legal_moves(board, variant, p);
      const MoveList generated = MoveGenerator(board, variant)(p);
      REQUIRE(std::vector<Move>(listed.begin(), listed.end()) == expected);
      REQUIRE(std::vector<Move>(generated.begin(), generated.end()) == expected);
    }
  }
}

TEST_CASE("doubled summit distance") {
  CHECK(doubled_summit_distance(kStart) == 4 * 13);
  CHECK(doubled_summit_distance(kSummit) == 4);
  CHECK(doubled_summit_distance(at({{0, 1}, {1, 12}, {0, 5}, {1, 8}})) == 11 + 11 + 3 + 3);
}

TEST_CASE("board text round-trips and names each problem") {
  const std::string text = "554344221335/311400512200";
  const Board board = parse_board(text);
  CHECK(format_board(board) == text);
  CHECK(board.value(0, 1) == 5);
  CHECK(board.value(1, 12) == 0);
  CHECK(contains(error_of([] { parse_board("554344221335311400512200"); }), "no '/' found"));
  CHECK(contains(error_of([] { parse_board("554344221335/311400512200/1"); }), "exactly one '/'"));
  CHECK(contains(error_of([] { parse_board("55434422133/311400512200"); }), "top row has 11 characters"));
  CHECK(contains(error_of([] { parse_board("554344221335/3114005122001"); }), "bottom row has 13 characters"));
  CHECK(contains(error_of([] { parse_board("554344221336/311400512200"); }), "'6' at column 12"));
  CHECK(contains(error_of([] { parse_board("554344221335/31140x512200"); }), "bottom row has 'x' at column 6"));
  CHECK(contains(error_of([] { parse_board(""); }), "bad_board"));
}

// Top row 1 2 2 0 0 3 | 3 0 0 0 0 1, bottom row 1 1 3 0 0 0 | 0 0 0 0 0 1.
const Board kNotationBoard = parse_board("122003300001/113000000001");

TEST_CASE("notation: priests, directions, skipped spaces") {
  const Board& board = kNotationBoard;
  Priests priests = initial_priests();
  CHECK(priests[3] == space_of(0, 0));   // S top-left
  CHECK(priests[2] == space_of(1, 0));   // M bottom-left
  CHECK(priests[1] == space_of(0, 13));  // C top-right
  CHECK(priests[0] == space_of(1, 13));  // A bottom-right
  // S reaches the 1 on column 1 (one space) or the 2 on column 2 (two spaces).
  CHECK(parse_notation(board, Variant::standard, priests, "SR12") == move(0, 0, 0, 2));
  CHECK(parse_notation(board, Variant::standard, priests, "CL1") == move(0, 13, 0, 12));
  const Move s = parse_notation(board, Variant::standard, priests, "SR1");
  CHECK(s == move(0, 0, 0, 1));
  CHECK(to_notation(board, priests, s) == "SR1");
  priests = apply(priests, s);
  CHECK(to_notation(board, priests, move(0, 1, 1, 1)) == "SD");
  priests = apply(priests, parse_notation(board, Variant::standard, priests, "SD"));
  CHECK(priests[3] == space_of(1, 1));
  // M passes over S on column 1 and lands on the 1 of column 2: one unoccupied space.
  const Move m = parse_notation(board, Variant::standard, priests, "MR(1)1");
  CHECK(m == move(1, 0, 1, 2));
  CHECK(to_notation(board, priests, m) == "MR(1)1");
  priests = apply(priests, m);
  CHECK(to_notation(board, priests, move(1, 2, 0, 2)) == "MU");
  CHECK(to_notation(board, priests, move(1, 2, 1, 2)).size() > 0);
}

TEST_CASE("notation round-trips every legal move of random positions reached by play") {
  Rng rng(99);
  for (int game = 0; game < 200; ++game) {
    const Board board = generate(Setup::any_coin, rng);
    const Variant variant = game % 2 ? Variant::summit_step : Variant::standard;
    Priests priests = initial_priests();
    for (int step = 0; step < 40; ++step) {
      const MoveList moves = legal_moves(board, variant, position_of(priests));
      if (moves.size == 0) break;
      for (const Move& m : moves) {
        const std::string text = to_notation(board, priests, m);
        REQUIRE(parse_notation(board, variant, priests, text) == m);
      }
      priests = apply(priests, moves.moves[rng.below(static_cast<std::uint32_t>(moves.size))]);
    }
  }
}

TEST_CASE("notation errors name the problem") {
  const Board& board = kNotationBoard;
  const Priests start = initial_priests();
  auto err = [&](const Priests& priests, const char* text, Variant variant = Variant::standard) {
    return error_of([&] { parse_notation(board, variant, priests, text); });
  };
  CHECK(contains(err(start, "S"), "a priest letter"));
  CHECK(contains(err(start, ""), "a priest letter"));
  CHECK(contains(err(start, "XR5"), "unknown priest 'X'"));
  CHECK(contains(err(start, "SX"), "unknown direction 'X'"));
  CHECK(contains(err(start, "SU"), "on the ground cannot move up or down"));
  CHECK(contains(err(start, "SR"), "lists the values"));
  CHECK(contains(err(start, "SL5"), "runs off the mountain"));
  CHECK(contains(err(start, "SR9"), "expected a value 0-5 at position 3"));
  CHECK(contains(err(start, "SR4"), "column 1 holds 1, not 4"));
  CHECK(contains(err(start, "SR122"), "the target holds 2 but the priest travels 3 unoccupied spaces"));
  CHECK(contains(err(start, "SR(1)"), "column 1 is not occupied"));
  CHECK(contains(err(start, "SR(1"), "needs a closing ')'"));
  CHECK(contains(err(start, "SR1"), "no error"));

  Priests on = apply(start, move(0, 0, 0, 1));  // S on (0,1)
  CHECK(contains(err(on, "SUX"), "nothing after the direction"));
  CHECK(contains(err(on, "SU"), "already in the top row"));
  on = apply(on, move(0, 1, 1, 1));  // S down to (1,1)
  CHECK(contains(err(on, "MR11"), "column 1 is occupied: write it in parentheses"));
  CHECK(contains(err(on, "MR(1)3"), "column 2 holds 1, not 3"));
  CHECK(contains(err(on, "MR(1"), "needs a closing ')'"));
  Priests stacked = start;
  stacked[3] = static_cast<std::uint8_t>(space_of(0, 4));
  stacked[2] = static_cast<std::uint8_t>(space_of(1, 4));
  CHECK(contains(err(stacked, "SD"), "the target space is occupied"));
  stacked[1] = static_cast<std::uint8_t>(space_of(0, 5));
  CHECK(contains(err(stacked, "SR(0)"), "the target space is occupied"));

  // On the summit: only up/down (standard), plus the step across (summit_step).
  Priests summit = start;
  summit[3] = static_cast<std::uint8_t>(space_of(0, 6));
  CHECK(contains(err(summit, "SR3"), "a priest on the summit only moves up or down"));
  CHECK_FALSE(contains(err(summit, "SR3"), "or steps"));
  CHECK(contains(err(summit, "SL0", Variant::summit_step), "or steps to the other summit space"));
  CHECK(contains(err(summit, "SR3", Variant::summit_step), "no error"));
  CHECK(contains(err(summit, "SD"), "no error"));
}
