// Local changes that stay within a setup, for the search for a setup's hardest challenges
// (`puzzlelab extreme`, lab/extreme.hpp; docs/LAB.md, "The hardest challenges"): the boards one
// change away from a board (a space's value changed, two spaces or two columns swapped, a column
// turned or replaced by another pair) that the setup could also deal for some seed.
#pragma once

#include <vector>

#include "core/rng.hpp"
#include "games/fujisan/rules.hpp"
#include "games/fujisan/setups.hpp"

namespace puzzlelab::fujisan {

// Whether `setup` deals `board` for some seed: pure-random any board; any-coin four of each
// value; unique-pairs that and twelve different step pairs; piecepack each suit's six spaces
// (the columns it fills, setups.hpp) holding 0..5 once each; dominoes twelve different pairs
// a != b; engraved-tiles ten different pairs other than 0:0 on steps 1..5 and 8..12, with summit
// columns 6 and 7 showing the pairs of steps 5 and 8 upside down.
bool could_deal(Setup setup, const Board& board);

// Every board one change away from `board` that could_deal accepts, each once, in an order
// shuffled by `rng`. On engraved-tiles a change to step 5 or 8 turns its summit column with it.
std::vector<Board> neighbours_within_setup(Setup setup, const Board& board, Rng& rng);

}  // namespace puzzlelab::fujisan
