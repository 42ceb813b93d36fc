// BoxOff setups as data (docs/BOXOFF.md, "Setups as data"): a tile set a designer writes as JSON.
// The grid is cut into blocks, each block into slots (one tile's squares, as cell offsets); the
// tiles carry the colours, in the order of their slot's cells; the tiles are shuffled (or laid in
// the order written) and each may be flipped by a coin. Single squares are tokens: the Shuffled
// setup is one-square tiles in 1x1 blocks. Every built-in setup is one of these descriptions
// (describe_builtin below), and one interpreter (tile_deal.hpp) deals them all.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "games/boxoff/rules.hpp"
#include "games/boxoff/setups.hpp"

namespace puzzlelab::boxoff {

// Bounds that keep every description small and every check quick (the grid has at most 64 squares).
inline constexpr int kMaxBlockChoices = 4;  // alternatives in "blocks"
inline constexpr int kMaxTileSquares = 8;   // squares of one tile
inline constexpr int kMaxTileList = 64;     // entries of "tiles" or "cycle"

struct Cell {
  int row = 0;
  int col = 0;
  friend bool operator==(const Cell&, const Cell&) = default;
};

// A block of the grid and the slots that cover it exactly; a slot's first cell is where its tile's
// first colour goes.
struct Block {
  int rows = 1;
  int cols = 1;
  std::vector<std::vector<Cell>> slots;
};

enum class Order { slot_major, block_major };
// Colours given as a rule rather than tile by tile: the hw colours in a sequence, cut into tiles.
//   sorted: colour 0 hw/c times, then colour 1, ...;  cyclic: 0, 1, ..., c-1, 0, 1, ...
enum class Fill { none, sorted, cyclic };

struct TileDesign {
  std::string name;
  std::vector<Block> blocks;            // alternatives: the first whose size divides the grid is used
  Order order = Order::slot_major;      // slot 1 of every block, then slot 2, ...; or block by block
  std::vector<std::vector<int>> tiles;  // "tiles": each tile's colours (0 = a), in slot-cell order
  std::vector<std::vector<int>> cycle;  // "cycle": colour offsets, one tile per colour S and entry
  Fill fill = Fill::none;               // "fill"
  bool shuffle = true;                  // one shuffle of the tile list before laying
  std::vector<int> flip;                // tile square laid on each slot cell when a coin says flip; empty: none
};

// Reads a description (an object with a valid "name") against the parameters: every field checked,
// defaults filled in. Throws InputError("bad_setup", ...) naming the field and the problem. The
// work is bounded by the limits above (no search).
TileDesign read_tile_design(const Params& params, const nlohmann::json& description);
// The normalized description: every field written, keys in one order.
nlohmann::json tile_design_json(const TileDesign& design);

// A built-in setup as a description that deals the same boards and traces for these parameters
// (generate deals the built-ins from it). Throws InputError("bad_params", ...) where the built-in
// itself refuses the parameters.
TileDesign builtin_design(const Params& params, Setup setup);
nlohmann::json describe_builtin(const Params& params, Setup setup);
// The name a built-in's description carries (a description's name is never a built-in name).
std::string described_name(Setup setup);

}  // namespace puzzlelab::boxoff
