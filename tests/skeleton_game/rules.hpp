// The skeleton game's rules: the state, the moves, which are legal, what a move does, and the
// board and move texts. Start a new game here: everything else in this folder is built on these
// few functions, and none of them knows about JSON, the protocol or the app.
//
// The puzzle (small on purpose): a row of lamps, some lit. A move presses a lit lamp: it goes
// dark and each of its neighbours switches (a lit neighbour goes dark, a dark one lights). The
// puzzle is solved when every lamp is dark. A lit lamp can always be pressed, so a position is
// solved or has a move; whether some order of presses darkens the whole row is the solver's
// question.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::skeleton {

inline constexpr int kMinLamps = 3;
inline constexpr int kMaxLamps = 12;

struct Board {
  std::vector<bool> lit;  // lamp i is lit; lamps are numbered from 1 in texts, from 0 here
  int lamps() const { return static_cast<int>(lit.size()); }
  friend bool operator==(const Board&, const Board&) = default;
};

using Move = int;  // the lamp pressed, from 0

bool is_solved(const Board& board);
// Empty when legal, otherwise why not: the text a refused move's message ends with.
std::string why_illegal(const Board& board, Move move);
// Every legal move, in lamp order (the order the random playout draws from: part of determinism).
std::vector<Move> legal_moves(const Board& board);
// Plays a legal move.
void apply(Board& board, Move move);

// Board text: one character per lamp, '#' lit and '.' dark, e.g. "#..#.#"; `lamps` of them.
// Throws InputError("bad_board", ...) naming the problem.
Board parse_board(std::string_view text, int lamps);
std::string format_board(const Board& board);

// Move text: the lamp's number from 1, e.g. "3". Throws InputError("bad_move", ...) for text that
// names no lamp of the board; legality is checked separately (why_illegal).
Move parse_move(const Board& board, std::string_view text);
std::string format_move(Move move);

}  // namespace puzzlelab::skeleton
