// The Sigmar SAT solver (docs/SIGMAR.md, "SAT solver"): the board as a CNF formula over time
// steps, solved with CaDiCaL. Answers like the search solver: solved (a solution decoded from the
// model and replayed before it is returned), unsolvable (the formula is unsatisfiable), unknown
// (the budget's time or cancel flag stopped the encoding or CaDiCaL; max_nodes limits its
// conflicts).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "core/budget.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/sat_formula.hpp"
#include "core/status.hpp"

namespace puzzlelab::sigmar {

struct SatResult {
  Status status = Status::unknown;
  std::vector<Move> solution;  // empty unless solved
  int variables = 0;
  std::uint64_t clauses = 0;
  double ms = 0;
  // When unknown, what stopped it: time or cancelled (while encoding or solving), or nodes
  // (max_nodes, counted as CaDiCaL's conflicts).
  StopReason stopped = StopReason::none;
};

// Any board with at most 64 marbles (throws InputError otherwise), in either encoding
// (sat_formula.hpp): ours by default, or the thesis's.
SatResult solve_sat(const Board& board, const Budget& budget, SatEncoding encoding = SatEncoding::compact);

// The same solver advanced in slices (the portfolio alternates it with the search): the formula
// is built on the first advance; each advance runs CaDiCaL until an answer or until the slice
// (time, cancel; max_nodes: conflicts) is spent, and answers unknown then; the next advance goes
// on with everything CaDiCaL learnt so far. Once an answer is found every later advance returns
// it. ms counts every slice so far.
class SatRun {
 public:
  explicit SatRun(const Board& board, SatEncoding encoding = SatEncoding::compact);
  ~SatRun();
  SatRun(const SatRun&) = delete;
  SatRun& operator=(const SatRun&) = delete;
  SatResult advance(const Budget& slice);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace puzzlelab::sigmar
