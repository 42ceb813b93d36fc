// What a screen reader hears of talk mode (docs/app/ACCESSIBILITY.md, docs/app/TALK_MODE.md): each
// scene as it shows (its number, kind, title card's title and caption), each step taken by a key (a
// setup's step with its caption, a solution's move), and each verdict once the workers give it, as
// sentences for the page's polite live region. A setup or solution playing on its own is not read
// step by step (two a second would drown the reader): where it stops is. Like the play screen's
// announcer (middle/announcer.hpp) it compares what it is shown with what it last said, so it
// speaks only on a change, never once per frame. No UI: unit-tested
// (tests/unit/middle_talk_announcer_test.cpp).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace puzzlelab {

// What talk mode shows, in words; `talk` empty: no talk (the list of talks).
struct TalkMoment {
  std::string talk;  // the talk's title
  std::size_t scene = 0;
  std::size_t scenes = 0;
  std::string kind;                   // the scene's kind: "title", "setup", "board", ...
  std::string title;                  // a title card's title, else ""
  std::string caption;                // the scene's caption
  std::string step;                   // "Step 4 of 20: Placed ...", "Move 3 of 13", "" when the scene has no steps
  bool playing = false;               // the steps are moving on by themselves
  std::vector<std::string> verdicts;  // what the workers decided ("Solvable: 13 moves (shortest)"), in order
};

class TalkAnnouncer {
 public:
  // Every drawn frame of talk mode: what it shows.
  void follow(const TalkMoment& moment);
  // What to say since the last call, in order, as one text ("" when nothing).
  std::string take();

 private:
  void say(const std::string& text);

  bool following_ = false;
  TalkMoment said_;  // the moment last said
  std::string queue_;
};

}  // namespace puzzlelab
