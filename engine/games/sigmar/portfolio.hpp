// Deciding a board with both solvers (docs/SIGMAR.md, "Deciding a board"): the search solver and
// the SAT solver take turns in slices that double each turn, each going on where its last slice
// stopped, until one answers. The search settles nearly every board in its first slice, well
// under a millisecond; on the rare board where it has a heavy tail SAT usually answers within a
// few slices, and where SAT is slow the search usually is not. Either way a board costs at most
// about twice (plus the doubling's overhead) what the faster of the two needs for it. One thread:
// the same runs in the browser's worker. Slices are counted in nodes and conflicts, not time, so
// the same board is decided the same way every time.
#pragma once

#include <cstdint>

#include "core/budget.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/solver.hpp"

namespace puzzlelab::sigmar {

// The slices: the search's first, then SAT's and the search's in turn, each doubling.
struct PortfolioOptions {
  std::uint64_t search_first = 20000;  // search nodes in the first slice (settles nearly every board)
  std::uint64_t sat_slice = 200;       // CaDiCaL conflicts in SAT's first slice
  std::uint64_t search_slice = 40000;  // search nodes in the search's second slice
};

struct Decision {
  SolveResult result;   // nodes: the search's; ms: both solvers'
  bool by_sat = false;  // the SAT solver gave the answer
  int sat_slices = 0;   // how many slices SAT ran (0: the search answered alone)
};

// budget.max_ms, its deadline and cancel bound the whole decision; budget.max_nodes bounds the search's nodes
// (SAT then goes on alone, within the time).
Decision decide(const Board& board, const Budget& budget, const PortfolioOptions& options = {});

}  // namespace puzzlelab::sigmar
