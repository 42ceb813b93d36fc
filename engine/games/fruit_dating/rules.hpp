// Fruit Dating: the tilt rules, the board text format and the move notation (the article [SBC], section 2;
// docs/FRUIT_DATING.md settles what the article leaves open, docs/REFERENCES.md cites it).
//
// A board is a grid of at most 8 x 8 tiles whose outer ring is wall. Each tile has a ground (wall,
// floor or mud) and at most one thing on it: a fruit (one of six colours), a fruit spoiled in mud,
// an obstacle (stone, car or barrel), a hedgehog (asleep or awake) or an anteater (facing one of
// four directions). One-way borders sit between two tiles and let objects cross in one direction
// only.
//
// A move tilts the board: every fruit and obstacle slides in that direction until something stops
// it, the objects nearest the far side settling first so that a line of objects packs against
// whatever stops its front. A fruit entering mud is stuck there, spoiled; obstacles cross mud. A
// fruit pushed into a hedgehog is eaten (the hedgehog is then awake); an obstacle pushed into one
// stops and puts it back to sleep. Walls, anteaters, hedgehogs, spoiled fruit and one-way borders
// crossed the wrong way stop everything. Then, until nothing changes: same-colour fruit that are
// orthogonally adjacent are matched and removed (whole groups at once), and each anteater (in
// row-major order) pulls the first thing in its line of sight toward itself if it is a fruit with
// nothing in between (a one-way the fruit could not cross toward it blocks the sight); a pulled
// fruit stops next to the anteater, or in the first mud tile on the way (spoiled).
//
// Solved: every fruit matched (none left, none eaten). Lost: a fruit eaten or spoiled, or a colour
// with a single fruit left (it can never be matched); a lost position stays lost. A tilt that
// changes nothing is not a move.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"

namespace puzzlelab::fruit_dating {

inline constexpr int kMinSize = 4;  // width and height, border included
inline constexpr int kMaxSize = 8;
inline constexpr int kMaxTiles = kMaxSize * kMaxSize;
inline constexpr int kColours = 6;

// The four tilt directions, in the order the article's solver tries them (and legal_moves lists
// them): right, up, left, down.
enum class Dir : std::uint8_t { right, up, left, down };
inline constexpr std::array<Dir, 4> kDirs = {Dir::right, Dir::up, Dir::left, Dir::down};
constexpr Dir opposite(Dir d) { return static_cast<Dir>((static_cast<int>(d) + 2) & 3); }
constexpr std::uint8_t bit(Dir d) { return static_cast<std::uint8_t>(1u << static_cast<int>(d)); }

enum class Ground : std::uint8_t { floor, wall, mud };

// What stands on a tile, one byte (the solver's state is the array of these).
using Thing = std::uint8_t;
inline constexpr Thing kEmpty = 0;
inline constexpr Thing kFruit = 1;    // 1..6: a fruit of colour 0..5
inline constexpr Thing kSpoiled = 7;  // 7..12: a fruit of colour 0..5 stuck in mud
inline constexpr Thing kStone = 13;
inline constexpr Thing kCar = 14;
inline constexpr Thing kBarrel = 15;
inline constexpr Thing kHedgehog = 16;       // asleep
inline constexpr Thing kHedgehogAwake = 17;  // has eaten a fruit
inline constexpr Thing kAnteater = 18;       // 18..21: facing right, up, left, down

constexpr bool is_fruit(Thing t) { return t >= kFruit && t < kFruit + kColours; }
constexpr bool is_spoiled(Thing t) { return t >= kSpoiled && t < kSpoiled + kColours; }
constexpr bool is_obstacle(Thing t) { return t >= kStone && t <= kBarrel; }
constexpr bool is_movable(Thing t) { return is_fruit(t) || is_obstacle(t); }
constexpr bool is_hedgehog(Thing t) { return t == kHedgehog || t == kHedgehogAwake; }
constexpr bool is_anteater(Thing t) { return t >= kAnteater && t < kAnteater + 4; }
constexpr int colour_of(Thing t) { return is_fruit(t) ? t - kFruit : t - kSpoiled; }
constexpr Thing fruit(int colour) { return static_cast<Thing>(kFruit + colour); }
constexpr Thing anteater(Dir facing) { return static_cast<Thing>(kAnteater + static_cast<int>(facing)); }
constexpr Dir facing_of(Thing anteater_thing) { return static_cast<Dir>(anteater_thing - kAnteater); }

// A one-way border, named by the tile left of it (a vertical border, `allowed` right or left) or
// above it (a horizontal border, `allowed` up or down): objects cross it only moving `allowed`.
struct OneWay {
  int row = 0;
  int column = 0;
  Dir allowed = Dir::right;
  friend bool operator==(const OneWay&, const OneWay&) = default;
};

// A level or a position: the fixed layout and the things on the tiles.
struct Board {
  int width = 0;
  int height = 0;
  std::vector<Ground> ground;        // row by row
  std::vector<std::uint8_t> closed;  // per tile: bit(d) set when a one-way forbids leaving it moving d
  std::vector<Thing> things;         // row by row
  int eaten = 0;                     // fruit eaten by hedgehogs so far (not in the text: a lost game)

  int tiles() const { return width * height; }
  int index(int row, int column) const { return row * width + column; }
  int row_of(int tile) const { return tile / width; }
  int column_of(int tile) const { return tile % width; }
  // The tile next to `tile` in direction d, or -1 off the grid.
  int step(int tile, Dir d) const;
  friend bool operator==(const Board&, const Board&) = default;
};

// An empty board (border walls, floor inside) of the given size; throws InputError("bad_params")
// for a size outside kMinSize..kMaxSize.
Board empty_board(int width, int height);
void validate_size(int width, int height);

// One-way borders of a board, in text order (by row, then column, vertical border first).
std::vector<OneWay> one_ways(const Board& board);
// Adds a one-way border; throws InputError("bad_board") when it is off the grid or the border
// already has one.
void add_one_way(Board& board, const OneWay& one_way);

// Fruit on the board, spoiled ones included.
int fruit_count(const Board& board);
bool is_solved(const Board& board);
bool is_lost(const Board& board);
// What a search knows before its first move: solved (nothing left to match), unsolvable (a loss
// nothing can undo) or unknown (search it). Every solver starts from this.
Status verdict_before_search(const Board& board);

// Tilts the board in direction d and resolves matches and anteaters. Returns whether anything
// changed (when not, the tilt is not a move and `board` is unchanged).
bool tilt(Board& board, Dir d);
// The tilts that change the board, in kDirs order (none once solved or lost).
std::vector<Dir> legal_moves(const Board& board);
// Applies a move; throws InputError("bad_move") when it changes nothing or the game is over.
void apply(Board& board, Dir d);

// Board text: the rows top to bottom separated by '/', one character per tile:
//   #  wall            .  floor           ~  mud
//   a..f  a fruit (six colours)           A..F  that fruit spoiled in mud
//   o  stone   x  car   u  barrel (on floor);  O  X  U  the same resting in mud
//   h  hedgehog asleep  H  hedgehog awake
//   >  ^  <  v  an anteater facing right, up, left, down
// then one ";RCa" per one-way border: R and C the row and column (1-based, border included) of
// the tile left of a vertical border (a = '>' or '<', the direction allowed) or above a horizontal
// one (a = 'v' or '^'). The outer ring must be wall. Spaces and a trailing newline are ignored.
// Throws InputError("bad_board", ...) naming the problem.
Board parse_board(std::string_view text);
// The character of one tile in the board text.
char tile_char(Ground ground, Thing thing);
std::string format_board(const Board& board);
// The size a board text spells out (rows, and the width of its first row), or {0, 0}.
std::pair<int, int> size_of_text(std::string_view text);

char direction_letter(Dir d);       // R U L D
const char* direction_name(Dir d);  // right, up, left, down
// Move text: one letter, R U L D (either case). Throws InputError("bad_move", ...).
Dir parse_move(std::string_view text);
std::string format_move(Dir d);

}  // namespace puzzlelab::fruit_dating
