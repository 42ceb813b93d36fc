// Measurements of one Fujisan challenge (docs/FUJISAN.md defines each precisely):
//  - minimum solution length and the counter-intuitive moves on shortest solutions, exactly, by a
//    dynamic programme over the shortest-path DAG from the start;
//  - step connectivity, the papers' "average connectedness";
// The random-solver win is one playout (playout.hpp); challenge counts are in counts.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/status.hpp"
#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

// A sideways move that takes its priest further from the summit centre, i.e. increases
// sum |column - 6.5| over the priests. Up/down moves never change a column, so never count.
bool is_counter_intuitive(Position before, Move m);
int count_counter_intuitive(Position start, const std::vector<Move>& moves);

struct ShortestSolutions {
  Status status = Status::unknown;
  int length = -1;                 // minimum number of moves; -1 unless solved
  int counter_intuitive_min = -1;  // fewest counter-intuitive moves over all shortest solutions
  int counter_intuitive_max = -1;  // most, over all shortest solutions
  std::uint64_t count = 0;         // how many shortest solutions (move sequences) exist
  bool count_saturated = false;    // count reached 2^64-1 and stopped there
  std::uint64_t expanded = 0;
};

// Breadth-first from `start` over every position closer than the summit, accumulating along each
// edge of the shortest-path DAG the min/max counter-intuitive moves and the number of paths.
// `known_length` (the shortest length when a solver has already found it, e.g. A*) prunes every
// position that cannot reach the summit within it (depth + empty summit spaces > known_length):
// no such position lies on a shortest solution, and a position kept gets a wrong (too large)
// depth only when none of its shortest paths from the start is kept, so the labels on the
// shortest-path DAG are unchanged. Only valid with the true shortest length.
ShortestSolutions analyse_shortest_solutions(const Board& board, Variant variant, Position start, const Budget& budget,
                                             int known_length = -1);

// Step connectivity. Steps are the 12 mountain columns. Column A is connected from column B
// (B != A) when a rule-2 move from B to A exists on the empty board in at least one row: the
// space (row, A) holds |A - B|. Summit columns are never a source B (a priest there makes no
// sideways move under the papers' rule); start spaces are not steps.
struct Connectivity {
  std::array<std::array<bool, kLastMountain>, kLastMountain> connected{};  // [B-1][A-1]
  int connections = 0;                                                     // ordered pairs (B, A) connected
  double average = 0;  // connections / 12: mean number of steps each step is reached from
};
Connectivity step_connectivity(const Board& board);

}  // namespace puzzlelab::fujisan
