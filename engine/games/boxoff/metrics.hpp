// What the papers measure on a BoxOff challenge (docs/BOXOFF.md, "Metrics"): pair equality,
// solvability by the exact solver (P(Sp)) and by random play (P(Sr)). The number of challenges a
// setup can produce is in setups.hpp (count_challenges).
#pragma once

#include <cstdint>

#include "core/budget.hpp"
#include "games/boxoff/playout.hpp"
#include "games/boxoff/rules.hpp"
#include "games/boxoff/solver.hpp"

namespace puzzlelab::boxoff {

struct Metrics {
  PairEquality pair_equality;
  Status solver = Status::unknown;  // the exact solver's verdict (unknown: budget spent)
  std::uint64_t solver_nodes = 0;
  bool random_solved = false;  // the papers' random solver: one playout, Rng(seed)
  int random_wins = 0;         // of `playouts` further playouts, Rng(seed, 1), one after another
  int playouts = 0;
  double random_rate() const { return playouts == 0 ? 0.0 : static_cast<double>(random_wins) / playouts; }
};

Metrics measure(const Board& board, const Budget& budget, std::uint64_t seed = 0, int playouts = 100);

}  // namespace puzzlelab::boxoff
