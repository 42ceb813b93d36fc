// How the skeleton game describes itself and its moves to people. game_info() is the declarative
// description (game/game_info.hpp) that everything listing or checking a game's options derives
// from: parameter checks, the protocol's games op, the CLI's flags and --help, link parameters,
// the app's new-game dialog. describe_move puts one move in words for the hint line and the CLI.
#pragma once

#include <string>

#include "game/game.hpp"
#include "game/game_info.hpp"
#include "skeleton_game/rules.hpp"

namespace puzzlelab::skeleton {

const GameInfo& game_info();

// "Press lamp 3: it goes dark, lamp 2 lights, lamp 4 goes dark" for "3" on `board`, the position
// the move is played from; a move that cannot be read or played there is returned as it is.
std::string describe_move(const Board& board, const std::string& move);

// The position in words: "2 of 6 lamps lit.", then "Lamps 1 to 6: lit, dark, ...".
BoardWords describe_board(const Board& board);
// Why the row can never be darkened, when the rules show it at a glance: the lamps' never do
// (only a search shows it), so this is always "" and an explanation falls back on its line.
std::string dead_end(const Board& board);

}  // namespace puzzlelab::skeleton
