// Sigmar's Garden's position in words (Game::describe_board): marbles left, how many are free and
// the metal due next, then each row's marbles by cell name, the free ones marked.
#pragma once

#include "game/game.hpp"
#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

BoardWords describe_board(const Board& board);

}  // namespace puzzlelab::sigmar
