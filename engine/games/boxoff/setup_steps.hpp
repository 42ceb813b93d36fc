// A BoxOff setup's trace as what a person does with the tokens or L-shaped tiles to lay the same
// grid: each token named by its colour and symbol, each tile by its slot and turn.
#pragma once

#include <string>
#include <vector>

#include "core/setup_trace.hpp"

namespace puzzlelab::boxoff {

std::vector<std::string> setup_steps(const std::vector<TraceStep>& steps);

}  // namespace puzzlelab::boxoff
