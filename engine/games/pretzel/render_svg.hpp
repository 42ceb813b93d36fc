// Pretzel on paper: one row of cards per suit, the row's ace in the column on the left, the cards
// with their rank and suit sign, the holes as dashed outlines.
#pragma once

#include <string>

#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

std::string render_svg(const Board& board);

}  // namespace puzzlelab::pretzel
