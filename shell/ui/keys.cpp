#include "ui/keys.hpp"

#include <algorithm>

namespace puzzlelab::ui::keys {
namespace {

std::vector<Press>& list() {
  static std::vector<Press> presses;  // one keyboard, one frame at a time
  return presses;
}

unsigned modifiers_of(Uint16 mod) {
  unsigned out = kNone;
  if (mod & (KMOD_CTRL | KMOD_GUI)) out |= kCtrl;
  if (mod & KMOD_SHIFT) out |= kShift;
  if (mod & KMOD_ALT) out |= kAlt;
  return out;
}

}  // namespace

void begin_frame() { list().clear(); }

void on_event(const SDL_Event& event) {
  if (event.type == SDL_KEYDOWN) list().push_back({event.key.keysym.scancode, modifiers_of(event.key.keysym.mod)});
}

bool pressed(SDL_Scancode key, unsigned modifiers) {
  for (const Press& p : list())
    if (p.key == key && p.modifiers == modifiers) return true;
  return false;
}

const std::vector<Press>& presses() { return list(); }

void consume(SDL_Scancode key) {
  auto& presses = list();
  presses.erase(std::remove_if(presses.begin(), presses.end(), [key](const Press& p) { return p.key == key; }),
                presses.end());
}

}  // namespace puzzlelab::ui::keys
