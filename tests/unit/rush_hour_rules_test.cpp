// Rush Hour's rules and texts (engine/games/rush_hour/rules.hpp): Fogleman's ASCII boards read and
// written, what a slide may do, and every bad board or move refused with a message naming why.
#include <doctest/doctest.h>

#include <string>

#include "core/input_error.hpp"
#include "games/rush_hour/rules.hpp"

using namespace puzzlelab;
using namespace puzzlelab::rush_hour;

namespace {

constexpr const char* kFogleman = "BBBCDE/FGGCDE/F.AADE/HHI.../.JI.KK/.JLLMM";

std::string refusal(std::string_view text, int size = 6) {
  try {
    parse_board(text, size);
  } catch (const InputError& e) {
    CHECK(e.code() == "bad_board");
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("Fogleman's example is read as written, and written back") {
  const Board board = parse_board(kFogleman, 6);
  CHECK(format_board(board) == kFogleman);
  REQUIRE(board.vehicles.size() == 13);
  const Vehicle& red = board.vehicles[0];
  CHECK(red.letter == 'A');
  CHECK(red.horizontal);
  CHECK(red.line == 2);
  CHECK(red.offset == 2);
  // B is the truck across the top; C, D and E stand down the columns.
  CHECK(board.vehicles[1].letter == 'B');
  CHECK(board.vehicles[1].length == 3);
  CHECK(board.vehicles[1].horizontal);
  CHECK_FALSE(board.vehicles[4].horizontal);
  CHECK(board.vehicles[4].letter == 'E');
  CHECK(board.vehicles[4].length == 3);
  CHECK_FALSE(is_solved(board));
  // The database's form: 36 characters, 'o' for empty.
  CHECK(parse_board("BBBCDEFGGCDEFoAADEHHIoooxJIoKKxJLLMM", 6) ==
        parse_board("BBBCDE/FGGCDE/F.AADE/HHI.../xJI.KK/xJLLMM", 6));
  CHECK(size_of_text(kFogleman) == 6);
  CHECK(size_of_text("..../AA../..../....") == 4);
  CHECK(size_of_text(std::string(81, '.')) == 9);
  CHECK(size_of_text("AA") == 0);
}

TEST_CASE("slides go as far as the cells are free, and no farther") {
  Board board = parse_board(kFogleman, 6);
  // A has one free cell behind it and D ahead.
  const Reach red = reach(board, occupancy(board), 0);
  CHECK(red.back == -1);
  CHECK(red.forward == 0);
  CHECK(why_illegal(board, {0, -1}).empty());
  CHECK(why_illegal(board, {0, 1}) == "A cannot move right: the way is blocked");
  CHECK(why_illegal(board, {0, -2}) == "A can move at most 1 cell left");
  CHECK(why_illegal(board, {0, 0}) == "A must move at least one cell");
  // Every legal move is a slide into free cells, and each free run is offered at every length.
  for (const Move& m : legal_moves(board)) {
    CAPTURE(format_move(board, m));
    CHECK(why_illegal(board, m).empty());
    Board after = board;
    apply(after, m);
    CHECK(parse_board(format_board(after), 6) == after);  // no two vehicles on one cell
  }
  apply(board, {0, -1});
  CHECK(format_board(board) == "BBBCDE/FGGCDE/FAA.DE/HHI.../.JI.KK/.JLLMM");
}

TEST_CASE("the red car at the right edge is solved") {
  const Board board = parse_board("..../..AA/..../....", 4);
  CHECK(is_solved(board));
  CHECK(exit_offset(board) == 2);
  CHECK(legal_moves(board).size() == 2);
}

TEST_CASE("move texts: a letter and a signed distance") {
  const Board board = parse_board(kFogleman, 6);
  CHECK(parse_move(board, "C+2") == Move{2, 2});
  CHECK(parse_move(board, "A-1") == Move{0, -1});
  CHECK(format_move(board, {2, -2}) == "C-2");
  for (const char* bad : {"", "C", "C2", "Z+1", "C+0", "C+x", "C+6", "c+1", "C+12345"}) {
    CAPTURE(bad);
    CHECK_THROWS_AS(parse_move(board, bad), InputError);
  }
}

TEST_CASE("bad boards are refused with a message naming the problem") {
  CHECK(refusal("BBBCDE/FGGCDE/F.AADE/HHI.../.JI.KK") == "the board has 5 rows, expected 6 (rows separated by '/')");
  CHECK(refusal("BBBCDE/FGGCDE/F.AADE/HHI.../.JI.KK/.JLLM") == "row 6 has 5 cells, expected 6");
  CHECK(refusal("BBBCDE/FGGCDE/F.AADE/HHI.../.JI.KK/.JLLM?") ==
        "a cell is '.' (empty), 'x' (a wall) or a capital letter (a vehicle), not '?' at row 6, column 6");
  CHECK(refusal("....../....../..AA../....../....B./......") == "vehicle B has 1 cell; a car has 2 and a truck 3");
  CHECK(refusal("....../....../..AA../...B../...BB./......").find("vehicle B") == 0);
  CHECK(refusal("BBBB../....../..AA../....../....../......") == "vehicle B has 4 cells; a car has 2 and a truck 3");
  CHECK(refusal("....../....../....../....../....../......") == "the board has no primary car 'A'");
  CHECK(refusal("....../....../..A.../..A.../....../......").find("the primary car 'A' must be a car") == 0);
  // A row's end and the next row's start are not touching cells.
  CHECK(refusal(".....B/B...../..AA../....../....../......").find("vehicle B") == 0);
  CHECK(refusal("..AA..", 6).find("36 characters") != std::string::npos);
  CHECK(refusal("..../AA../..../....", 3) == "the board size must be from 4 to 9");
}
