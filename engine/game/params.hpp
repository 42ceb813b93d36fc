// Game parameters checked and completed from the game's own description (GameInfo::params), the
// same way for every game, with one set of error codes:
//   bad_params    the params are not a JSON object, or break a rule between parameters
//                 (Game::check_params, e.g. BoxOff's colours must divide the squares)
//   unknown_param a key the game does not have; the message lists the game's parameters
//   bad_param     a value of the wrong type, out of range, or not one of the choices; the message
//                 names the parameter and what it allows
// Messages never repeat a user's value uncut (quote_input).
#pragma once

#include <nlohmann/json.hpp>

#include "game/game.hpp"

namespace puzzlelab {

// Null counts as {}. Returns an object holding every parameter of the game (the variant
// included), given ones as given and the rest at their defaults; throws InputError.
nlohmann::json normalize_params(const Game& game, const nlohmann::json& params);

}  // namespace puzzlelab
