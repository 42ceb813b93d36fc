// Fujisan's position in words (Game::describe_board): the priests on the summit, the two rows of
// the mountain's values and where each priest stands.
#pragma once

#include "game/game.hpp"
#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

BoardWords describe_board(const Board& board, const Priests& priests);

// Why no solution is left, when the rules show it at a glance: Fujisan's never do (a position is
// dead only when every line from it fails, which only a search shows), so this is always "", and
// an explanation of a dead move falls back on the line that ends with no legal move.
std::string dead_end(const Priests& priests);

}  // namespace puzzlelab::fujisan
