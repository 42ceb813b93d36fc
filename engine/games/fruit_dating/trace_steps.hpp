// Fruit Dating's generator steps (trace.hpp) as the setup trace every game gives talk mode and
// `puzzlelab trace` (core/setup_trace.hpp): each wall part, inner wall, filled area and weighted
// placement as one step with a caption and the tiles it writes, ending on the level.
//
// Cells are the board text's: the tiles in reading order (row * width + column), then each one-way
// border of the final level, in the order the text lists them (";RCa" items, one cell each,
// written as "RCa").
#pragma once

#include <vector>

#include "core/setup_trace.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/trace.hpp"

namespace puzzlelab::fruit_dating {

std::vector<puzzlelab::TraceStep> trace_steps(const Trace& trace, const Board& level);

}  // namespace puzzlelab::fruit_dating
