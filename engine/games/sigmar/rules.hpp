// Sigmar's Garden: the board, the marbles, the pairing and freeness rules, the 91-character board
// text and the move notation ([Ruigrok] section 2; docs/SIGMAR.md, docs/REFERENCES.md).
//
// The board is a hexagon of 91 cells with 6 cells a side, stored row by row (rows of 6, 7, 8, 9,
// 10, 11, 10, 9, 8, 7, 6 cells, top to bottom). Cell i of row r has axial coordinates
// x = i + max(0, r - 5), y = r; its six neighbours in cyclic order are (x+1,y), (x+1,y+1),
// (x,y+1), (x-1,y), (x-1,y-1), (x,y-1). A marble is free when at least three cyclically
// contiguous neighbours are empty; cells off the board count as empty. Removing marbles never
// blocks another, so a position is just the set of marbles left.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::sigmar {

inline constexpr int kCells = 91;
inline constexpr int kSide = 6;
inline constexpr int kRows = 11;
inline constexpr int kCentre = 45;  // row 5, cell 5: where gold sits
inline constexpr int kNoCell = -1;

// The marble kinds. Metals are in the order they must leave the board: lead first, gold last.
enum class Kind : std::uint8_t {
  air,
  earth,
  fire,
  water,  // the four elements
  salt,
  vitae,
  mors,
  quicksilver,
  lead,
  tin,
  iron,
  copper,
  silver,
  gold,
};
inline constexpr int kKinds = 14;
inline constexpr int kElements = 4;
inline constexpr int kMetals = 6;

inline constexpr int index_of(Kind k) { return static_cast<int>(k); }
inline constexpr bool is_element(Kind k) { return k <= Kind::water; }
inline constexpr bool is_metal(Kind k) { return k >= Kind::lead; }
// 0 for lead .. 5 for gold; only for metals.
inline constexpr int metal_rank(Kind k) { return index_of(k) - index_of(Kind::lead); }
inline constexpr Kind metal_of_rank(int rank) { return static_cast<Kind>(index_of(Kind::lead) + rank); }

// The board text letter of each kind: a e f w s v m q 0..5.
char letter(Kind k);
std::string_view kind_name(Kind k);
// How many of each kind a standard board holds: 8 of each element, 4 salt, 4 vitae, 4 mors,
// 5 quicksilver, one of each metal (55 marbles).
int standard_count(Kind k);
inline constexpr int kStandardMarbles = 55;

// Can these two marbles form a pair, leaving aside freeness and which metal is next? Quicksilver
// pairs with any metal but gold here; whether that metal is the next one is checked by the caller.
bool kinds_pair(Kind a, Kind b);

// ---- geometry ----
struct Axial {
  int x = 0;
  int y = 0;
};
Axial axial(int cell);
// The cell at axial (x, y), or kNoCell off the board.
int cell_at(int x, int y);
int row_of(int cell);
int column_of(int cell);  // position within its row, from 0
int row_length(int row);
int row_start(int row);  // the cell index of the row's first cell
// The six neighbours in cyclic order, kNoCell where off the board.
const std::array<int, 6>& neighbours(int cell);
// Hex distance between two cells, and from the centre (0 for the centre, 5 on the rim).
int distance(int a, int b);
int ring_of(int cell);

// Given which of the six neighbours are occupied (bit k for neighbour k), is the marble free?
// Three cyclically contiguous clear neighbours are needed.
inline constexpr std::array<bool, 64> kFreePatterns = [] {
  std::array<bool, 64> table{};
  for (unsigned occ = 0; occ < 64; ++occ)
    for (unsigned k = 0; k < 6; ++k) {
      const unsigned three = (1u << k) | (1u << ((k + 1) % 6)) | (1u << ((k + 2) % 6));
      if ((occ & three) == 0) table[occ] = true;
    }
  return table;
}();
inline bool free_pattern(unsigned occupied6) { return kFreePatterns[occupied6 & 63u]; }

// ---- the board ----
// One byte per cell: kEmpty or a Kind.
inline constexpr std::uint8_t kEmpty = 0xff;

struct Board {
  std::array<std::uint8_t, kCells> cell{};
  Board() { cell.fill(kEmpty); }
  bool has(int c) const { return cell[c] != kEmpty; }
  Kind kind(int c) const { return static_cast<Kind>(cell[c]); }
  void put(int c, Kind k) { cell[c] = static_cast<std::uint8_t>(k); }
  void clear(int c) { cell[c] = kEmpty; }
  int marbles() const;
  bool empty() const { return marbles() == 0; }
  int count(Kind k) const;
  friend bool operator==(const Board&, const Board&) = default;
};

// Is the marble on cell c free (c must hold a marble)?
bool is_free(const Board& board, int c);
// The metal that must go next: the lowest metal on the board, or -1 (as rank) when none is left.
int next_metal_rank(const Board& board);

// ---- moves ----
// A move removes the marbles on cells a and b (a < b), or the gold alone (b == kNoCell).
struct Move {
  std::int8_t a = 0;
  std::int8_t b = kNoCell;
  bool single() const { return b == kNoCell; }
  friend bool operator==(const Move&, const Move&) = default;
};
Move make_move(int a, int b);
inline Move gold_move(int a) { return Move{static_cast<std::int8_t>(a), kNoCell}; }

// Empty string when the move is legal, otherwise why not (naming the cells).
std::string why_illegal(const Board& board, Move m);
bool is_legal(const Board& board, Move m);
// Every legal move, ordered by first cell then second cell.
std::vector<Move> legal_moves(const Board& board);
// Removes the marbles of a move; the move must be legal.
void apply(Board& board, Move m);

// ---- text ----
// The 91-character board text: the cells row by row, '_' for an empty cell, a letter per kind.
// parse_board accepts only standard boards (55 marbles in the standard counts, gold on the board)
// and throws InputError("bad_board", ...) naming the problem: wrong length, an unknown letter,
// a count that is not the standard one, gold missing. (tile_set.hpp reads boards of other sets.)
Board parse_board(std::string_view text);
// The same text format without the count checks: any set of marbles (for tests and positions
// reached in play). Still throws on a wrong length or an unknown letter.
Board parse_cells(std::string_view text);
std::string format_board(const Board& board);

// Cells are named by row letter (a = top row .. k = bottom row) and position in the row from 1:
// "a1" is the top-left cell, "f6" the centre. A move is "a1-b3" (earlier cell first) or "f6"
// for gold alone. parse_move throws InputError("bad_move", ...) for text naming no cell or move;
// legality is checked separately.
std::string cell_name(int cell);
std::string format_move(Move m);
Move parse_move(std::string_view text);

}  // namespace puzzlelab::sigmar
