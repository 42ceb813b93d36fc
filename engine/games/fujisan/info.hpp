// How Fujisan describes itself and its moves to people: the declarative description every
// front end lists (game/game_info.hpp) and plain-words move descriptions.
#pragma once

#include <string>

#include "game/game_info.hpp"

namespace puzzlelab::fujisan {

const GameInfo& game_info();

// The priests by Kirkby letter: A Arms, C Crowns, M Moons, S Suns ("?" for another letter).
const char* priest_name(char letter);

// "S (Suns) moves right onto a 3" for "SR3"; a move in no known shape is returned as it is.
// Needs no board: Kirkby notation names the priest, the direction and the values travelled.
std::string describe_move(const std::string& move);

}  // namespace puzzlelab::fujisan
