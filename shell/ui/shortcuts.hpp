// The play screen's keyboard shortcuts as one table: the keys of each command, the words tooltips
// and the help window show for them, and the dispatcher that turns one frame's key presses and
// typed characters into commands. No ImGui and no window: unit-tested
// (tests/unit/ui_shortcuts_test.cpp). Letters are matched as typed characters, so they follow the
// keyboard layout; they are chosen to stay clear of every game's own keys (Fujisan's priests A, C,
// M, S; Fruit Dating's W, A, S, D; digits pick targets).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "ui/keys.hpp"

namespace puzzlelab::ui::shortcuts {

enum class Command {
  new_game,  // open the new-game dialog
  game_id,   // open the new-game dialog on its Game ID field (paste a link or a seed)
  undo,
  redo,
  restart,
  hint,
  why,            // every move from here with its verdict (the "Why?" panel)
  solve,          // a shortest solution from here
  check,          // "Can this be solved?"
  play_solution,  // play or pause the solution shown
  copy_link,      // the link popup
  settings,
  help,
  controls,  // the keyboard to the controls (the focus frame), or back to the board
};

struct Trigger {
  SDL_Scancode key = SDL_SCANCODE_UNKNOWN;  // a key pressed with exactly these modifiers,
  unsigned modifiers = keys::kNone;
  char32_t character = 0;  // or a character typed without Ctrl or Alt
};

struct Shortcut {
  Command command;
  std::vector<Trigger> triggers;
  std::string keys;    // as tooltips and the help window show them: "Ctrl+Y / Ctrl+Shift+Z"
  std::string action;  // what it does, for the help window: "redo"
};

// Every shortcut, in the order the help window lists them.
const std::vector<Shortcut>& table();
const Shortcut& of(Command command);

// A tooltip with the command's keys after it: "Take back a move (Ctrl+Z)".
std::string tooltip(const std::string& text, Command command);

// One frame of keyboard input.
struct FrameKeys {
  std::vector<keys::Press> presses;
  std::u32string typed;      // characters typed this frame
  bool ctrl_or_alt = false;  // held while typing: the characters are not shortcuts then
};

// Where the keyboard is.
struct Context {
  bool text_field = false;  // a text field has the keyboard: no shortcut fires
  bool popup = false;       // a popup or a dialog is open: no shortcut fires (Esc closes it)
};

// The commands this frame's keys ask for, one for each press or character that is a shortcut: the
// presses' in their order, then the characters' in theirs.
std::vector<Command> dispatch(const FrameKeys& input, const Context& context);

}  // namespace puzzlelab::ui::shortcuts
