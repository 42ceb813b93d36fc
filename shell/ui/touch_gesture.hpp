// What the fingers on a touch screen mean, decided frame by frame, with no ImGui and no window
// (unit-tested: tests/unit/ui_touch_test.cpp; ui/touch.hpp feeds it SDL's finger events and applies
// its answers to ImGui).
//
// ImGui 1.86 knows only a mouse: a finger is a mouse button held down, so a swipe over a panel
// drags whatever is under it (a window moves, a slider slides) instead of scrolling the panel.
// The rules here:
// - A finger that goes down outside the board is handed to ImGui at once (buttons press on
//   release, so nothing happens yet). Once it has moved more than the slop, and the content under
//   it can scroll, the touch becomes a scroll: ImGui's press is cancelled (the pointer leaves for
//   one frame, so the release lands on nothing) and the content follows the finger; when the
//   finger lifts, the content glides on and slows down (momentum).
// - A finger on a board that can zoom is held back from ImGui until it is clear what it does:
//   lifted within the slop, it is a tap, delivered as a press and a release on the next two frames
//   (those boards play on taps, never on drags); moved further, it pans the board; a second finger
//   makes it a pinch that zooms the board around the fingers' midpoint.
// - A finger on a board that cannot zoom (its targets are big enough: Fruit Dating, whose swipes
//   tilt the board) goes to ImGui untouched and never scrolls.
#pragma once

#include <cstdint>
#include <vector>

namespace puzzlelab::ui {

struct TouchPoint {
  float x = 0, y = 0;
};

// What one frame should do with ImGui's mouse and the content.
struct TouchStep {
  bool hold_button = false;   // keep ImGui's mouse button up (a touch being decided, scrolled, panned, pinched)
  bool pointer_away = false;  // move ImGui's pointer off the screen this frame (a press turned into a scroll)
  bool tap = false;           // press ImGui's button this frame at tap_at; release on the next
  TouchPoint tap_at;
  TouchPoint scroll;       // move the content under the finger by this much (finger delta, may be momentum)
  bool scrolling = false;  // a scroll (or its momentum) is running: the caller keeps drawing frames
  TouchPoint pan;          // move the board by this much
  float zoom = 1;          // scale the board by this factor around zoom_centre
  TouchPoint zoom_centre;
};

class TouchGestures {
 public:
  static constexpr float kSlop = 10;             // logical pixels a tap may wander
  static constexpr float kMomentumStop = 30;     // px/s below which a glide stops
  static constexpr float kMomentumDecay = 4.5f;  // per second (exponential)

  // Where a finger went down (the board's area is last frame's).
  enum class Place { content, zoomable_board, board };
  void down(std::int64_t finger, TouchPoint at, Place place);
  void move(std::int64_t finger, TouchPoint at);
  void up(std::int64_t finger, TouchPoint at);

  // Whether the touch outside the board, once it moves past the slop, scrolls what is under it
  // (the caller asks ImGui which window the finger is over). Asked by wants_scroll_target().
  bool wants_scroll_target() const { return mode_ == Mode::pending && !scroll_target_known_; }
  // Where the touch being decided began.
  TouchPoint start() const { return fingers_.empty() ? TouchPoint{} : fingers_.front().start; }
  void set_scroll_target(bool scrollable);

  // One drawn frame: what to do, `dt` seconds after the last one. Consumes the movement since.
  TouchStep step(float dt);

  // Whether a finger is down or a glide is running (the caller keeps drawing frames).
  bool busy() const {
    return !fingers_.empty() || mode_ != Mode::none || tap_release_ || momentum_.x != 0 || momentum_.y != 0;
  }

 private:
  enum class Mode { none, pending, board_pending, scroll, pan, pinch, passed };
  struct Finger {
    std::int64_t id;
    TouchPoint start, last_step, now;
  };
  Finger* find(std::int64_t id);

  std::vector<Finger> fingers_;
  Mode mode_ = Mode::none;
  bool scroll_target_known_ = false;
  bool scrollable_ = false;
  bool cancel_pending_ = false;  // the press just turned into a scroll: pointer away this frame
  bool tap_pending_ = false;     // a board tap ended: press on the next step
  bool tap_release_ = false;     // the press was given: hold the button up on the next step
  TouchPoint tap_at_;
  TouchPoint velocity_;         // of the scrolling finger, px/s (smoothed)
  TouchPoint momentum_;         // the glide after the finger lifted, px/s
  TouchPoint released_scroll_;  // finger movement between the last step and the lift
  float pinch_distance_ = 0;    // the fingers' distance at the last step
  TouchPoint pinch_centre_;     // their midpoint at the last step
};

}  // namespace puzzlelab::ui
