// In the setup watch, beside its controls: another setup of the same game chosen to be shown side
// by side with the one being dealt (on the same seed and parameters), and "Add side by side", which
// makes the pair a side-by-side scene of the talk being built (app/talk_editor.hpp).
#pragma once

#include <optional>
#include <string>

#include "game/game.hpp"
#include "middle/challenge.hpp"
#include "middle/talk.hpp"

namespace puzzlelab {

class SetupPairToTalk {
 public:
  // The combo of the game's other built-in setups and the button, after the setup watch's controls
  // and wrapping as they do at `right` (the board's right edge); the scene when pressed. Nothing is
  // drawn for a game with a single setup.
  std::optional<TalkScene> draw(const Challenge& challenge, const Game& game, float right);

 private:
  std::string second_;  // the setup chosen to go beside, by name ("" until chosen: the first other)
};

}  // namespace puzzlelab
