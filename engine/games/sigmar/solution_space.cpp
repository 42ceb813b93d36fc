#include "games/sigmar/solution_space.hpp"

#include <vector>

#include "games/sigmar/solution_count.hpp"

namespace puzzlelab::sigmar {

namespace {

constexpr std::uint64_t kSolutionCountNodes = 1'000'000;

}  // namespace

TreeFacts game_tree(const Board& board, const Budget& budget) {
  return explore_tree(
      board, [](const Board& b) { return std::string(b.cell.begin(), b.cell.end()); },
      successors_by_copy<Board>([](const Board& b) { return legal_moves(b); }, [](Board& b, Move m) { apply(b, m); }),
      [](const Board& b) { return b.empty(); }, kEffortTreePositions, kShortestSolutionsCap, budget);
}

std::map<std::string, double> solution_space(const Board& board, const Budget& budget) {
  std::map<std::string, double> out = tree_measures(game_tree(board, budget));
  // The count reaches far beyond the walk's positions: memoised per position (solution_count.hpp).
  // Within at most kSolutionCountNodes positions, so a full board's count stays a few seconds.
  Budget count_budget = budget;
  if (count_budget.max_nodes == 0 || count_budget.max_nodes > kSolutionCountNodes)
    count_budget.max_nodes = kSolutionCountNodes;
  const CountResult counted = count_all_solutions(board, count_budget);
  if (counted.count) {
    const bool capped = !counted.count->fits_u64() || counted.count->low() >= kShortestSolutionsCap;
    out["shortest_solutions"] = static_cast<double>(capped ? kShortestSolutionsCap : counted.count->low());
    out["shortest_solutions_capped"] = capped ? 1 : 0;
  }
  return out;
}

}  // namespace puzzlelab::sigmar
