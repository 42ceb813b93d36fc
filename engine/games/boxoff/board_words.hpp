// BoxOff's position in words (Game::describe_board): the tokens left by colour, then the grid row
// by row with each square's token named by its colour and symbol, as the board draws them.
#pragma once

#include "game/game.hpp"
#include "games/boxoff/rules.hpp"

namespace puzzlelab::boxoff {

BoardWords describe_board(const Board& board);

// Why the board can never be emptied, when a blockade shows it (the solver's blockade test,
// docs/BOXOFF.md): colours down to their last two tokens whose rectangles each hold a token of
// another such colour, in a cycle, so that no pair can go first; "" when there is none.
std::string dead_end(const Board& board);

}  // namespace puzzlelab::boxoff
