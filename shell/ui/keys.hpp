// Key presses latched per frame from SDL's key-down events. ImGui 1.86 only sees whether a key
// is down at the start of a frame, so a press and release within one frame (a quick tap on a
// slow device, or a test) would be lost; this keeps every press, auto-repeats included.
#pragma once

#include <vector>

#include <SDL.h>

namespace puzzlelab::ui::keys {

enum Modifier : unsigned { kNone = 0, kCtrl = 1, kShift = 2, kAlt = 4 };

struct Press {
  SDL_Scancode key;
  unsigned modifiers;  // Modifier bits
};

// Call at the start of every frame, before polling events.
void begin_frame();
// Feed every SDL event.
void on_event(const SDL_Event& event);
// Whether `key` went down this frame with exactly these modifiers (Ctrl also matches Cmd).
bool pressed(SDL_Scancode key, unsigned modifiers = kNone);
// This frame's presses, in order.
const std::vector<Press>& presses();
// Takes `key`'s presses (any modifiers) away from later readers this frame: Esc that closed the
// help window must not also clear the board's selection.
void consume(SDL_Scancode key);

}  // namespace puzzlelab::ui::keys
