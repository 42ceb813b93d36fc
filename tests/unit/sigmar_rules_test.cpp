// Sigmar's Garden rules (engine/games/sigmar/rules.hpp): geometry, freeness at the rim, every
// pairing, the metal order, gold, the board text and its errors, the move notation.
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "core/input_error.hpp"
#include "games/sigmar/rules.hpp"
#include "sigmar_reference_boards.hpp"

using namespace puzzlelab;
using namespace puzzlelab::sigmar;

namespace {

std::string first_reference_board() { return sigmar_reference::lines("hruska-seeds-0000-1023.txt", 1, 1).at(0); }

// A board with the given marbles (cell, kind) and nothing else.
Board board_of(std::initializer_list<std::pair<int, Kind>> marbles) {
  Board b;
  for (const auto& [c, k] : marbles) b.put(c, k);
  return b;
}

std::string error_of(const std::string& text) {
  try {
    parse_board(text);
  } catch (const InputError& e) {
    CHECK(e.code() == "bad_board");
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("sigmar geometry: 91 cells in rows of 6..11, the centre, symmetric neighbours") {
  int cells = 0;
  for (int r = 0; r < kRows; ++r) cells += row_length(r);
  CHECK(cells == kCells);
  CHECK(axial(kCentre).x == 5);
  CHECK(axial(kCentre).y == 5);
  CHECK(ring_of(kCentre) == 0);
  CHECK(ring_of(0) == 5);
  CHECK(cell_at(axial(77).x, axial(77).y) == 77);
  int rim = 0;
  for (int c = 0; c < kCells; ++c) {
    rim += ring_of(c) == 5;
    const auto& nb = neighbours(c);
    for (int k = 0; k < 6; ++k) {
      if (nb[k] == kNoCell) continue;
      CHECK(neighbours(nb[k])[(k + 3) % 6] == c);
      CHECK(distance(c, nb[k]) == 1);
    }
  }
  CHECK(rim == 30);
  // The top-left corner touches (1,0), (1,1) and (0,1) only.
  CHECK(neighbours(0)[0] == 1);
  CHECK(neighbours(0)[1] == 7);
  CHECK(neighbours(0)[2] == 6);
  CHECK(neighbours(0)[3] == kNoCell);
  CHECK(neighbours(0)[4] == kNoCell);
  CHECK(neighbours(0)[5] == kNoCell);
}

TEST_CASE("sigmar freeness: three contiguous empty neighbours; off the board counts as empty") {
  // Alone, a marble is free anywhere.
  CHECK(is_free(board_of({{kCentre, Kind::air}}), kCentre));
  const auto& nb = neighbours(kCentre);
  // Two opposite neighbours block it: the empty neighbours form two runs of two.
  CHECK_FALSE(is_free(board_of({{kCentre, Kind::air}, {nb[0], Kind::fire}, {nb[3], Kind::fire}}), kCentre));
  // Three adjacent neighbours leave the other three contiguous: free.
  CHECK(is_free(board_of({{kCentre, Kind::air}, {nb[0], Kind::fire}, {nb[1], Kind::fire}, {nb[2], Kind::fire}}),
                kCentre));
  // Neighbours 0, 2, 4 occupied: no run of three.
  CHECK_FALSE(is_free(board_of({{kCentre, Kind::air}, {nb[0], Kind::fire}, {nb[2], Kind::fire}, {nb[4], Kind::fire}}),
                      kCentre));
  // On the top row, the two cells above are off the board and count as empty: with both row
  // neighbours present the empty runs are {below-right, below} and {above two}: blocked; with
  // one row neighbour gone, off-board and the gap make three in a row: free.
  const int top = 2;  // a1..a6 are cells 0..5
  CHECK_FALSE(is_free(board_of({{top, Kind::air}, {1, Kind::fire}, {3, Kind::fire}}), top));
  CHECK(is_free(board_of({{top, Kind::air}, {1, Kind::fire}}), top));
  // A corner with all three on-board neighbours occupied is still free (three off the board).
  CHECK(is_free(board_of({{0, Kind::air}, {1, Kind::fire}, {6, Kind::fire}, {7, Kind::fire}}), 0));
}

TEST_CASE("sigmar pairings: element+same element, element+salt, salt+salt, vitae+mors, quicksilver+metal") {
  const Kind elements[] = {Kind::air, Kind::earth, Kind::fire, Kind::water};
  for (const Kind a : elements)
    for (const Kind b : elements) CHECK(kinds_pair(a, b) == (a == b));
  for (const Kind a : elements) {
    CHECK(kinds_pair(a, Kind::salt));
    CHECK(kinds_pair(Kind::salt, a));
    CHECK_FALSE(kinds_pair(a, Kind::vitae));
    CHECK_FALSE(kinds_pair(a, Kind::quicksilver));
    CHECK_FALSE(kinds_pair(a, Kind::lead));
  }
  CHECK(kinds_pair(Kind::salt, Kind::salt));
  CHECK(kinds_pair(Kind::vitae, Kind::mors));
  CHECK(kinds_pair(Kind::mors, Kind::vitae));
  CHECK_FALSE(kinds_pair(Kind::vitae, Kind::vitae));
  CHECK_FALSE(kinds_pair(Kind::mors, Kind::mors));
  CHECK_FALSE(kinds_pair(Kind::salt, Kind::vitae));
  CHECK_FALSE(kinds_pair(Kind::quicksilver, Kind::quicksilver));
  for (int r = 0; r < kMetals - 1; ++r) CHECK(kinds_pair(Kind::quicksilver, metal_of_rank(r)));
  CHECK_FALSE(kinds_pair(Kind::quicksilver, Kind::gold));
  CHECK_FALSE(kinds_pair(Kind::lead, Kind::tin));
  CHECK_FALSE(kinds_pair(Kind::gold, Kind::gold));
}

TEST_CASE("sigmar metal order: quicksilver takes the lowest metal left; gold goes alone and last") {
  // Far-apart marbles, all free.
  Board b = board_of(
      {{0, Kind::quicksilver}, {5, Kind::lead}, {85, Kind::tin}, {90, Kind::quicksilver}, {kCentre, Kind::gold}});
  CHECK(is_legal(b, make_move(0, 5)));
  CHECK_FALSE(is_legal(b, make_move(0, 85)));
  CHECK(why_illegal(b, make_move(0, 85)).find("not the next metal") != std::string::npos);
  CHECK_FALSE(is_legal(b, gold_move(kCentre)));
  CHECK(why_illegal(b, gold_move(kCentre)).find("no other metal") != std::string::npos);
  CHECK_FALSE(is_legal(b, make_move(0, kCentre)));  // quicksilver never takes gold
  CHECK_FALSE(is_legal(b, gold_move(0)));           // only gold goes alone
  CHECK(legal_moves(b).size() == 2);                // lead with either quicksilver
  apply(b, make_move(0, 5));
  CHECK(is_legal(b, make_move(85, 90)));
  CHECK_FALSE(is_legal(b, gold_move(kCentre)));
  apply(b, make_move(85, 90));
  CHECK(is_legal(b, gold_move(kCentre)));
  apply(b, gold_move(kCentre));
  CHECK(b.empty());
}

TEST_CASE("sigmar moves need both marbles free") {
  const auto& nb = neighbours(kCentre);
  const Board b = board_of({{kCentre, Kind::fire}, {nb[0], Kind::water}, {nb[3], Kind::water}, {0, Kind::fire}});
  CHECK_FALSE(is_legal(b, make_move(0, kCentre)));
  CHECK(why_illegal(b, make_move(0, kCentre)).find("not free") != std::string::npos);
  CHECK(is_legal(b, make_move(nb[0], nb[3])));
  CHECK(legal_moves(b).size() == 1);
}

TEST_CASE("sigmar board text: reference boards read and print back exactly") {
  const std::string text = first_reference_board();
  REQUIRE(text.size() == 91);
  const Board b = parse_board(text);
  CHECK(format_board(b) == text);
  CHECK(b.marbles() == kStandardMarbles);
  CHECK(b.kind(kCentre) == Kind::gold);
  CHECK(parse_cells(std::string(91, '_')).empty());
}

TEST_CASE("sigmar bad boards name the problem") {
  const std::string good = first_reference_board();
  CHECK(error_of(good.substr(0, 90)).find("not 90") != std::string::npos);
  CHECK(error_of(good + "_").find("not 92") != std::string::npos);
  std::string letter = good;
  letter[3] = 'x';
  CHECK(error_of(letter).find("unknown marble 'x'") != std::string::npos);
  CHECK(error_of(letter).find("character 4") != std::string::npos);
  std::string no_gold = good;
  no_gold[no_gold.find('5')] = '_';
  CHECK(error_of(no_gold).find("gold") != std::string::npos);
  std::string counts = good;
  counts[counts.find('a')] = 'f';  // 7 air, 9 fire
  CHECK(error_of(counts).find("8 air") != std::string::npos);
  CHECK(error_of(std::string(91, '_')).find("gold") != std::string::npos);
}

TEST_CASE("sigmar move notation") {
  CHECK(cell_name(0) == "a1");
  CHECK(cell_name(kCentre) == "f6");
  CHECK(cell_name(90) == "k6");
  CHECK(format_move(make_move(7, 0)) == "a1-b2");
  CHECK(parse_move("a1-b2") == make_move(0, 7));
  CHECK(parse_move("b2-a1") == make_move(0, 7));
  CHECK(parse_move("f6") == gold_move(kCentre));
  for (int c = 0; c < kCells; ++c) CHECK(parse_move(cell_name(c)) == gold_move(c));
  CHECK_THROWS_AS(parse_move("a7"), InputError);
  CHECK_THROWS_AS(parse_move("z1"), InputError);
  CHECK_THROWS_AS(parse_move("a1-a1"), InputError);
  CHECK_THROWS_AS(parse_move(""), InputError);
}
