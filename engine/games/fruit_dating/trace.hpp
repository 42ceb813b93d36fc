// What the article's generator did, step by step, for one level (docs/FRUIT_DATING.md,
// "Generator"): recorded by the very code that builds the level (candidate.cpp), so that replaying
// the steps on an empty grid always ends on the generated board. trace_steps.hpp turns it into the
// setup trace every game gives talk mode and `puzzlelab trace`.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

// How walls are painted: one tile at a time (none), or each tile and its image under a symmetry
// made of these bits (flips act after the rotation).
inline constexpr std::uint8_t kFlipColumns = 1;  // mirror left-right
inline constexpr std::uint8_t kFlipRows = 2;     // mirror top-bottom
inline constexpr std::uint8_t kRotate90 = 4;     // quarter turn clockwise (square boards only)

// The weight classes of a floor tile, from its wall neighbours.
enum class Spot : std::uint8_t { open, corridor, corner, corridor_end, closed };

struct GeneratorStep {
  enum class Kind : std::uint8_t {
    border,      // the solid border
    wall_part,   // one part of a wall grown from the border (`wall`, `part` count from 1)
    inner_wall,  // an inner wall, its tiles collected first and painted at once
    fill_area,   // a free area other than the largest, filled with wall
    place,       // a thing (fruit, obstacle, hedgehog, anteater) or mud put on `tiles[0]` by weight
    one_way,     // a one-way border put by weight
  };
  Kind kind = Kind::border;
  std::vector<int> tiles;  // the tiles painted, filled or used (symmetric images included)
  int wall = 0;
  int part = 0;
  int length = 0;        // wall_part: the length drawn for it (fewer tiles when the border cuts it)
  Thing thing = kEmpty;  // place: what was placed (kEmpty with `mud` for a mud tile)
  bool mud = false;
  OneWay border;           // one_way: the border placed
  Spot spot = Spot::open;  // place: the weight class of the tile chosen
  int weight = 0;          // place, one_way: the chosen spot's weight ...
  int total_weight = 0;    // ... out of the sum over every spot that could have been chosen
};

const char* to_string(GeneratorStep::Kind kind);
const char* to_string(Spot spot);

struct Trace {
  std::uint8_t symmetry = 0;  // 0: one tile at a time; else kFlipColumns | kFlipRows | kRotate90 bits
  // The per-level fruit weights by spot: open, corridor, corner, corridor end (article: 1, 2,
  // 3 + R(3), 6 + R(3)).
  std::array<int, 4> fruit_weights{};
  int obstacle_density_percent = 0;
  std::vector<GeneratorStep> steps;
  std::uint64_t candidates = 0;  // levels generated and tested, the accepted one included
  int shortest = -1;             // the accepted level's shortest solution
};

}  // namespace puzzlelab::fruit_dating
