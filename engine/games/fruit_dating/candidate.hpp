// One level drawn by the article's generator, before it is tested (docs/FRUIT_DATING.md,
// "Generator"): walls (solid border; walls grown from the border in ever shorter parts, painted
// one tile at a time or two with a random symmetry; inner walls where the 3x3 surroundings are
// free; every free area but the largest filled), then fruit, obstacles and features placed by
// weight. setups.cpp draws candidates until one has a shortest solution in the requested range.
#pragma once

#include "core/rng.hpp"
#include "games/fruit_dating/generator_mix.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/trace.hpp"

namespace puzzlelab::fruit_dating {

struct CandidateOptions {
  int width = 8;
  int height = 8;
  bool features = true;  // one-ways, anteaters, mud and hedgehogs may appear
  GeneratorMix mix;      // the generator's knobs: the article's unless a described setup says otherwise
};

// The weight class of a floor tile from its wall neighbours: three walls a corridor end, two
// opposite a corridor, two adjacent a corner, four closed, else open.
Spot spot_of(const Board& board, int tile);

// Draws one candidate level from `rng`, recording its steps in `trace` (cleared first).
Board draw_candidate(const CandidateOptions& options, Rng& rng, Trace& trace);

// The walls alone (border, walls, inner walls, area fill), for the tests.
Board draw_walls(const CandidateOptions& options, Rng& rng, Trace& trace);

}  // namespace puzzlelab::fruit_dating
