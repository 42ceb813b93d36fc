// The measures the Pretzel authors' simulator reports beside solvability (their
// PretzelSolver.cs and PretzelPosition.cs; docs/LAB.md cites each): the greedy player
// ("ScoredLookahead": always the highest-scoring next position) and the full game tree's dead
// ends, which give "unlosable" deals (solvable with no dead end anywhere).
#pragma once

#include <cstdint>
#include <optional>

#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

// The simulator's score of a position, summed over the holes in the order the deal made them
// (holes keep their identity as cards move into them): a hole in the first column 2; right of a
// top-rank card -1; right of a hole 0; otherwise 2 when the "black hole" test passes and 1 when
// not. The simulator's black-hole test reads the cell whose index is the hole's ordinal, not the
// cells left of the hole (Tableau[i] where Tableau[j] was meant); this reproduces it as written.
int greedy_score(const Board& board, const int* hole_cells);

// The greedy player: from the deal, move to the highest-scoring next position (the first such,
// holes in deal order) until solved or stuck. The simulator has no stop for a loop; a
// deterministic player that returns to a position would loop for ever, so that ends it unsolved.
bool greedy_solves(const Board& deal);

// Every position reachable from the deal, each once (breadth-first, no pruning); a dead end is an
// unsolved one with no legal move. Nothing when more than `max_states` positions are reachable.
std::optional<std::uint64_t> count_dead_ends(const Board& deal, std::uint64_t max_states);

}  // namespace puzzlelab::pretzel
