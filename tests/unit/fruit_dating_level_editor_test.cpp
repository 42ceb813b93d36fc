// The Fruit Dating level editor's headless part (shell/games/fruit_dating/headless/level_editor):
// edits, their undo and redo, what keeps a level from play, and the re-test through the typed
// engine client against the real engine (the inline worker of middle_fixtures.hpp), the previous
// question abandoned on each edit.
#include <doctest/doctest.h>

#include "core/budget.hpp"
#include "core/input_error.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/solver.hpp"
#include "games/fruit_dating/headless/level_editor.hpp"
#include "middle/link_bridge.hpp"
#include "middle_fixtures.hpp"

using puzzlelab::fruit_dating::EditorVerdict;
using puzzlelab::fruit_dating::LevelEditor;
namespace fd = puzzlelab::fruit_dating;

namespace {

// Solvable: the two cherries meet after a few tilts.
constexpr const char* kLevel = "#######/#a..o.#/#.#..b#/#..~.##/#b.a..#/#######";
// Unsolvable: one cherry is walled in, the other can never reach it.
constexpr const char* kWalledIn = "######/#a#..#/###..#/#...a#/######";

std::size_t shortest(const std::string& text) {
  puzzlelab::BudgetMeter meter{puzzlelab::Budget{}};
  const fd::SolveResult r = fd::solve(fd::parse_board(text), meter);
  REQUIRE(r.status == puzzlelab::Status::solved);
  return r.moves.size();
}

// Runs the editor's clock past the re-test delay and lets the inline worker answer.
void retest(puzzlelab::testing::ControllerRig& rig, LevelEditor& editor, double& now) {
  now += LevelEditor::kRetestDelay + 0.01;
  editor.tick(now);
  rig.settle();
}

}  // namespace

TEST_CASE("level editor: a loaded level is re-tested: checking, then solvable in the solver's number of moves") {
  puzzlelab::testing::ControllerRig rig;
  LevelEditor editor(rig.engine);
  double now = 10;
  editor.load(kLevel, now);
  CHECK(editor.verdict().kind == EditorVerdict::Kind::checking);
  CHECK(editor.verdict().text() == "Checking\xE2\x80\xA6");
  editor.tick(now);  // a loaded level does not wait
  rig.settle();
  REQUIRE(editor.verdict().kind == EditorVerdict::Kind::solvable);
  CHECK(editor.verdict().moves == shortest(kLevel));
  CHECK(editor.verdict().solution.size() == editor.verdict().moves);
  CHECK(editor.verdict().text() == "Solvable in " + std::to_string(shortest(kLevel)) + " moves");
  CHECK(editor.text() == kLevel);
}

TEST_CASE("level editor: an unsolvable level says so") {
  puzzlelab::testing::ControllerRig rig;
  LevelEditor editor(rig.engine);
  double now = 0;
  editor.load(kWalledIn, now);
  retest(rig, editor, now);
  CHECK(editor.verdict().kind == EditorVerdict::Kind::unsolvable);
  CHECK(editor.verdict().text().rfind("Unsolvable", 0) == 0);
}

TEST_CASE("level editor: the re-test waits for a pause in the edits and only the latest level's answer counts") {
  puzzlelab::testing::ControllerRig rig;
  LevelEditor editor(rig.engine);
  double now = 0;
  editor.load(kLevel, now);
  retest(rig, editor, now);
  REQUIRE(editor.verdict().kind == EditorVerdict::Kind::solvable);

  // Wall in the cherry at row 1, column 1: the floor right of it and below it.
  const fd::Board b = editor.board();
  REQUIRE(editor.paint(b.index(1, 2), '#', now));
  CHECK(editor.verdict().kind == EditorVerdict::Kind::checking);
  editor.tick(now + LevelEditor::kRetestDelay / 2);  // too soon: nothing is asked yet
  rig.settle();
  CHECK(editor.verdict().kind == EditorVerdict::Kind::checking);
  now += LevelEditor::kRetestDelay + 0.01;
  editor.tick(now);  // asks about the level with one wall...
  const std::uint64_t asked = editor.revision();
  REQUIRE(editor.paint(b.index(2, 1), '#', now));  // ...which is edited again before the answer
  CHECK(editor.revision() == asked + 1);
  rig.settle();  // the first question was abandoned: its answer (solvable or not) is not shown
  CHECK(editor.verdict().kind == EditorVerdict::Kind::checking);
  retest(rig, editor, now);
  CHECK(editor.verdict().kind == EditorVerdict::Kind::unsolvable);
}

TEST_CASE("level editor: levels that cannot be played get a clear message and no re-test") {
  puzzlelab::testing::ControllerRig rig;
  LevelEditor editor(rig.engine);
  double now = 0;
  editor.load_empty(6, 6, now);
  REQUIRE(editor.problem());
  CHECK(*editor.problem() == "No fruit: place at least one pair of fruit of one colour.");
  CHECK(editor.verdict().kind == EditorVerdict::Kind::invalid);
  retest(rig, editor, now);
  CHECK(editor.verdict().kind == EditorVerdict::Kind::invalid);

  const fd::Board b = editor.board();
  REQUIRE(editor.paint(b.index(1, 1), 'a', now));
  REQUIRE(editor.problem());
  CHECK(editor.problem()->find("Only one red fruit") != std::string::npos);
  REQUIRE(editor.paint(b.index(4, 4), 'a', now));
  CHECK_FALSE(editor.problem());
  retest(rig, editor, now);
  CHECK(editor.verdict().kind == EditorVerdict::Kind::solvable);

  // Mud under a fruit spoils it: the level would start lost.
  REQUIRE(editor.paint(b.index(4, 4), '~', now));
  REQUIRE(editor.problem());
  CHECK(editor.problem()->find("starts in mud") != std::string::npos);
  CHECK(editor.board().things[static_cast<std::size_t>(b.index(4, 4))] == fd::kSpoiled + 0);
}

TEST_CASE("level editor: place, move, erase, the border refused, undo and redo") {
  puzzlelab::testing::ControllerRig rig;
  LevelEditor editor(rig.engine);
  editor.load_empty(6, 6);
  const fd::Board b = editor.board();
  const std::string empty = editor.text();
  CHECK_FALSE(editor.can_undo());

  CHECK_FALSE(editor.paint(b.index(0, 2), 'a'));
  CHECK(editor.last_refusal() == "The border is always wall: place pieces inside it.");
  CHECK_FALSE(editor.paint(b.index(1, 1), 'z'));

  REQUIRE(editor.paint(b.index(1, 1), 'a'));
  REQUIRE(editor.paint(b.index(2, 2), 'o'));
  CHECK(editor.text() == "######/#a...#/#.o..#/#....#/#....#/######");
  REQUIRE(editor.move(b.index(1, 1), b.index(4, 4)));
  CHECK(editor.text() == "######/#....#/#.o..#/#....#/#...a#/######");
  // Onto another piece: the two swap.
  REQUIRE(editor.move(b.index(4, 4), b.index(2, 2)));
  CHECK(editor.text() == "######/#....#/#.a..#/#....#/#...o#/######");
  CHECK_FALSE(editor.move(b.index(1, 1), b.index(3, 3)));
  CHECK(editor.last_refusal() == "There is nothing to move there.");

  REQUIRE(editor.paint(b.index(3, 3), '~'));
  REQUIRE(editor.paint(b.index(3, 2), '#'));
  CHECK(editor.text() == "######/#....#/#.a..#/#.#~.#/#...o#/######");
  REQUIRE(editor.erase(b.index(2, 2)));      // the fruit
  REQUIRE(editor.erase(b.index(3, 3)));      // the mud
  REQUIRE(editor.erase(b.index(3, 2)));      // the wall
  CHECK_FALSE(editor.erase(b.index(3, 2)));  // plain floor: nothing to erase
  CHECK(editor.text() == "######/#....#/#....#/#....#/#...o#/######");

  const std::uint64_t revision = editor.revision();
  REQUIRE(editor.undo());
  CHECK(editor.text() == "######/#....#/#....#/#.#..#/#...o#/######");
  CHECK(editor.revision() == revision + 1);
  REQUIRE(editor.redo());
  CHECK(editor.text() == "######/#....#/#....#/#....#/#...o#/######");
  CHECK_FALSE(editor.redo());
  while (editor.undo()) {
  }
  CHECK(editor.text() == empty);
  // A new edit after undo drops what could have been redone.
  REQUIRE(editor.paint(b.index(1, 4), 'b'));
  CHECK_FALSE(editor.can_redo());
}

TEST_CASE("level editor: one-way borders cycle none, one way, the other, none") {
  puzzlelab::testing::ControllerRig rig;
  LevelEditor editor(rig.engine);
  editor.load("######/#a...#/#....#/#...a#/######");
  const fd::Board b = editor.board();
  REQUIRE(editor.cycle_one_way(b.index(1, 2), fd::Dir::right));
  CHECK(editor.text() == "######/#a...#/#....#/#...a#/######;23>");
  REQUIRE(editor.cycle_one_way(b.index(1, 2), fd::Dir::right));
  CHECK(editor.text() == "######/#a...#/#....#/#...a#/######;23<");
  REQUIRE(editor.cycle_one_way(b.index(2, 3), fd::Dir::down));
  CHECK(editor.text() == "######/#a...#/#....#/#...a#/######;23<;34v");
  REQUIRE(editor.cycle_one_way(b.index(1, 2), fd::Dir::right));
  CHECK(editor.text() == "######/#a...#/#....#/#...a#/######;34v");
  CHECK_FALSE(editor.cycle_one_way(b.index(0, 1), fd::Dir::right));  // between two border walls
  CHECK_FALSE(editor.cycle_one_way(b.index(1, 4), fd::Dir::right));  // against the border
  CHECK(editor.last_refusal() == "One-way borders go between two tiles inside the border.");
  CHECK_FALSE(editor.cycle_one_way(b.index(1, 5), fd::Dir::right));  // off the board
}

TEST_CASE("level editor: resizing keeps what fits inside the new border; sizes are 4..8") {
  puzzlelab::testing::ControllerRig rig;
  LevelEditor editor(rig.engine);
  editor.load("######/#a..b#/#....#/#b..a#/######;23>");
  REQUIRE(editor.resize(8, 8));
  CHECK(editor.text() == "########/#a..b..#/#......#/#b..a..#/#......#/#......#/#......#/########;23>");
  REQUIRE(editor.resize(4, 4));
  CHECK(editor.text() == "####/#a.#/#..#/####");
  CHECK_FALSE(editor.resize(9, 4));
  CHECK(editor.last_refusal() == "Levels are 4 to 8 tiles each way, the border included.");
  REQUIRE(editor.undo());
  REQUIRE(editor.undo());
  CHECK(editor.text() == "######/#a..b#/#....#/#b..a#/######;23>");
}

TEST_CASE("level editor: a bad board is refused and leaves the level as it was; the level's link opens it") {
  puzzlelab::testing::ControllerRig rig;
  LevelEditor editor(rig.engine);
  editor.load(kLevel);
  CHECK_THROWS_AS(editor.load("#####/#a.b/#####"), puzzlelab::InputError);
  CHECK(editor.text() == kLevel);
  const auto target = puzzlelab::read_link(puzzlelab::write_link(editor.challenge(), {}));
  CHECK(target.challenge.game == "fruit-dating");
  CHECK(target.challenge.board == kLevel);
}

TEST_CASE("level editor: a generated level opens for editing") {
  puzzlelab::testing::ControllerRig rig;
  LevelEditor editor(rig.engine);
  double now = 0;
  editor.generate({{"width", 6}, {"height", 6}, {"min_moves", 3}, {"max_moves", 6}}, 5, now);
  CHECK(editor.generating());
  rig.settle();
  CHECK_FALSE(editor.generating());
  CHECK(editor.generate_error().empty());
  CHECK(editor.board().width == 6);
  CHECK_FALSE(editor.problem());
  retest(rig, editor, now);
  REQUIRE(editor.verdict().kind == EditorVerdict::Kind::solvable);
  CHECK(editor.verdict().moves >= 3);
  CHECK(editor.verdict().moves <= 6);
}

TEST_CASE("level editor: a damaged level is loaded or refused with InputError, and a refused one changes nothing") {
  puzzlelab::testing::ControllerRig rig;
  LevelEditor editor(rig.engine);
  double now = 0;
  const std::string level = std::string(kLevel) + ";23>";
  editor.load(level, now);
  std::vector<std::string> damaged;
  // Every tile, border and separator replaced by every kind of character, the one-way included.
  for (std::size_t i = 0; i < level.size(); ++i) {
    for (const char c : std::string("#.~aAfgoOhH>v/;1 9\t\x7f") + std::string(1, '\0') + "\xff") {
      std::string text = level;
      text[i] = c;
      damaged.push_back(text);
    }
    damaged.push_back(level.substr(0, i));
  }
  damaged.push_back(std::string(5'000'000, '#'));
  damaged.push_back("#######/" + std::string(1'000'000, '/'));
  damaged.push_back(level + ";" + std::string(100'000, ';'));
  std::size_t refused = 0;
  for (const std::string& text : damaged) {
    CAPTURE(text.substr(0, 80));
    const std::string before = editor.text();
    try {
      editor.load(text, now);
      now += 1;
      editor.tick(now);
      rig.settle();
    } catch (const puzzlelab::InputError&) {
      ++refused;
      CHECK(editor.text() == before);
    } catch (const std::exception& e) {
      FAIL_CHECK("not an InputError: " << e.what());
    }
  }
  CHECK(refused > damaged.size() / 2);
}
