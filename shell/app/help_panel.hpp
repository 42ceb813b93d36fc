// The help window: the game's rules, every mouse and keyboard control (the app's and the game
// view's), where the game is saved and how links work.
#pragma once

#include <string>

#include "games/game_view.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

// Draws the help window while `open` is true (its close button clears it).
void draw_help(bool& open, const GameView* view, const std::string& storage_location, const ui::Fonts& fonts);

}  // namespace puzzlelab
