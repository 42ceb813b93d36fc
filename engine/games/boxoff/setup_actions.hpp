// BoxOff's ease of setup, counted (game/setup_actions.hpp; docs/BOXOFF.md, "Ease of setup,
// counted"): what a person does to deal a grid from a tile design at the table. Every BoxOff setup
// is a tile design (tile_design.hpp) and none redraws, so the count is the design's and the same
// for every seed.
#pragma once

#include "game/setup_actions.hpp"
#include "games/boxoff/tile_deal.hpp"

namespace puzzlelab::boxoff {

// One shuffle of the tiles (or tokens) when the design shuffles, one placement per tile (a token
// is a tile of one square), and one coin toss per tile when the design flips tiles by a coin.
SetupActions count_setup_actions(const TileDeal& deal);

}  // namespace puzzlelab::boxoff
