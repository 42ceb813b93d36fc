// Fruit Dating's position in words (Game::describe_board): the fruit left by colour (or that the
// level is won or lost), then the rows inside the border wall, runs of one kind of tile counted,
// and the one-way borders.
#pragma once

#include "game/game.hpp"
#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

BoardWords describe_board(const Board& board);

}  // namespace puzzlelab::fruit_dating
