#include "ui/shortcuts.hpp"

#include <algorithm>
#include <stdexcept>

namespace puzzlelab::ui::shortcuts {
namespace {

Trigger key(SDL_Scancode scancode, unsigned modifiers = keys::kNone) { return {scancode, modifiers, 0}; }
Trigger typed(char32_t c) { return {SDL_SCANCODE_UNKNOWN, keys::kNone, c}; }

char32_t lower(char32_t c) { return c >= U'A' && c <= U'Z' ? c - U'A' + U'a' : c; }

bool matches_press(const Trigger& trigger, const keys::Press& press) {
  return trigger.character == 0 && press.key == trigger.key && press.modifiers == trigger.modifiers;
}

bool matches_character(const Trigger& trigger, char32_t typed) {
  return trigger.character != 0 && lower(typed) == lower(trigger.character);
}

}  // namespace

const std::vector<Shortcut>& table() {
  static const std::vector<Shortcut> shortcuts = {
      {Command::new_game, {typed(U'n')}, "N", "new game"},
      {Command::game_id, {typed(U'i')}, "I", "open a game ID: paste a shared link, its #v1/... part, or a seed"},
      {Command::undo, {key(SDL_SCANCODE_Z, keys::kCtrl)}, "Ctrl+Z", "undo"},
      {Command::redo,
       {key(SDL_SCANCODE_Y, keys::kCtrl), key(SDL_SCANCODE_Z, keys::kCtrl | keys::kShift)},
       "Ctrl+Y / Ctrl+Shift+Z",
       "redo"},
      {Command::restart, {key(SDL_SCANCODE_HOME)}, "Home", "restart (your moves stay available to redo)"},
      {Command::hint, {typed(U'h')}, "H", "hint: the next move of a shortest solution"},
      {Command::why, {typed(U'y')}, "Y", "why? every move from here with its verdict: wins in how many, dead and why"},
      {Command::solve, {typed(U'v')}, "V", "solve: a shortest solution from here, to step through or play"},
      {Command::check, {typed(U'k')}, "K", "can this be solved? (yes or no, from here)"},
      {Command::play_solution, {typed(U'p')}, "P", "play / pause the solution shown"},
      {Command::copy_link, {typed(U'l')}, "L", "the link to this puzzle, to copy"},
      {Command::settings, {typed(U'o')}, "O", "settings (options)"},
      {Command::help, {key(SDL_SCANCODE_F1), typed(U'?')}, "F1 / ?", "this help"},
      {Command::controls,
       {key(SDL_SCANCODE_F6)},
       "F6",
       "the keyboard to the buttons and panels (a gold frame shows where), or back to the board"},
  };
  return shortcuts;
}

const Shortcut& of(Command command) {
  for (const Shortcut& s : table())
    if (s.command == command) return s;
  throw std::logic_error("a command without a shortcut");
}

std::string tooltip(const std::string& text, Command command) { return text + " (" + of(command).keys + ")"; }

std::vector<Command> dispatch(const FrameKeys& input, const Context& context) {
  std::vector<Command> out;
  if (context.text_field || context.popup) return out;
  // One command per press: Ctrl+Z twice is two moves taken back, even within one frame.
  const auto add_matching = [&](const auto& matches) {
    for (const Shortcut& s : table())
      if (std::any_of(s.triggers.begin(), s.triggers.end(), matches)) out.push_back(s.command);
  };
  for (const keys::Press& press : input.presses)
    add_matching([&](const Trigger& t) { return matches_press(t, press); });
  if (!input.ctrl_or_alt)
    for (const char32_t typed : input.typed)
      add_matching([&](const Trigger& t) { return matches_character(t, typed); });
  return out;
}

}  // namespace puzzlelab::ui::shortcuts
