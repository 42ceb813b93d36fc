// Counting every solution of a board under a budget (docs/SIGMAR.md, "Counting solutions").
//
// The number of distinct removal sequences that clear the board, by a depth-first search that
// memoises per position the number of solutions from it (the thesis's map x -> s, section 6.2):
// a position's count is the sum over its legal moves of the counts after them. Pruning is only
// by proofs of deadness (a dead position counts 0): the search solver's counts, metal chain and
// projections. Clearing a class at once is not used: it picks one ordering of the class's moves
// where counting must enumerate them all. Within the budget the answer is the exact count;
// otherwise it is unknown, never a wrong number.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "core/budget.hpp"
#include "games/sigmar/big_count.hpp"
#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

struct CountOptions {
  bool pruning = true;  // the solver's proofs of deadness (off: plain memoised enumeration)
  // At most this many positions' counts are stored (about 70 bytes each); once full, positions
  // are counted again when met again (exact still, only slower: the node budget bounds it).
  std::size_t max_stored = std::size_t{1} << 20;
};

struct CountResult {
  std::optional<BigCount> count;          // nullopt: unknown
  StopReason stopped = StopReason::none;  // why unknown: the budget's limit (nodes, time, cancelled)
  bool overflow = false;                  // unknown because the count passed 2^256
  std::uint64_t nodes = 0;                // positions expanded
  std::size_t stored = 0;                 // positions whose count was stored
  double ms = 0;
};

// Any board with at most 64 marbles (throws InputError otherwise).
CountResult count_all_solutions(const Board& board, const Budget& budget, const CountOptions& options = {});

}  // namespace puzzlelab::sigmar
