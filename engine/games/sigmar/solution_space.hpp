// Sigmar's part of the "effort" measure group (lab/effort.hpp, docs/LAB.md): the number of
// solutions from count_all_solutions (solution_count.hpp; every solution removes every marble, so
// all have the same length and all are shortest), and the game tree while it is small.
#pragma once

#include <map>
#include <string>

#include "core/budget.hpp"
#include "game/tree_walk.hpp"
#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

// Every position reachable from the board, walked by explore_tree.
TreeFacts game_tree(const Board& board, const Budget& budget);

std::map<std::string, double> solution_space(const Board& board, const Budget& budget);

}  // namespace puzzlelab::sigmar
