// Pretzel rules, board text, moves and parameters (engine/games/pretzel/rules.hpp, adapter).
#include <doctest/doctest.h>

#include <string>

#include "core/input_error.hpp"
#include "game/params.hpp"
#include "games/pretzel/adapter.hpp"
#include "games/pretzel/rules.hpp"
#include "input_error_checks.hpp"

using namespace puzzlelab;
using namespace puzzlelab::pretzel;

using puzzlelab::test::contains;
using puzzlelab::test::error_of;

namespace {

std::string moves_text(const Board& board) {
  std::string out;
  for (Move m : legal_moves(board)) out += (out.empty() ? "" : " ") + format_move(m);
  return out;
}

}  // namespace

TEST_CASE("Pretzel board text round-trips and names the solved board") {
  const Shape shape{2, 3};
  const Board solved = solved_board(shape);
  CHECK(format_board(solved) == "2a,3a,./2b,3b,.");
  CHECK(is_solved(solved));
  const Board b = parse_board(shape, " 3a, . ,2B / 2a,3b,. ");
  CHECK(format_board(b) == "3a,.,2b/2a,3b,.");
  CHECK_FALSE(is_solved(b));
  const Board big = parse_board(Shape{4, 13}, format_board(solved_board(Shape{4, 13})));
  CHECK(big.at(3, 11) == make_card(3, 13));
  CHECK(format_board(big).substr(0, 35) == "2a,3a,4a,5a,6a,7a,8a,9a,10a,11a,12a");
}

TEST_CASE("Pretzel: a hole in the first column takes only its row's 2") {
  // Row b starts with a hole: only 2b fits there, although 2a is also loose.
  const Shape shape{2, 3};
  Board b = parse_board(shape, "3a,2a,3b/.,2b,.");
  CHECK(moves_text(b) == "2b 3b");  // (b,0) takes 2b; (b,2) is right of 2b, takes 3b
  CHECK(target_of(b, make_card(0, 2)) == -1);
  CHECK(target_of(b, make_card(1, 2)) == shape.cell(1, 0));
  apply(b, make_card(1, 2));
  CHECK(format_board(b) == "3a,2a,3b/2b,.,.");
  // Now the hole at (b,1) follows 2b and takes 3b; the hole at (b,2) follows a hole: nothing.
  CHECK(moves_text(b) == "3b");
}

TEST_CASE("Pretzel: nothing moves into a hole right of a hole or right of a top-rank card") {
  const Shape shape{2, 4};
  // Holes right of 4a and of 4b (4 is the top rank here): no move at all.
  const Board kings = parse_board(shape, "4a,.,2a,3a/2b,3b,4b,.");
  CHECK(legal_moves(kings).empty());
  CHECK(target_of(kings, make_card(0, 2)) == -1);
  // Two holes side by side: the first follows 2a and takes 3a, the second follows a hole.
  const Board pair = parse_board(shape, "2a,.,.,3a/2b,3b,4b,4a");
  CHECK(moves_text(pair) == "3a");
  // A card whose predecessor is in the last column has nowhere to go.
  const Board last = parse_board(shape, "3a,4a,.,2a/2b,3b,.,4b");
  CHECK(moves_text(last) == "4b");                // (a,2) follows 4a: nothing; (b,2) follows 3b: takes 4b
  CHECK(target_of(last, make_card(0, 3)) == -1);  // 2a is in the last column
}

TEST_CASE("Pretzel moves: the card moved, parsed with clear errors") {
  const Shape shape{2, 3};
  Board b = parse_board(shape, "3a,.,2b/2a,3b,.");
  CHECK(moves_text(b) == "");  // (a,1) follows 3a (top rank), (b,2) follows 3b (top rank)
  b = parse_board(shape, ".,3a,2b/2a,.,3b");
  CHECK(moves_text(b) == "2a 3a");
  CHECK(parse_move(b, " 2a ") == make_card(0, 2));
  CHECK(error_of([&] { parse_move(b, "2b"); }, "bad_move").find("first cell of row 2 is not a hole") !=
        std::string::npos);
  CHECK(error_of([&] { parse_move(b, "3b"); }, "bad_move").find("cannot move: 2b is in the last column") !=
        std::string::npos);
  CHECK(error_of([&] { parse_move(b, "1a"); }, "bad_move").find("aces") != std::string::npos);
  CHECK(error_of([&] { parse_move(b, "4a"); }, "bad_move").find("ranks 2..3") != std::string::npos);
  CHECK(error_of([&] { parse_move(b, "2c"); }, "bad_move").find("not in play with 2 suits") != std::string::npos);
  CHECK(error_of([&] { parse_move(b, "a2"); }, "bad_move").find("not a card") != std::string::npos);
  CHECK(error_of([&] { parse_move(b, ""); }, "bad_move").find("not a card") != std::string::npos);
  CHECK(error_of([&] { parse_move(b, "."); }, "bad_move").find("names the card") != std::string::npos);
  CHECK(error_of([&] { apply(b, make_card(1, 3)); }, "bad_move").find("3b") != std::string::npos);
  apply(b, make_card(0, 2));
  CHECK(format_board(b) == "2a,3a,2b/.,.,3b");
  // 3a is home already (right of 2a), so only 2b fits (b,0); (b,1) follows a hole.
  CHECK(moves_text(b) == "2b");
  apply(b, make_card(1, 2));
  CHECK(format_board(b) == "2a,3a,./2b,.,3b");
  CHECK_FALSE(is_solved(b));
  CHECK(moves_text(b) == "3b");
  CHECK(error_of([&] { parse_move(b, "3a"); }, "bad_move").find("right of 2a is not a hole") != std::string::npos);
  apply(b, parse_move(b, "3b"));
  CHECK(is_solved(b));
}

TEST_CASE("Pretzel bad boards get messages naming the problem") {
  const Shape shape{2, 3};
  auto msg = [&](const char* text) { return error_of([&] { parse_board(shape, text); }, "bad_board"); };
  CHECK(msg("2a,3a,./2a,3b,.").find("card 2a appears twice (row 1, cell 1 and row 2, cell 1)") != std::string::npos);
  CHECK(msg("2a,3a,./.,3b,.").find("3 holes, expected 2") != std::string::npos);
  CHECK(msg("2a,3a,./.,3b,.").find("missing card: 2b") != std::string::npos);
  CHECK(msg("2a,3a/2b,3b,.,.").find("row 1 has 2 cells, expected 3") != std::string::npos);
  CHECK(msg("2a,3a,.,./2b,3b").find("row 1 has 4 cells, expected 3") != std::string::npos);
  CHECK(msg("2a,3a,./2b,3b,./.,.,.").find("3 rows, expected 2") != std::string::npos);
  CHECK(msg("2a,3a,.").find("1 row, expected 2") != std::string::npos);
  CHECK(msg("").find("empty board") != std::string::npos);
  CHECK(msg("2a,3a,./2b,4b,.").find("row 2, cell 2: '4b': rank 4 is not in play (ranks 2..3)") != std::string::npos);
  CHECK(msg("2a,1a,./2b,3b,.").find("aces are not on the grid") != std::string::npos);
  CHECK(msg("2a,3c,./2b,3b,.").find("suit 'c' is not in play with 2 suits (a..b)") != std::string::npos);
  CHECK(msg("2a,x,./2b,3b,.").find("'x' is not a card") != std::string::npos);
  CHECK(msg("2a,3a,./2b,3b,\x01").find("\\x01") != std::string::npos);
  CHECK(msg("2a,,./2b,3b,.").find("row 1, cell 2: '' is not a card") != std::string::npos);
}

TEST_CASE("Pretzel parameters: defaults, ranges and unknown keys") {
  const auto game = make_game();
  CHECK(game->name() == "pretzel");
  CHECK(normalize_params(*game, nullptr) == json({{"variant", "standard"}, {"suits", 4}, {"ranks", 4}}));
  CHECK(normalize_params(*game, {{"ranks", 13}}) == json({{"variant", "standard"}, {"suits", 4}, {"ranks", 13}}));
  CHECK(normalize_params(*game, {{"suits", 8}, {"ranks", 2}}) ==
        json({{"variant", "standard"}, {"suits", 8}, {"ranks", 2}}));
  auto msg = [&](const json& p) { return error_of([&] { normalize_params(*game, p); }); };
  CHECK(msg({{"suits", 0}}).find("'suits' must be 1..8, got 0") != std::string::npos);
  CHECK(msg({{"suits", 9}}).find("'suits' must be 1..8, got 9") != std::string::npos);
  CHECK(msg({{"ranks", 1}}).find("'ranks' must be 2..13, got 1") != std::string::npos);
  CHECK(msg({{"ranks", 14}}).find("'ranks' must be 2..13, got 14") != std::string::npos);
  CHECK(msg({{"ranks", "4"}}).find("'ranks' must be a whole number") != std::string::npos);
  CHECK(msg({{"ranks", 4.5}}).find("'ranks' must be a whole number") != std::string::npos);
  CHECK(msg({{"colours", 3}}).find("no parameter 'colours'") != std::string::npos);
  CHECK(msg(json::array()).find("JSON object") != std::string::npos);
  CHECK(error_of(
            [&] {
              validate(Shape{4, 14});
            },
            "bad_params")
            .find("ranks must be 2..13, got 14") != std::string::npos);
  // A board of the wrong size for the parameters.
  CHECK(error_of([&] {
          game->normalize_board({{"suits", 2}, {"ranks", 3}}, "2a,3a,./2b,3b,./2c,3c,.");
        }).find("3 rows, expected 2") != std::string::npos);
}
