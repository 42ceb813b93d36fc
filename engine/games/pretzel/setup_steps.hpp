// A Pretzel setup's trace as what a person does with a deck of cards to lay the same deal: which
// card goes to which row and column, then the aces out to their column.
#pragma once

#include <string>
#include <vector>

#include "core/setup_trace.hpp"

namespace puzzlelab::pretzel {

std::vector<std::string> setup_steps(int ranks, const std::vector<TraceStep>& steps);

}  // namespace puzzlelab::pretzel
