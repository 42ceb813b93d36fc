#include "middle/open_policy.hpp"

namespace puzzlelab {

Fallback fallback_after_failure(OpenSource source, bool game_open) {
  if (game_open) return Fallback::keep_current;
  // A fresh game that fails would only fail again.
  return source == OpenSource::fresh_game ? Fallback::none : Fallback::fresh_game;
}

std::string failure_notice(OpenSource source, Fallback fallback, const std::string& why) {
  const char* subject = source == OpenSource::link       ? "This link"
                        : source == OpenSource::new_game ? "The new game"
                                                         : "A fresh game";
  std::string text = std::string(subject) + " could not be opened: " + why + ".";
  switch (fallback) {
    case Fallback::keep_current: return text + " You are still playing the game you had open.";
    case Fallback::fresh_game: return text + " A new game was started instead.";
    case Fallback::none: return text;
  }
  return text;
}

}  // namespace puzzlelab
