// Sigmar's Garden on paper: the hexagon of 91 cells, each marble a circle with its kind's sign:
// the four elements as the alchemical triangles, salt as a circle with a bar, the rest by short
// names (vitae, mors, quicksilver, and the metals by their chemical symbols, lead Pb to gold Au).
#pragma once

#include <string>

#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

std::string render_svg(const Board& board);

}  // namespace puzzlelab::sigmar
