// Touch screens for ImGui 1.86 (which knows only a mouse): SDL's finger events go through the
// gesture rules of ui/touch_gesture.hpp, and their answers are applied to ImGui's mouse and
// windows between the backend's NewFrame and ImGui::NewFrame. A swipe scrolls the window under the
// finger (the help, the move list, dialogs, the Lab, the phone's whole screen) instead of dragging
// it, and glides on after the finger lifts; on a board that can zoom, taps are held back until
// they are known to be taps, one finger pans and two fingers pinch (the play screen applies those
// to its BoardZoom, app/board_zoom.hpp). A desktop mouse never goes through here.
#pragma once

#include <SDL.h>
#include <imgui.h>

namespace puzzlelab::ui::touch {

// Feed every SDL event (only finger events are read).
void on_event(const SDL_Event& event);
// After the platform backend's NewFrame, before ImGui::NewFrame: `dt` seconds since the last one.
void before_new_frame(float dt);

// The board's area this frame, and whether it zooms (its taps are then held back, one finger pans
// and two pinch); a board that does not zoom gets its touches untouched (Fruit Dating's swipes).
void board_area(ImVec2 min, ImVec2 max, bool zoomable);

// What the fingers did to the board since the last call: move it by `pan`, then scale it by
// `zoom` around `centre` (screen coordinates).
struct BoardGesture {
  ImVec2 pan{0, 0};
  float zoom = 1;
  ImVec2 centre{0, 0};
};
BoardGesture take_board_gesture();

// A finger is down or a glide runs: keep drawing frames.
bool busy();

}  // namespace puzzlelab::ui::touch
