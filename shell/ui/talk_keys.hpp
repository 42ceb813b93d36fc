// Talk mode's keys (docs/app/TALK_MODE.md, "Keys") as one table: the keys of each command, the words
// the help window and the talk's own key line show for them, and the dispatcher that turns one
// frame's key presses into commands. No ImGui and no window: unit-tested
// (tests/unit/ui_talk_keys_test.cpp). A talk in progress has every key (app/talk_screen), so these
// need not stay clear of the play screen's shortcuts; the pointer's keys stay clear of the talk's
// own (Tab is free there, and Shift with an arrow is no other talk command). The presenter's usual
// keys are here too: B and . black the screen, O the overview, G a scene by its number, ? the keys,
// F5 and Shift+F5 (a clicker's start) the talk from its start or from here.
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
  pointer_move,      // held: the pointer moves (Shift+arrows); not a press, see held_direction()
  leave,
  blackout,     // the screen black, or back from black (B or .)
  overview,     // the grid of every scene to pick one from (O)
  jump,         // G, then a scene's number and Enter (ui/talk_jump.hpp)
  keys_help,    // the keys over the scene (?)
  start_talk,   // F5: full screen, from the first scene
  start_here,   // Shift+F5: full screen, from the scene on show
  export_menu,  // E: the Export menu (slides and notes as PDF, scenes as WebM: app/talk_export_menu)
};

// The commands that move through the talk: while the screen is black they only bring it back.
bool advances(Command command);

// Whether an embedded talk (a scene in a host page's deck, ?embed=1) takes the command's keys: the
// ones that drive the scene and its pointer. The presenter's own keys (leave, full screen, speaker
// view, blackout, overview, jump, the keys, a clicker's start) are the deck's there: a deck has its
// own, often on the very same letters, and the app leaves them to it.
bool used_when_embedded(Command command);

struct Trigger {
  SDL_Scancode key = SDL_SCANCODE_UNKNOWN;
  unsigned modifiers = keys::kNone;  // exactly these held
};

struct TalkKey {
  Command command;
  std::vector<Trigger> triggers;
  std::string keys;    // as the help window shows them: "N / P"
  std::string action;  // what it does
  std::string hint;    // the talk's key line: "O overview" ("" when it is not on the line: ? shows them all)
};

// Every key of a talk in progress, in the order the help window lists them.
const std::vector<TalkKey>& table();

// The commands this frame's presses ask for, each at most once, in the table's order
// (pointer_move is never among them: it acts while its keys are held).
std::vector<Command> dispatch(const std::vector<keys::Press>& presses);

// The pointer's direction from the keys held down this frame: an arrow with Shift held (Shift+Up
// up, Shift+Left left, ...; opposite arrows cancel; no Shift, no movement, as the arrows alone step):
// x and y in -1, 0, 1 each. `down` says whether a key is held.
struct Direction {
  int x = 0, y = 0;
  bool any() const { return x != 0 || y != 0; }
};
template <typename IsDown>
Direction held_direction(IsDown down) {
  Direction d;
  if (!down(SDL_SCANCODE_LSHIFT) && !down(SDL_SCANCODE_RSHIFT)) return d;
  d.x = (down(SDL_SCANCODE_RIGHT) ? 1 : 0) - (down(SDL_SCANCODE_LEFT) ? 1 : 0);
  d.y = (down(SDL_SCANCODE_DOWN) ? 1 : 0) - (down(SDL_SCANCODE_UP) ? 1 : 0);
  return d;
}

// The line a talk shows on top: each key's hint, three spaces apart.
std::string hint_line();

}  // namespace puzzlelab::ui::talk_keys
