// The interpreter of BoxOff tile designs (tile_design.hpp): a design resolved against the grid
// and colours, then dealt with puzzlelab::Rng. Draws, in order: one Fisher-Yates shuffle of the
// tile list (when the design shuffles), then, slot by slot in placement order, one coin (when the
// design flips; heads flips). The built-in setups' descriptions draw exactly what the built-ins do,
// so they deal the same boards and traces.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "core/setup_trace.hpp"
#include "games/boxoff/rules.hpp"
#include "games/boxoff/setups.hpp"
#include "games/boxoff/tile_design.hpp"

namespace puzzlelab::boxoff {

struct TileDeal {
  int block_rows = 1;
  int block_cols = 1;
  int slots_per_block = 1;
  std::vector<std::vector<int>> slots;  // squares (row * cols + column), in placement order
  std::vector<std::vector<int>> tiles;  // colours, in slot-cell order, as listed before the shuffle
  bool shuffle = true;
  std::vector<int> flip;  // empty: no coins
  bool l_shaped = false;  // every slot an L of three squares with its corner first (words in the trace)
  bool straight = false;  // every slot a straight line

  bool tokens() const { return !slots.empty() && slots.front().size() == 1; }
};

// The design's slots on this grid and its tiles for these colours. Throws InputError("bad_setup",
// ...) naming the field: no block divides the grid, too many or too few tiles for the slots, or a
// colour on other than hw/c squares (BoxOff needs every colour hw/c times).
TileDeal resolve_deal(const Params& params, const TileDesign& design);

Board deal(const Params& params, const TileDeal& deal, Rng& rng, SetupTrace* trace = nullptr);

// How many different boards the design can deal, exact: t!/prod(m!) x 2^f with m the sizes of
// the classes of tiles equal up to a flip and f the number of tiles a flip changes (only 2^f when
// not shuffled; f = 0 without flips). The slots being fixed, a board tells each slot's tile class
// and side, so this counts boards. For the built-ins it is count_challenges' number.
ChallengeCount count_deal(const TileDeal& deal);

// The slot covering each square, in placement order (for drawing the tiles' outlines).
std::vector<int> slot_of_squares(const Params& params, const TileDeal& deal);

}  // namespace puzzlelab::boxoff
