// The random solver of the papers: uniformly random legal moves from a position until the summit
// is full, no move is left, or the move limit is reached.
//
// The papers do not state their random solver's move limit, only its result: it wins less than
// 0.3% of challenges. The limit decides that figure: a walk of unlimited length wins about a
// quarter of all challenges (the rest end stuck, every priest boxed in), 100 moves win ~13%, 20
// moves 0.05-0.4% (docs/FUJISAN.md has the curve per setup). The default, kDefaultPlayoutMoves =
// 20, is chosen to reproduce the papers' order of magnitude; it is about one and a half times the
// median minimum solution length (13). Callers that want another definition pass their own limit.
#pragma once

#include <cstdint>

#include "core/budget.hpp"
#include "core/rng.hpp"
#include "core/search_playout.hpp"
#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

inline constexpr std::uint64_t kDefaultPlayoutMoves = 20;

search::Playout<Move> random_playout(const Board& board, Variant variant, Position start, Rng& rng,
                                     std::uint64_t max_moves = kDefaultPlayoutMoves, const Budget& budget = {});

}  // namespace puzzlelab::fujisan
