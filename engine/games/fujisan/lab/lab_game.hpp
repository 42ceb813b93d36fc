// Fujisan's part in the Lab (lab/lab_game.hpp): the papers' measures
// (counter-intuitive moves, step connectivity, Table 1's counts of values), their random solver,
// the ease of setup counted from the trace, and the boards one swap away within a setup.
#pragma once

#include <memory>

#include "lab/lab_game.hpp"

namespace puzzlelab::fujisan {

std::unique_ptr<LabGame> make_lab_game(const Game& game);

}  // namespace puzzlelab::fujisan
