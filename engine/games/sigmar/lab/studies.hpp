// Sigmar's Garden's published studies as Lab presets (lab/studies.hpp; docs/LAB.md, "Presets"):
// the thesis's Tables 2 and 3 ([Ruigrok] section 8), one preset per template of the tables, each
// carrying every printed cell of its column and the text's figures.
#pragma once

#include "lab/studies.hpp"

namespace puzzlelab::sigmar {

PublishedStudies studies();

}  // namespace puzzlelab::sigmar
