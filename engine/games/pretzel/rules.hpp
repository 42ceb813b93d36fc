// Pretzel solitaire: the rules, the board text format and move notation ([deBruijn], [GD-entangled]
// section III; docs/PRETZEL.md).
//
// A (k, n) Pretzel has k suits and n ranks. The grid has k rows and n columns; the aces sit in an
// implied column left of the grid, row r's ace being suit r, so the grid holds the k(n-1) cards of
// ranks 2..n and k holes. A card may move into a hole when it is the same suit as, and exactly one
// rank above, the card immediately left of the hole (for a hole in the first column that card is
// the row's ace, so only the 2 of the row's suit fits). Solved: row r holds suit r in order
// 2..n, the hole last.
//
// A card is one byte: suit * 16 + rank (rank 2..13, suit 0..7); 0 is a hole. Rank 1 (suit * 16 + 1)
// names an ace, which never appears on the grid. So the card a card must follow is `card - 1`
// and the card that may follow it is `card + 1`.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::pretzel {

inline constexpr int kMinSuits = 1;
inline constexpr int kMaxSuits = 8;
inline constexpr int kMinRanks = 2;
inline constexpr int kMaxRanks = 13;
inline constexpr int kMaxCells = kMaxSuits * kMaxRanks;

using Card = std::uint8_t;
inline constexpr Card kHole = 0;

constexpr Card make_card(int suit, int rank) { return static_cast<Card>(suit * 16 + rank); }
constexpr int suit_of(Card c) { return c >> 4; }
constexpr int rank_of(Card c) { return c & 15; }

// The size of a Pretzel: k suits (rows) x n ranks (columns).
struct Shape {
  int suits = 4;
  int ranks = 4;
  int cells() const { return suits * ranks; }
  int cell(int row, int column) const { return row * ranks + column; }
  int row(int cell) const { return cell / ranks; }
  int column(int cell) const { return cell % ranks; }
  // Where a card belongs when solved: its suit's row, column rank - 2.
  int goal(Card c) const { return cell(suit_of(c), rank_of(c) - 2); }
  friend bool operator==(const Shape&, const Shape&) = default;
};

// Throws InputError("bad_params", ...) unless 1 <= suits <= 8 and 2 <= ranks <= 13.
void validate(const Shape& shape);

// Suit letters: a, b, c, ... (row r's home suit is the r-th letter).
char suit_letter(int suit);
// "3b", "13d"; "." for a hole.
std::string card_text(Card c);

// A position: the cells row by row, kn bytes, each a card or a hole.
struct Board {
  Shape shape;
  std::vector<Card> cells;
  Card at(int row, int column) const { return cells[shape.cell(row, column)]; }
  friend bool operator==(const Board&, const Board&) = default;
};

// The solved board of a shape.
Board solved_board(const Shape& shape);
bool is_solved(const Board& board);

// The one card that may move into the hole at `cell`, or kHole when none can: the row's 2 in the
// first column; nothing right of a hole or of a top-rank card; else the successor of the card on
// the left.
inline Card fitting_card(const Shape& shape, const Card* cells, int cell) {
  const int column = shape.column(cell);
  if (column == 0) return make_card(shape.row(cell), 2);
  const Card left = cells[cell - 1];
  if (left == kHole || rank_of(left) == shape.ranks) return kHole;
  return static_cast<Card>(left + 1);
}

// The same test without divisions, for the solvers' inner loops: a table per shape.
class Geometry {
 public:
  explicit Geometry(const Shape& shape) : shape_(shape) {
    for (int row = 0; row < shape.suits; ++row) first_[shape.cell(row, 0)] = make_card(row, 2);
  }
  const Shape& shape() const { return shape_; }
  Card fitting(const Card* cells, int cell) const {
    if (first_[cell] != kHole) return first_[cell];
    const Card left = cells[cell - 1];
    if (left == kHole || rank_of(left) == shape_.ranks) return kHole;
    return static_cast<Card>(left + 1);
  }

 private:
  Shape shape_;
  std::array<Card, kMaxCells> first_{};  // the row's 2 for a first-column cell, else kHole
};

// A move is the card moved: a card fits at most one hole (the one right of its predecessor, or its
// row's first cell for a 2), so the card alone names the move.
using Move = Card;

// Every legal move, in a fixed order: by the hole's cell, row by row. At most k moves.
std::vector<Move> legal_moves(const Board& board);
// The hole the card would move into, or -1 when the move is illegal.
int target_of(const Board& board, Move move);
// Applies a legal move (checked: throws InputError("bad_move", ...) when illegal).
void apply(Board& board, Move move);

// Board text: rows separated by '/', cells by ','; a card is its rank then its suit letter
// ("2a", "13d"), a hole is "."; the aces column is implied. Each row has n cells, in all k holes
// and every card of ranks 2..n of the k suits exactly once. Spaces around cells are ignored, suit
// letters may be upper case. Throws InputError("bad_board", ...) naming the problem.
Board parse_board(const Shape& shape, std::string_view text);
std::string format_board(const Board& board);

// Move text: the card moved, e.g. "3b". Throws InputError("bad_move", ...) naming the problem
// (not a card, not on this board, or no hole it could move into).
Move parse_move(const Board& board, std::string_view text);
std::string format_move(Move move);

}  // namespace puzzlelab::pretzel
