// A Fujisan setup's trace as what a person does with the coins, dice, tiles or dominoes to lay
// the same mountain: which piece goes on which step, turned which way.
#pragma once

#include <string>
#include <vector>

#include "core/setup_trace.hpp"

namespace puzzlelab::fujisan {

std::vector<std::string> setup_steps(const std::vector<TraceStep>& steps);

}  // namespace puzzlelab::fujisan
