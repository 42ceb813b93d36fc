#include "skeleton_game/rules.hpp"

#include "core/input_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab::skeleton {

bool is_solved(const Board& board) {
  for (const bool lamp : board.lit)
    if (lamp) return false;
  return true;
}

std::string why_illegal(const Board& board, Move move) {
  if (move < 0 || move >= board.lamps()) return "there is no lamp " + format_move(move);
  if (!board.lit[move]) return "lamp " + format_move(move) + " is dark; only a lit lamp can be pressed";
  return "";
}

std::vector<Move> legal_moves(const Board& board) {
  std::vector<Move> out;
  for (Move lamp = 0; lamp < board.lamps(); ++lamp)
    if (board.lit[lamp]) out.push_back(lamp);
  return out;
}

void apply(Board& board, Move move) {
  board.lit[move] = false;
  if (move > 0) board.lit[move - 1] = !board.lit[move - 1];
  if (move + 1 < board.lamps()) board.lit[move + 1] = !board.lit[move + 1];
}

Board parse_board(std::string_view text, int lamps) {
  if (static_cast<int>(text.size()) != lamps)
    throw InputError("bad_board", "the board has " + std::to_string(text.size()) + " lamps, expected " +
                                      std::to_string(lamps) + " (one character each: '#' lit, '.' dark)");
  Board board;
  for (const char c : text) {
    if (c != '#' && c != '.')
      throw InputError("bad_board", "a lamp is '#' (lit) or '.' (dark), not " + describe_char(c));
    board.lit.push_back(c == '#');
  }
  return board;
}

std::string format_board(const Board& board) {
  std::string out;
  for (const bool lamp : board.lit) out += lamp ? '#' : '.';
  return out;
}

Move parse_move(const Board& board, std::string_view text) {
  int number = 0;
  for (const char c : text) {
    if (c < '0' || c > '9' || number > kMaxLamps) {
      number = 0;
      break;
    }
    number = number * 10 + (c - '0');
  }
  if (number < 1 || number > board.lamps())
    throw InputError("bad_move", "move " + quote_input(text) + " is not a lamp: a number from 1 to " +
                                     std::to_string(board.lamps()));
  return number - 1;
}

std::string format_move(Move move) { return std::to_string(move + 1); }

}  // namespace puzzlelab::skeleton
