#include "ui/keys.hpp"

#include <algorithm>
#include <deque>

namespace puzzlelab::ui::keys {
namespace {

// One keyboard, one frame at a time.
struct State {
  std::deque<Press> waiting;   // pressed, not yet handed to a frame
  std::vector<Press> current;  // this frame's
};

State& state() {
  static State s;
  return s;
}

unsigned modifiers_of(Uint16 mod) {
  unsigned out = kNone;
  if (mod & (KMOD_CTRL | KMOD_GUI)) out |= kCtrl;
  if (mod & KMOD_SHIFT) out |= kShift;
  if (mod & KMOD_ALT) out |= kAlt;
  return out;
}

bool is_modifier_key(SDL_Scancode key) { return key >= SDL_SCANCODE_LCTRL && key <= SDL_SCANCODE_RGUI; }

}  // namespace

void on_event(const SDL_Event& event) {
  if (event.type != SDL_KEYDOWN || is_modifier_key(event.key.keysym.scancode)) return;
  auto& waiting = state().waiting;
  if (waiting.size() >= kMaxWaiting) return;
  waiting.push_back({event.key.keysym.scancode, modifiers_of(event.key.keysym.mod)});
}

void begin_frame(bool text_field) {
  State& s = state();
  const std::size_t take = text_field ? s.waiting.size() : std::min<std::size_t>(1, s.waiting.size());
  s.current.assign(s.waiting.begin(), s.waiting.begin() + static_cast<std::ptrdiff_t>(take));
  s.waiting.erase(s.waiting.begin(), s.waiting.begin() + static_cast<std::ptrdiff_t>(take));
}

void end_frame() { state().current.clear(); }

bool waiting() { return !state().waiting.empty(); }

bool pressed(SDL_Scancode key, unsigned modifiers) {
  for (const Press& p : state().current)
    if (p.key == key && p.modifiers == modifiers) return true;
  return false;
}

const std::vector<Press>& presses() { return state().current; }

void consume(SDL_Scancode key) {
  std::erase_if(state().current, [key](const Press& p) { return p.key == key; });
}

}  // namespace puzzlelab::ui::keys
