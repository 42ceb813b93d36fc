// How the objects moved during one tilt, for the animation: the engine's tilt() answers only the
// position after it, so this follows every fruit and obstacle through the slide (objects keep
// their order along a line, the leading side settles first, exactly as the rules say) and then
// explains the difference to the engine's answer: fruit that left the board were matched (they
// pop) or eaten, fruit that reappear elsewhere were pulled by an anteater. What is painted once
// the animation ends is always the engine's position; this only decides how things get there.
#pragma once

#include <vector>

#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

struct ObjectMotion {
  enum class End { stays, pops, eaten, pulled };
  Thing thing = kEmpty;  // as it was before the tilt
  int from = -1;         // tile before the tilt
  int slid_to = -1;      // tile where the slide left it (the hedgehog's tile when eaten)
  int pulled_to = -1;    // with End::pulled: where the anteater left it
  End end = End::stays;
  bool spoiled = false;  // it came to rest in mud
};

// The motion of every movable object of `before` in a tilt towards d that led to `after`.
std::vector<ObjectMotion> tilt_motion(const Board& before, const Board& after, Dir d);

}  // namespace puzzlelab::fruit_dating
