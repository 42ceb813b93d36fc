// The random solver of the papers: uniformly random legal moves from a position until the summit
// is full, no move is left, or the move limit is reached.
//
// The papers do not state their random solver's move limit. Ours defaults to kDefaultPlayoutMoves
// = 100 moves: a random walk given unlimited time eventually reaches the summit of every solvable
// challenge (every up/down move can be undone, so it wanders the whole reachable space), which
// would measure patience, not play. 100 is more than any published optimal solution (63) and about
// four times the typical one. docs/FUJISAN.md reports the win rates this limit gives next to the
// papers' "< 0.3%".
#pragma once

#include <cstdint>

#include "core/budget.hpp"
#include "core/rng.hpp"
#include "core/search_playout.hpp"
#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

inline constexpr std::uint64_t kDefaultPlayoutMoves = 100;

search::Playout<Move> random_playout(const Board& board, Variant variant, Position start, Rng& rng,
                                     std::uint64_t max_moves = kDefaultPlayoutMoves, const Budget& budget = {});

}  // namespace puzzlelab::fujisan
