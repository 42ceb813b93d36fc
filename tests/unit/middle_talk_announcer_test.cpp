// What a screen reader hears of talk mode (shell/middle/talk_announcer): each scene once, a step
// taken by a key, where a playing setup stops (not each of its steps), each verdict once, and
// leaving the talk; nothing when nothing changed.
#include <doctest/doctest.h>

#include <string>

#include "middle/talk_announcer.hpp"

using namespace puzzlelab;

namespace {

TalkMoment scene(std::size_t index, const std::string& kind, const std::string& caption) {
  TalkMoment m;
  m.talk = "Fujisan: setups that climb";
  m.scene = index;
  m.scenes = 9;
  m.kind = kind;
  m.caption = caption;
  return m;
}

}  // namespace

TEST_CASE("talk announcer: a talk opened says the talk and its scene, once") {
  TalkAnnouncer a;
  TalkMoment title = scene(0, "title", "Six ways to deal a board.");
  title.title = "Fujisan";
  a.follow(title);
  CHECK(a.take() ==
        "Talk: Fujisan: setups that climb. 9 scenes. Scene 1 of 9, title: Fujisan. Six ways to deal a board.");
  a.follow(title);
  CHECK(a.take() == "");  // the same frame again: nothing
  a.follow(scene(1, "setup", "Dominoes, seed 4"));
  CHECK(a.take() == "Scene 2 of 9, setup. Dominoes, seed 4.");
}

TEST_CASE("talk announcer: steps taken by keys are said, a playing setup only where it stops") {
  TalkAnnouncer a;
  TalkMoment m = scene(1, "setup", "Dominoes.");
  a.follow(m);
  (void)a.take();
  m.step = "Step 1 of 20: a domino on the left row";
  a.follow(m);
  CHECK(a.take() == "Step 1 of 20: a domino on the left row.");
  m.playing = true;
  for (int i = 2; i < 20; ++i) {
    m.step = "Step " + std::to_string(i) + " of 20";
    a.follow(m);
  }
  CHECK(a.take() == "");  // two steps a second are not read one by one
  m.playing = false;
  m.step = "Step 20 of 20: the last domino";
  a.follow(m);
  CHECK(a.take() == "Step 20 of 20: the last domino.");
  a.follow(m);
  CHECK(a.take() == "");
}

TEST_CASE("talk announcer: each verdict once, as the workers give it; leaving the talk") {
  TalkAnnouncer a;
  TalkMoment m = scene(3, "side-by-side", "Shuffled against L-Tiles.");
  a.follow(m);
  (void)a.take();
  m.verdicts = {"Left, shuffled, seed 7: Cannot be solved"};
  a.follow(m);
  CHECK(a.take() == "Left, shuffled, seed 7: Cannot be solved.");
  m.verdicts.push_back("Right, l-tiles, seed 7: Solvable: 13 moves (shortest)");
  a.follow(m);
  CHECK(a.take() == "Right, l-tiles, seed 7: Solvable: 13 moves (shortest).");  // the left one is not said again
  // The next scene starts afresh: its verdicts are new.
  TalkMoment next = scene(4, "solution", "A shortest solution.");
  next.verdicts = {"Solvable: 13 moves (shortest)"};
  a.follow(next);
  CHECK(a.take() == "Scene 5 of 9, solution. A shortest solution. Solvable: 13 moves (shortest).");
  a.follow(TalkMoment{});
  CHECK(a.take() == "Left the talk. The list of talks.");
  a.follow(TalkMoment{});
  CHECK(a.take() == "");
}

TEST_CASE("talk announcer: the list of talks at first says nothing; another talk is said as new") {
  TalkAnnouncer a;
  a.follow(TalkMoment{});
  CHECK(a.take() == "");
  a.follow(scene(0, "title", "A."));
  CHECK(a.take().find("Talk: Fujisan") == 0);
  TalkMoment other = scene(0, "title", "B.");
  other.talk = "Sigmar's Garden";
  other.scenes = 8;
  a.follow(other);
  CHECK(a.take() == "Talk: Sigmar's Garden. 8 scenes. Scene 1 of 8, title. B.");
}
