// The one policy for a challenge that could not be opened: whoever asked (a link, the new-game
// dialog, a fresh game), the player keeps the game they had, or, with nothing open, gets a fresh
// game, and a notice says which. Typed, so no caller branches on a message's wording.
#pragma once

#include <string>

namespace puzzlelab {

// Where a challenge to open came from.
enum class OpenSource { link, new_game, fresh_game };

enum class Fallback {
  keep_current,  // a game is open: it stays, and the address bar shows its link again
  fresh_game,    // nothing is open: start a fresh game (the last game chosen, else the default)
  none,          // a fresh game itself failed: nothing more to try
};

Fallback fallback_after_failure(OpenSource source, bool game_open);

// The notice for the failure: what could not be opened, why, and what happens instead.
std::string failure_notice(OpenSource source, Fallback fallback, const std::string& why);

}  // namespace puzzlelab
