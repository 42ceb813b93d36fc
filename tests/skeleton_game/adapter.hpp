// The skeleton game behind the Game interface (game/game.hpp): make_game() is all the rest of the
// engine sees of a game. A real game is listed in games.cmake; this one
// is built only for the tests, which hand it to the protocol in their own list of games
// (handle_request_with, find_game_in), so the product never offers it.
#pragma once

#include <memory>

#include "game/game.hpp"

namespace puzzlelab::skeleton {

std::unique_ptr<Game> make_game();

}  // namespace puzzlelab::skeleton
