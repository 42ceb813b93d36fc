// BoxOff's position in words (Game::describe_board): the tokens left by colour, then the grid row
// by row with each square's token named by its colour and symbol, as the board draws them.
#pragma once

#include "game/game.hpp"
#include "games/boxoff/rules.hpp"

namespace puzzlelab::boxoff {

BoardWords describe_board(const Board& board);

}  // namespace puzzlelab::boxoff
