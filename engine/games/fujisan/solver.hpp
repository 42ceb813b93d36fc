// Exact Fujisan solvers. The main one is A* with the papers' admissible heuristic (empty summit
// spaces): it returns a shortest solution, and answers `unsolvable` only after expanding every
// position reachable from the start (at most C(28,4) = 20,475). A plain breadth-first solver,
// written independently of the generic search code, cross-checks it in the tests.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/status.hpp"
#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

struct Solution {
  Status status = Status::unknown;
  std::vector<Move> moves;     // from the start position to the summit; shortest when solved
  std::uint64_t expanded = 0;  // positions whose moves were generated
  std::uint64_t stored = 0;    // distinct positions seen
};

// Which of several shortest solutions A* returns (never its length):
//  - fast: search::astar's default ties (f, then h, then the last queued) over legal_moves()
//    order, the quickest; every solve, hint and the Lab's lengths use it;
//  - papers: the tie order of the authors' simulation code [GD-code], whose open list is keyed by
//    f plus 1e-12 times an insertion counter (among equal f the position queued first goes first,
//    h left aside) and whose successors are queued source space by source space (top row, then
//    bottom row, columns left to right), each source's up/down move first, then its sideways
//    moves by target column, left to right (papers_move_order). The papers count
//    counter-intuitive moves on the one path that search returns, so the Lab counts them on this
//    one (docs/FUJISAN.md, "A*'s tie-break").
enum class PathChoice { fast, papers };

// The moves of `list` in the order the authors' code generates them (above).
void papers_move_order(MoveList& list);

// Shortest solution from `start` (any position with four priests).
Solution solve_astar(const Board& board, Variant variant, Position start, const Budget& budget,
                     PathChoice choice = PathChoice::fast);

// The same answer by plain breadth-first search over a hash map of positions.
Solution solve_bfs(const Board& board, Variant variant, Position start, const Budget& budget);

}  // namespace puzzlelab::fujisan
