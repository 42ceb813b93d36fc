// How BoxOff describes itself and its moves to people: the declarative description every front
// end lists (game/game_info.hpp), the names of the colours and symbols, and plain-words moves.
#pragma once

#include <string>

#include "game/game_info.hpp"
#include "games/boxoff/rules.hpp"

namespace puzzlelab::boxoff {

const GameInfo& game_info();

// The name of token colour k (0..7) and of the symbol drawn on it, e.g. "orange" and "circle";
// the app paints colour k in that colour with that symbol.
const char* colour_name(int colour);
const char* symbol_name(int colour);

// "Remove the orange circles on a1 and c1" for "a1-c1" on `board` (colours never change, so the
// starting board names them); a move that cannot be read on it is returned as it is.
std::string describe_move(const Board& board, const std::string& move);

}  // namespace puzzlelab::boxoff
