// Rush Hour behind the Game interface (game/game.hpp).
#pragma once

#include <memory>

#include "game/game.hpp"

namespace puzzlelab::rush_hour {

std::unique_ptr<Game> make_game();

}  // namespace puzzlelab::rush_hour
