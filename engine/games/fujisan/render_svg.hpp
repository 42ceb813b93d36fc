// Fujisan on paper: the 2 x 12 mountain with its values, the summit columns, the two start
// spaces at each end and the four priests A, C, M, S, as one SVG document (core/svg_writer.hpp).
#pragma once

#include <string>

#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

std::string render_svg(const Board& board, const Priests& priests);

}  // namespace puzzlelab::fujisan
