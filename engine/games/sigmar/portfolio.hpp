// Deciding a board with both solvers: the search solver first, with a node allowance that settles
// nearly every board in well under a millisecond, then, if it has not answered, the SAT solver
// with what is left of the budget. The search is fast on solvable boards; SAT refutes the
// deadlocked ones the search would have to exhaust (docs/SIGMAR.md, "Deciding a board").
#pragma once

#include <cstdint>

#include "core/budget.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/solver.hpp"

namespace puzzlelab::sigmar {

inline constexpr std::uint64_t kSearchFirstNodes = 100000;

struct Decision {
  SolveResult result;
  bool by_sat = false;  // the SAT solver gave the answer
};

Decision decide(const Board& board, const Budget& budget);

}  // namespace puzzlelab::sigmar
