// Fruit Dating's part in the Lab (lab/lab_game.hpp): the game tree of a
// level, for the solution-space measures of the "effort" group; the rest are the defaults.
#pragma once

#include <memory>

#include "lab/lab_game.hpp"

namespace puzzlelab::fruit_dating {

std::unique_ptr<LabGame> make_lab_game(const Game& game);

}  // namespace puzzlelab::fruit_dating
