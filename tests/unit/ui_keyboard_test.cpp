// The keyboard's rules with no window: the presses handed to each frame (shell/ui/keys.hpp), the
// shortcut table and its dispatcher (shell/ui/shortcuts.hpp), and who has the keys between a board
// and the controls (shell/ui/key_owner.hpp).
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "ui/key_owner.hpp"
#include "ui/keys.hpp"
#include "ui/shortcuts.hpp"

namespace sc = puzzlelab::ui::shortcuts;
namespace keys = puzzlelab::ui::keys;
using puzzlelab::ui::FocusFacts;
using puzzlelab::ui::KeyOwner;
using sc::Command;

namespace {

sc::FrameKeys press(SDL_Scancode key, unsigned modifiers = keys::kNone) {
  sc::FrameKeys in;
  in.presses.push_back({key, modifiers});
  return in;
}

sc::FrameKeys type(std::u32string text, bool ctrl_or_alt = false) {
  sc::FrameKeys in;
  in.typed = std::move(text);
  in.ctrl_or_alt = ctrl_or_alt;
  return in;
}

std::vector<Command> run(const sc::FrameKeys& in) { return sc::dispatch(in, {}); }

SDL_Event key_event(Uint32 type, SDL_Scancode key, Uint16 mod = KMOD_NONE) {
  SDL_Event event{};
  event.type = type;
  event.key.keysym.scancode = key;
  event.key.keysym.mod = mod;
  return event;
}

// A tap: down and up, as SDL reports it.
void tap(SDL_Scancode key, Uint16 mod = KMOD_NONE) {
  keys::on_event(key_event(SDL_KEYDOWN, key, mod));
  keys::on_event(key_event(SDL_KEYUP, key, mod));
}

// The presses the next frame sees, as (key, modifiers) pairs; the frame is then over.
std::vector<std::pair<SDL_Scancode, unsigned>> next_frame(bool text_field = false) {
  keys::begin_frame(text_field);
  std::vector<std::pair<SDL_Scancode, unsigned>> seen;
  for (const keys::Press& p : keys::presses()) seen.emplace_back(p.key, p.modifiers);
  keys::end_frame();
  return seen;
}

void drain() {
  while (keys::waiting()) next_frame(true);
}

using Seen = std::vector<std::pair<SDL_Scancode, unsigned>>;

}  // namespace

TEST_CASE("keys: taps that reach one frame together are handed out one a frame, in order") {
  drain();
  // A tilt puzzle's Left then Up, and Ctrl+Z twice, all before the next frame.
  tap(SDL_SCANCODE_LEFT);
  tap(SDL_SCANCODE_UP);
  keys::on_event(key_event(SDL_KEYDOWN, SDL_SCANCODE_LCTRL, KMOD_LCTRL));  // a modifier alone is no press
  tap(SDL_SCANCODE_Z, KMOD_LCTRL);
  tap(SDL_SCANCODE_Z, KMOD_LCTRL);
  CHECK(keys::waiting());
  CHECK(next_frame() == Seen{{SDL_SCANCODE_LEFT, keys::kNone}});
  CHECK(keys::pressed(SDL_SCANCODE_LEFT) == false);  // the frame is over
  CHECK(next_frame() == Seen{{SDL_SCANCODE_UP, keys::kNone}});
  CHECK(next_frame() == Seen{{SDL_SCANCODE_Z, keys::kCtrl}});
  CHECK(keys::waiting());
  CHECK(next_frame() == Seen{{SDL_SCANCODE_Z, keys::kCtrl}});
  CHECK_FALSE(keys::waiting());
  CHECK(next_frame().empty());
}

TEST_CASE("keys: a press is read with the modifiers it was made with") {
  drain();
  tap(SDL_SCANCODE_Z, KMOD_LCTRL | KMOD_LSHIFT);
  tap(SDL_SCANCODE_Y, KMOD_RGUI);  // Cmd counts as Ctrl
  tap(SDL_SCANCODE_F4, KMOD_LALT);
  keys::begin_frame(false);
  CHECK(keys::pressed(SDL_SCANCODE_Z, keys::kCtrl | keys::kShift));
  CHECK_FALSE(keys::pressed(SDL_SCANCODE_Z, keys::kCtrl));
  keys::end_frame();
  keys::begin_frame(false);
  CHECK(keys::pressed(SDL_SCANCODE_Y, keys::kCtrl));
  keys::end_frame();
  CHECK(next_frame() == Seen{{SDL_SCANCODE_F4, keys::kAlt}});
}

TEST_CASE("keys: while a text field has the keyboard a frame takes every waiting press") {
  drain();
  tap(SDL_SCANCODE_2);
  tap(SDL_SCANCODE_0);
  tap(SDL_SCANCODE_RETURN);
  CHECK(next_frame(true) ==
        Seen{{SDL_SCANCODE_2, keys::kNone}, {SDL_SCANCODE_0, keys::kNone}, {SDL_SCANCODE_RETURN, keys::kNone}});
  CHECK_FALSE(keys::waiting());
}

TEST_CASE("keys: Esc consumed by one reader is gone for the others, this frame only") {
  drain();
  tap(SDL_SCANCODE_ESCAPE);
  tap(SDL_SCANCODE_A);
  tap(SDL_SCANCODE_ESCAPE);
  keys::begin_frame(true);
  CHECK(keys::pressed(SDL_SCANCODE_ESCAPE));
  keys::consume(SDL_SCANCODE_ESCAPE);
  CHECK_FALSE(keys::pressed(SDL_SCANCODE_ESCAPE));
  CHECK(keys::pressed(SDL_SCANCODE_A));
  keys::end_frame();
}

TEST_CASE("keys: a key held through a frame that took seconds does not pile up") {
  drain();
  SDL_Event repeat = key_event(SDL_KEYDOWN, SDL_SCANCODE_DOWN);
  for (std::size_t i = 0; i < 3 * keys::kMaxWaiting; ++i) {
    repeat.key.repeat = i > 0;
    keys::on_event(repeat);
  }
  std::size_t frames = 0;
  while (keys::waiting()) {
    CHECK(next_frame() == Seen{{SDL_SCANCODE_DOWN, keys::kNone}});
    ++frames;
  }
  CHECK(frames == keys::kMaxWaiting);
}

TEST_CASE("shortcuts: each command's keys ask for it, and only for it") {
  CHECK(run(press(SDL_SCANCODE_Z, keys::kCtrl)) == std::vector{Command::undo});
  CHECK(run(press(SDL_SCANCODE_Y, keys::kCtrl)) == std::vector{Command::redo});
  CHECK(run(press(SDL_SCANCODE_Z, keys::kCtrl | keys::kShift)) == std::vector{Command::redo});
  CHECK(run(press(SDL_SCANCODE_HOME)) == std::vector{Command::restart});
  CHECK(run(press(SDL_SCANCODE_F1)) == std::vector{Command::help});
  CHECK(run(press(SDL_SCANCODE_F6)) == std::vector{Command::controls});
  CHECK(run(type(U"n")) == std::vector{Command::new_game});
  CHECK(run(type(U"I")) == std::vector{Command::game_id});
  CHECK(run(type(U"h")) == std::vector{Command::hint});
  CHECK(run(type(U"v")) == std::vector{Command::solve});
  CHECK(run(type(U"k")) == std::vector{Command::check});
  CHECK(run(type(U"p")) == std::vector{Command::play_solution});
  CHECK(run(type(U"l")) == std::vector{Command::copy_link});
  CHECK(run(type(U"o")) == std::vector{Command::settings});
  CHECK(run(type(U"?")) == std::vector{Command::help});
  // Capitals too (Caps Lock, Shift): the letter is what counts.
  CHECK(run(type(U"H")) == std::vector{Command::hint});
}

TEST_CASE("shortcuts: modifiers must match exactly") {
  CHECK(run(press(SDL_SCANCODE_Z)).empty());  // a plain Z is not undo
  CHECK(run(press(SDL_SCANCODE_Z, keys::kCtrl | keys::kAlt)).empty());
  CHECK(run(press(SDL_SCANCODE_HOME, keys::kShift)).empty());
  CHECK(run(type(U"h", /*ctrl_or_alt=*/true)).empty());  // Ctrl+H is the browser's
}

TEST_CASE("shortcuts: nothing fires while a text field or a popup has the keyboard") {
  for (const sc::FrameKeys& in : {press(SDL_SCANCODE_Z, keys::kCtrl), type(U"n"), press(SDL_SCANCODE_F1)}) {
    CHECK(sc::dispatch(in, {true, false}).empty());
    CHECK(sc::dispatch(in, {false, true}).empty());
    CHECK_FALSE(sc::dispatch(in, {false, false}).empty());
  }
}

TEST_CASE("shortcuts: every press is a command, the presses' in order, then the characters'") {
  sc::FrameKeys in = type(U"hH?");
  in.presses = {{SDL_SCANCODE_F1, keys::kNone}, {SDL_SCANCODE_Z, keys::kCtrl}, {SDL_SCANCODE_Z, keys::kCtrl}};
  CHECK(run(in) ==
        std::vector{Command::help, Command::undo, Command::undo, Command::hint, Command::hint, Command::help});
  // Undo then Redo is not Redo then Undo.
  in = {};
  in.presses = {{SDL_SCANCODE_Y, keys::kCtrl}, {SDL_SCANCODE_Z, keys::kCtrl}};
  CHECK(run(in) == std::vector{Command::redo, Command::undo});
}

TEST_CASE("shortcuts: letters stay clear of the games' own keys, and no two commands share a key") {
  std::set<char32_t> letters;
  std::set<std::pair<int, unsigned>> keys_used;
  for (const sc::Shortcut& s : sc::table()) {
    CHECK_FALSE(s.keys.empty());
    CHECK_FALSE(s.action.empty());
    for (const sc::Trigger& t : s.triggers) {
      if (t.character != 0) {
        CHECK(letters.insert(t.character).second);
        // Fujisan's priests (A, C, M, S), Fruit Dating's tilts (W, A, S, D), target numbers.
        CHECK(std::u32string(U"acmswd0123456789").find(t.character) == std::u32string::npos);
      } else {
        CHECK(keys_used.insert({t.key, t.modifiers}).second);
      }
    }
  }
  CHECK(sc::tooltip("Take back a move", Command::undo) == "Take back a move (Ctrl+Z)");
  CHECK(sc::of(Command::redo).keys == "Ctrl+Y / Ctrl+Shift+Z");
  // Y asks "Why?" (every move's verdict); Ctrl+Y stays Redo.
  CHECK(run(type(U"y")) == std::vector{Command::why});
  CHECK(sc::of(Command::why).keys == "Y");
}

TEST_CASE("key owner: the board has the keys unless a field, a popup or the focus frame has them") {
  FocusFacts facts;
  facts.board_on_screen = true;
  CHECK(key_owner(facts) == KeyOwner::board);
  FocusFacts shown = facts;
  shown.focus_frame_shown = true;
  CHECK(key_owner(shown) == KeyOwner::controls);
  FocusFacts popup = facts;
  popup.popup_open = true;
  CHECK(key_owner(popup) == KeyOwner::controls);
  FocusFacts field = popup;
  field.text_field = true;
  CHECK(key_owner(field) == KeyOwner::text_field);
  // No board (the Lab, the level editor): ImGui's navigation has the keys.
  CHECK(key_owner(FocusFacts{}) == KeyOwner::controls);
}

TEST_CASE("key owner: the board's keys are withheld from ImGui's navigation while the board has them") {
  FocusFacts board;
  board.board_on_screen = true;
  for (SDL_Scancode key : {SDL_SCANCODE_LEFT, SDL_SCANCODE_RIGHT, SDL_SCANCODE_UP, SDL_SCANCODE_DOWN, SDL_SCANCODE_TAB,
                           SDL_SCANCODE_RETURN, SDL_SCANCODE_KP_ENTER, SDL_SCANCODE_SPACE, SDL_SCANCODE_ESCAPE,
                           SDL_SCANCODE_HOME, SDL_SCANCODE_END, SDL_SCANCODE_PAGEUP, SDL_SCANCODE_PAGEDOWN}) {
    CHECK_FALSE(imgui_gets(key, board));
    FocusFacts controls = board;
    controls.focus_frame_shown = true;
    CHECK(imgui_gets(key, controls));
  }
  // Letters, digits and shortcuts reach ImGui either way (a game reads typed characters from it).
  CHECK(imgui_gets(SDL_SCANCODE_A, board));
  CHECK(imgui_gets(SDL_SCANCODE_F1, board));
}

TEST_CASE("key owner: Esc closes what is on top: a popup, then the help window, then leaves the controls") {
  FocusFacts help;
  help.board_on_screen = true;
  help.focus_frame_shown = true;
  help.help_open = true;
  CHECK_FALSE(imgui_gets(SDL_SCANCODE_ESCAPE, help));  // the app closes the help window
  help.popup_open = true;
  CHECK(imgui_gets(SDL_SCANCODE_ESCAPE, help));  // ImGui closes the popup over it
  FocusFacts lab;                                // no board: Esc is ImGui's (it leaves a panel, closes a popup)
  CHECK(imgui_gets(SDL_SCANCODE_ESCAPE, lab));
  FocusFacts field;
  field.board_on_screen = true;
  field.text_field = true;
  field.help_open = true;
  CHECK(imgui_gets(SDL_SCANCODE_ESCAPE, field));  // a field being edited lets go first
}
