// Talk mode's keys (shell/ui/talk_keys.hpp): each command's keys ask for it and only for it, the
// pointer's keys clash with no other talk key, Shift+arrows held give a direction, and the key line
// and the help window's table come from the one table.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <utility>

#include "ui/talk_keys.hpp"

namespace tk = puzzlelab::ui::talk_keys;
namespace keys = puzzlelab::ui::keys;
using tk::Command;

namespace {

std::vector<Command> press(SDL_Scancode key, unsigned modifiers = keys::kNone) {
  return tk::dispatch({{key, modifiers}});
}

}  // namespace

TEST_CASE("talk keys: each command's keys ask for it, and only for it") {
  for (const SDL_Scancode k : {SDL_SCANCODE_SPACE, SDL_SCANCODE_PAGEDOWN, SDL_SCANCODE_RETURN})
    CHECK(press(k) == std::vector{Command::next_beat});
  CHECK(press(SDL_SCANCODE_RIGHT) == std::vector{Command::step});
  CHECK(press(SDL_SCANCODE_DOWN) == std::vector{Command::step});
  for (const SDL_Scancode k : {SDL_SCANCODE_LEFT, SDL_SCANCODE_UP, SDL_SCANCODE_PAGEUP, SDL_SCANCODE_BACKSPACE})
    CHECK(press(k) == std::vector{Command::step_back});
  CHECK(press(SDL_SCANCODE_N) == std::vector{Command::next_scene});
  CHECK(press(SDL_SCANCODE_P) == std::vector{Command::previous_scene});
  CHECK(press(SDL_SCANCODE_HOME) == std::vector{Command::first_scene});
  CHECK(press(SDL_SCANCODE_END) == std::vector{Command::last_scene});
  CHECK(press(SDL_SCANCODE_F) == std::vector{Command::fullscreen});
  CHECK(press(SDL_SCANCODE_L) == std::vector{Command::laser});
  CHECK(press(SDL_SCANCODE_TAB) == std::vector{Command::pointer_next});
  CHECK(press(SDL_SCANCODE_TAB, keys::kShift) == std::vector{Command::pointer_previous});
  CHECK(press(SDL_SCANCODE_ESCAPE) == std::vector{Command::leave});
  CHECK(press(SDL_SCANCODE_S) == std::vector{Command::speaker_view});
  CHECK(press(SDL_SCANCODE_R) == std::vector{Command::speaker_clock});
  CHECK(press(SDL_SCANCODE_B) == std::vector{Command::blackout});
  CHECK(press(SDL_SCANCODE_PERIOD) == std::vector{Command::blackout});
  CHECK(press(SDL_SCANCODE_O) == std::vector{Command::overview});
  CHECK(press(SDL_SCANCODE_G) == std::vector{Command::jump});
  CHECK(press(SDL_SCANCODE_SLASH, keys::kShift) == std::vector{Command::keys_help});
  CHECK(press(SDL_SCANCODE_F5) == std::vector{Command::start_talk});
  CHECK(press(SDL_SCANCODE_F5, keys::kShift) == std::vector{Command::start_here});
  // Shift+arrows act while held, never as a press; W A D are no talk key, and other keys and
  // modified ones ask for nothing.
  for (const SDL_Scancode k : {SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_D, SDL_SCANCODE_Q}) CHECK(press(k).empty());
  for (const SDL_Scancode k : {SDL_SCANCODE_UP, SDL_SCANCODE_DOWN, SDL_SCANCODE_LEFT, SDL_SCANCODE_RIGHT})
    CHECK(press(k, keys::kShift).empty());
  CHECK(press(SDL_SCANCODE_N, keys::kCtrl).empty());
  CHECK(press(SDL_SCANCODE_TAB, keys::kCtrl).empty());
  // Several keys in one frame: each command once, in the table's order.
  CHECK(tk::dispatch(
            {{SDL_SCANCODE_TAB, keys::kNone}, {SDL_SCANCODE_SPACE, keys::kNone}, {SDL_SCANCODE_SPACE, keys::kNone}}) ==
        std::vector{Command::next_beat, Command::pointer_next});
}

TEST_CASE("talk keys: no key or key and modifiers serve two commands") {
  std::set<std::pair<int, unsigned>> seen;
  for (const tk::TalkKey& k : tk::table())
    for (const tk::Trigger& t : k.triggers) {
      INFO(k.keys);
      CHECK(seen.insert({static_cast<int>(t.key), t.modifiers}).second);
    }
  // Every command has keys, words for the help window, and a place in the table.
  std::set<Command> commands;
  for (const tk::TalkKey& k : tk::table()) {
    CHECK_FALSE(k.triggers.empty());
    CHECK_FALSE(k.keys.empty());
    CHECK_FALSE(k.action.empty());
    commands.insert(k.command);
  }
  CHECK(commands.size() == tk::table().size());
  CHECK(commands.count(Command::pointer_move) == 1);
}

TEST_CASE("talk keys: Shift+arrows held give the pointer's direction; opposite arrows cancel") {
  const auto held = [](std::set<SDL_Scancode> down) {
    return tk::held_direction([&](SDL_Scancode k) { return down.count(k) > 0; });
  };
  CHECK_FALSE(held({}).any());
  CHECK(held({SDL_SCANCODE_LSHIFT, SDL_SCANCODE_RIGHT}).x == 1);
  CHECK(held({SDL_SCANCODE_RSHIFT, SDL_SCANCODE_LEFT}).x == -1);
  CHECK(held({SDL_SCANCODE_LSHIFT, SDL_SCANCODE_UP}).y == -1);
  CHECK(held({SDL_SCANCODE_LSHIFT, SDL_SCANCODE_DOWN}).y == 1);
  const tk::Direction diagonal = held({SDL_SCANCODE_LSHIFT, SDL_SCANCODE_UP, SDL_SCANCODE_RIGHT});
  CHECK((diagonal.x == 1 && diagonal.y == -1));
  CHECK_FALSE(held({SDL_SCANCODE_LSHIFT, SDL_SCANCODE_LEFT, SDL_SCANCODE_RIGHT}).any());
  // The arrows alone step the scene; W A S D no longer move the laser.
  CHECK_FALSE(held({SDL_SCANCODE_RIGHT, SDL_SCANCODE_UP}).any());
  CHECK_FALSE(held({SDL_SCANCODE_W, SDL_SCANCODE_D, SDL_SCANCODE_LSHIFT}).any());
  CHECK_FALSE(held({SDL_SCANCODE_SPACE, SDL_SCANCODE_TAB}).any());
}

TEST_CASE("talk keys: while black, only the keys that move on bring the screen back without acting") {
  for (const Command c : {Command::next_beat, Command::step, Command::step_back, Command::next_scene,
                          Command::previous_scene, Command::first_scene, Command::last_scene})
    CHECK(tk::advances(c));
  for (const Command c :
       {Command::blackout, Command::overview, Command::jump, Command::keys_help, Command::laser, Command::fullscreen,
        Command::leave, Command::start_talk, Command::start_here, Command::export_menu})
    CHECK_FALSE(tk::advances(c));
}

TEST_CASE("talk keys: the presenter's keys are in the table with words for Help") {
  // B and . black, O overview, G jump, ? keys, F5 and Shift+F5 start: each listed once, its keys
  // shown as a presenter reads them.
  const auto entry = [](Command c) -> const tk::TalkKey* {
    for (const tk::TalkKey& k : tk::table())
      if (k.command == c) return &k;
    return nullptr;
  };
  for (const Command c : {Command::blackout, Command::overview, Command::jump, Command::keys_help, Command::start_talk,
                          Command::start_here, Command::export_menu})
    REQUIRE(entry(c) != nullptr);
  CHECK(entry(Command::export_menu)->keys == "E");
  CHECK(entry(Command::blackout)->keys == "B / .");
  CHECK(entry(Command::overview)->keys == "O");
  CHECK(entry(Command::jump)->keys.rfind("G", 0) == 0);
  CHECK(entry(Command::keys_help)->keys.rfind("?", 0) == 0);
  CHECK(entry(Command::start_talk)->keys == "F5");
  CHECK(entry(Command::start_here)->keys == "Shift+F5");
  CHECK(entry(Command::pointer_move)->keys.find("Shift+arrows") != std::string::npos);
}

TEST_CASE("talk keys: the key line names the keys a presenter needs first, and ? for the rest") {
  const std::string line = tk::hint_line();
  for (const char* part :
       {"Space next", "arrows step", "N / P scene", "S speaker", "O overview", "? keys", "Esc leave"}) {
    INFO(part);
    CHECK(line.find(part) != std::string::npos);
  }
  // One line on a projector's width: the laser's keys, full screen and the rest are behind "? keys".
  CHECK(line.size() <= 90);
}

TEST_CASE("talk keys: an embedded talk takes the keys that drive the scene and leaves the presenter's to the deck") {
  for (const Command c : {Command::next_beat, Command::step, Command::step_back, Command::next_scene,
                          Command::previous_scene, Command::first_scene, Command::last_scene, Command::laser,
                          Command::pointer_next, Command::pointer_previous, Command::pointer_move})
    CHECK(tk::used_when_embedded(c));
  for (const Command c : {Command::leave, Command::fullscreen, Command::speaker_view, Command::speaker_clock,
                          Command::blackout, Command::overview, Command::jump, Command::keys_help, Command::start_talk,
                          Command::start_here, Command::export_menu})
    CHECK_FALSE(tk::used_when_embedded(c));
}
