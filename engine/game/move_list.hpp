// What every adapter (engine/games/<game>/adapter.cpp) does with a list of moves written as text,
// written once: play it or throw the one illegal-move message, write a game's moves as text, and
// run a solver or a random playout from the position it reaches (the solve timer, the playout's
// generator and move limit). A position played move by move is game/typed_position.hpp's. The game describes its
// notation in a small struct these are instantiated with:
//
//   struct MyNotation {
//     using State = ...;  // what a move list is played on; copyable
//     using Move = ...;
//     // The move `text` names in `state`; throws InputError saying why it cannot be read (and
//     // why it cannot be played, for a game whose rules check that while reading).
//     Move read(const State&, std::string_view text) const;
//     // Plays a move read() gave, or one of legal_moves(); may throw InputError saying why the
//     // move is illegal, for a game whose rules check that while playing.
//     void play(State&, const Move&) const;
//     std::string write(const State&, const Move&) const;  // the move's text, played from `state`
//     bool is_goal(const State&) const;                    // solved
//     ... legal_moves(const State&) const;                 // a range of Move, in the game's order
//   };
//
// Nothing here knows the protocol: the Game interface's layer only (game.hpp, quote_input).
#pragma once

#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/game.hpp"
#include "game/playout_outcome.hpp"
#include "core/budget.hpp"
#include "core/input_error.hpp"
#include "core/playout.hpp"
#include "core/rng.hpp"
#include "core/status.hpp"

namespace puzzlelab {

template <class N>
concept MoveNotation = requires(const N& notation, typename N::State& state, const typename N::Move& move,
                                std::string_view text) {
  { notation.read(std::as_const(state), text) } -> std::same_as<typename N::Move>;
  notation.play(state, move);
  { notation.write(std::as_const(state), move) } -> std::convertible_to<std::string>;
  { notation.is_goal(std::as_const(state)) } -> std::convertible_to<bool>;
  notation.legal_moves(std::as_const(state)).begin();
  notation.legal_moves(std::as_const(state)).end();
};

// The one message for the first move of a list that cannot be played, whoever finds it (an
// adapter playing a list, the protocol checking one): InputError("illegal_move", "move 2 of 5
// ('SU') is illegal: <why>"), the move shown through quote_input. `index` counts from 0.
InputError illegal_move(std::size_t index, const std::vector<std::string>& moves, std::string_view why);

// The state after `moves`; the first one that cannot be played throws illegal_move(...).
template <MoveNotation N>
typename N::State play_moves(const N& notation, typename N::State state, const std::vector<std::string>& moves) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    try {
      notation.play(state, notation.read(std::as_const(state), moves[i]));
    } catch (const InputError& e) {
      throw illegal_move(i, moves, e.what());
    }
  }
  return state;
}

// `moves` (legal in turn from `state`, e.g. a solver's answer) as text, each written in the
// position it is played from.
template <MoveNotation N, class Moves>
std::vector<std::string> move_texts(const N& notation, typename N::State state, const Moves& moves) {
  std::vector<std::string> out;
  out.reserve(moves.size());
  for (const auto& move : moves) {
    out.push_back(notation.write(std::as_const(state), move));
    notation.play(state, move);
  }
  return out;
}

// What a game's solver found, in the game's own moves; solve_after writes them as text.
template <class Move>
struct Found {
  Status status = Status::unknown;
  std::vector<Move> moves;  // from the position searched; read only when solved
  bool shortest = false;    // when solved: no solution is shorter
  std::uint64_t nodes = 0;
  StopReason stopped = StopReason::none;  // a solver that caps its memory says `memory`
};

// Game::solve from the position `moves` reach: plays them (or throws illegal_move), runs
// `solver(state)` (which returns a Found<Move>), writes its solution as text and times it all.
template <MoveNotation N, class Solver>
SolveOutcome solve_after(const N& notation, typename N::State start, const std::vector<std::string>& moves,
                         Solver&& solver) {
  const auto started = std::chrono::steady_clock::now();
  const typename N::State state = play_moves(notation, std::move(start), moves);
  const Found<typename N::Move> found = std::forward<Solver>(solver)(state);
  SolveOutcome out;
  out.status = found.status;
  if (found.status == Status::solved) {
    out.solution = move_texts(notation, state, found.moves);
    out.shortest = found.shortest;
  }
  out.nodes = found.nodes;
  out.stopped = found.stopped;
  out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  return out;
}

// Game::playout from the position `moves` reach: plays them (or throws illegal_move), then
// `walk(state, rng, max_moves)` (a game's random_playout, returning a Playout<Move>) with
// Rng(seed), and the game's own limit `default_moves` when `max_moves` is 0.
template <MoveNotation N, class Walk>
PlayoutOutcome playout_after(const N& notation, typename N::State start, const std::vector<std::string>& moves,
                             std::uint64_t seed, std::uint64_t max_moves, std::uint64_t default_moves, Walk&& walk) {
  const typename N::State state = play_moves(notation, std::move(start), moves);
  Rng rng(seed);
  const Playout<typename N::Move> result =
      std::forward<Walk>(walk)(state, rng, max_moves == 0 ? default_moves : max_moves);
  return playout_outcome(result, move_texts(notation, state, result.moves));
}

}  // namespace puzzlelab
