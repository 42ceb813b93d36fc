// Fruit Dating's part of the "effort" measure group (lab/effort.hpp, docs/LAB.md): the
// game tree of the positions a level reaches by tilting, while it is small; a lost position (a
// hedgehog has eaten) has no legal move, so it is a dead end.
#pragma once

#include <map>
#include <string>

#include "core/budget.hpp"
#include "game/tree_walk.hpp"
#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

// Every position reachable from the board, walked by explore_tree.
TreeFacts game_tree(const Board& board, const Budget& budget);

std::map<std::string, double> solution_space(const Board& board, const Budget& budget);

}  // namespace puzzlelab::fruit_dating
