// Registers BoxOff with the protocol (see engine/game/game.hpp).
#pragma once

#include <memory>

#include "game/game.hpp"

namespace puzzlelab::boxoff {

std::unique_ptr<Game> make_game();

}  // namespace puzzlelab::boxoff
