#include "games/sigmar/metrics.hpp"

#include "games/sigmar/solution_count.hpp"

namespace puzzlelab::sigmar {

SolverOptions human_like_options() {
  SolverOptions o;
  o.ordering = Ordering::lock_distance;
  o.counts = false;
  o.metal_chain = false;
  o.projections = false;
  o.clear_classes = false;
  o.restarts = false;
  return o;
}

Metrics measure(const Board& board, const Budget& budget, std::uint64_t seed, int playouts) {
  Metrics m;
  for (int c = 0; c < kCells; ++c)
    if (board.has(c) && is_free(board, c)) ++m.free_marbles;
  m.opening_moves = static_cast<int>(legal_moves(board).size());
  const SolveResult human = solve(board, budget, human_like_options());
  m.human = human.status;
  m.human_nodes = human.nodes;
  Rng rng(seed);
  for (int i = 0; i < playouts; ++i)
    if (random_playout(board, rng).solved()) ++m.random_wins;
  m.playouts = playouts;
  Budget count_budget = budget;
  if (count_budget.max_nodes == 0) count_budget.max_nodes = kSolutionCountNodes;
  const CountResult counted = count_all_solutions(board, count_budget);
  if (counted.count) m.solutions = counted.count->decimal();
  m.solution_nodes = counted.nodes;
  return m;
}

}  // namespace puzzlelab::sigmar
