// BoxOff's moves as the engine's shared code reads them (game/move_list.hpp: MoveNotation):
// read a move's text in a position, play it, write it, the goal and the legal moves. The adapter
// instantiates the shared positions, solve and playout code with it (game/typed_position.hpp,
// game/move_list.hpp), and the view follows the moves played with it, so a move means the same
// everywhere.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.hpp"
#include "games/boxoff/rules.hpp"

namespace puzzlelab::boxoff {

struct Notation {
  using State = Board;
  using Move = boxoff::Move;

  Move read(const Board& board, std::string_view text) const {
    const Move m = parse_move(board.rows, board.cols, text);
    if (std::string why = why_illegal(board, m); !why.empty()) throw InputError("illegal_move", why);
    return m;
  }
  void play(Board& board, Move m) const { apply(board, m); }
  std::string write(const Board& board, Move m) const { return format_move(board.cols, m); }
  bool is_goal(const Board& board) const { return board.empty(); }
  std::vector<Move> legal_moves(const Board& board) const { return boxoff::legal_moves(board); }
};

}  // namespace puzzlelab::boxoff
