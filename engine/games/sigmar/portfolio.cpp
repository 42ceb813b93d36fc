#include "games/sigmar/portfolio.hpp"

#include <algorithm>
#include <chrono>

#include "games/sigmar/sat_solver.hpp"

namespace puzzlelab::sigmar {

Decision decide(const Board& board, const Budget& budget) {
  const auto t0 = std::chrono::steady_clock::now();
  Budget first = budget;
  first.max_nodes = budget.max_nodes == 0 ? kSearchFirstNodes : std::min(budget.max_nodes, kSearchFirstNodes);
  Decision out;
  out.result = solve(board, first);
  if (out.result.status != Status::unknown) return out;
  Budget rest = budget;
  const double spent = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  if (budget.max_ms > 0) {
    if (spent >= budget.max_ms) return out;
    rest.max_ms = budget.max_ms - spent;
  }
  rest.max_nodes = 0;  // a node count means nothing to CaDiCaL; time and cancel still apply
  const SatResult sat = solve_sat(board, rest);
  out.by_sat = true;
  out.result.status = sat.status;
  out.result.solution = sat.solution;
  out.result.ms = spent + sat.ms;
  return out;
}

}  // namespace puzzlelab::sigmar
