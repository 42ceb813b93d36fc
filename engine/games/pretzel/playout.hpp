// The papers' random solver (docs/PRETZEL.md, "Solver"): uniformly random legal moves until the
// deal is sorted (solved), no card can move (stuck) or the move limit, by the core playout
// (core/playout.hpp) with Pretzel's moves in legal_moves() order. A position can recur, so the
// move limit is what ends most unsolved walks.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/playout.hpp"
#include "core/rng.hpp"
#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

// Pretzel's legal-move source for the core playout.
struct PlayoutMoves {
  using State = Board;
  using Move = pretzel::Move;

  bool is_goal(const Board& board) const { return is_solved(board); }
  void legal_moves(const Board& board, std::vector<Move>& out) const;
  void play(Board& board, const Move& m) const { apply(board, m); }
};

Playout<Move> random_playout(const Board& board, Rng& rng, std::uint64_t max_moves = kDefaultPlayoutMoves,
                             const Budget& budget = {});

}  // namespace puzzlelab::pretzel
