// Talk mode's "go to scene" entry and overview grid (shell/ui/talk_jump.hpp,
// shell/ui/talk_overview_grid.hpp): G, digits and Enter go to a scene of the talk, a number out of
// range says so, Esc or another key cancels; the overview's cards move by the arrows as a grid.
#include <doctest/doctest.h>

#include <string>

#include "ui/talk_jump.hpp"
#include "ui/talk_overview_grid.hpp"

namespace tk = puzzlelab::ui::talk_keys;
namespace keys = puzzlelab::ui::keys;
using Outcome = tk::JumpEntry::Outcome;
using GridOutcome = tk::OverviewGrid::Outcome;

namespace {

keys::Press jump_key(SDL_Scancode key, unsigned modifiers = keys::kNone) { return {key, modifiers}; }

// Types `digits` (the number row) into an open entry; every digit keeps it open.
void type_digits(tk::JumpEntry& entry, const std::string& digits, std::size_t scenes) {
  for (const char c : digits) {
    const SDL_Scancode key = c == '0' ? SDL_SCANCODE_0 : static_cast<SDL_Scancode>(SDL_SCANCODE_1 + (c - '1'));
    CHECK(entry.press(jump_key(key), scenes).outcome == Outcome::typing);
  }
}

}  // namespace

TEST_CASE("talk jump: a number and Enter go to that scene, counted from 1") {
  tk::JumpEntry entry;
  CHECK_FALSE(entry.is_open());
  entry.open();
  REQUIRE(entry.is_open());
  type_digits(entry, "12", 13);
  CHECK(entry.typed() == "12");
  const tk::JumpEntry::Result r = entry.press(jump_key(SDL_SCANCODE_RETURN), 13);
  CHECK(r.outcome == Outcome::go);
  CHECK(r.scene == 11);
  CHECK_FALSE(entry.is_open());
  CHECK(entry.typed().empty());
  // The keypad's digits and Enter, and Shift on the way (layouts that need it for digits).
  entry.open();
  CHECK(entry.press(jump_key(SDL_SCANCODE_LSHIFT, keys::kShift), 13).outcome == Outcome::typing);
  CHECK(entry.press(jump_key(SDL_SCANCODE_3, keys::kShift), 13).outcome == Outcome::typing);
  CHECK(entry.press(jump_key(SDL_SCANCODE_KP_1), 13).outcome == Outcome::typing);
  CHECK(entry.typed() == "31");
  CHECK(entry.press(jump_key(SDL_SCANCODE_BACKSPACE), 13).outcome == Outcome::typing);
  CHECK(entry.typed() == "3");
  const tk::JumpEntry::Result keypad = entry.press(jump_key(SDL_SCANCODE_KP_ENTER), 13);
  CHECK(keypad.outcome == Outcome::go);
  CHECK(keypad.scene == 2);
}

TEST_CASE("talk jump: out of range says so; Esc, Enter on nothing and other keys cancel") {
  tk::JumpEntry entry;
  entry.open();
  type_digits(entry, "14", 13);
  const tk::JumpEntry::Result far = entry.press(jump_key(SDL_SCANCODE_RETURN), 13);
  CHECK(far.outcome == Outcome::out_of_range);
  CHECK(far.message == "There is no scene 14: this talk has 13 scenes.");
  CHECK_FALSE(entry.is_open());
  // A leading 0 is not typed, so "0" alone is nothing and "05" is 5.
  entry.open();
  type_digits(entry, "05", 13);
  CHECK(entry.typed() == "5");
  entry.cancel();
  entry.open();
  type_digits(entry, "0", 13);
  CHECK(entry.press(jump_key(SDL_SCANCODE_RETURN), 13).outcome == Outcome::cancelled);
  entry.open();
  type_digits(entry, "2", 13);
  CHECK(entry.press(jump_key(SDL_SCANCODE_ESCAPE), 13).outcome == Outcome::cancelled);
  CHECK_FALSE(entry.is_open());
  entry.open();
  type_digits(entry, "2", 13);
  CHECK(entry.press(jump_key(SDL_SCANCODE_N), 13).outcome == Outcome::cancelled);
  entry.open();
  CHECK(entry.press(jump_key(SDL_SCANCODE_2, keys::kCtrl), 13).outcome == Outcome::cancelled);
  // At most four digits: the fifth is not typed. A closed entry takes nothing.
  entry.open();
  type_digits(entry, "99999", 3);
  CHECK(entry.typed() == "9999");
  CHECK(entry.press(jump_key(SDL_SCANCODE_RETURN), 3).message == "There is no scene 9999: this talk has 3 scenes.");
  CHECK(entry.press(jump_key(SDL_SCANCODE_1), 3).outcome == Outcome::cancelled);
  CHECK(entry.typed().empty());
}

TEST_CASE("talk overview: the columns that show the cards largest") {
  CHECK(tk::overview_columns(0, 1280, 800, 1.6f) == 1);
  CHECK(tk::overview_columns(1, 1280, 800, 1.6f) == 1);
  CHECK(tk::overview_columns(4, 1280, 800, 1.6f) == 2);   // 2 x 2 fills a screen's shape
  CHECK(tk::overview_columns(13, 1280, 800, 1.6f) == 4);  // 4 x 4 beats 5 x 3 and 3 x 5
  CHECK(tk::overview_columns(13, 400, 2000, 1.6f) == 1);  // a tall, narrow window: one column
  CHECK(tk::overview_columns(8, -5, 800, 1.6f) == 1);
}

TEST_CASE("talk overview: the arrows move the picked card as a grid; Enter picks, Esc and O close") {
  tk::OverviewGrid grid;
  grid.open(13, 4, 5);  // rows 0-3, 4-7, 8-11, 12
  REQUIRE(grid.is_open());
  CHECK(grid.selected() == 5);
  const auto go = [&grid](SDL_Scancode key) { return grid.press({key, keys::kNone}); };
  CHECK(go(SDL_SCANCODE_RIGHT) == GridOutcome::open);
  CHECK(grid.selected() == 6);
  go(SDL_SCANCODE_RIGHT);
  go(SDL_SCANCODE_RIGHT);
  CHECK(grid.selected() == 8);  // on to the next row
  go(SDL_SCANCODE_UP);
  CHECK(grid.selected() == 4);
  go(SDL_SCANCODE_UP);
  CHECK(grid.selected() == 0);
  go(SDL_SCANCODE_UP);
  CHECK(grid.selected() == 0);  // the top row stays
  go(SDL_SCANCODE_LEFT);
  CHECK(grid.selected() == 0);
  go(SDL_SCANCODE_END);
  CHECK(grid.selected() == 12);
  go(SDL_SCANCODE_RIGHT);
  CHECK(grid.selected() == 12);
  grid.select(10);
  go(SDL_SCANCODE_DOWN);
  CHECK(grid.selected() == 12);  // above the short last row: its last card
  go(SDL_SCANCODE_DOWN);
  CHECK(grid.selected() == 12);
  go(SDL_SCANCODE_HOME);
  CHECK(grid.selected() == 0);
  grid.select(99);  // no such card: unchanged
  CHECK(grid.selected() == 0);
  go(SDL_SCANCODE_DOWN);
  CHECK(go(SDL_SCANCODE_Q) == GridOutcome::open);
  CHECK(grid.press({SDL_SCANCODE_RETURN, keys::kShift}) == GridOutcome::open);
  CHECK(go(SDL_SCANCODE_RETURN) == GridOutcome::pick);
  CHECK(grid.selected() == 4);
  CHECK_FALSE(grid.is_open());
  grid.open(13, 4, 99);
  CHECK(grid.selected() == 12);
  CHECK(go(SDL_SCANCODE_ESCAPE) == GridOutcome::closed);
  grid.open(13, 4, 0);
  CHECK(go(SDL_SCANCODE_O) == GridOutcome::closed);
  CHECK_FALSE(grid.is_open());
  grid.open(0, 4, 0);
  CHECK_FALSE(grid.is_open());
}
