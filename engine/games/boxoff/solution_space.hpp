// BoxOff's part of the "effort" measure group (game/effort.hpp, docs/LAB.md): the game tree
// of the positions a board reaches (which squares still hold a token: colours never move), walked
// while it is small.
#pragma once

#include <map>
#include <string>

#include "core/budget.hpp"
#include "game/effort.hpp"
#include "games/boxoff/rules.hpp"

namespace puzzlelab::boxoff {

// Every position reachable from the board, walked by explore_tree.
TreeFacts game_tree(const Board& board, const Budget& budget);

std::map<std::string, double> solution_space(const Board& board, const Budget& budget);

}  // namespace puzzlelab::boxoff
