// What Fruit Dating's text and JSON inputs name, read once for the adapter and the game's part in
// the Lab: the generator's params, a level's text at their size.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/setups.hpp"

namespace puzzlelab::fruit_dating {

// The generator's params from normalized params (its defaults where they name none).
GeneratorParams params_of(const nlohmann::json& params);
// The board, which must have the size the params give: InputError("bad_board", ...) otherwise.
Board board_of(const nlohmann::json& params, std::string_view text);

}  // namespace puzzlelab::fruit_dating
