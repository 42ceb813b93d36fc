// Sigmar's Garden's position in words (Game::describe_board): marbles left, how many are free and
// the metal due next, then each row's marbles by cell name, the free ones marked.
#pragma once

#include "game/game.hpp"
#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

BoardWords describe_board(const Board& board);

// Why the board can never be cleared, when the marbles' counts show it (the search's count tests,
// docs/SIGMAR.md): an element with no partner left ("Fire is left without a partner"), vitae and
// mors that cannot all pair, quicksilver and metals that do not match; "" when the counts agree.
std::string dead_end(const Board& board);

}  // namespace puzzlelab::sigmar
