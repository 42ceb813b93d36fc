// Registers Fujisan with the protocol (see engine/api/game.hpp).
#pragma once

#include <memory>

#include "api/game.hpp"

namespace puzzlelab::fujisan {

std::unique_ptr<Game> make_game();

}  // namespace puzzlelab::fujisan
