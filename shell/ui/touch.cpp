#include "ui/touch.hpp"

#include <cfloat>

#include <imgui_internal.h>

#include "ui/touch_gesture.hpp"

namespace puzzlelab::ui::touch {
namespace {

struct State {
  TouchGestures gestures;
  ImVec2 board_min{0, 0}, board_max{0, 0};  // last frame's board
  bool board_zoomable = false;
  bool board_drawn = false;  // board_area was called since the last before_new_frame
  ImVec2 next_min{0, 0}, next_max{0, 0};
  bool next_zoomable = false;
  ImGuiID scroll_window = 0;  // what the current swipe scrolls
  BoardGesture board;
};

State& state() {
  static State s;  // one UI, one frame at a time
  return s;
}

// The finger's place in logical pixels: SDL gives it as a fraction of the window.
TouchPoint place(const SDL_TouchFingerEvent& finger) {
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  return {finger.x * display.x, finger.y * display.y};
}

bool inside(ImVec2 min, ImVec2 max, TouchPoint p) { return p.x >= min.x && p.y >= min.y && p.x < max.x && p.y < max.y; }

// The window a point is over, as ImGui will decide it on the next frame: the front-most active
// window containing it (g.Windows is in display order after a frame, children after parents).
ImGuiWindow* window_at(TouchPoint p) {
  ImGuiContext& g = *ImGui::GetCurrentContext();
  for (int i = g.Windows.Size - 1; i >= 0; --i) {
    ImGuiWindow* w = g.Windows[i];
    if (!w->Active || w->Hidden || (w->Flags & ImGuiWindowFlags_NoMouseInputs)) continue;
    if (w->OuterRectClipped.Contains(ImVec2(p.x, p.y))) return w;
  }
  return nullptr;
}

// The innermost window under the point that can scroll, up to its root window; a board (which
// takes no mouse wheel) does not scroll and passes the swipe to what holds it.
ImGuiWindow* scroll_target(TouchPoint p) {
  for (ImGuiWindow* w = window_at(p); w != nullptr; w = w->ParentWindow) {
    if ((w->ScrollMax.y > 0 || w->ScrollMax.x > 0) && !(w->Flags & ImGuiWindowFlags_NoScrollWithMouse)) return w;
    if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) break;
  }
  return nullptr;
}

}  // namespace

void on_event(const SDL_Event& event) {
  State& s = state();
  switch (event.type) {
    case SDL_FINGERDOWN: {
      const TouchPoint p = place(event.tfinger);
      using Place = TouchGestures::Place;
      const bool on_board = inside(s.board_min, s.board_max, p);
      s.gestures.down(event.tfinger.fingerId, p,
                      on_board ? (s.board_zoomable ? Place::zoomable_board : Place::board) : Place::content);
      break;
    }
    case SDL_FINGERMOTION: s.gestures.move(event.tfinger.fingerId, place(event.tfinger)); break;
    case SDL_FINGERUP: s.gestures.up(event.tfinger.fingerId, place(event.tfinger)); break;
    default: break;
  }
}

void before_new_frame(float dt) {
  State& s = state();
  // The board drawn last frame is where fingers land this frame.
  s.board_min = s.board_drawn ? s.next_min : ImVec2(0, 0);
  s.board_max = s.board_drawn ? s.next_max : ImVec2(0, 0);
  s.board_zoomable = s.board_drawn && s.next_zoomable;
  s.board_drawn = false;

  if (s.gestures.wants_scroll_target()) {
    ImGuiWindow* target = scroll_target(s.gestures.start());
    s.scroll_window = target != nullptr ? target->ID : 0;
    s.gestures.set_scroll_target(target != nullptr);
  }
  const TouchStep step = s.gestures.step(dt);
  ImGuiIO& io = ImGui::GetIO();
  if (step.tap) {
    io.MousePos = ImVec2(step.tap_at.x, step.tap_at.y);
    io.MouseDown[0] = true;
  } else if (step.hold_button) {
    io.MouseDown[0] = false;
  }
  if (step.pointer_away) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  if ((step.scroll.x != 0 || step.scroll.y != 0) && s.scroll_window != 0) {
    // The content follows the finger: a finger moving up shows what is further down.
    if (ImGuiWindow* w = ImGui::FindWindowByID(s.scroll_window)) {
      if (w->ScrollMax.y > 0) ImGui::SetScrollY(w, ImClamp(w->Scroll.y - step.scroll.y, 0.0f, w->ScrollMax.y));
      if (w->ScrollMax.x > 0) ImGui::SetScrollX(w, ImClamp(w->Scroll.x - step.scroll.x, 0.0f, w->ScrollMax.x));
    }
  }
  if (step.pan.x != 0 || step.pan.y != 0 || step.zoom != 1) {
    s.board.pan = ImVec2(s.board.pan.x + step.pan.x, s.board.pan.y + step.pan.y);
    if (step.zoom != 1) {
      s.board.zoom *= step.zoom;
      s.board.centre = ImVec2(step.zoom_centre.x, step.zoom_centre.y);
    }
  }
}

void board_area(ImVec2 min, ImVec2 max, bool zoomable) {
  State& s = state();
  s.next_min = min;
  s.next_max = max;
  s.next_zoomable = zoomable;
  s.board_drawn = true;
}

BoardGesture take_board_gesture() {
  BoardGesture out = state().board;
  state().board = BoardGesture{};
  return out;
}

bool busy() { return state().gestures.busy(); }

}  // namespace puzzlelab::ui::touch
