// Difficulty measures of a Sigmar board (docs/SIGMAR.md, "Metrics").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/budget.hpp"
#include "core/rng.hpp"
#include "games/sigmar/playout.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/solver.hpp"

namespace puzzlelab::sigmar {

struct Metrics {
  int free_marbles = 0;            // free at the start
  int opening_moves = 0;           // legal moves at the start
  Status human = Status::unknown;  // the human-like search's verdict (unknown: budget spent)
  std::uint64_t human_nodes = 0;   // positions it expanded
  int random_wins = 0;             // of `playouts` random playouts (playout.hpp), Rng(seed) one after another
  int playouts = 0;
  // Distinct removal sequences in decimal (solution_count.hpp), or nullopt when the count's
  // budget ran out: the budget's max_nodes positions (kSolutionCountNodes when it sets none),
  // its time and cancel flag, at most CountOptions' stored positions.
  std::optional<std::string> solutions;
  std::uint64_t solution_nodes = 0;  // positions the count expanded
  double random_rate() const { return playouts == 0 ? 0.0 : static_cast<double>(random_wins) / playouts; }
};
inline constexpr std::uint64_t kSolutionCountNodes = 2'000'000;

// The human-like search: nearest the next metal first (the thesis's lock distance), a table of
// dead positions and no other pruning and no restarts, the way a patient player works.
SolverOptions human_like_options();

Metrics measure(const Board& board, const Budget& budget, std::uint64_t seed = 0, int playouts = 100);

}  // namespace puzzlelab::sigmar
