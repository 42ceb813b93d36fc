// Messages for the player: problems (a link that would not open, a discarded saved game, a move
// the rules refuse), confirmations ("Link copied") and warnings that offer an action (a dead end:
// "Undo"). Information fades after a few seconds; problems and warnings stay until dismissed or
// withdrawn. This is the list itself, kept by the middle layer; app/notices_view draws it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab {

struct Notice {
  enum class Level { info, error, warning };
  Level level = Level::info;
  std::string text;
  std::string action;  // warnings: what their button does ("undo"), and its label
  std::string button;
  std::string topic;     // errors: what they are about ("opening"), so a later success can clear them
  double shown_at = -1;  // stamped the first time it is drawn
};

class NoticeBoard {
 public:
  void info(std::string text);
  // A problem; `topic` groups the problems a later success makes stale (withdraw_errors).
  void error(std::string text, std::string topic = {});
  // A warning with a button that asks for `action`; replaces the warnings offering the same action.
  void warn(std::string text, std::string action, std::string button);
  // Drops the warnings offering `action` (the situation they describe is over).
  void withdraw(const std::string& action);
  // Drops the problems about `topic` (e.g. a link that failed to open, once another one opened).
  void withdraw_errors(const std::string& topic);
  // Stamps the notices shown for the first time at `now` and drops information shown long enough.
  void age(double now);
  void dismiss(std::size_t index);
  // When the next information shown goes (age() then drops it), if any is shown.
  std::optional<double> next_expiry() const;

  const std::vector<Notice>& all() const { return notices_; }
  nlohmann::json automation() const;

 private:
  void add(Notice notice);
  std::vector<Notice> notices_;
};

}  // namespace puzzlelab
