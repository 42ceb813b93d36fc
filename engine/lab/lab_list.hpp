// The Lab's side of games.cmake, the one list of games: made into lab_list.cpp in the build tree
// by cmake/GameList.cmake, so that no file of the Lab names a game.
#pragma once

#include <memory>
#include <vector>

#include "game/game.hpp"
#include "lab/lab_game.hpp"
#include "lab/studies.hpp"

namespace puzzlelab {

// Each listed game's published studies (those that publish any, in engine/games/<game>/lab/), the
// games of puzzlelab_study_order first; published_studies() joins them.
std::vector<PublishedStudies> make_listed_studies();
// The Lab part `game`'s folder keeps (engine/games/<game>/lab/lab_game.hpp), by the game's name;
// null for a game that keeps none.
std::unique_ptr<LabGame> make_listed_lab_game(const Game& game);

}  // namespace puzzlelab
