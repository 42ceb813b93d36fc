// Pretzel's published studies as Lab presets (lab/studies.hpp; docs/LAB.md, "Presets" and
// "Series"): the entangled-components paper's four suits at 2..9 ranks, one preset per rank count,
// and the series over ranks that runs them one after another.
#pragma once

#include "lab/studies.hpp"

namespace puzzlelab::pretzel {

PublishedStudies studies();

}  // namespace puzzlelab::pretzel
