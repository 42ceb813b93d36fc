// BoxOff: the rules, the parameters, the board text format and move notation ([Meyers], [GD-entangled]
// section II; docs/BOXOFF.md).
//
// An h x w grid (at most 8 x 8) holds coloured tokens. A move removes two tokens of the same colour
// when no other token remains inside the rectangle that circumscribes them (two adjacent tokens are
// the special case). The puzzle is solved when the grid is empty.
//
// Square s = row * cols + column (row 0 is the top row, the first one in the board text), so a
// set of squares is one 64-bit mask. A board holds one mask per colour: it is the whole position,
// a move clears two bits of one mask.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::boxoff {

inline constexpr int kMaxRows = 8;
inline constexpr int kMaxCols = 8;
inline constexpr int kMinColours = 2;
inline constexpr int kMaxColours = 8;

using Mask = std::uint64_t;
constexpr Mask bit(int square) { return Mask{1} << square; }

// The parameters of a challenge: grid size and number of colours. valid() checks them as a
// generation request: 1..8 rows and columns, 2..8 colours, the colours divide the squares and
// each colour has an even number of tokens.
struct Params {
  int rows = 6;
  int cols = 8;
  int colours = 3;
  int squares() const { return rows * cols; }
  int tokens_per_colour() const { return squares() / colours; }
  friend bool operator==(const Params&, const Params&) = default;
};
// Throws InputError("bad_params", ...) naming the problem.
void validate(const Params& params);

// The rectangles of a grid: rect(a, b) is the mask of every square in the rectangle that
// circumscribes squares a and b (both included). Two table lookups and an AND.
class Geometry {
 public:
  Geometry() = default;
  Geometry(int rows, int cols);
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int squares() const { return rows_ * cols_; }
  Mask all() const { return all_; }
  Mask rect(int a, int b) const {
    const int ra = a / cols_, ca = a % cols_, rb = b / cols_, cb = b % cols_;
    return row_band_[ra < rb ? ra : rb][ra < rb ? rb : ra] & col_band_[ca < cb ? ca : cb][ca < cb ? cb : ca];
  }
  // The squares orthogonally adjacent to s.
  Mask neighbours(int s) const { return neighbours_[s]; }

 private:
  int rows_ = 0;
  int cols_ = 0;
  Mask all_ = 0;
  std::array<std::array<Mask, kMaxRows>, kMaxRows> row_band_{};  // rows lo..hi
  std::array<std::array<Mask, kMaxCols>, kMaxCols> col_band_{};  // columns lo..hi
  std::array<Mask, kMaxRows * kMaxCols> neighbours_{};
};

// A position: which square holds a token of which colour. Colours are numbered 0..colours-1 in
// the alphabetical order of their letters; `letters` keeps the letters for printing, so a board
// written with b, w, y prints back with b, w, y.
struct Board {
  int rows = 0;
  int cols = 0;
  int colours = 0;                          // colours named by the board (some may be used up)
  std::array<char, kMaxColours> letters{};  // letter of each colour
  std::array<Mask, kMaxColours> colour{};   // squares holding a token of each colour

  Geometry geometry() const { return Geometry(rows, cols); }
  Mask occupied() const {
    Mask m = 0;
    for (int k = 0; k < colours; ++k) m |= colour[k];
    return m;
  }
  bool empty() const { return occupied() == 0; }
  // Colour index on square s, or -1 when the square is empty.
  int colour_at(int square) const {
    for (int k = 0; k < colours; ++k)
      if ((colour[k] >> square) & 1u) return k;
    return -1;
  }
  friend bool operator==(const Board&, const Board&) = default;
};

// A move removes the tokens on squares a and b (a < b).
struct Move {
  std::uint8_t a = 0;
  std::uint8_t b = 0;
  friend bool operator==(const Move&, const Move&) = default;
};
inline Move make_move(int a, int b) {
  return a < b ? Move{static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)}
               : Move{static_cast<std::uint8_t>(b), static_cast<std::uint8_t>(a)};
}

// The move is legal when a and b hold tokens of one colour and the rectangle that circumscribes
// them holds no other token. `occupied` is every token on the board.
inline bool is_legal(const Geometry& g, Mask occupied, Mask same_colour, Move m) {
  const Mask ends = bit(m.a) | bit(m.b);
  return m.a != m.b && (same_colour & ends) == ends && (g.rect(m.a, m.b) & occupied) == ends;
}
// Empty string when legal, otherwise why not (naming the squares), for error messages.
std::string why_illegal(const Board& board, Move m);
bool is_legal(const Board& board, Move m);

// Every legal move, by colour, then first square, then second square.
std::vector<Move> legal_moves(const Board& board);
// Removes the two tokens; the move must be legal.
void apply(Board& board, Move m);

// Board text: rows top to bottom separated by '/', one character per square: a lowercase letter
// per colour (any letters, at most 8 different ones) or '.' for an empty square. Every row has
// the same length; 1..8 rows and columns; every colour has an even number of tokens.
// E.g. "bbwbbw/byyywb/ywwwyy". Throws InputError("bad_board", ...) naming the problem.
Board parse_board(std::string_view text);
std::string format_board(const Board& board);
// A full board of a generated challenge: colour k gets letter 'a' + k.
Board board_from_colours(int rows, int cols, const std::vector<int>& colours);

// Squares are named like a chess board seen from the top of the board text: a column letter
// a..h (left to right), then a row number 1..8 (top to bottom, as the rows are written). A move
// is two squares joined by '-', the earlier one in reading order first: "a1-c1". parse_move
// also accepts the squares in either order and the long form "r1c1-r1c3" (row and column
// numbers from 1). Throws InputError("bad_move", ...) for text that names no move of this grid;
// legality is checked separately.
std::string square_name(int cols, int square);
std::string format_move(int cols, Move m);
Move parse_move(int rows, int cols, std::string_view text);

// Pair equality: the share of orthogonally adjacent square pairs whose tokens have the same
// colour (pairs with an empty square are not counted). 38 pairs on a full 4 x 6 grid.
struct PairEquality {
  int pairs = 0;
  int equal = 0;
  double share() const { return pairs == 0 ? 0.0 : static_cast<double>(equal) / pairs; }
};
PairEquality pair_equality(const Board& board);

}  // namespace puzzlelab::boxoff
