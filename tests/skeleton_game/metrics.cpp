#include "skeleton_game/metrics.hpp"

#include "skeleton_game/solver.hpp"

namespace puzzlelab::skeleton {

Metrics measure(const Board& board, const Budget& budget) {
  Metrics out;
  for (const bool lamp : board.lit) out.lit += lamp ? 1 : 0;
  const SolveResult solved = solve(board, budget);
  out.status = solved.status;
  if (solved.status == Status::solved) out.min_length = static_cast<int>(solved.moves.size());
  return out;
}

}  // namespace puzzlelab::skeleton
