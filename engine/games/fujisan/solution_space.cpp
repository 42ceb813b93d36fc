#include "games/fujisan/solution_space.hpp"

#include <algorithm>
#include <vector>

#include "games/fujisan/metrics.hpp"

namespace puzzlelab::fujisan {

TreeFacts game_tree(const Board& board, Variant variant, const Budget& budget) {
  const MoveGenerator moves(board, variant);
  return explore_tree(
      kStart, [](Position p) { return p; },
      [&](Position p) {
        std::vector<Position> out;
        for (const Move m : moves(p)) out.push_back(apply(p, m));
        return out;
      },
      [](Position p) { return is_solved(p); }, kEffortTreePositions, kShortestSolutionsCap, budget);
}

std::map<std::string, double> solution_space(const Board& board, Variant variant, const Budget& budget) {
  const TreeFacts tree = game_tree(board, variant, budget);
  std::map<std::string, double> out = tree_measures(tree);
  // The count of shortest solutions from the analysis the Lab's length study already runs.
  const ShortestSolutions all = analyse_shortest_solutions(board, variant, kStart, budget);
  if (all.status == Status::solved) {
    const bool capped = all.count_saturated || all.count >= kShortestSolutionsCap;
    out["shortest_solutions"] = static_cast<double>(std::min(all.count, kShortestSolutionsCap));
    out["shortest_solutions_capped"] = capped ? 1 : 0;
  } else if (all.status == Status::unsolvable) {
    out["shortest_solutions"] = 0;
    out["shortest_solutions_capped"] = 0;
  }
  return out;
}

}  // namespace puzzlelab::fujisan
