// Fruit Dating rules and board text (engine/games/fruit_dating/rules.hpp): every mechanic and the
// interactions the article leaves open, as docs/FRUIT_DATING.md settles them.
#include <doctest/doctest.h>

#include <string>

#include "core/input_error.hpp"
#include "games/fruit_dating/rules.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fruit_dating;

namespace {

// The board after raw tilts (letters R U L D), whether or not the game is over.
Board tilted(const std::string& board, const std::string& moves) {
  Board b = parse_board(board);
  for (char m : moves) tilt(b, parse_move(std::string(1, m)));
  return b;
}

std::string after(const std::string& board, const std::string& moves) { return format_board(tilted(board, moves)); }

std::string legal(const std::string& board) {
  std::string out;
  for (Dir d : legal_moves(parse_board(board))) out += direction_letter(d);
  return out;
}

template <class F>
std::string error_of(F&& f, const char* code) {
  try {
    f();
  } catch (const InputError& e) {
    CHECK(e.code() == code);
    return e.what();
  }
  FAIL("no InputError thrown");
  return {};
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("Fruit Dating board text round-trips every tile and one-way borders") {
  for (const char* text :
       {"#######/#a..o.#/#.#..b#/#..~.##/#b.a..#/#######;23>", "########/#aAoOxX#/#uUhH><#/#^v~.bB#/#cdefCD#/########",
        "####/#..#/#..#/####;22>;22v;23^;32<"}) {
    CAPTURE(text);
    CHECK(format_board(parse_board(text)) == text);
  }
  // One-ways are written in a fixed order, whatever order they were given in; spaces and a
  // trailing newline are ignored around rows.
  CHECK(format_board(parse_board("####/#..#/#..#/####;23^;22v")) == "####/#..#/#..#/####;22v;23^");
  CHECK(format_board(parse_board(" ####/#..#/#..#/####\n")) == "####/#..#/#..#/####");
  const Board b = parse_board("#######/#a..o.#/#.#..b#/#..~.##/#b.a..#/#######;23>");
  CHECK(b.width == 7);
  CHECK(b.height == 6);
  CHECK(size_of_text("#######/#a..o.#/#.#..b#/#..~.##/#b.a..#/#######;23>") == std::pair{7, 6});
  CHECK(one_ways(b) == std::vector<OneWay>{{1, 2, Dir::right}});
}

TEST_CASE("tilting slides every object until blocked; same-colour fruit that end side by side are matched") {
  // Two fruit of one colour sliding into each other: matched, solved.
  CHECK(after("#######/#a...a#/#.....#/#######", "R") == "#######/#.....#/#.....#/#######");
  CHECK(is_solved(tilted("#######/#a...a#/#.....#/#######", "R")));
  // Along a column too.
  CHECK(after("####/#a.#/#..#/#a.#/####", "U") == "####/#..#/#..#/#..#/####");
  // Different colours stop against each other and stay.
  CHECK(after("#######/#a..b.#/#b...a#/#######", "R") == "#######/#...ab#/#...ba#/#######");
  // Diagonal neighbours are not matched.
  CHECK(after("####/#a.#/#..#/#.a#/####", "R") == "####/#.a#/#..#/#.a#/####");
  // Three in a row go together.
  CHECK(after("########/#a.a.a.#/#......#/########", "L") == "########/#......#/#......#/########");
}

TEST_CASE("obstacle chains pack against whatever stops their front") {
  CHECK(after("#######/#o.x.u#/#.....#/#######", "R") == "#######/#..oxu#/#.....#/#######");
  CHECK(after("#######/#o.x.u#/#.....#/#######", "L") == "#######/#oxu..#/#.....#/#######");
  // A fruit behind obstacles stops against the last one.
  CHECK(after("#######/#a.o.x#/#.....#/#######", "R") == "#######/#..aox#/#.....#/#######");
  // Objects against a wall in the middle of the board.
  CHECK(after("#######/#o.#.a#/#..u..#/#######", "R") == "#######/#.o#.a#/#....u#/#######");
}

TEST_CASE("mud: obstacles roll through and may rest in it; a fruit entering it is stuck and spoiled") {
  CHECK(after("######/#o~..#/#....#/######", "R") == "######/#.~.o#/#....#/######");
  // Blocked while in mud: the obstacle rests in it, and leaves it on the next tilt.
  CHECK(after("#####/#o.~#/#...#/#####", "R") == "#####/#..O#/#...#/#####");
  CHECK(after("#####/#o.~#/#...#/#####", "RL") == "#####/#o.~#/#...#/#####");
  // A fruit stops in the first mud tile it enters, spoiled: the level is lost.
  const Board spoiled = tilted("######/#a~.a#/#....#/######", "R");
  CHECK(format_board(spoiled) == "######/#.A.a#/#....#/######");
  CHECK(is_lost(spoiled));
  CHECK(legal_moves(spoiled).empty());
  // A fruit stops against an obstacle resting in mud; an obstacle stops against a spoiled fruit.
  CHECK(after("#####/#a.O#/#...#/#####", "R") == "#####/#.aO#/#...#/#####");
  CHECK(after("######/#o.A.#/#....#/######", "R") == "######/#.oA.#/#....#/######");
  // A spoiled fruit never moves again.
  CHECK(after("######/#.A..#/#....#/######", "R") == "######/#.A..#/#....#/######");
}

TEST_CASE("hedgehogs eat fruit pushed into them and go back to sleep when an obstacle hits them") {
  // A fruit hits the sleeping hedgehog: eaten, the hedgehog awake, the level lost.
  const Board eaten = tilted("######/#a.h.#/#....#/#..o##/######", "R");
  CHECK(format_board(eaten) == "######/#..H.#/#....#/#..o##/######");
  CHECK(eaten.eaten == 1);
  CHECK(is_lost(eaten));
  CHECK_FALSE(is_solved(eaten));
  // Then an obstacle hits it: asleep again; the obstacle stops in front of it.
  CHECK(after("######/#a.h.#/#....#/#..o##/######", "RU") == "######/#..h.#/#..o.#/#...##/######");
  // A line of fruit is eaten one after the other.
  const Board chain = tilted("#######/#ab.h.#/#.....#/#######", "R");
  CHECK(format_board(chain) == "#######/#...H.#/#.....#/#######");
  CHECK(chain.eaten == 2);
  CHECK_FALSE(is_solved(chain));  // no fruit left, but not matched: lost
  // A fruit already touching the hedgehog is pushed into it too.
  CHECK(tilted("######/#.ah.#/#..a.#/######", "R").eaten == 1);
  // Hedgehogs block like walls: obstacles stop, other fruit pass beside.
  CHECK(after("#######/#o..h.#/#.....#/#######", "R") == "#######/#..oh.#/#.....#/#######");
}

TEST_CASE("anteaters pull a fruit in their line of sight next to themselves") {
  // The fruit slides right, into the anteater's sight, and is pulled back.
  CHECK(after("#######/#>..a.#/#.....#/#######", "R") == "#######/#>a...#/#.....#/#######");
  // Facing down.
  CHECK(after("#####/#v..#/#...#/#.a.#/#####", "L") == "#####/#v..#/#a..#/#...#/#####");
  // Anything in between blocks the sight.
  CHECK(after("########/#>.o..a#/#......#/########", "R") == "########/#>...oa#/#......#/########");
  CHECK(after("########/#>.h.a.#/#......#/########", "R") == "########/#>.h..a#/#......#/########");
  // Pulled across mud: stuck in the first mud tile, spoiled.
  Board mud = parse_board("########/#>.~..a#/#......#/########");
  CHECK(tilt(mud, Dir::right));  // nothing slides, but the pull changes the board: a move
  CHECK(format_board(mud) == "########/#>.A...#/#......#/########");
  // A pull that brings a fruit next to its partner makes a match.
  Board match = parse_board("######/###a##/#a..<#/######");
  CHECK(tilt(match, Dir::up));
  CHECK(format_board(match) == "######/###.##/#...<#/######");
  CHECK(is_solved(match));
  // A fruit next to the anteater stays; an anteater is never moved and stops objects.
  CHECK(after("#######/#<...a#/#.....#/#######", "L") == "#######/#<a...#/#.....#/#######");
  CHECK(after("#######/#>a..o#/#.....#/#######", "L") == "#######/#>ao..#/#.....#/#######");
}

TEST_CASE("one-way borders: crossed in their direction only, from both sides, and they block an anteater's sight") {
  // ;24> is the border right of row 2, column 4 (between columns 4 and 5), open rightwards.
  CHECK(after("#######/#a....#/#.....#/#######;24>", "R") == "#######/#....a#/#.....#/#######;24>");
  CHECK(after("#######/#....a#/#.....#/#######;24>", "L") == "#######/#...a.#/#.....#/#######;24>");
  // The same border open leftwards.
  CHECK(after("#######/#a....#/#.....#/#######;24<", "R") == "#######/#..a..#/#.....#/#######;24<");
  CHECK(after("#######/#....a#/#.....#/#######;24<", "L") == "#######/#a....#/#.....#/#######;24<");
  // A horizontal border (below row 2, column 2) open downwards.
  CHECK(after("####/#o.#/#..#/####;22v", "D") == "####/#..#/#o.#/####;22v");
  Board up = parse_board("####/#..#/#o.#/####;22v");
  CHECK_FALSE(tilt(up, Dir::up));
  // Objects stop on either side, each against the border as against a wall.
  CHECK(after("#######/#o..x.#/#.....#/#######;23<", "R") == "#######/#.o..x#/#.....#/#######;23<");
  // The anteater's sight ends at a border the fruit could not cross toward it.
  Board blocked = parse_board("#######/#>...a#/#.....#/#######;23>");
  CHECK_FALSE(tilt(blocked, Dir::right));
  CHECK(after("#######/#>...a#/#.....#/#######;23<", "R") == "#######/#>a...#/#.....#/#######;23<");
}

TEST_CASE("a tilt that changes nothing is not a move; solved and lost positions have none") {
  CHECK(legal("#####/#a#a#/#.#.#/#####") == "D");
  CHECK(legal("#######/#a...a#/#.....#/#######") == "RLD");
  Board b = parse_board("#####/#a#a#/#.#.#/#####");
  CHECK(contains(error_of([&] { apply(b, Dir::up); }, "bad_move"), "changes nothing"));
  apply(b, Dir::down);
  CHECK(format_board(b) == "#####/#.#.#/#a#a#/#####");
  CHECK(legal(format_board(b)) == "U");
  Board lost = parse_board("######/#a.h.#/#a...#/######");
  apply(lost, Dir::right);
  CHECK(is_lost(lost));
  CHECK(contains(error_of([&] { apply(lost, Dir::left); }, "bad_move"), "lost"));
  Board solved = parse_board("#######/#a...a#/#.....#/#######");
  apply(solved, Dir::left);
  CHECK(is_solved(solved));
  CHECK(contains(error_of([&] { apply(solved, Dir::left); }, "bad_move"), "solved"));
  // A colour with a single fruit can never be matched.
  CHECK(is_lost(parse_board("#######/#a..b.#/#b....#/#######")));
  CHECK_FALSE(is_lost(parse_board("#######/#a..b.#/#b..a.#/#######")));
}

TEST_CASE("moves are R U L D") {
  CHECK(parse_move("R") == Dir::right);
  CHECK(parse_move("u") == Dir::up);
  CHECK(parse_move(" L ") == Dir::left);
  CHECK(format_move(Dir::down) == "D");
  CHECK(contains(error_of([] { parse_move("X"); }, "bad_move"), "R, U, L or D"));
  CHECK(contains(error_of([] { parse_move(""); }, "bad_move"), "not a tilt"));
  CHECK(contains(error_of([] { parse_move("RU"); }, "bad_move"), "'RU'"));
}

TEST_CASE("bad board text: the message names the problem") {
  const auto bad = [](const std::string& text) { return error_of([&] { parse_board(text); }, "bad_board"); };
  CHECK(contains(bad(""), "empty board"));
  CHECK(contains(bad("####/#a.#/####"), "4 x 3"));
  CHECK(contains(bad("#########/#a......#/#.......#/#########"), "9 x 4"));
  CHECK(contains(bad("####/#a.#/#..#/###"), "row 4 has 3 tiles, expected 4"));
  CHECK(contains(bad("####/#a.#/#.z#/####"), "row 3, column 3"));
  CHECK(contains(bad("####/#a.#/#.z#/####"), "'z'"));
  CHECK(contains(bad("####/.a.#/#..#/####"), "row 2, column 1 is on the border"));
  CHECK(contains(bad("####/#a.#/#..#/#a##"), "row 4, column 2 is on the border"));
  CHECK(contains(bad("####/#a.#/#..#/####;2>"), "one-way '2>'"));
  CHECK(contains(bad("####/#a.#/#..#/####;92>"), "one-way '92>'"));
  CHECK(contains(bad("####/#a.#/#..#/####;22x"), "one-way '22x'"));
  CHECK(contains(bad("####/#a.#/#..#/####;22>;22<"), "given twice"));
  CHECK(contains(bad("####/#a.#/#..#/####;24>"), "off the board"));
  CHECK(contains(bad("####/#a.#/#..#/####;42v"), "off the board"));
  CHECK(contains(bad("####/#a.#/#..#/####;"), "one-way ''"));
}
