// Templates: which cells of the board hold marbles (docs/SIGMAR.md, "Templates"). Every template
// has 55 cells, the centre among them (gold always sits on the centre).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/rng.hpp"
#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

struct Template {
  std::array<bool, kCells> cell{};
  int size() const;
  bool has(int c) const { return cell[c]; }
  friend bool operator==(const Template&, const Template&) = default;
};

// The outer two rings (30 + 24 cells) and the centre.
Template rings_template();

// A random template with 6-, 3- or 2-fold rotational symmetry about the centre: a random walk from
// the centre, each new cell added with its whole orbit under the symmetry, until 55 cells
// (1 + 9 orbits of 6, 1 + 18 of 3, or 1 + 27 of 2), or until `cells` for another tile set
// (tile_set.hpp). Throws InputError("bad_params", ...) for another fold, or a size that is not
// 1 + a multiple of the fold.
Template random_symmetric_template(int fold, Rng& rng, int cells = kStandardMarbles);

// The named templates of the thesis's Figure 3 (dense, pinwheel, sparse, star, wheel; where each
// shape comes from: docs/SIGMAR.md), from assets/sigmar/templates/*.json compiled in, followed by
// "NAME-mirrored" for each one whose mirror image differs from it (the game shows templates
// mirrored too).
struct NamedTemplate {
  std::string name;
  std::string description;
  Template cells;
};
const std::vector<NamedTemplate>& named_templates();

// Any template by name: "rings", a named template (or its mirror), "symmetric-6", "symmetric-3",
// "symmetric-2" (random: drawn from rng; the others draw nothing), or a custom template written
// out (91 characters, see parse_template; `marbles` cells). Throws InputError("bad_params", ...)
// listing the names for an unknown one, InputError("bad_template", ...) for a bad custom one.
Template make_template(std::string_view name, Rng& rng, int marbles = kStandardMarbles);
std::vector<std::string> template_names();

// The cell a rotation by 60 degrees about the centre takes c to (k times).
int rotate(int cell, int k);
// The cell's mirror image across the vertical axis through the centre: its row read right to left.
int mirror_cell(int cell);
Template mirrored(const Template& t);

// The template as text: 91 characters, 'x' for a template cell, '_' otherwise.
std::string format_template(const Template& t);
// Whether text is written as a custom template (91 characters) rather than a name.
bool is_custom_template(std::string_view text);
// The problem with a custom template for a tile set of `marbles` marbles, or "" when there is
// none: the length, the first character other than 'x'/'_' and its position (1-based), the centre
// empty, or a cell count other than `marbles`. The one check every reader of a template uses.
std::string template_problem(std::string_view text, int marbles = kStandardMarbles);
// Throws InputError("bad_template", template_problem(...)) when there is a problem.
Template parse_template(std::string_view text, int marbles = kStandardMarbles);

}  // namespace puzzlelab::sigmar
