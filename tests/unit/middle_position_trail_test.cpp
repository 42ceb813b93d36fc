// The views' trail of typed states: each move applied once, undo and jumps reuse what was applied.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "games/position_trail.hpp"

TEST_CASE("position trail: a move applies one step, undo and redo apply nothing, a new branch only its moves") {
  puzzlelab::PositionTrail<std::string> trail;
  int applied = 0;
  const auto apply = [&](const std::string& state, const std::string& move) {
    ++applied;
    return state + move;
  };
  trail.reset("");
  trail.follow({"a", "b"}, apply);
  CHECK(trail.current() == "ab");
  CHECK(applied == 2);
  trail.follow({"a", "b", "c"}, apply);
  CHECK(trail.current() == "abc");
  CHECK(applied == 3);
  trail.follow({"a", "b"}, apply);  // undo
  CHECK(trail.current() == "ab");
  CHECK(applied == 3);
  trail.follow({"a", "x", "y"}, apply);  // another branch after the first move
  CHECK(trail.current() == "axy");
  CHECK(applied == 5);
  trail.follow({}, apply);
  CHECK(trail.current().empty());
  trail.reset("start:");
  trail.follow({"a"}, apply);
  CHECK(trail.current() == "start:a");
}
