// The Fujisan papers' own experiment measures, as the authors' simulation code computes them
// ([GD-code]; docs/LAB.md cites each): the random solver that fails on a repeated
// position, the step connectivity with equal-valued columns weighted by one half, and "dead"
// challenges. The exact measures (shortest length, counter-intuitive moves) are in metrics.hpp.
#pragma once

#include "core/rng.hpp"
#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

// The papers' random solver (Board.cs/Program.cs of the authors' code): from `start`, a uniformly
// random legal move (legal_moves() order, one Rng draw per move); the walk fails as soon as it
// has no move or the chosen move leads to a position it has already visited, and succeeds on the
// summit. No move cap: every step visits a new one of the 20,475 positions, so it ends.
bool random_walk_without_repeats(const Board& board, Variant variant, Position start, Rng& rng);

// The authors' ConnectionStrength(): for each of the 24 mountain spaces with value v > 0, each of
// column - v and column + v that lies in 0..13 and is not a summit column (6, 7) counts 1, or 1/2
// when both spaces of the space's own column hold the same value; the sum divided by 12.
double paper_connectivity(const Board& board);

// No legal first move at all.
bool is_dead(const Board& board, Variant variant);

// The columns of [GD-taxonomy] Table 1 measured on one board: how often the values occur (the
// fewest and most times any value 0..5 occurs, an absent value counting 0; and the zeros alone),
// steps whose two spaces hold the same value ("identical step values"), and pairs of columns
// holding the same unordered pair of values ("repeated step values"), all of them and those
// between two non-summit columns (Engraved Tiles repeats a pair "only at summit").
struct ValueStatistics {
  int value_count_min = 0;
  int value_count_max = 0;
  // The same over the ten steps outside the summit (20 spaces): one column of each of the ten
  // tiles that show, as [GD-taxonomy] Table 1 counts Engraved Tiles' "0 to 7".
  int value_count_min_off_summit = 0;
  int value_count_max_off_summit = 0;
  int zeros = 0;
  int zeros_off_summit = 0;  // on the ten steps outside the summit: one per tile showing a 0 (Engraved Tiles)
  int identical_steps = 0;
  int repeated_pairs = 0;
  int repeated_pairs_off_summit = 0;
};
ValueStatistics value_statistics(const Board& board);

}  // namespace puzzlelab::fujisan
