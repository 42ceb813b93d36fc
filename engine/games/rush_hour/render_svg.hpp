// The printable board (Printing::render_svg, docs/app/PRINT.md): the grid in black on white, the
// exit as an opening in the frame with an arrow, walls hatched, each vehicle a rounded outline
// with its letter, the red car filled black (its letter white) so it reads without colour.
#pragma once

#include <string>

#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

std::string render_svg(const Board& board);

}  // namespace puzzlelab::rush_hour
