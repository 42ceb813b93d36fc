// Rush Hour's moves as the engine's shared code reads them (game/move_list.hpp: MoveNotation):
// read a move's text in a position, play it, write it, the goal and the legal moves. The adapter
// instantiates the shared positions, solve and playout code with it (game/typed_position.hpp,
// game/move_list.hpp), and the view follows the moves played with it, so a move means the same
// everywhere.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.hpp"
#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

struct Notation {
  using State = Board;
  using Move = rush_hour::Move;

  Move read(const Board& board, std::string_view text) const {
    const Move move = parse_move(board, text);
    if (std::string why = why_illegal(board, move); !why.empty()) throw InputError("illegal_move", why);
    return move;
  }
  void play(Board& board, Move move) const { apply(board, move); }
  std::string write(const Board& board, Move move) const { return format_move(board, move); }
  bool is_goal(const Board& board) const { return is_solved(board); }
  std::vector<Move> legal_moves(const Board& board) const { return rush_hour::legal_moves(board); }
};

}  // namespace puzzlelab::rush_hour
