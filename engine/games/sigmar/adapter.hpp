// Sigmar's Garden behind the type-erased Game interface (engine/game/game.hpp). Parameters are
// {"variant": "standard", "template": NAME} (game/game_info.hpp lists the names). Registered by its
// line in games.cmake.
#pragma once

#include <memory>

#include "game/game.hpp"

namespace puzzlelab::sigmar {

std::unique_ptr<Game> make_game();

}  // namespace puzzlelab::sigmar
