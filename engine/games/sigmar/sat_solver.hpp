// The Sigmar SAT solver (docs/SIGMAR.md, "SAT solver"): the board as a CNF formula over time
// steps, solved with CaDiCaL. Answers like the search solver: solved (a solution decoded from the
// model and replayed before it is returned), unsolvable (the formula is unsatisfiable), unknown
// (the budget's time or cancel flag stopped CaDiCaL; max_nodes limits its conflicts).
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "games/sigmar/rules.hpp"
#include "core/status.hpp"

namespace puzzlelab::sigmar {

struct SatResult {
  Status status = Status::unknown;
  std::vector<Move> solution;  // empty unless solved
  int variables = 0;
  std::uint64_t clauses = 0;
  double ms = 0;
};

// Any board with at most 64 marbles (throws InputError otherwise).
SatResult solve_sat(const Board& board, const Budget& budget);

}  // namespace puzzlelab::sigmar
