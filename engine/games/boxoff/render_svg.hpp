// BoxOff on paper: the grid with its coordinates and a token on each occupied square, each colour
// told apart by its symbol (circle, square, triangle, ... as the app draws them) so that a black
// and white print keeps the colours apart, and a key naming each symbol's colour and letter.
#pragma once

#include <string>

#include "games/boxoff/rules.hpp"

namespace puzzlelab::boxoff {

std::string render_svg(const Board& board);

}  // namespace puzzlelab::boxoff
