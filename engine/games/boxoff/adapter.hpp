// Registers BoxOff with the protocol (see engine/api/game.hpp).
#pragma once

#include <memory>

#include "api/game.hpp"

namespace puzzlelab::boxoff {

std::unique_ptr<Game> make_game();

}  // namespace puzzlelab::boxoff
