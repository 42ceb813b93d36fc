#include "games/rush_hour/metrics.hpp"

#include "games/rush_hour/landscape.hpp"
#include "games/rush_hour/solver.hpp"
#include "games/rush_hour/static_check.hpp"

namespace puzzlelab::rush_hour {

Metrics measure(const Board& board, const Budget& budget) {
  Metrics out;
  out.vehicles = static_cast<int>(board.vehicles.size());
  for (const Vehicle& v : board.vehicles) (v.length == kTruckLength ? out.trucks : out.cars) += 1;
  out.walls = static_cast<int>(board.walls.size());
  out.legal_moves = static_cast<int>(legal_moves(board).size());
  out.static_unsolvable = static_check(board).unsolvable;
  const SolveResult fewest = solve_fewest_moves(board, budget);
  out.status = fewest.status;
  out.expanded = fewest.expanded;
  if (fewest.status == Status::solved) {
    out.min_length = static_cast<int>(fewest.moves.size());
    out.steps = fewest.steps;
    const SolveResult by_steps = solve_fewest_steps(board, budget);
    if (by_steps.status == Status::solved) out.min_steps = by_steps.steps;
  }
  const Landscape landscape = explore(board, budget);
  if (landscape.status != Status::unknown) {
    out.positions = static_cast<std::int64_t>(landscape.positions);
    out.farthest = landscape.farthest;
  }
  return out;
}

}  // namespace puzzlelab::rush_hour
