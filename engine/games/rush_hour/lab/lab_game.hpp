// Rush Hour's part in the Lab (lab/lab_game.hpp): the fewest moves and what it took to find them
// (the steps of that solution, the positions the search expanded), the static check's verdict and
// one random playout per challenge; and, for the constructed setup, the neighbouring boards the
// search for the hardest challenges climbs through (neighbours.hpp).
#pragma once

#include <memory>

#include "lab/lab_game.hpp"

namespace puzzlelab::rush_hour {

std::unique_ptr<LabGame> make_lab_game(const Game& game);

}  // namespace puzzlelab::rush_hour
