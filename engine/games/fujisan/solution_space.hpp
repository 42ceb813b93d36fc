// Fujisan's part of the "effort" measure group (lab/effort.hpp, docs/LAB.md): the number of
// shortest solutions from the analysis of all shortest paths (metrics.hpp), and the dead ends of
// the whole game tree, which is always small (four priests on 28 spaces: at most 20,475
// positions).
#pragma once

#include <map>
#include <string>

#include "core/budget.hpp"
#include "game/tree_walk.hpp"
#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

// Every position reachable from the start, walked by explore_tree.
TreeFacts game_tree(const Board& board, Variant variant, const Budget& budget);

std::map<std::string, double> solution_space(const Board& board, Variant variant, const Budget& budget);

}  // namespace puzzlelab::fujisan
