// Key presses from SDL's key-down events, handed to the app's key readers (the shortcuts, the
// boards, talk mode) one press a frame, in the order they were made. ImGui 1.86 only sees whether
// a key is down at the start of a frame, so a press and release within one frame (a quick tap on
// a slow device, or a test) would be lost; and readers that look for several keys in a fixed order
// (a tilt puzzle's arrows, Undo then Redo) would both drop a second press of a key and reorder
// presses of different keys that reached one frame together. A press that waits asks for the next
// frame (ui/redraw.hpp), so a burst of presses is played out at the frame rate.
#pragma once

#include <cstddef>
#include <vector>

#include <SDL.h>

namespace puzzlelab::ui::keys {

enum Modifier : unsigned { kNone = 0, kCtrl = 1, kShift = 2, kAlt = 4 };

struct Press {
  SDL_Scancode key;
  unsigned modifiers;  // Modifier bits, as they were when the key went down
};

// At most this many presses wait for their frame; more (a key held down through a frame that
// took seconds) are dropped rather than played out long after the key was let go.
constexpr std::size_t kMaxWaiting = 32;

// Feed every SDL event. Presses of the modifier keys themselves are not kept: each press carries
// the modifiers held with it.
void on_event(const SDL_Event& event);
// Call before each frame's readers: the frame takes the next waiting press, or, while a text field
// has the keyboard (`text_field`), every waiting press at once, as the field has already received
// them all (the readers that look at presses while a field is edited, Enter and Esc in a dialog,
// must not fall behind what the field shows).
void begin_frame(bool text_field);
// Call after each frame: its presses have been seen.
void end_frame();
// Whether presses wait for a frame.
bool waiting();

// Whether `key` went down in this frame's presses with exactly these modifiers (Ctrl also
// matches Cmd).
bool pressed(SDL_Scancode key, unsigned modifiers = kNone);
// This frame's presses, in order.
const std::vector<Press>& presses();
// Takes `key`'s presses (any modifiers) away from later readers this frame: Esc that closed the
// help window must not also clear the board's selection.
void consume(SDL_Scancode key);

}  // namespace puzzlelab::ui::keys
