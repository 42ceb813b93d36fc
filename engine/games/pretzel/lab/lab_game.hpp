// Pretzel's part in the Lab (lab/lab_game.hpp): the papers' experiment
// (breadth-first shortest length, one random playout), what the authors' simulator adds (the
// greedy player, dead ends, unlosable and blocked deals), and the swaps a shuffled deal allows.
#pragma once

#include <memory>

#include "lab/lab_game.hpp"

namespace puzzlelab::pretzel {

std::unique_ptr<LabGame> make_lab_game(const Game& game);

}  // namespace puzzlelab::pretzel
