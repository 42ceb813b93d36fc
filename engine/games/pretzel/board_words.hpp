// Pretzel's position in words (Game::describe_board): how many cards are home, then each row
// after its ace, cards by rank and suit name and the holes.
#pragma once

#include "game/game.hpp"
#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

BoardWords describe_board(const Board& board);

// Why the cards can never all be sorted, when a blockade shows it (blockade.hpp): a Ducking Crab,
// Duelling Deuces or other cards that can never move again away from their places; "" when there
// is none.
std::string dead_end(const Board& board);

}  // namespace puzzlelab::pretzel
