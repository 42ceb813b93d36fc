// Rush Hour: the sliding rules, the board text format and the move notation (Fogleman's ASCII
// boards; docs/RUSH_HOUR.md states the rules as played here, docs/REFERENCES.md cites the sources).
//
// A square grid of 4 x 4 to 9 x 9 cells (the standard board is 6 x 6) holds vehicles and walls.
// A vehicle is a car (2 cells) or a truck (3 cells) lying in one row (horizontal) or one column
// (vertical); it slides along its own line, any number of free cells in one direction, never
// turning and never passing another vehicle or a wall. The primary car, 'A', lies in a row; the
// exit is at the right end of that row. Solved: 'A' touches the right edge (it drives out).
//
// A move slides one vehicle: its letter and the signed number of cells, `C+2` (two cells right, or
// down for a vertical vehicle) or `B-1` (one cell left, or up). A move counts once however far it
// goes; a step is one cell, so a move of distance d is d steps.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::rush_hour {

inline constexpr int kMinSize = 4;
inline constexpr int kMaxSize = 9;
inline constexpr int kStandardSize = 6;
inline constexpr int kMaxCells = kMaxSize * kMaxSize;
inline constexpr int kMaxVehicles = 26;  // one letter each, A to Z
inline constexpr int kCarLength = 2;
inline constexpr int kTruckLength = 3;

// The row the exit is in on a board of `size`, where the setups put the primary car: the third
// row of the standard board (counted from 0: 2), the middle row (or the one above it) of the others.
constexpr int exit_row_for(int size) { return (size - 1) / 2; }

struct Vehicle {
  char letter = 'A';       // 'A' is the primary car
  bool horizontal = true;  // slides left and right; else up and down
  std::int8_t length = 2;  // 2 (car) or 3 (truck)
  std::int8_t line = 0;    // its row when horizontal, its column when vertical
  std::int8_t offset = 0;  // its leftmost column when horizontal, its top row when vertical
  friend bool operator==(const Vehicle&, const Vehicle&) = default;
  int cell(int i, int size) const { return horizontal ? line * size + offset + i : (offset + i) * size + line; }
};

struct Board {
  int size = kStandardSize;
  std::vector<Vehicle> vehicles;    // in letter order; vehicles[0] is the primary car 'A'
  std::vector<std::uint8_t> walls;  // cells (row * size + column), ascending
  friend bool operator==(const Board&, const Board&) = default;
  int cells() const { return size * size; }
};

struct Move {
  int vehicle = 0;   // index into Board::vehicles
  int distance = 0;  // signed, never 0: + right (or down), - left (or up)
  friend bool operator==(const Move&, const Move&) = default;
};

// What fills each cell, row by row: kEmptyCell, kWallCell or the index of the vehicle there.
inline constexpr std::int8_t kEmptyCell = -1;
inline constexpr std::int8_t kWallCell = -2;
std::vector<std::int8_t> occupancy(const Board& board);

// The offset at which the primary car has driven out: its right end on the right edge.
inline int exit_offset(const Board& board) { return board.size - board.vehicles[0].length; }
bool is_solved(const Board& board);
// How far vehicle `v` can slide back (left or up: <= 0) and forward (>= 0) in this position.
struct Reach {
  int back = 0;
  int forward = 0;
};
Reach reach(const Board& board, const std::vector<std::int8_t>& cells, int v);
// Empty when legal, otherwise why not: the text a refused move's message ends with.
std::string why_illegal(const Board& board, Move move);
// Every legal move: vehicle by vehicle in letter order, each from its farthest slide back to its
// farthest slide forward (the order the random playout draws from: part of determinism).
std::vector<Move> legal_moves(const Board& board);
// Plays a legal move.
void apply(Board& board, Move move);
inline int steps_of(Move move) { return move.distance < 0 ? -move.distance : move.distance; }

// Board text, Fogleman's ASCII format: `size` rows of `size` characters separated by '/', '.'
// empty, 'x' a wall, a capital letter a vehicle's cell, 'A' the primary car:
// "BBBCDE/FGGCDE/F.AADE/HHI.../.JI.KK/.JLLMM". Read also without the '/' (his database's
// 36-character lines) and with 'o' for empty. The letters need not follow any order. Throws
// InputError("bad_board", ...) naming the problem.
Board parse_board(std::string_view text, int size);
std::string format_board(const Board& board);
// The size a board text is written for (its rows, or the square root of its length), or 0 when
// it is neither: how a pasted board picks its size.
int size_of_text(std::string_view text);

// Move text: the vehicle's letter and the signed distance, "C+2", "A-1". Throws
// InputError("bad_move", ...) for text that names no vehicle of the board or no distance;
// legality is checked separately (why_illegal).
Move parse_move(const Board& board, std::string_view text);
std::string format_move(const Board& board, Move move);

}  // namespace puzzlelab::rush_hour
