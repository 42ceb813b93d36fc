// A Rush Hour setup's trace as what a person does with the game's vehicles to lay the same board:
// the vehicles it needs taken from the box, then each wall and vehicle named with the cells it
// covers. The dice a setup rolled and the rolls it refused are left out (and so are the vehicles
// that went back in the box): the printed steps lay this board, they do not deal a new one.
#pragma once

#include <string>
#include <vector>

#include "core/setup_trace.hpp"

namespace puzzlelab::rush_hour {

std::vector<std::string> setup_steps(int size, const std::vector<TraceStep>& steps);

}  // namespace puzzlelab::rush_hour
