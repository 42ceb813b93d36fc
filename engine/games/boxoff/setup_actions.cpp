#include "games/boxoff/setup_actions.hpp"

namespace puzzlelab::boxoff {

SetupActions count_setup_actions(const TileDeal& deal) {
  SetupActions out;
  const int tiles = static_cast<int>(deal.slots.size());
  out.shuffles = deal.shuffle ? 1 : 0;
  out.placements = tiles;
  // A coin per slot says whether its tile is laid flipped (tile_design.hpp, "flip"): tossed for
  // every tile, heads or tails.
  out.rolls = deal.flip.empty() ? 0 : tiles;
  return out;
}

}  // namespace puzzlelab::boxoff
