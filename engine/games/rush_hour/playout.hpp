// Rush Hour's random playout: the legal-move source core's playout (core/playout.hpp) walks,
// sliding a uniformly random vehicle a uniformly random legal distance (each legal slide equally
// likely) until the red car is out or the move limit is reached. The order of legal_moves is part
// of determinism: a seed names the same walk in every build.
#pragma once

#include <cstdint>
#include <vector>

#include "core/playout.hpp"
#include "core/rng.hpp"
#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

struct PlayoutMoves {
  using State = Board;
  using Move = rush_hour::Move;
  bool is_goal(const Board& board) const { return is_solved(board); }
  void legal_moves(const Board& board, std::vector<Move>& out) const;
  void play(Board& board, const Move& move) const { apply(board, move); }
};

Playout<Move> random_playout(const Board& board, Rng& rng, std::uint64_t max_moves = kDefaultPlayoutMoves);

}  // namespace puzzlelab::rush_hour
