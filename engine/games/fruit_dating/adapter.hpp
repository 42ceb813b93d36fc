// Fruit Dating behind the type-erased Game interface (engine/game/game.hpp). Parameters are
// {"width", "height"} (4..8 tiles, border included; default 8 x 8), "features" (all or basic) and
// "min_moves".."max_moves" (the generator's range of shortest solutions; default 5..12).
// Registered by its line in games.cmake.
#pragma once

#include <memory>

#include "game/game.hpp"

namespace puzzlelab::fruit_dating {

std::unique_ptr<Game> make_game();

}  // namespace puzzlelab::fruit_dating
