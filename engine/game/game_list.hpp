// The games of games.cmake, the one list of games: made into game_list.cpp in the build tree by
// cmake/GameList.cmake, so that no file of the engine names a game. The registry (registry.cpp)
// builds its lists from these once.
#pragma once

#include <vector>

#include "game/game.hpp"

namespace puzzlelab {

// Every listed game, made by its factory (<game>::make_game), in the list's order.
GameList make_listed_games();

}  // namespace puzzlelab
