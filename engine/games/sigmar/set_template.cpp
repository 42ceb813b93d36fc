#include "games/sigmar/set_template.hpp"

#include "core/input_error.hpp"
#include "core/quote.hpp"

namespace puzzlelab::sigmar {

namespace {

std::string random_misfit(int fold, const TileSet& set) {
  const int n = set.marbles();
  if ((n - 1) % fold == 0) return {};
  std::string fits;
  for (const int f : {6, 3, 2})
    if ((n - 1) % f == 0) fits += std::string(fits.empty() ? "" : " or ") + "symmetric-" + std::to_string(f);
  return "a " + std::to_string(fold) + "-fold symmetric template holds 1 + a multiple of " + std::to_string(fold) +
         " marbles, and this tile set has " + std::to_string(n) + "; " + fits + " fits it";
}

}  // namespace

int symmetric_fold(std::string_view template_name) {
  if (template_name == "symmetric-6") return 6;
  if (template_name == "symmetric-3") return 3;
  if (template_name == "symmetric-2") return 2;
  return 0;
}

std::string why_template_misfits(std::string_view template_name, int template_cells, const TileSet& set) {
  if (template_cells == set.marbles()) return {};
  // A name is short; a template given cell by cell is not named back in full.
  const std::string which =
      template_name.size() <= 32 ? "the " + quote_input(template_name) + " template" : "the custom template";
  return which + " has " + std::to_string(template_cells) + " cells, and this tile set has " +
         std::to_string(set.marbles()) + " marbles: choose a random symmetric template (symmetric-2 fits any set) " +
         "or a template of " + std::to_string(set.marbles()) + " cells";
}

Template template_for(std::string_view template_name, const TileSet& set, Rng& rng) {
  if (const int fold = symmetric_fold(template_name)) {
    if (std::string why = random_misfit(fold, set); !why.empty()) throw InputError("bad_params", why);
    return random_symmetric_template(fold, rng, set.marbles());
  }
  Template t = make_template(template_name, rng, set.marbles());
  if (std::string why = why_template_misfits(template_name, t.size(), set); !why.empty())
    throw InputError("bad_params", why);
  return t;
}

void check_template_fits(std::string_view template_name, const TileSet& set) {
  Rng unused(0);  // a fixed template draws nothing; a random one is not drawn here
  if (const int fold = symmetric_fold(template_name)) {
    if (std::string why = random_misfit(fold, set); !why.empty()) throw InputError("bad_params", why);
    return;
  }
  (void)template_for(template_name, set, unused);
}

}  // namespace puzzlelab::sigmar
