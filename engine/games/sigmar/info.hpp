// How Sigmar's Garden describes itself and its moves to people: the declarative description every
// front end lists (game/game_info.hpp) and plain-words moves.
#pragma once

#include <string>

#include "game/game_info.hpp"
#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

const GameInfo& game_info();

// "salt (c3) with fire (d4)", "quicksilver (a1) with tin (b2)", "gold (f6) alone" for a move in
// the position `board`; a move naming cells that do not hold a pair there is described from its
// cells alone ("a1 with b3"), and text that names no move is returned as it is.
std::string describe_move(const Board& board, const std::string& move);

}  // namespace puzzlelab::sigmar
