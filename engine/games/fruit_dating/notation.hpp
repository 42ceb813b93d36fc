// Fruit Dating's moves as the engine's shared code reads them (game/move_list.hpp: MoveNotation):
// read a move's text in a position, play it, write it, the goal and the legal moves. The adapter
// instantiates the shared positions, solve and playout code with it (game/typed_position.hpp,
// game/move_list.hpp), and the view follows the moves played with it, so a move means the same
// everywhere.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

struct Notation {
  using State = Board;
  using Move = Dir;

  Dir read(const Board&, std::string_view text) const { return parse_move(text); }
  void play(Board& board, Dir d) const { apply(board, d); }
  std::string write(const Board&, Dir d) const { return format_move(d); }
  bool is_goal(const Board& board) const { return is_solved(board); }
  std::vector<Dir> legal_moves(const Board& board) const { return fruit_dating::legal_moves(board); }
};

}  // namespace puzzlelab::fruit_dating
