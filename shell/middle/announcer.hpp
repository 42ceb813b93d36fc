// What a screen reader hears of the play screen (docs/app/ACCESSIBILITY.md): its changes turned
// into sentences, each said once, for the page's live regions. A new challenge is described in
// full in the game's own words (GamePosition::words); a new position of the same challenge is a
// move, an undo, a redo, a restart or a jump, said with the move in words (GamePosition::describe_move)
// and what is left; a position newly solved or stuck, a solver's answer and a new notice are said
// once each. Nothing is said per frame: the announcer compares what it is shown with what it said.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "middle/notice_board.hpp"
#include "middle/session.hpp"

namespace puzzlelab {

struct Announcement {
  std::string text;
  bool urgent = false;  // a verdict: said at once (the assertive region), else when the reader is free
  friend bool operator==(const Announcement&, const Announcement&) = default;
};

class Announcer {
 public:
  // Every drawn frame: the session on show. Says something only when its challenge or position
  // changed since the last call.
  void follow(const Session& session);
  // A solver's answer in words (a hint, a verdict, the solution's length), numbered by its asker so
  // that an answer is said once, and the same words for a later answer again.
  void solver_answer(std::uint64_t answer, const std::string& text, bool urgent);
  // The notices on show: each one not on show at the last call is said.
  void notices(const NoticeBoard& board);

  // What to say since the last call, in order.
  std::vector<Announcement> take();
  // Whether what the regions last said is out of date since the last call: a new challenge, after
  // which a verdict on the last one ("Solved in 14 moves!") must not stay to be read. The page then
  // empties both regions before saying what take() has.
  bool take_clear();

 private:
  void say(std::string text, bool urgent = false);
  void describe_change(const Session& session);
  void say_verdict(const Session& session);

  bool following_ = false;
  std::uint64_t challenge_revision_ = 0;
  std::uint64_t revision_ = 0;
  std::vector<std::string> history_;  // the session's history and cursor as last said
  std::size_t cursor_ = 0;
  std::uint64_t answer_ = 0;
  std::vector<std::string> notices_;  // the notices' texts on show at the last call
  std::vector<Announcement> queue_;
  bool clear_ = false;
};

}  // namespace puzzlelab
