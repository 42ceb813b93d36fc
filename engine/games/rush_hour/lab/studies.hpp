// Rush Hour's study as a Lab preset (lab/studies.hpp; docs/LAB.md, "Presets"): on the standard
// board, the dice at the table beside the boards constructed the way Fogleman's generator makes
// them [Fogleman] and those graded to a target. No paper reports values for these setups, so the preset carries none:
// the document shows what was measured.
#pragma once

#include "lab/studies.hpp"

namespace puzzlelab::rush_hour {

PublishedStudies studies();

}  // namespace puzzlelab::rush_hour
