#include "games/fruit_dating/solution_space.hpp"

#include <vector>

namespace puzzlelab::fruit_dating {

TreeFacts game_tree(const Board& board, const Budget& budget) {
  // Play moves only the things (the ground and one-ways never change), and a lost game differs
  // from the same things with no fruit eaten.
  return explore_tree(
      board,
      [](const Board& b) {
        std::string key(b.things.begin(), b.things.end());
        key += static_cast<char>(b.eaten);
        return key;
      },
      successors_by_copy<Board>([](const Board& b) { return legal_moves(b); }, [](Board& b, Dir m) { apply(b, m); }),
      [](const Board& b) { return is_solved(b); }, kEffortTreePositions, kShortestSolutionsCap, budget);
}

std::map<std::string, double> solution_space(const Board& board, const Budget& budget) {
  return tree_measures(game_tree(board, budget));
}

}  // namespace puzzlelab::fruit_dating
