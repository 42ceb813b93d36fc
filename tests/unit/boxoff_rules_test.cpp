// BoxOff rules, board text and move notation (engine/games/boxoff/rules.hpp).
#include <doctest/doctest.h>

#include <string>

#include "core/input_error.hpp"
#include "games/boxoff/rules.hpp"
#include "input_error_checks.hpp"

using namespace puzzlelab;
using namespace puzzlelab::boxoff;

using puzzlelab::test::contains;
using puzzlelab::test::error_of;

namespace {

// The message of the InputError that f throws (fails the test when it throws none).
Move mv(const Board& b, const char* text) { return parse_move(b.rows, b.cols, text); }

}  // namespace

TEST_CASE("BoxOff board text round-trips and keeps its letters") {
  for (const char* text : {"bbwbbw/byyywb/ywwwyy", "ab/ba", "aa", "a/a", "..", "a.a./b..b", "aabbccdd/eeffgghh"}) {
    const Board b = parse_board(text);
    CHECK(format_board(b) == text);
  }
  const Board b = parse_board("bbwbbw/byyywb/ywwwyy");
  CHECK(b.rows == 3);
  CHECK(b.cols == 6);
  CHECK(b.colours == 3);
  CHECK(b.letters[0] == 'b');
  CHECK(b.letters[1] == 'w');
  CHECK(b.letters[2] == 'y');
  CHECK(std::popcount(b.colour[0]) == 6);
  CHECK(b.colour_at(0) == 0);
  CHECK(b.colour_at(2) == 1);
  CHECK(format_board(parse_board("  ab/ba\n")) == "ab/ba");  // surrounding white space forgiven
}

TEST_CASE("BoxOff bad boards name the problem") {
  CHECK(contains(error_of([] { parse_board(""); }, "bad_board"), "empty"));
  CHECK(contains(error_of([] { parse_board("ab/b"); }, "bad_board"), "row 2 has 1 squares but row 1 has 2"));
  CHECK(contains(error_of([] { parse_board("ab//ba"); }, "bad_board"), "row 2 of the board is empty"));
  CHECK(contains(error_of([] { parse_board("aab/bba"); }, "bad_board"), "colour 'a' has 3 tokens, an odd number"));
  CHECK(contains(error_of([] { parse_board("aB/ba"); }, "bad_board"), "unexpected 'B' at row 1, column 2"));
  CHECK(contains(error_of([] { parse_board("a1/1a"); }, "bad_board"), "unexpected '1'"));
  CHECK(contains(error_of([] { parse_board("a b/b a"); }, "bad_board"), "a space"));
  CHECK(contains(error_of([] { parse_board("aaaaaaaaaa"); }, "bad_board"), "10 columns; at most 8"));
  CHECK(contains(error_of([] { parse_board("a/a/b/b/c/c/d/d/e/e"); }, "bad_board"), "10 rows; at most 8"));
  CHECK(contains(error_of([] { parse_board("aabbccdd/eeffgghh/ii......"); }, "bad_board"), "more than 8 colours"));
}

TEST_CASE("BoxOff parameters are validated with clear messages") {
  CHECK_NOTHROW(validate(Params{6, 8, 3}));
  CHECK_NOTHROW(validate(Params{4, 6, 4}));
  CHECK_NOTHROW(validate(Params{6, 6, 6}));
  CHECK_NOTHROW(validate(Params{8, 8, 8}));
  CHECK(contains(error_of([] { validate(Params{0, 6, 2}); }, "bad_params"), "rows must be 1..8, not 0"));
  CHECK(contains(error_of([] { validate(Params{6, 9, 2}); }, "bad_params"), "cols must be 1..8, not 9"));
  CHECK(contains(error_of([] { validate(Params{6, 6, 1}); }, "bad_params"), "colours must be 2..8, not 1"));
  CHECK(contains(error_of([] { validate(Params{6, 6, 9}); }, "bad_params"), "colours must be 2..8, not 9"));
  CHECK(contains(error_of([] { validate(Params{4, 6, 5}); }, "bad_params"), "do not divide"));
  CHECK(contains(error_of([] { validate(Params{3, 6, 6}); }, "bad_params"), "odd number"));
}

TEST_CASE("BoxOff moves: notation, both forms, errors") {
  CHECK(square_name(6, 0) == "a1");
  CHECK(square_name(6, 7) == "b2");
  CHECK(format_move(6, make_move(13, 0)) == "a1-b3");
  CHECK(parse_move(3, 6, "a1-b3") == make_move(0, 13));
  CHECK(parse_move(3, 6, "b3-a1") == make_move(0, 13));
  CHECK(parse_move(3, 6, "r1c1-r3c2") == make_move(0, 13));
  CHECK(contains(error_of([] { parse_move(3, 6, "a1b3"); }, "bad_move"), "two squares joined by '-'"));
  CHECK(contains(error_of([] { parse_move(3, 6, "a1-a1"); }, "bad_move"), "same square twice"));
  CHECK(contains(error_of([] { parse_move(3, 6, "a1-g1"); }, "bad_move"), "outside the 3x6 board"));
  CHECK(contains(error_of([] { parse_move(3, 6, "a1-a4"); }, "bad_move"), "outside"));
  CHECK(contains(error_of([] { parse_move(3, 6, "a1-A2"); }, "bad_move"), "cannot read square 'A2'"));
  CHECK(contains(error_of([] { parse_move(3, 6, "a1-b"); }, "bad_move"), "cannot read square"));
  CHECK(contains(error_of([] { parse_move(3, 6, "a0-b1"); }, "bad_move"), "cannot read square"));
}

TEST_CASE("BoxOff legality: same colour, clear rectangle") {
  // a b . a
  // b a a b
  // b . . .
  const Board b = parse_board("ab.a/baab/b...");
  CHECK(is_legal(b, mv(b, "b2-c2")));        // adjacent
  CHECK_FALSE(is_legal(b, mv(b, "a1-b1")));  // colours differ
  CHECK(contains(why_illegal(b, mv(b, "a1-b1")), "differ in colour"));
  CHECK_FALSE(is_legal(b, mv(b, "a1-d1")));  // b1 lies between
  CHECK(contains(why_illegal(b, mv(b, "a1-d1")), "still holds other tokens (b1"));
  CHECK(contains(why_illegal(b, mv(b, "c1-d1")), "square c1 is empty"));
  CHECK_FALSE(is_legal(b, mv(b, "a1-b2")));  // diagonal: b1 and a2 are in the box
  CHECK_FALSE(is_legal(b, mv(b, "d1-c2")));  // diagonal: c1 is empty but d2 holds a token
  CHECK(contains(why_illegal(b, mv(b, "d1-c2")), "(d2)"));
  CHECK_FALSE(is_legal(b, mv(b, "a2-d2")));  // b2 and c2 lie between
  Board d = parse_board("ab.a/baa.");
  CHECK(is_legal(d, mv(d, "d1-c2")));  // diagonal with both other squares empty
  Board c = parse_board("a..a/.bb./a..a");
  CHECK(is_legal(c, mv(c, "a1-d1")));        // a clear row
  CHECK_FALSE(is_legal(c, mv(c, "a1-d3")));  // the whole board: b2, c2 inside
  CHECK(is_legal(c, mv(c, "a1-a3")));        // a clear column
  CHECK(is_legal(c, mv(c, "b2-c2")));
  apply(c, mv(c, "b2-c2"));
  CHECK(format_board(c) == "a..a/..../a..a");
  CHECK(is_legal(c, mv(c, "a1-d1")));        // rule 2 along the top row
  CHECK_FALSE(is_legal(c, mv(c, "a1-d3")));  // the corners d1 and a3 are inside the box
  CHECK(legal_moves(c).size() == 4);         // the four sides, not the diagonals
  apply(c, mv(c, "a1-a3"));
  CHECK(is_legal(c, mv(c, "d1-d3")));
}

TEST_CASE("BoxOff legal moves follow the rules exactly") {
  // Compare legal_moves with a direct reading of the rule on a few boards.
  for (const char* text : {"bbwbbw/byyywb/ywwwyy", "ab/ba", "a.b.a/b.a.b/a.b.a/b.a.b", "abcabc/cabcab/bcabca/abcabc"}) {
    const Board b = parse_board(text);
    std::size_t expected = 0;
    const int n = b.rows * b.cols;
    for (int x = 0; x < n; ++x)
      for (int y = x + 1; y < n; ++y) {
        const int cx = b.colour_at(x), cy = b.colour_at(y);
        if (cx < 0 || cx != cy) continue;
        bool clear = true;
        for (int r = std::min(x / b.cols, y / b.cols); r <= std::max(x / b.cols, y / b.cols); ++r)
          for (int col = std::min(x % b.cols, y % b.cols); col <= std::max(x % b.cols, y % b.cols); ++col) {
            const int s = r * b.cols + col;
            if (s != x && s != y && b.colour_at(s) >= 0) clear = false;
          }
        if (clear) ++expected;
        CHECK(is_legal(b, make_move(x, y)) == clear);
      }
    CHECK(legal_moves(b).size() == expected);
  }
}

TEST_CASE("BoxOff pair equality counts adjacent equal pairs") {
  const Board full = parse_board("aabbcc/aabbcc/ddeeff/ddeeff");
  CHECK(pair_equality(full).pairs == 38);  // 4x6: 4*5 + 3*6
  CHECK(pair_equality(full).equal == 24);  // each 2x2 block of one colour: 4 pairs
  const Board b = parse_board("ab/ba");
  CHECK(pair_equality(b).pairs == 4);
  CHECK(pair_equality(b).equal == 0);
  CHECK(pair_equality(parse_board("a./a.")).pairs == 1);  // empty squares do not count
  CHECK(pair_equality(parse_board("a./a.")).share() == 1.0);
}
