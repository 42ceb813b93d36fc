// Talk mode's keys (shell/ui/talk_keys.hpp): each command's keys ask for it and only for it, the
// pointer's keys clash with no other talk key, held W A S D give a direction, and the key line
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
  // W A S D act while held, never as a press; other keys and modified ones ask for nothing.
  for (const SDL_Scancode k : {SDL_SCANCODE_W, SDL_SCANCODE_A, SDL_SCANCODE_D, SDL_SCANCODE_Q}) CHECK(press(k).empty());
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

TEST_CASE("talk keys: W A S D held give the pointer's direction; opposite keys cancel") {
  const auto held = [](std::set<SDL_Scancode> down) {
    return tk::held_direction([&](SDL_Scancode k) { return down.count(k) > 0; });
  };
  CHECK_FALSE(held({}).any());
  CHECK(held({SDL_SCANCODE_D}).x == 1);
  CHECK(held({SDL_SCANCODE_A}).x == -1);
  CHECK(held({SDL_SCANCODE_W}).y == -1);
  CHECK(held({SDL_SCANCODE_S}).y == 1);
  const tk::Direction diagonal = held({SDL_SCANCODE_W, SDL_SCANCODE_D});
  CHECK((diagonal.x == 1 && diagonal.y == -1));
  CHECK_FALSE(held({SDL_SCANCODE_A, SDL_SCANCODE_D}).any());
  CHECK_FALSE(held({SDL_SCANCODE_SPACE, SDL_SCANCODE_TAB}).any());
}

TEST_CASE("talk keys: the key line names the pointer's keys with the others") {
  const std::string line = tk::hint_line();
  for (const char* part : {"Space next", "arrows step", "N / P scene", "F full screen", "L laser", "Tab point",
                           "WASD move it", "Esc leave"}) {
    INFO(part);
    CHECK(line.find(part) != std::string::npos);
  }
}
