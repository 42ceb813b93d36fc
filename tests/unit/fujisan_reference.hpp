// Test helpers: an independent, deliberately naive reading of the Fujisan rules (docs/FUJISAN.md), used
// to cross-check the engine's move generator and solvers. It counts the unoccupied spaces
// between source and target for every target separately instead of walking outwards.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "games/fujisan/rules.hpp"

namespace fujisan_reference {

using namespace puzzlelab::fujisan;

inline bool has_priest(Position p, int row, int column) { return (p >> (row * 14 + column)) & 1u; }

inline std::vector<Move> moves(const Board& board, Variant variant, Position p) {
  std::vector<Move> out;
  auto add = [&](int r1, int c1, int r2, int c2) {
    out.push_back(Move{static_cast<std::uint8_t>(r1 * 14 + c1), static_cast<std::uint8_t>(r2 * 14 + c2)});
  };
  for (int row = 0; row < 2; ++row) {
    for (int column = 0; column < 14; ++column) {
      if (!has_priest(p, row, column)) continue;
      const bool on_ground = column == 0 || column == 13;
      const bool on_summit = column == 6 || column == 7;
      if (!on_ground && !has_priest(p, 1 - row, column)) add(row, column, 1 - row, column);
      if (on_summit) {
        const int other = column == 6 ? 7 : 6;
        if (variant == Variant::summit_step && !has_priest(p, row, other)) add(row, column, row, other);
        continue;
      }
      for (int target = 1; target <= 12; ++target) {
        if (target == column || has_priest(p, row, target)) continue;
        int unoccupied = 1;  // the target itself
        for (int c = std::min(column, target) + 1; c < std::max(column, target); ++c)
          unoccupied += has_priest(p, row, c) ? 0 : 1;
        if (board.value(row, target) == unoccupied) add(row, column, row, target);
      }
    }
  }
  return out;
}

// Is there a solution of at most `limit` moves? Depth-first over move sequences with no memory
// at all, cut only by the admissible bound depth + empty summit spaces.
inline bool solvable_within(const Board& board, Variant variant, Position p, int limit) {
  if (is_solved(p)) return true;
  int empty_summit = 0;
  for (int s : {6, 7, 20, 21}) empty_summit += ((p >> s) & 1u) ? 0 : 1;
  if (empty_summit > limit) return false;
  for (const Move& m : moves(board, variant, p))
    if (solvable_within(board, variant, apply(p, m), limit - 1)) return true;
  return false;
}

}  // namespace fujisan_reference
