// BoxOff's part of the "effort" measure group (lab/effort.hpp, docs/LAB.md): the game tree
// of the positions a board reaches (which squares still hold a token: colours never move), walked
// while it is small, on grids small enough for it to be.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/budget.hpp"
#include "game/tree_walk.hpp"
#include "games/boxoff/rules.hpp"

namespace puzzlelab::boxoff {

// Every position reachable from the board, walked by explore_tree.
TreeFacts game_tree(const Board& board, const Budget& budget);

// The tree is walked on grids of at most this many squares (5 x 6: nine challenges in ten fit
// within kEffortTreePositions). A larger grid's tree almost never fits (6 x 6: one in ten shuffled,
// none tiled; 6 x 8: about one in a hundred), so walking it would cost every challenge 100,000
// positions for measures nearly none of them gets: its measures are not given there.
inline constexpr int kMaxWalkedSquares = 30;

// The measures solution_space gives on a grid of `squares` squares (each absent from a board
// whose tree does not fit): none on a grid above kMaxWalkedSquares.
std::vector<std::string> solution_space_names(int squares);

std::map<std::string, double> solution_space(const Board& board, const Budget& budget);

}  // namespace puzzlelab::boxoff
