// The help window: the game's rules, every mouse and keyboard control (the app's and the game
// view's), where the game is saved and how links work.
#pragma once

#include <string>

#include "games/game_view.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

// Draws the help window while `open` is true (its close button clears it). While it has the focus
// (it takes it when it opens; a click on the board gives it back) the arrow keys, Page Up/Down,
// Home and End scroll it: returns whether it has the focus, so that the board leaves those keys
// alone on the next frame. On a narrow screen it fills the screen and stays put (a swipe scrolls
// it: ui/touch.hpp).
bool draw_help(bool& open, const GameView* view, const std::string& storage_location, const ui::Fonts& fonts);

}  // namespace puzzlelab
