// Fujisan: the rules, the board text format and Kirkby move notation ([GD-taxonomy] section 3.1; docs/FUJISAN.md).
//
// The play area is 2 rows x 14 columns: columns 1..12 are the mountain (6 and 7 the summit),
// columns 0 and 13 the off-board start spaces. Row 0 is the top row, row 1 the bottom row.
// A space is numbered row * 14 + column, so a position (which spaces hold a priest) fits in 28
// bits. Priests are interchangeable for the rules and the solver; notation names them.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlelab::fujisan {

inline constexpr int kRows = 2;
inline constexpr int kColumns = 14;  // including the two start columns
inline constexpr int kSpaces = kRows * kColumns;
inline constexpr int kFirstMountain = 1;
inline constexpr int kLastMountain = 12;
inline constexpr int kSummitLeft = 6;
inline constexpr int kSummitRight = 7;
inline constexpr int kMaxValue = 5;
inline constexpr int kValueCount = kMaxValue + 1;  // the values 0 to kMaxValue
inline constexpr int kPriests = 4;

enum class Variant {
  standard,     // a priest on the summit only moves up/down (the papers' rule)
  summit_step,  // it may also step between the two summit columns of its row (2005 rules)
};
const char* to_string(Variant variant);
std::optional<Variant> variant_from_string(std::string_view name);

constexpr int space_of(int row, int column) { return row * kColumns + column; }
constexpr int row_of(int space) { return space / kColumns; }
constexpr int column_of(int space) { return space % kColumns; }
constexpr bool is_start_column(int column) { return column == 0 || column == kColumns - 1; }
constexpr bool is_summit_column(int column) { return column == kSummitLeft || column == kSummitRight; }

// The values of the 24 mountain spaces, 0..5.
struct Board {
  std::array<std::array<std::uint8_t, kLastMountain>, kRows> values{};  // [row][column - 1]
  int value(int row, int column) const { return values[row][column - 1]; }
  int value(int space) const { return value(row_of(space), column_of(space)); }
  friend bool operator==(const Board&, const Board&) = default;
};

// Which spaces hold a priest: bit s set for space s.
using Position = std::uint32_t;
inline constexpr Position kStart =
    (1u << space_of(0, 0)) | (1u << space_of(1, 0)) | (1u << space_of(0, 13)) | (1u << space_of(1, 13));
inline constexpr Position kSummit =
    (1u << space_of(0, 6)) | (1u << space_of(0, 7)) | (1u << space_of(1, 6)) | (1u << space_of(1, 7));
constexpr bool occupied(Position p, int space) { return (p >> space) & 1u; }
constexpr bool is_solved(Position p) { return p == kSummit; }
// Priests on the summit's four spaces (bit tests: no popcount instruction is assumed).
constexpr int summit_priests(Position p) {
  return static_cast<int>(((p >> space_of(0, kSummitLeft)) & 1u) + ((p >> space_of(0, kSummitRight)) & 1u) +
                          ((p >> space_of(1, kSummitLeft)) & 1u) + ((p >> space_of(1, kSummitRight)) & 1u));
}

struct Move {
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  friend bool operator==(const Move&, const Move&) = default;
};
constexpr Position apply(Position p, Move m) { return (p & ~(1u << m.from)) | (1u << m.to); }

// At most 4 priests x (11 sideways + 1 vertical) moves.
inline constexpr int kMaxMoves = 48;
struct MoveList {
  std::array<Move, kMaxMoves> moves;
  int size = 0;
  void push(Move m) { moves[size++] = m; }
  const Move* begin() const { return moves.data(); }
  const Move* end() const { return moves.data() + size; }
};

// Every legal move from p, in a fixed order: by source space; for each source its sideways moves
// leftwards (nearest first), then rightwards (nearest first), then its up/down move.
MoveList legal_moves(const Board& board, Variant variant, Position p);

// legal_moves() for many positions of one board: the board's values kept as one bit mask of
// columns per row and value, so a priest's sideways targets come out of a fixed number of bit
// operations instead of a loop that branches on the row's contents. Searches keep one.
class MoveGenerator {
 public:
  MoveGenerator(const Board& board, Variant variant);
  MoveList operator()(Position p) const;
  // The same moves written to out[0..n), n returned; `out` has room for kMaxMoves.
  int write(Position p, Move* out) const;

  // The columns a priest at (row, column) reaches sideways when the row's occupied columns are
  // `occupied` (bit c for column c, its own included): leftwards and rightwards.
  struct Targets {
    std::uint16_t left = 0;
    std::uint16_t right = 0;
  };
  Targets sideways_targets(int row, int column, std::uint32_t occupied) const;
  Variant variant() const { return variant_; }

 private:
  int sideways(Position p, int from, Move* out) const;
  // Bit c of columns_[row][v]: the mountain space (row, c) holds v (1..5).
  std::array<std::array<std::uint32_t, kMaxValue + 1>, kRows> columns_{};
  Variant variant_;
};
bool is_legal(const Board& board, Variant variant, Position p, Move m);

// Unoccupied spaces a sideways move counts, per rule 2: the target and the empty spaces
// strictly between source and target in the row.
int sideways_distance(Position p, int row, int from_column, int to_column);

// Board text: "TOP/BOTTOM", twelve digits 0..5 each, mountain columns 1..12 left to right.
// Throws InputError("bad_board", ...) naming the problem.
Board parse_board(std::string_view text);
std::string format_board(const Board& board);

// Priest identities for notation and display: A, C, M, S (Arms, Crowns, Moons, Suns).
// They start S: top-left, M: bottom-left, C: top-right, A: bottom-right.
inline constexpr std::array<char, kPriests> kPriestLetters = {'A', 'C', 'M', 'S'};
using Priests = std::array<std::uint8_t, kPriests>;  // space of each priest, indexed like the letters
Priests initial_priests();
Position position_of(const Priests& priests);
// Index of the priest on `space`, or -1.
int priest_at(const Priests& priests, int space);
Priests apply(Priests priests, Move m);

// Kirkby notation: the priest's letter, then U (to the top row), D (to the bottom row), L or R;
// sideways moves then list the values of the spaces travelled, in order, with the values of
// skipped occupied spaces in parentheses. E.g. "SR4(2)3": S moves right over an empty 4, a priest
// standing on a 2, onto a 3 (two unoccupied spaces travelled: the 4 and the 3).
std::string to_notation(const Board& board, const Priests& priests, Move m);
// Parses one move in Kirkby notation and checks that it is legal. Throws InputError("bad_move",
// ...) naming the problem.
Move parse_notation(const Board& board, Variant variant, const Priests& priests, std::string_view text);

// Sum over priests of |column - 6.5|, doubled to stay integral: the "distance from the summit
// centre" behind the counter-intuitive move metric.
int doubled_summit_distance(Position p);

}  // namespace puzzlelab::fujisan
