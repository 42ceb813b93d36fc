// Local changes that stay within the constructed setup, for the search for a setup's hardest
// challenges (`puzzlelab extreme`, lab/extreme.hpp; docs/LAB.md, "The hardest challenges"). A
// constructed board is the position of a drawn board's reachable set farthest from solved
// (setups.hpp), so a neighbour is made the same way: one vehicle of the board re-placed, taken out
// or added from what is left in the box, then "unsolved" again (the farthest position of the new
// board's reachable set, named as the setup names it). The setup could deal every such board: a
// draw at the table can lay out any position of that set (the dice reach every free placement,
// and a vehicle may stay in the box), and the setup then picks one of its farthest positions.
#pragma once

#include <optional>
#include <vector>

#include "core/rng.hpp"
#include "games/rush_hour/rules.hpp"
#include "games/rush_hour/setups.hpp"

namespace puzzlelab::rush_hour {

// How many neighbours one call makes at most. Each costs a search of its reachable set, and the
// search for the hardest challenges moves to the first that is as good, so a long list would
// mostly be searched for nothing; a climb whose neighbours are all worse restarts.
inline constexpr int kNeighboursPerCall = 24;

// What the constructed setup makes of a drawn board: its reachable set's position farthest from
// solved (one of them drawn by `rng`), relettered; nothing when that position is fewer than
// `min_moves` (at least 1) from solved or none is solved, or the set is larger than the setup
// explores (kDrawPositions): the draws the setup draws again.
std::optional<Board> unsolved(const Board& drawn, Rng& rng, int min_moves = 1);

// Whether `plan`'s box holds the board's vehicles besides the red car: at most plan.cars cars and
// plan.trucks trucks, and as many walls as the plan places (none on the built-in plans).
bool fits_box(const Board& board, const SetupPlan& plan);

// Up to `count` boards one change away from `board` (a board of the constructed setup), each
// unsolved again and distinct from the board and from each other, in the order drawn by `rng`.
std::vector<Board> constructed_neighbours(const Board& board, const SetupPlan& plan, Rng& rng,
                                          int count = kNeighboursPerCall);

}  // namespace puzzlelab::rush_hour
