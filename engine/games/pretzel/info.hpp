// How Pretzel describes itself and its moves to people: the declarative description every front
// end lists (game/game_info.hpp), how cards are named, and plain-words moves.
#pragma once

#include <string>

#include "game/game_info.hpp"
#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

const GameInfo& game_info();

// How a rank is written on a card: A, 2..10, J, Q, K for the 13-rank deck; with fewer ranks the
// cards are numbered as the engine writes them (so 11 and 12 stay 11 and 12).
std::string rank_label(int rank, int ranks);
// Suit names for descriptions: spades, hearts, diamonds, clubs, stars, moons, triangles, hexagons.
const char* suit_name(int suit);

// "3 of hearts (3b) next to the 2" for "3b" in the position `board`; a move that cannot be
// played there is described from its text alone, or returned as it is when it names no card.
std::string describe_move(const Board& board, const std::string& move);

}  // namespace puzzlelab::pretzel
