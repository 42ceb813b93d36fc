// Pretzel's part of the "effort" measure group (lab/effort.hpp, docs/LAB.md): the game
// tree of the positions a deal reaches (the same walk as count_dead_ends, lab_measures.hpp),
// while it is small.
#pragma once

#include <map>
#include <string>

#include "core/budget.hpp"
#include "game/tree_walk.hpp"
#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

// Every position reachable from the board, walked by explore_tree.
TreeFacts game_tree(const Board& board, const Budget& budget);

std::map<std::string, double> solution_space(const Board& board, const Budget& budget);

}  // namespace puzzlelab::pretzel
