// The reachable set of a board and each position's distance from a solved one: what the
// constructed setups read (Fogleman's "unsolve": the position farthest from any solved one is the
// hardest puzzle the same vehicles can make). Moves are reversible, so every position reachable
// from the board reaches every other: one breadth-first search collects them, a second from all
// the solved ones at once gives each its fewest moves to a solved position.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/status.hpp"
#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

struct Landscape {
  // solved: the whole reachable set was explored and holds a solved position; unsolvable: it was
  // explored and holds none; unknown: the budget ran out first (nothing below is set).
  Status status = Status::unknown;
  std::uint64_t positions = 0;  // positions reachable from the board, itself included
  int farthest = -1;            // fewest moves from the farthest position to a solved one
  int start_distance = -1;      // fewest moves from the board itself
  std::uint64_t expanded = 0;   // nodes spent (both searches)

  // The positions at exactly `moves` from a solved one, in a fixed order (the same in every build).
  std::vector<Board> at_distance(int moves) const;
  std::uint64_t count_at(int moves) const;

  // Kept for at_distance: the positions' packed keys and their distances.
  Board shape;  // the board explored (its vehicles' letters, lines and lengths; its walls)
  std::vector<std::uint64_t> keys_lo, keys_hi;
  std::vector<std::uint8_t> distance;
};

Landscape explore(const Board& board, const Budget& budget);

}  // namespace puzzlelab::rush_hour
