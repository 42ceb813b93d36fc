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

// A Lab link fills the form; the study it names runs at once only when it is small: about a
// minute on the clock at most (estimated, middle/lab_cost.hpp). A larger one waits for the person
// to press Run, so a link cannot start hours of work on every worker unasked.
inline constexpr double kLabLinkRunsAtOnceSeconds = 60;
enum class LabLinkStart { at_once, on_run };
LabLinkStart lab_link_start(double estimated_seconds);

// Why a study from a link waits: "This study is large (about 3 minutes): press Run to start."
// (`button`: the button that starts it; hours past two hours, days past two days).
std::string large_study_note(double estimated_seconds, const std::string& button = "Run");

}  // namespace puzzlelab
