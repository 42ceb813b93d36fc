#include "games/pretzel/solution_space.hpp"

#include <vector>

namespace puzzlelab::pretzel {

TreeFacts game_tree(const Board& board, const Budget& budget) {
  return explore_tree(
      board, [](const Board& b) { return std::string(b.cells.begin(), b.cells.end()); },
      [](const Board& b) {
        std::vector<Board> out;
        for (const Move m : legal_moves(b)) {
          Board next = b;
          apply(next, m);
          out.push_back(std::move(next));
        }
        return out;
      },
      [](const Board& b) { return is_solved(b); }, kEffortTreePositions, kShortestSolutionsCap, budget);
}

std::map<std::string, double> solution_space(const Board& board, const Budget& budget) {
  return tree_measures(game_tree(board, budget));
}

}  // namespace puzzlelab::pretzel
