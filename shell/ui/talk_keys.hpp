// Talk mode's keys (docs/app/TALK_MODE.md, "Keys") as one table: the keys of each command, the words
// the help window and the talk's own key line show for them, and the dispatcher that turns one
// frame's key presses into commands. No ImGui and no window: unit-tested
// (tests/unit/ui_talk_keys_test.cpp). A talk in progress has every key (app/talk_screen), so these
// need not stay clear of the play screen's shortcuts; the pointer's keys stay clear of the talk's
// own (Tab is free there, and W A S D are no talk command).
#pragma once

#include <string>
#include <vector>

#include "ui/keys.hpp"

namespace puzzlelab::ui::talk_keys {

enum class Command {
  next_beat,  // play the scene's setup or solution, finish it, deal the tally; then the next scene
  step,       // one step of the setup or solution (at its end: the next scene)
  step_back,  // one step back (at the start: the previous scene)
  next_scene,
  previous_scene,
  first_scene,
  last_scene,
  fullscreen,
  laser,             // the laser pointer on or off
  speaker_view,      // the speaker view: a second window in the browser, a panel on the desktop
  speaker_clock,     // the speaker view's clock counts from now
  pointer_next,      // the pointer to the scene's next spot
  pointer_previous,  // the pointer to the scene's previous spot
  pointer_move,      // held: the pointer moves (W A S D); not a press, see held_direction()
  leave,
};

struct Trigger {
  SDL_Scancode key = SDL_SCANCODE_UNKNOWN;
  unsigned modifiers = keys::kNone;  // exactly these held
};

struct TalkKey {
  Command command;
  std::vector<Trigger> triggers;
  std::string keys;    // as the help window shows them: "N / P"
  std::string action;  // what it does
  std::string hint;    // the talk's key line: "Tab point" ("" when it is not on the line)
};

// Every key of a talk in progress, in the order the help window lists them.
const std::vector<TalkKey>& table();

// The commands this frame's presses ask for, each at most once, in the table's order
// (pointer_move is never among them: it acts while its keys are held).
std::vector<Command> dispatch(const std::vector<keys::Press>& presses);

// The pointer's direction from the keys held down this frame (W up, A left, S down, D right;
// opposite keys cancel): x and y in -1, 0, 1 each. `down` says whether a key is held.
struct Direction {
  int x = 0, y = 0;
  bool any() const { return x != 0 || y != 0; }
};
template <typename IsDown>
Direction held_direction(IsDown down) {
  Direction d;
  d.x = (down(SDL_SCANCODE_D) ? 1 : 0) - (down(SDL_SCANCODE_A) ? 1 : 0);
  d.y = (down(SDL_SCANCODE_S) ? 1 : 0) - (down(SDL_SCANCODE_W) ? 1 : 0);
  return d;
}

// The line a talk shows on top: each key's hint, three spaces apart.
std::string hint_line();

}  // namespace puzzlelab::ui::talk_keys
