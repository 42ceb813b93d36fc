// The announcer (middle/announcer.hpp): what the screen-reader layer says on which change of the
// play screen, and that nothing is said twice.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "api/protocol.hpp"
#include "middle/announcer.hpp"
#include "middle/notice_board.hpp"
#include "middle/session.hpp"

using puzzlelab::Announcement;
using puzzlelab::Announcer;
using puzzlelab::Challenge;
using puzzlelab::NoticeBoard;
using puzzlelab::Session;

namespace {

const std::string kAnnouncedBoard = "554344221335/311400512200";

Challenge announced_fujisan() {
  Challenge c;
  c.game = "fujisan";
  c.board = kAnnouncedBoard;
  return c;
}

std::vector<std::string> announced_solution() {
  const nlohmann::json r =
      puzzlelab::handle_request({{"op", "solve"}, {"game", "fujisan"}, {"board", kAnnouncedBoard}});
  return r.at("result").at("solution").get<std::vector<std::string>>();
}

bool starts_with(const std::string& text, const std::string& start) { return text.rfind(start, 0) == 0; }

std::string fujisan_move_words(const std::string& move) {
  return puzzlelab::find_game("fujisan").describe_move(nlohmann::json::object(), kAnnouncedBoard, {}, move);
}

}  // namespace

TEST_CASE("announcer: a new challenge is described in full, once") {
  Session s;
  s.start(announced_fujisan());
  Announcer a;
  a.follow(s);
  const std::vector<Announcement> said = a.take();
  REQUIRE(said.size() == 1);
  CHECK(said[0].text ==
        "New challenge: Fujisan. 0 of 4 priests on the summit. Top row, columns 1 to 12: 5, 5, 4, 3, 4, 4, 2, 2, 1, "
        "3, 3, 5. Bottom row: 3, 1, 1, 4, 0, 0, 5, 1, 2, 2, 0, 0. Priests: A (Arms) bottom row, right start; C "
        "(Crowns) top row, right start; M (Moons) bottom row, left start; S (Suns) top row, left start.");
  CHECK_FALSE(said[0].urgent);
  // Frames drawn without a change say nothing.
  a.follow(s);
  a.follow(s);
  CHECK(a.take().empty());
}

TEST_CASE("announcer: moves, undo, redo, restart and jumps, each said once with what is left") {
  const std::vector<std::string> moves = announced_solution();
  REQUIRE(moves.size() >= 3);
  Session s;
  s.start(announced_fujisan());
  Announcer a;
  a.follow(s);
  a.take();

  REQUIRE_FALSE(s.play(moves[0]).has_value());
  a.follow(s);
  std::vector<Announcement> said = a.take();
  REQUIRE(said.size() == 1);
  CHECK(said[0].text == "Move 1: " + fujisan_move_words(moves[0]) + ". 0 of 4 priests on the summit.");
  a.follow(s);
  CHECK(a.take().empty());

  REQUIRE(s.undo());
  a.follow(s);
  said = a.take();
  REQUIRE(said.size() == 1);
  CHECK(said[0].text == "Undo: took back move 1, " + fujisan_move_words(moves[0]) + ". 0 of 4 priests on the summit.");

  REQUIRE(s.redo());
  a.follow(s);
  said = a.take();
  REQUIRE(said.size() == 1);
  CHECK(starts_with(said[0].text, "Redo move 1: " + fujisan_move_words(moves[0]) + "."));

  REQUIRE_FALSE(s.play(moves[1]).has_value());
  a.follow(s);
  CHECK(starts_with(a.take().at(0).text, "Move 2: "));

  s.restart();
  a.follow(s);
  said = a.take();
  REQUIRE(said.size() == 1);
  CHECK(said[0].text == "Restart: back to the start, 2 moves kept to redo. 0 of 4 priests on the summit.");

  s.go_to(2);
  a.follow(s);
  CHECK(starts_with(a.take().at(0).text, "At move 2 of 2. "));
}

TEST_CASE("announcer: the solving move is followed by the verdict, said at once") {
  const std::vector<std::string> moves = announced_solution();
  Session s;
  s.start(announced_fujisan());
  Announcer a;
  a.follow(s);
  a.take();
  for (const std::string& move : moves) {
    REQUIRE_FALSE(s.play(move).has_value());
    a.follow(s);
  }
  const std::vector<Announcement> said = a.take();
  REQUIRE(said.size() == moves.size() + 1);
  CHECK(starts_with(said[moves.size() - 1].text, "Move " + std::to_string(moves.size()) + ": "));
  CHECK(said[moves.size() - 1].text.find("All 4 priests are on the summit.") != std::string::npos);
  CHECK(said.back() == Announcement{"Solved in " + std::to_string(moves.size()) + " moves!", true});
  a.follow(s);
  CHECK(a.take().empty());
}

TEST_CASE("announcer: a dead end is said at once") {
  Challenge c;
  c.game = "pretzel";
  c.params = {{"suits", 2}, {"ranks", 3}};
  c.board = "3a,.,2b/2a,3b,.";
  Session s;
  s.start(c);
  REQUIRE(s.stuck());
  Announcer a;
  a.follow(s);
  const std::vector<Announcement> said = a.take();
  REQUIRE(said.size() == 2);
  CHECK(starts_with(said[0].text, "New challenge: Pretzel. 1 of 4 cards in place. 2 rows, each after its ace."));
  CHECK(said[1] == Announcement{"Stuck: no move is left. Undo to go back.", true});
}

TEST_CASE("announcer: a solver's answer and a notice are said once each") {
  Announcer a;
  a.solver_answer(1, "Hint: SR4.", false);
  a.solver_answer(1, "Hint: SR4.", false);
  // A later answer in the same words is news again.
  a.solver_answer(2, "Hint: SR4.", false);
  a.solver_answer(3, "No: no sequence of moves solves this position.", true);
  std::vector<Announcement> said = a.take();
  REQUIRE(said.size() == 3);
  CHECK(said[0] == Announcement{"Hint: SR4.", false});
  CHECK(said[1] == Announcement{"Hint: SR4.", false});
  CHECK(said[2].urgent);

  NoticeBoard board;
  board.info("Link copied");
  a.notices(board);
  a.notices(board);
  board.error("That link names no game", "opening");
  a.notices(board);
  said = a.take();
  REQUIRE(said.size() == 2);
  CHECK(said[0] == Announcement{"Link copied", false});
  CHECK(said[1] == Announcement{"That link names no game", true});
  // Gone and back: said again.
  board.withdraw_errors("opening");
  a.notices(board);
  board.error("That link names no game", "opening");
  a.notices(board);
  CHECK(a.take() == std::vector<Announcement>{{"That link names no game", true}});
}

TEST_CASE("announcer: a new challenge empties the regions, once; a move does not") {
  Session s;
  s.start(announced_fujisan());
  Announcer a;
  a.follow(s);
  CHECK(a.take_clear());
  CHECK_FALSE(a.take_clear());  // said once
  // Solved, then a new challenge: the verdict must not stay to be read in it.
  for (const std::string& move : announced_solution()) {
    REQUIRE_FALSE(s.play(move).has_value());
    a.follow(s);
  }
  const std::vector<Announcement> solved = a.take();
  REQUIRE_FALSE(solved.empty());
  CHECK(solved.back().urgent);
  CHECK_FALSE(a.take_clear());  // moves keep what was said of the game
  s.start(announced_fujisan());
  a.follow(s);
  CHECK(a.take_clear());
}
