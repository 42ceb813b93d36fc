// The printable board (Printing::render_svg, docs/app/PRINT.md): the row of lamps in black on white,
// a lit lamp filled with rays around it, a dark one an empty circle, each numbered under it, as one
// SVG document (core/svg_writer.hpp).
#pragma once

#include <string>

#include "skeleton_game/rules.hpp"

namespace puzzlelab::skeleton {

std::string render_svg(const Board& board);

}  // namespace puzzlelab::skeleton
