// Fruit Dating's position in words (Game::describe_board): the fruit left by colour (or that the
// level is won or lost), then the rows inside the border wall, runs of one kind of tile counted,
// and the one-way borders.
#pragma once

#include "game/game.hpp"
#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

BoardWords describe_board(const Board& board);

// Why the level is lost (rules.hpp: is_lost): a fruit eaten by a hedgehog or stuck in mud, or a
// colour with a single fruit left; "" while it is not.
std::string dead_end(const Board& board);

}  // namespace puzzlelab::fruit_dating
