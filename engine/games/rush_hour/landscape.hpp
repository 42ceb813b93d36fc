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
#include "games/rush_hour/packed_position.hpp"
#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

struct Landscape {
  // solved: the whole reachable set was explored and holds a solved position; unsolvable: it was
  // explored and holds none; unknown: the budget or the position cap ran out first (nothing below
  // is set but `expanded` and `out_of_memory`).
  Status status = Status::unknown;
  std::uint64_t positions = 0;  // positions reachable from the board, itself included
  int farthest = -1;            // fewest moves from the farthest position to a solved one
  int start_distance = -1;      // fewest moves from the board itself
  std::uint64_t expanded = 0;   // nodes spent (both searches)
  bool out_of_memory = false;   // more than max_positions positions are reachable (or a distance
                                // past 65,534 moves)

  // The positions at exactly `moves` from a solved one, in the order the first search found them
  // (the same in every build).
  std::vector<Board> at_distance(int moves) const;
  std::uint64_t count_at(int moves) const;

  // Kept for at_distance: the board explored (its vehicles' letters, lines and lengths; its walls),
  // the positions in the order found (the board itself first) and their distances.
  static constexpr std::uint16_t kNoDistance = 0xffff;  // no solved position is reachable
  Board shape;
  std::vector<PackedPosition> keys;
  std::vector<std::uint16_t> distance;
};

// About 70 bytes per position while exploring (the table's included), 18 kept. 0: the most a
// position store holds (about 16.7 million).
inline constexpr std::uint64_t kLandscapeMaxPositions = 4'000'000;

// Spends one node per position expanded in each search (so about twice the positions).
Landscape explore(const Board& board, const Budget& budget, std::uint64_t max_positions = kLandscapeMaxPositions);

}  // namespace puzzlelab::rush_hour
