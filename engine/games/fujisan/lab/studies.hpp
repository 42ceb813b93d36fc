// Fujisan's published studies as Lab presets (lab/studies.hpp; docs/LAB.md, "Presets"): the
// setup-taxonomy paper's five setups and the entangled-components paper's unique pairs, under both
// summit rules.
#pragma once

#include "lab/studies.hpp"

namespace puzzlelab::fujisan {

PublishedStudies studies();

}  // namespace puzzlelab::fujisan
