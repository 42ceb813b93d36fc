// The knobs of Fruit Dating's level generator (docs/FRUIT_DATING.md, "Generator" and "Setups as
// data"): how walls are drawn, how many fruit, obstacles and features a level gets, where each is
// placed by weight, and how long a candidate is tested. The defaults are the setup `article`; a
// described setup (setup_description.hpp) is these with other values.
//
// Every knob keeps the article's random draws when it has the article's value: a range of one
// value, a chance of 0 or 1 and a random weight of 0 or 1 draw nothing, so a level drawn with the
// defaults is the very level the article's setup gives for the same seed.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

struct CountRange {
  int min = 0;
  int max = 0;
};

// A probability as a fraction, drawn as Rng::below(denominator) < numerator.
struct Chance {
  int numerator = 0;
  int denominator = 1;
};

// A spot's weight: base + R(random), R(m) uniform in 0..m-1, drawn once per candidate.
struct SpotWeight {
  int base = 0;
  int random = 0;
};

// By Spot: open, corridor, corner, corridor end (a closed tile never gets anything).
using SpotWeights = std::array<SpotWeight, 4>;

// How many of a feature a candidate gets: none, or with `chance` a count in `count`.
struct FeatureMix {
  Chance chance;
  CountRange count;
};

enum class Painting : std::uint8_t { coin, one_tile, two_tiles };

// The article's test: a candidate whose search stores more than this many positions before
// reaching max_moves is rejected (deterministically: positions, not time) ...
inline constexpr std::uint64_t kCandidateStates = 200'000;
// ... and generation gives up (budget_exhausted) after this many candidates, whatever the budget.
inline constexpr std::uint64_t kMaxCandidates = 100'000;

inline constexpr int kMaxWeight = 1000;
inline constexpr std::uint64_t kMaxCandidateStatesKnob = 2'000'000;

struct GeneratorMix {
  // The board sizes (width, height, border included) the mix is for.
  CountRange width{kMinSize, kMaxSize};
  CountRange height{kMinSize, kMaxSize};
  // Walls. Painting two tiles at a time uses one of `symmetries` (kFlipColumns | kFlipRows |
  // kRotate90 bits, 1..7), drawn uniformly among those allowed on the board (a quarter turn only
  // on a square one); when none is allowed the walls are painted one tile at a time.
  Painting painting = Painting::coin;
  std::vector<std::uint8_t> symmetries = {1, 2, 3, 4, 5, 6, 7};
  int border_walls_min = 1;           // walls grown from the border: min + R(1 + max(1, (w + h) / divisor))
  int border_walls_size_divisor = 4;  // w, h the inner size
  int inner_walls_max = 2;            // 0..max inner walls
  bool fill_small_areas = true;       // every free area but the largest walled up
  // Fruit: a number of pairs in `pairs`, cut to one pair per `floor_tiles_per_pair` floor tiles
  // (never below one; 0 does not cut), of distinct colours drawn from `colours` (0..5: a..f).
  CountRange pairs{1, 3};
  int floor_tiles_per_pair = 6;
  std::vector<int> colours = {0, 1, 2, 3, 4, 5};
  // Obstacles: a density of the floor tiles in percent, each of a kind drawn from `obstacle_kinds`.
  CountRange obstacle_percent{0, 20};
  std::vector<Thing> obstacle_kinds = {kStone, kCar, kBarrel};
  // Features, drawn only when the params' `features` is "all".
  FeatureMix mud{{1, 3}, {1, 2}};
  FeatureMix hedgehogs{{1, 4}, {1, 1}};
  FeatureMix anteaters{{1, 4}, {1, 1}};
  FeatureMix one_ways{{1, 3}, {1, 2}};
  // Placement weights by spot (the article's for fruit; the engine's own for the rest).
  SpotWeights fruit_weights{{{1, 0}, {2, 0}, {3, 3}, {6, 3}}};
  SpotWeights obstacle_weights{{{4, 0}, {3, 0}, {2, 0}, {1, 0}}};
  SpotWeights mud_weights{{{2, 0}, {3, 0}, {1, 0}, {1, 0}}};
  SpotWeights hedgehog_weights{{{1, 0}, {0, 0}, {2, 0}, {3, 0}}};
  SpotWeights anteater_weights{{{1, 0}, {0, 0}, {2, 0}, {3, 0}}};
  // The test: a candidate's search stores at most this many positions; candidates drawn before
  // generation gives up (budget_exhausted).
  std::uint64_t candidate_states = kCandidateStates;
  std::uint64_t max_candidates = kMaxCandidates;
};

}  // namespace puzzlelab::fruit_dating
