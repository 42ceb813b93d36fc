// BoxOff's part in the Lab (lab/lab_game.hpp): the papers' experiment
// (the exact verdict, one random playout, pair equality), the game tree of a small grid, and the
// swaps a shuffled deal allows.
#pragma once

#include <memory>

#include "lab/lab_game.hpp"

namespace puzzlelab::boxoff {

std::unique_ptr<LabGame> make_lab_game(const Game& game);

}  // namespace puzzlelab::boxoff
