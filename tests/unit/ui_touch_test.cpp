// The touch gestures' rules (ui/touch_gesture.hpp): taps, scrolls with their glide, board pans
// and pinches, decided from finger events alone.
#include <doctest/doctest.h>

#include "ui/touch_gesture.hpp"

using puzzlelab::ui::TouchGestures;
using puzzlelab::ui::TouchStep;
using Place = TouchGestures::Place;

TEST_CASE("touch: a finger outside the board goes to ImGui until it moves past the slop over something scrollable") {
  TouchGestures g;
  g.down(1, {100, 500}, Place::content);
  CHECK(g.wants_scroll_target());
  g.set_scroll_target(true);
  TouchStep s = g.step(0.016f);
  CHECK_FALSE(s.hold_button);  // a button under the finger presses as usual
  g.move(1, {100, 495});       // within the slop: still a possible tap
  s = g.step(0.016f);
  CHECK_FALSE(s.hold_button);
  CHECK(s.scroll.y == 0);
  g.move(1, {100, 470});  // past it: a scroll, the press cancelled, the content catches up
  s = g.step(0.016f);
  CHECK(s.hold_button);
  CHECK(s.pointer_away);
  CHECK(s.scroll.y == doctest::Approx(-30));
  g.move(1, {100, 450});
  s = g.step(0.016f);
  CHECK(s.scroll.y == doctest::Approx(-20));
  CHECK(s.scrolling);
  g.up(1, {100, 440});
  s = g.step(0.016f);  // the movement before the lift, then a glide in the same direction
  CHECK(s.scroll.y < -10);
  CHECK(s.scrolling);
  float total = 0;
  for (int i = 0; i < 600 && g.busy(); ++i) total += g.step(0.016f).scroll.y;
  CHECK_FALSE(g.busy());  // the glide stops by itself
  CHECK(total < 0);
}

TEST_CASE("touch: a drag over nothing scrollable stays ImGui's (a slider, a window's own drag)") {
  TouchGestures g;
  g.down(1, {10, 10}, Place::content);
  g.set_scroll_target(false);
  g.move(1, {60, 10});
  TouchStep s = g.step(0.016f);
  CHECK_FALSE(s.hold_button);
  CHECK(s.scroll.x == 0);
  g.up(1, {60, 10});
  s = g.step(0.016f);
  CHECK_FALSE(s.tap);
  CHECK_FALSE(g.busy());
}

TEST_CASE("touch: a tap on a zoomable board is held back, then pressed and released on two frames") {
  TouchGestures g;
  g.down(1, {200, 300}, Place::zoomable_board);
  CHECK_FALSE(g.wants_scroll_target());
  TouchStep s = g.step(0.016f);
  CHECK(s.hold_button);
  CHECK_FALSE(s.tap);
  g.up(1, {203, 302});
  s = g.step(0.016f);
  CHECK(s.tap);
  CHECK(s.tap_at.x == 203);
  CHECK_FALSE(s.hold_button);
  s = g.step(0.016f);
  CHECK(s.hold_button);  // the release
  CHECK_FALSE(s.tap);
  CHECK_FALSE(g.busy());
}

TEST_CASE("touch: a tap whose down and up arrive before one frame is still a tap") {
  TouchGestures g;
  g.down(7, {50, 60}, Place::zoomable_board);
  g.up(7, {50, 60});
  TouchStep s = g.step(0.016f);
  CHECK(s.tap);
  CHECK(g.step(0.016f).hold_button);
}

TEST_CASE("touch: one finger pans a zoomable board, two pinch it") {
  TouchGestures g;
  g.down(1, {100, 100}, Place::zoomable_board);
  g.move(1, {130, 100});
  TouchStep s = g.step(0.016f);
  CHECK(s.hold_button);
  CHECK(s.pan.x == doctest::Approx(30));
  CHECK(s.scroll.x == 0);
  g.down(2, {200, 100}, Place::content);  // the second finger may land anywhere
  s = g.step(0.016f);
  CHECK(s.zoom == doctest::Approx(1));
  g.move(1, {110, 100});
  g.move(2, {250, 100});  // the fingers twice as far apart, around the same midpoint's neighbourhood
  s = g.step(0.016f);
  CHECK(s.zoom == doctest::Approx(140.0f / 70.0f));
  CHECK(s.zoom_centre.x == doctest::Approx(180));
  CHECK(s.pan.x == doctest::Approx(180 - 165));
  g.up(2, {250, 100});
  g.move(1, {120, 100});
  s = g.step(0.016f);  // the finger left goes on panning from where it was
  CHECK(s.pan.x == doctest::Approx(10));
  g.up(1, {120, 100});
  s = g.step(0.016f);
  CHECK_FALSE(s.tap);  // a pan never ends in a tap
  CHECK_FALSE(g.busy());
}

TEST_CASE("touch: a board that does not zoom gets its touches untouched (swipes tilt Fruit Dating)") {
  TouchGestures g;
  g.down(1, {100, 100}, Place::board);
  CHECK_FALSE(g.wants_scroll_target());
  g.move(1, {200, 100});
  TouchStep s = g.step(0.016f);
  CHECK_FALSE(s.hold_button);
  CHECK(s.pan.x == 0);
  CHECK(s.scroll.x == 0);
  g.down(2, {300, 100}, Place::board);  // no pinch either
  s = g.step(0.016f);
  CHECK(s.zoom == 1);
  g.up(1, {200, 100});
  g.up(2, {300, 100});
  CHECK_FALSE(g.step(0.016f).tap);
}

TEST_CASE("touch: a new touch stops a glide") {
  TouchGestures g;
  g.down(1, {0, 500}, Place::content);
  g.set_scroll_target(true);
  g.step(0.016f);
  for (int y = 480; y >= 300; y -= 30) {
    g.move(1, {0, static_cast<float>(y)});
    g.step(0.016f);
  }
  g.up(1, {0, 300});
  g.step(0.016f);
  CHECK(g.step(0.016f).scrolling);
  g.down(2, {0, 300}, Place::content);
  const TouchStep s = g.step(0.016f);
  CHECK(s.scroll.y == 0);
  CHECK_FALSE(s.scrolling);
}
