// The random playout of every game (the papers' random solver): from a position, play uniformly
// random legal moves until the puzzle is solved, no move is left (stuck), the move limit is
// reached or the budget is spent, and say which.
//
// A game supplies a legal-move source, a small class the playout is instantiated with:
//
//   struct MyMoves {
//     using State = ...;  // copyable: the playout walks its own copy
//     using Move = ...;
//     bool is_goal(const State&) const;
//     void legal_moves(const State&, std::vector<Move>& out) const;  // appends, in the game's order
//     void play(State&, const Move&) const;
//   };
//
// Each move is moves[rng.below(moves.size())] over the source's order, one draw per move and
// nothing else, so a seed names the same playout in every build. The order is therefore part of
// each game's determinism contract: a source lists the moves exactly as the game always has.
#pragma once

#include <concepts>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/budget.hpp"
#include "core/rng.hpp"

namespace puzzlelab {

// The move limit when neither the caller nor the game's papers give one: a position can recur
// (Pretzel), so a walk need not end by itself.
inline constexpr std::uint64_t kDefaultPlayoutMoves = 1000;

enum class PlayoutEnd { solved, stuck, move_limit, budget };

// As protocol responses and metrics name it.
inline const char* to_string(PlayoutEnd end) {
  switch (end) {
    case PlayoutEnd::solved: return "solved";
    case PlayoutEnd::stuck: return "stuck";
    case PlayoutEnd::move_limit: return "move-limit";
    case PlayoutEnd::budget: return "budget";
  }
  return "budget";
}

template <class Move>
struct Playout {
  PlayoutEnd end = PlayoutEnd::stuck;
  std::vector<Move> moves;
  bool solved() const { return end == PlayoutEnd::solved; }
};

template <class Source>
concept LegalMoveSource = requires(const Source& source, typename Source::State& state,
                                   const typename Source::Move& move, std::vector<typename Source::Move>& out) {
  { source.is_goal(static_cast<const typename Source::State&>(state)) } -> std::convertible_to<bool>;
  source.legal_moves(static_cast<const typename Source::State&>(state), out);
  source.play(state, move);
};

// Checks, in this order, before each move: solved, stuck, move limit, budget (one node per move).
// What the position is (solved, or a dead end with no legal move) is reported before the limits of
// the walk, so a walk stopped by its limit on a stuck position says "stuck".
template <LegalMoveSource Source>
Playout<typename Source::Move> random_playout(const Source& source, typename Source::State state, Rng& rng,
                                              std::uint64_t max_moves, BudgetMeter& meter) {
  Playout<typename Source::Move> playout;
  std::vector<typename Source::Move> moves;
  for (;;) {
    if (source.is_goal(state)) {
      playout.end = PlayoutEnd::solved;
      break;
    }
    moves.clear();
    source.legal_moves(state, moves);
    if (moves.empty()) {
      playout.end = PlayoutEnd::stuck;
      break;
    }
    if (playout.moves.size() >= max_moves) {
      playout.end = PlayoutEnd::move_limit;
      break;
    }
    if (!meter.spend()) {
      playout.end = PlayoutEnd::budget;
      break;
    }
    const auto move = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
    source.play(state, move);
    playout.moves.push_back(move);
  }
  return playout;
}

// The same with a fresh meter for `budget` (none by default).
template <LegalMoveSource Source>
Playout<typename Source::Move> random_playout(const Source& source, typename Source::State state, Rng& rng,
                                              std::uint64_t max_moves, const Budget& budget = {}) {
  BudgetMeter meter(budget);
  return random_playout(source, std::move(state), rng, max_moves, meter);
}

}  // namespace puzzlelab
