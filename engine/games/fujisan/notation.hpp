// Fujisan's moves as the engine's shared code reads them (game/move_list.hpp: MoveNotation):
// read a move's text in a position, play it, write it, the goal and the legal moves. The adapter
// instantiates the shared positions, solve and playout code with it (game/typed_position.hpp,
// game/move_list.hpp), and the view follows the moves played with it, so a move means the same
// everywhere.
#pragma once

#include <string>
#include <string_view>

#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

struct Notation {
  using State = Priests;
  using Move = fujisan::Move;
  const Board& board;
  Variant variant;

  Move read(const Priests& priests, std::string_view text) const {
    return parse_notation(board, variant, priests, text);
  }
  void play(Priests& priests, Move m) const { priests = apply(priests, m); }
  std::string write(const Priests& priests, Move m) const { return to_notation(board, priests, m); }
  bool is_goal(const Priests& priests) const { return is_solved(position_of(priests)); }
  MoveList legal_moves(const Priests& priests) const {
    return fujisan::legal_moves(board, variant, position_of(priests));
  }
};

}  // namespace puzzlelab::fujisan
