// Fruit Dating on paper: the grid with its walls (hatched), mud (dotted), fruit (a circle with the
// colour's initial), obstacles, hedgehogs and anteaters (named), and the one-way borders as
// arrows across the border they sit on; a key under the grid names the fruit colours.
#pragma once

#include <string>

#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

std::string render_svg(const Board& board);

}  // namespace puzzlelab::fruit_dating
