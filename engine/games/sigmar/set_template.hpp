// The template a tile set is dealt onto (docs/SIGMAR.md, "Tile sets"): a random symmetric
// template grows to the set's marble count, which must be 1 + a multiple of its symmetry order;
// any other template (named, or given cell by cell) must have exactly as many cells as the set
// has marbles.
#pragma once

#include <string>
#include <string_view>

#include "core/rng.hpp"
#include "games/sigmar/templates.hpp"
#include "games/sigmar/tile_set.hpp"

namespace puzzlelab::sigmar {

// 6, 3 or 2 for "symmetric-6", "symmetric-3", "symmetric-2"; 0 for any other template.
int symmetric_fold(std::string_view template_name);

// Empty when `template_cells` (a fixed template's cell count) can hold the set, else the problem
// naming both counts and what would fit.
std::string why_template_misfits(std::string_view template_name, int template_cells, const TileSet& set);

// The template by name for this set, drawn from rng as make_template draws it (the standard set
// draws exactly what make_template does). Throws InputError("bad_params", ...) when the template
// cannot hold the set.
Template template_for(std::string_view template_name, const TileSet& set, Rng& rng);

// The same check without drawing: throws as template_for would.
void check_template_fits(std::string_view template_name, const TileSet& set);

}  // namespace puzzlelab::sigmar
