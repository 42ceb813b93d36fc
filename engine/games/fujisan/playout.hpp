// The random solver of the papers: uniformly random legal moves from a position until the summit
// is full, no move is left, or the move limit is reached (core/playout.hpp, with Fujisan's moves
// in legal_moves() order).
//
// The papers do not state their random solver's move limit, only its result: it wins less than
// 0.3% of challenges. The limit decides that figure: a walk of unlimited length wins about a
// quarter of all challenges (the rest end stuck, every priest boxed in), 100 moves win ~13%, 20
// moves 0.05-0.4% (docs/FUJISAN.md has the curve per setup). Fujisan's default, kRandomSolverMoves
// = 20 rather than the engine's kDefaultPlayoutMoves, is chosen to reproduce the papers' order of
// magnitude; it is about one and a half times the median minimum solution length (13). Callers
// that want another definition pass their own limit.
#pragma once

#include <cstdint>
#include <vector>

#include "core/budget.hpp"
#include "core/playout.hpp"
#include "core/rng.hpp"
#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

inline constexpr std::uint64_t kRandomSolverMoves = 20;

// Fujisan's legal-move source for the core playout.
class PlayoutMoves {
 public:
  using State = Position;
  using Move = fujisan::Move;

  PlayoutMoves(const Board& board, Variant variant) : board_(board), variant_(variant) {}

  bool is_goal(Position p) const { return is_solved(p); }
  void legal_moves(Position p, std::vector<Move>& out) const;
  void play(Position& p, const Move& m) const { p = apply(p, m); }

 private:
  const Board& board_;
  Variant variant_;
};

Playout<Move> random_playout(const Board& board, Variant variant, Position start, Rng& rng,
                             std::uint64_t max_moves = kRandomSolverMoves, const Budget& budget = {});

}  // namespace puzzlelab::fujisan
