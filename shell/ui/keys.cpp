#include "ui/keys.hpp"

#include <vector>

namespace puzzlelab::ui::keys {
namespace {

struct Press {
  SDL_Scancode key;
  unsigned modifiers;
};

std::vector<Press>& presses() {
  static std::vector<Press> list;  // one keyboard, one frame at a time
  return list;
}

unsigned modifiers_of(Uint16 mod) {
  unsigned out = kNone;
  if (mod & (KMOD_CTRL | KMOD_GUI)) out |= kCtrl;
  if (mod & KMOD_SHIFT) out |= kShift;
  if (mod & KMOD_ALT) out |= kAlt;
  return out;
}

}  // namespace

void begin_frame() { presses().clear(); }

void on_event(const SDL_Event& event) {
  if (event.type == SDL_KEYDOWN) presses().push_back({event.key.keysym.scancode, modifiers_of(event.key.keysym.mod)});
}

bool pressed(SDL_Scancode key, unsigned modifiers) {
  for (const Press& p : presses())
    if (p.key == key && p.modifiers == modifiers) return true;
  return false;
}

}  // namespace puzzlelab::ui::keys
