// Sigmar's Garden's part in the Lab (lab/lab_game.hpp): the default solver's
// verdict, one random playout, the opening's free marbles and moves, and the thesis's positions
// visited per solver for the studies that ask for them.
#pragma once

#include <memory>

#include "lab/lab_game.hpp"

namespace puzzlelab::sigmar {

std::unique_ptr<LabGame> make_lab_game(const Game& game);

}  // namespace puzzlelab::sigmar
