#include "ui/key_owner.hpp"

namespace puzzlelab::ui {

KeyOwner key_owner(const FocusFacts& facts) {
  if (facts.text_field) return KeyOwner::text_field;
  if (!facts.board_on_screen || facts.popup_open || facts.focus_frame_shown) return KeyOwner::controls;
  return KeyOwner::board;
}

bool imgui_gets(SDL_Scancode key, const FocusFacts& facts) {
  const KeyOwner owner = key_owner(facts);
  if (key == SDL_SCANCODE_ESCAPE)
    return owner == KeyOwner::text_field || facts.popup_open || (owner == KeyOwner::controls && !facts.help_open);
  if (owner != KeyOwner::board) return true;
  switch (key) {
    case SDL_SCANCODE_LEFT:
    case SDL_SCANCODE_RIGHT:
    case SDL_SCANCODE_UP:
    case SDL_SCANCODE_DOWN:
    case SDL_SCANCODE_TAB:
    case SDL_SCANCODE_RETURN:
    case SDL_SCANCODE_KP_ENTER:
    case SDL_SCANCODE_SPACE:
    case SDL_SCANCODE_PAGEUP:
    case SDL_SCANCODE_PAGEDOWN:
    case SDL_SCANCODE_HOME:
    case SDL_SCANCODE_END: return false;
    default: return true;
  }
}

}  // namespace puzzlelab::ui
