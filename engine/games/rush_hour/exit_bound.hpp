// A lower bound on the moves a Rush Hour position still needs to be solved, for the fewest-moves
// search (solver.hpp): 0 when solved, else 1 for the primary car's own slide plus 1 for each
// vehicle lying across its row between it and the exit (each must move at least once).
//
// Consistent (a move lowers it by at most 1), so the search expands each position by a fewest-moves
// path: only the vehicle moved can enter or leave the car's way, and the car never passes over a
// vehicle (the cells it slides over or leaves are empty). Walls and vehicles lying along the row
// ahead of the car are not counted: the static check calls those boards unsolvable before any
// search.
#pragma once

#include <cstdint>
#include <vector>

#include "games/rush_hour/packed_position.hpp"
#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

class ExitBound {
 public:
  explicit ExitBound(const Board& board);

  int of(const PackedPosition& p) const {
    const int car = PackedGeometry::offset(p, 0);
    if (car == exit_) return 0;
    int moves = 1;
    for (const int v : vertical_) moves += ahead(v, car) && across(v, PackedGeometry::offset(p, v)) ? 1 : 0;
    return moves;
  }

  // The bound after vehicle v of `p` (whose bound is `before`) slides by `distance`.
  int after(int before, const PackedPosition& p, int v, int distance) const {
    const int car = PackedGeometry::offset(p, 0);
    if (v == 0) return car + distance == exit_ ? 0 : before;
    if (!ahead(v, car)) return before;  // also every horizontal vehicle
    const int at = PackedGeometry::offset(p, v);
    return before + (across(v, at + distance) ? 1 : 0) - (across(v, at) ? 1 : 0);
  }

 private:
  bool ahead(int v, int car) const { return column_[static_cast<std::size_t>(v)] >= car + car_length_; }
  bool across(int v, int offset) const { return (across_[static_cast<std::size_t>(v)] >> offset) & 1u; }

  int exit_ = 0;
  int car_length_ = 2;
  std::vector<int> vertical_;  // the vertical vehicles, in order
  // Each vehicle's column (-1: horizontal, never ahead), and the offsets at which it lies across
  // the car's row (bit i: offset i).
  std::vector<int> column_;
  std::vector<std::uint16_t> across_;
};

}  // namespace puzzlelab::rush_hour
