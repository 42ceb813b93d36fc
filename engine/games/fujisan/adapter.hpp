// Registers Fujisan with the protocol (see engine/game/game.hpp).
#pragma once

#include <memory>

#include "game/game.hpp"

namespace puzzlelab::fujisan {

std::unique_ptr<Game> make_game();

}  // namespace puzzlelab::fujisan
