// What BoxOff's JSON params name, read once for the adapter and the game's part in the Lab. (A
// board's text carries its own grid: parse_board, rules.hpp.)
#pragma once

#include <nlohmann/json.hpp>

#include "games/boxoff/rules.hpp"

namespace puzzlelab::boxoff {

// The grid and colours of normalized params (every key present).
Params params_of(const nlohmann::json& params);

}  // namespace puzzlelab::boxoff
