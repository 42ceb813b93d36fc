// Sigmar's setups as data (docs/SIGMAR.md, "Setups as data"): a description names the generator
// (linear, random-test, pair-stack), the template it deals onto (a name, or the 91-character form)
// and the generator's own parameters. The built-in setups are these with the params' template and
// the defaults below, so each built-in name has a description that deals the very same boards.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "games/sigmar/setups.hpp"
#include "games/sigmar/tile_set.hpp"

namespace puzzlelab::sigmar {

// random-test's defaults: each drawn board gets this many search positions (a fixed count, not a
// time, so the same seed keeps the same board on any machine), and a challenge gives up after this
// many draws. Most random boards are decided in a few hundred positions.
inline constexpr std::uint64_t kRandomTestNodesPerBoard = 20000;
inline constexpr int kRandomTestDraws = 400;

// What a board is dealt by: a built-in setup or a described one, read.
struct Recipe {
  Setup generator = Setup::linear;
  std::string template_name;                                 // a template name or the 91-character form
  std::uint64_t nodes_per_board = kRandomTestNodesPerBoard;  // random-test
  int draws = kRandomTestDraws;                              // random-test
  PairStackOptions pair_stack;                               // pair-stack
};

// The built-in setup `setup` on the params' template.
Recipe builtin_recipe(Setup setup, const std::string& template_name);

// The description of a recipe under `name` (every field written out: a normalized description).
nlohmann::json describe_recipe(const Recipe& recipe, std::string_view name);

// A description (its "name" already checked) read against the tile set, the template defaulting to
// `params_template`: throws InputError("bad_setup", ...) naming the field and the problem (an
// unknown or missing field, a value of the wrong type or out of range, a template that is no name,
// is badly written out or cannot hold the set).
Recipe read_description(const nlohmann::json& description, const TileSet& set, const std::string& params_template);

}  // namespace puzzlelab::sigmar
