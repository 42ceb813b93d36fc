#include "games/boxoff/solution_space.hpp"

#include <vector>

namespace puzzlelab::boxoff {

TreeFacts game_tree(const Board& board, const Budget& budget) {
  return explore_tree(
      board, [](const Board& b) { return b.occupied(); },
      [](const Board& b) {
        std::vector<Board> out;
        for (const Move m : legal_moves(b)) {
          Board next = b;
          apply(next, m);
          out.push_back(next);
        }
        return out;
      },
      [](const Board& b) { return b.empty(); }, kEffortTreePositions, kShortestSolutionsCap, budget);
}

std::map<std::string, double> solution_space(const Board& board, const Budget& budget) {
  return tree_measures(game_tree(board, budget));
}

}  // namespace puzzlelab::boxoff
