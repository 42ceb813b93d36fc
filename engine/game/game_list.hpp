// The games of games.cmake, the one list of games: made into game_list.cpp in the build tree by
// cmake/GameList.cmake, so that no file of the engine names a game. The registry (registry.cpp)
// builds its lists from these once.
#pragma once

#include <vector>

#include "game/game.hpp"
#include "game/studies.hpp"

namespace puzzlelab {

// Every listed game, made by its factory (<game>::make_game), in the list's order.
GameList make_listed_games();
// Each listed game's published studies (those that publish any), the games of
// puzzlelab_study_order first; the registry joins them.
std::vector<PublishedStudies> make_listed_studies();

}  // namespace puzzlelab
