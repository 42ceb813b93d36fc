#include "ui/touch_gesture.hpp"

#include <algorithm>
#include <cmath>

namespace puzzlelab::ui {
namespace {

float distance(TouchPoint a, TouchPoint b) { return std::hypot(a.x - b.x, a.y - b.y); }
TouchPoint minus(TouchPoint a, TouchPoint b) { return {a.x - b.x, a.y - b.y}; }
TouchPoint midpoint(TouchPoint a, TouchPoint b) { return {(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f}; }

}  // namespace

TouchGestures::Finger* TouchGestures::find(std::int64_t id) {
  for (Finger& f : fingers_)
    if (f.id == id) return &f;
  return nullptr;
}

void TouchGestures::down(std::int64_t finger, TouchPoint at, Place place) {
  if (find(finger) != nullptr) return;
  if (fingers_.empty()) {
    momentum_ = {};  // a finger on the glass stops a glide
    released_scroll_ = {};
    fingers_.push_back({finger, at, at, at});
    scroll_target_known_ = false;
    scrollable_ = false;
    mode_ = place == Place::zoomable_board ? Mode::board_pending : place == Place::board ? Mode::passed : Mode::pending;
    return;
  }
  // A second finger on a zoomable board: a pinch. Any other extra finger is ignored.
  if (fingers_.size() == 1 && (mode_ == Mode::board_pending || mode_ == Mode::pan)) {
    fingers_.push_back({finger, at, at, at});
    mode_ = Mode::pinch;
    pinch_distance_ = distance(fingers_[0].now, fingers_[1].now);
    pinch_centre_ = midpoint(fingers_[0].now, fingers_[1].now);
  }
}

void TouchGestures::move(std::int64_t finger, TouchPoint at) {
  if (Finger* f = find(finger)) f->now = at;
}

void TouchGestures::up(std::int64_t finger, TouchPoint at) {
  Finger* f = find(finger);
  if (f == nullptr) return;
  f->now = at;
  switch (mode_) {
    case Mode::board_pending:
      tap_pending_ = true;
      tap_at_ = at;
      break;
    case Mode::scroll:
      released_scroll_ = minus(at, f->last_step);
      if (std::hypot(velocity_.x, velocity_.y) > kMomentumStop) momentum_ = velocity_;
      break;
    case Mode::pinch: {
      // One finger stays: it goes on panning from where it is.
      fingers_.erase(fingers_.begin() + (f - fingers_.data()));
      fingers_[0].last_step = fingers_[0].now;
      mode_ = Mode::pan;
      return;
    }
    default: break;
  }
  fingers_.erase(fingers_.begin() + (f - fingers_.data()));
  if (fingers_.empty()) mode_ = Mode::none;
}

void TouchGestures::set_scroll_target(bool scrollable) {
  scroll_target_known_ = true;
  scrollable_ = scrollable;
}

TouchStep TouchGestures::step(float dt) {
  TouchStep s;
  if (tap_release_) {
    s.hold_button = true;
    tap_release_ = false;
  }
  if (tap_pending_) {
    s.tap = true;
    s.tap_at = tap_at_;
    tap_pending_ = false;
    tap_release_ = true;
    s.hold_button = false;
  }
  switch (mode_) {
    case Mode::none: {
      s.scroll = released_scroll_;
      released_scroll_ = {};
      const float speed = std::hypot(momentum_.x, momentum_.y);
      if (speed > kMomentumStop && dt > 0) {
        s.scroll.x += momentum_.x * dt;
        s.scroll.y += momentum_.y * dt;
        const float keep = std::exp(-kMomentumDecay * dt);
        momentum_ = {momentum_.x * keep, momentum_.y * keep};
        s.scrolling = true;
      } else {
        momentum_ = {};
      }
      break;
    }
    case Mode::pending: {
      Finger& f = fingers_[0];
      if (distance(f.now, f.start) <= kSlop || !scroll_target_known_) break;
      if (!scrollable_) {
        mode_ = Mode::passed;
        break;
      }
      // The press becomes a scroll: the content catches up with the finger from where it started.
      mode_ = Mode::scroll;
      s.hold_button = true;
      s.pointer_away = true;
      s.scroll = minus(f.now, f.start);
      s.scrolling = true;
      f.last_step = f.now;
      velocity_ = {};
      break;
    }
    case Mode::scroll: {
      Finger& f = fingers_[0];
      const TouchPoint d = minus(f.now, f.last_step);
      f.last_step = f.now;
      s.hold_button = true;
      s.pointer_away = true;
      s.scroll = d;
      s.scrolling = true;
      if (dt > 0) {
        // Smoothed, so one uneven frame does not fling the content.
        velocity_.x = velocity_.x * 0.4f + d.x / dt * 0.6f;
        velocity_.y = velocity_.y * 0.4f + d.y / dt * 0.6f;
      }
      break;
    }
    case Mode::board_pending: {
      Finger& f = fingers_[0];
      if (!s.tap) s.hold_button = true;
      if (distance(f.now, f.start) > kSlop) {
        mode_ = Mode::pan;
        s.pan = minus(f.now, f.start);
        f.last_step = f.now;
      }
      break;
    }
    case Mode::pan: {
      Finger& f = fingers_[0];
      s.hold_button = true;
      s.pan = minus(f.now, f.last_step);
      f.last_step = f.now;
      break;
    }
    case Mode::pinch: {
      s.hold_button = true;
      const float d = distance(fingers_[0].now, fingers_[1].now);
      const TouchPoint c = midpoint(fingers_[0].now, fingers_[1].now);
      if (pinch_distance_ > 1 && d > 1) s.zoom = d / pinch_distance_;
      s.zoom_centre = c;
      s.pan = minus(c, pinch_centre_);
      pinch_distance_ = d;
      pinch_centre_ = c;
      break;
    }
    case Mode::passed: break;
  }
  return s;
}

}  // namespace puzzlelab::ui
