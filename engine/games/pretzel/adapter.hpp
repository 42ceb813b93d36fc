// Pretzel solitaire behind the type-erased Game interface (engine/game/game.hpp). Parameters are
// {"suits": k, "ranks": n} (1..8 suits, 2..13 ranks; default 4 x 4). Registered by its line in
// games.cmake.
#pragma once

#include <memory>

#include "game/game.hpp"

namespace puzzlelab::pretzel {

std::unique_ptr<Game> make_game();

}  // namespace puzzlelab::pretzel
