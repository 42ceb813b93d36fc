// Pretzel's position in words (Game::describe_board): how many cards are home, then each row
// after its ace, cards by rank and suit name and the holes.
#pragma once

#include "game/game.hpp"
#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

BoardWords describe_board(const Board& board);

}  // namespace puzzlelab::pretzel
