#include "games/boxoff/solution_space.hpp"

#include <vector>

namespace puzzlelab::boxoff {

TreeFacts game_tree(const Board& board, const Budget& budget) {
  return explore_tree(
      board, [](const Board& b) { return b.occupied(); },
      successors_by_copy<Board>([](const Board& b) { return legal_moves(b); }, [](Board& b, Move m) { apply(b, m); }),
      [](const Board& b) { return b.empty(); }, kEffortTreePositions, kShortestSolutionsCap, budget);
}

std::vector<std::string> solution_space_names(int squares) {
  if (squares > kMaxWalkedSquares) return {};
  return tree_measure_names();
}

std::map<std::string, double> solution_space(const Board& board, const Budget& budget) {
  if (board.rows * board.cols > kMaxWalkedSquares) return {};
  return tree_measures(game_tree(board, budget));
}

}  // namespace puzzlelab::boxoff
