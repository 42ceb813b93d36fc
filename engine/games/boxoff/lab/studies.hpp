// BoxOff's published studies as Lab presets (lab/studies.hpp; docs/LAB.md, "Presets"): the
// entangled-components paper's (4,6,4) and (6,6,6) comparisons of Shuffled and L-Tiles, and the
// published (6,8,3) game.
#pragma once

#include "lab/studies.hpp"

namespace puzzlelab::boxoff {

PublishedStudies studies();

}  // namespace puzzlelab::boxoff
