// Messages for the player: problems (a link that would not open, a discarded saved game, a move
// the rules refuse), confirmations ("Link copied") and warnings that offer an action (a dead end:
// "Undo"). Information fades after a few seconds; problems and warnings stay until dismissed or
// withdrawn.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab {

class Notices {
 public:
  void info(std::string text);
  void error(std::string text);
  // A warning with a button; draw() returns `action` when it is pressed (and drops the notice).
  void warn(std::string text, std::string action, std::string button);
  // Drops the warnings offering `action` (the situation they describe is over).
  void withdraw(const std::string& action);
  // Draws them as a stack of bars across the given width; time in seconds. Returns the action of
  // a warning's button pressed this frame.
  std::optional<std::string> draw(double now);
  nlohmann::json automation() const;

 private:
  struct Notice {
    std::string text;
    bool error = false;
    double shown_at = -1;  // stamped by the first draw
    std::string action;    // warnings: what the button does, and its label
    std::string button;
  };
  std::vector<Notice> notices_;
};

}  // namespace puzzlelab
