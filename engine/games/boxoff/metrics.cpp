#include "games/boxoff/metrics.hpp"

namespace puzzlelab::boxoff {

Metrics measure(const Board& board, const Budget& budget, std::uint64_t seed, int playouts) {
  Metrics m;
  m.pair_equality = pair_equality(board);
  const SolveResult solved = solve(board, budget);
  m.solver = solved.status;
  m.solver_nodes = solved.nodes;
  Rng first(seed);
  m.random_solved = random_playout(board, first).solved();
  Rng more(seed, 1);
  for (int i = 0; i < playouts; ++i)
    if (random_playout(board, more).solved()) ++m.random_wins;
  m.playouts = playouts;
  return m;
}

}  // namespace puzzlelab::boxoff
