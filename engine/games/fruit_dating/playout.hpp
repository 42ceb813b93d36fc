// The random playout for Fruit Dating (core/playout.hpp): uniformly random tilts, among those that
// change the board, in legal_moves() order (right, up, left, down), until the level is solved, no
// tilt is left (stuck: lost, or nothing can move) or the move limit.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/playout.hpp"
#include "core/rng.hpp"
#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

struct PlayoutMoves {
  using State = Board;
  using Move = Dir;

  bool is_goal(const Board& board) const { return is_solved(board); }
  void legal_moves(const Board& board, std::vector<Dir>& out) const;
  void play(Board& board, const Dir& d) const { tilt(board, d); }
};

Playout<Dir> random_playout(const Board& board, Rng& rng, std::uint64_t max_moves = kDefaultPlayoutMoves,
                            const Budget& budget = {});

}  // namespace puzzlelab::fruit_dating
