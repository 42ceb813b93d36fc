// Who has the keyboard on a screen with a board: the rule, with no ImGui and no window
// (unit-tested: tests/unit/ui_shortcuts_test.cpp). ui/keyboard_focus.hpp feeds it ImGui's state.
//
// The board has the keys (arrows, Tab, Enter, Space, Esc, Home, End, Page Up/Down) unless a text field has them, a
// popup or dialog is open, or the focus frame shows on a control (F6 or a key pressed in a dialog put it there; Esc or
// F6 takes it away, a click hides it). Screens without a board (the Lab, the level editor) always leave the keys to
// ImGui's navigation.
#pragma once

#include <SDL_scancode.h>

namespace puzzlelab::ui {

enum class KeyOwner { board, controls, text_field };

struct FocusFacts {
  bool board_on_screen = false;    // a board taking keys is drawn (the play screen)
  bool text_field = false;         // a text field has the keyboard
  bool popup_open = false;         // a popup, menu or dialog is open
  bool focus_frame_shown = false;  // ImGui's navigation shows its frame on a control
  bool help_open = false;          // the help window is open (Esc closes it first)
};

KeyOwner key_owner(const FocusFacts& facts);

// Whether a key going down reaches ImGui's navigation. The board's own keys are withheld from it
// while the board has them (else an arrow would both move on the board and move ImGui's focus),
// and Esc is withheld while it closes the help window.
bool imgui_gets(SDL_Scancode key, const FocusFacts& facts);

}  // namespace puzzlelab::ui
