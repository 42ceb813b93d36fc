// Sigmar's Garden behind the type-erased Game interface (engine/api/game.hpp). Parameters are
// {"variant": "standard", "template": NAME} (api/game_info.hpp lists the names). Registered in
// engine/api/registry.cpp.
#pragma once

#include <memory>

#include "api/game.hpp"

namespace puzzlelab::sigmar {

std::unique_ptr<Game> make_game();

}  // namespace puzzlelab::sigmar
