#include "ui/talk_keys.hpp"

#include <algorithm>

namespace puzzlelab::ui::talk_keys {
namespace {

Trigger key(SDL_Scancode scancode, unsigned modifiers = keys::kNone) { return {scancode, modifiers}; }

bool matches(const Trigger& trigger, const std::vector<keys::Press>& presses) {
  return std::any_of(presses.begin(), presses.end(),
                     [&](const keys::Press& p) { return p.key == trigger.key && p.modifiers == trigger.modifiers; });
}

}  // namespace

const std::vector<TalkKey>& table() {
  static const std::vector<TalkKey> talk_keys = {
      {Command::next_beat,
       {key(SDL_SCANCODE_SPACE), key(SDL_SCANCODE_PAGEDOWN), key(SDL_SCANCODE_RETURN)},
       "Space / Page Down / Enter",
       "the next beat: play the scene's setup or solution, finish it, deal the tally; then the next scene",
       "Space next"},
      {Command::step,
       {key(SDL_SCANCODE_RIGHT), key(SDL_SCANCODE_DOWN)},
       "\xE2\x86\x92 / \xE2\x86\x93",
       "one step of the setup or the solution (at its end: the next scene)",
       "arrows step"},
      {Command::step_back,
       {key(SDL_SCANCODE_LEFT), key(SDL_SCANCODE_UP), key(SDL_SCANCODE_PAGEUP), key(SDL_SCANCODE_BACKSPACE)},
       "\xE2\x86\x90 / \xE2\x86\x91 / Page Up / Backspace",
       "one step back (at the start: the previous scene)",
       ""},
      {Command::next_scene, {key(SDL_SCANCODE_N)}, "N", "the next scene", "N / P scene"},
      {Command::previous_scene, {key(SDL_SCANCODE_P)}, "P", "the previous scene", ""},
      {Command::first_scene, {key(SDL_SCANCODE_HOME)}, "Home", "the first scene", ""},
      {Command::last_scene, {key(SDL_SCANCODE_END)}, "End", "the last scene", ""},
      {Command::fullscreen, {key(SDL_SCANCODE_F)}, "F", "full screen on or off", ""},
      {Command::laser, {key(SDL_SCANCODE_L)}, "L", "the laser pointer on or off", ""},
      {Command::speaker_view,
       {key(SDL_SCANCODE_S)},
       "S",
       "the speaker view: notes, the next scene, the time (a second window in the browser, a panel on the desktop)",
       "S speaker"},
      {Command::speaker_clock, {key(SDL_SCANCODE_R)}, "R", "the speaker view's clock counts from now", ""},
      {Command::pointer_next,
       {key(SDL_SCANCODE_TAB)},
       "Tab",
       "the laser to the scene's next spot: the title and each point, each board and its verdict, each bar or box "
       "of a plot, the caption",
       ""},
      {Command::pointer_previous,
       {key(SDL_SCANCODE_TAB, keys::kShift)},
       "Shift+Tab",
       "the laser to the previous spot",
       ""},
      {Command::pointer_move,
       {key(SDL_SCANCODE_UP, keys::kShift), key(SDL_SCANCODE_LEFT, keys::kShift), key(SDL_SCANCODE_DOWN, keys::kShift),
        key(SDL_SCANCODE_RIGHT, keys::kShift)},
       "Shift+arrows (held)",
       "move the laser up, left, down, right",
       ""},
      {Command::leave, {key(SDL_SCANCODE_ESCAPE)}, "Esc", "leave the talk (the list of talks)", "Esc leave"},
      {Command::blackout,
       {key(SDL_SCANCODE_B), key(SDL_SCANCODE_PERIOD)},
       "B / .",
       "black the screen (again, or a key that moves on, to come back; the laser hides too)",
       ""},
      {Command::overview,
       {key(SDL_SCANCODE_O)},
       "O",
       "every scene as a grid of cards: arrows and Enter (or a click) pick one, Esc or O closes it",
       "O overview"},
      {Command::jump,
       {key(SDL_SCANCODE_G)},
       "G, a number, Enter",
       "go to the scene of that number (Esc or another key cancels)",
       ""},
      {Command::keys_help,
       {key(SDL_SCANCODE_SLASH, keys::kShift), key(SDL_SCANCODE_SLASH)},
       "? (or /)",
       "these keys over the scene (any key closes them)",
       "? keys"},
      {Command::start_talk,
       {key(SDL_SCANCODE_F5)},
       "F5",
       "start the talk: full screen, from the first scene (a clicker's start key)",
       ""},
      {Command::start_here,
       {key(SDL_SCANCODE_F5, keys::kShift)},
       "Shift+F5",
       "full screen, from the scene on show",
       ""},
      {Command::export_menu,
       {key(SDL_SCANCODE_E)},
       "E",
       "export: the slides or the notes as PDF, this scene or every scene as a WebM clip",
       ""},
  };
  return talk_keys;
}

bool advances(Command command) {
  switch (command) {
    case Command::next_beat:
    case Command::step:
    case Command::step_back:
    case Command::next_scene:
    case Command::previous_scene:
    case Command::first_scene:
    case Command::last_scene: return true;
    default: return false;
  }
}

bool used_when_embedded(Command command) {
  return advances(command) || command == Command::laser || command == Command::pointer_next ||
         command == Command::pointer_previous || command == Command::pointer_move;
}

std::vector<Command> dispatch(const std::vector<keys::Press>& presses) {
  std::vector<Command> out;
  for (const TalkKey& k : table()) {
    if (k.command == Command::pointer_move) continue;  // held, not pressed
    if (std::any_of(k.triggers.begin(), k.triggers.end(), [&](const Trigger& t) { return matches(t, presses); }))
      out.push_back(k.command);
  }
  return out;
}

std::string hint_line() {
  std::string line;
  for (const TalkKey& k : table()) {
    if (k.hint.empty()) continue;
    if (!line.empty()) line += "   ";
    line += k.hint;
  }
  return line;
}

}  // namespace puzzlelab::ui::talk_keys
