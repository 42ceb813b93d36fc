#include "middle/open_policy.hpp"

#include <algorithm>
#include <cmath>
#include <string>

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

LabLinkStart lab_link_start(double estimated_seconds) {
  return estimated_seconds > kLabLinkRunsAtOnceSeconds ? LabLinkStart::on_run : LabLinkStart::at_once;
}

std::string large_study_note(double estimated_seconds, const std::string& button) {
  const double minutes = estimated_seconds / 60;
  const auto count = [](double amount, const char* unit) {
    const long long n = std::max(1LL, std::llround(amount));
    return std::to_string(n) + " " + unit + (n == 1 ? "" : "s");
  };
  const std::string size = minutes < 120       ? count(minutes, "minute")
                           : minutes < 48 * 60 ? count(minutes / 60, "hour")
                                               : count(minutes / (24 * 60), "day");
  return "This study is large (about " + size + "): press " + button + " to start.";
}

}  // namespace puzzlelab
