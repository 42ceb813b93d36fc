// The setup algorithms for BoxOff ([GD-entangled] sections II-A and V; docs/BOXOFF.md): each turns a
// puzzlelab::Rng into a full board. Only Rng's own draws (below, coin, shuffle) are used, in the
// fixed order documented with each algorithm, so a (params, setup, seed) triple names the same
// board natively and in WebAssembly.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/setup_table.hpp"
#include "core/setup_trace.hpp"
#include "core/rng.hpp"
#include "games/boxoff/rules.hpp"

namespace puzzlelab::boxoff {

enum class Setup { shuffled, l_tiles, three_colour_tiles };

using SetupInfo = SetupEntry<Setup>;

// In the order the app lists them.
const std::array<SetupInfo, 3>& all_setups();
std::optional<Setup> setup_from_string(std::string_view name);
std::string_view to_string(Setup setup);

// An L-shaped tile: `corner` on the corner square, `arms` on the two arm squares, in the order
// the tile lies unflipped (a flip swaps them). L-Tiles: corner = arms[0] = S, arms[1] = D.
struct Tile {
  int corner = 0;
  std::array<int, 2> arms{};
  friend bool operator==(const Tile&, const Tile&) = default;
};

// How the grid is cut into blocks of two L slots: 2x3 blocks (2 rows, 3 columns) when rows are
// even and columns a multiple of 3, else 3x2 blocks when rows are a multiple of 3 and columns
// even. Empty when neither fits.
struct Slot {
  int corner = 0;
  std::array<int, 2> arms{};  // squares
};
// Every slot, in placement order: the first slot of every block (blocks in reading order), then
// the second slot of every block. Throws InputError("bad_params", ...) when no blocks fit.
std::vector<Slot> tile_slots(int rows, int cols);
// The same layout square by square, for drawing the tiles' outlines: the index (in tile_slots'
// order) of the slot covering each square, row * cols + column. The layout depends on the grid
// alone, never on the seed. Throws like tile_slots.
std::vector<int> tile_of_squares(int rows, int cols);

// The tile sets. Throw InputError("bad_params", ...) naming the problem when the parameters
// allow none (e.g. L-Tiles need a tile count the colour counts can balance; three-colour
// tiles need at least 3 colours).
std::vector<Tile> l_tiles(const Params& params);
std::vector<Tile> three_colour_tiles(const Params& params);
// Throws InputError("bad_params", ...) when this setup cannot make a board of these parameters.
void check_setup(const Params& params, Setup setup);

// Draws one board (params must be valid), dealing the setup's tile design (tile_design.hpp) with the
// interpreter of described setups (tile_deal.hpp). The board for (params, setup, seed) is
// generate(params, setup, Rng(seed)).
// With a trace, every step is recorded in it as it happens (the shuffle, the cut into blocks,
// each token or tile laid, each flip).
Board generate(const Params& params, Setup setup, Rng& rng, SetupTrace* trace = nullptr);
Board generate(const Params& params, Setup setup, std::uint64_t seed, SetupTrace* trace = nullptr);

// How many different challenges a setup can produce (exact, as a decimal string; these numbers
// exceed 64 bits), and the papers' formula for comparison:
//   shuffled: (hw)! / (k!)^c with k = hw/c tokens per colour (the multinomial coefficient);
//   tiles: 2^t t! / prod(m!) over the multiplicities m of identical tiles (t = hw/3 tiles; a
//   flip always changes the board, as the arms differ in colour). The paper writes 2^t t!, which
//   is exact when the tiles all differ, as in (4,6,4) and (6,6,6).
struct ChallengeCount {
  std::string exact;    // decimal
  double log10 = 0;     // of exact
  std::string formula;  // the formula, as text
};
ChallengeCount count_challenges(const Params& params, Setup setup);

}  // namespace puzzlelab::boxoff
