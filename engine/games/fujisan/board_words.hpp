// Fujisan's position in words (Game::describe_board): the priests on the summit, the two rows of
// the mountain's values and where each priest stands.
#pragma once

#include "game/game.hpp"
#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

BoardWords describe_board(const Board& board, const Priests& priests);

}  // namespace puzzlelab::fujisan
