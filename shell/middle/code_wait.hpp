// An action that waits for its games' code. In the browser every game but the default one comes in
// a part of the module of its own, loaded when first needed (platform/code_part.hpp): opening a
// link, a new game or a daily challenge of such a game must not run its rules before they are
// there. The controller asks here first; the action that cannot run yet is kept, with the games
// it waits for, and the app carries it out once they are loaded (or drops it: the player went
// back). A newer action replaces a waiting one.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace puzzlelab {

class CodeWait {
 public:
  // Whether a game's code is here (the desktop program and the tests: always).
  using Ready = std::function<bool(std::string_view game)>;
  void set_ready(Ready ready) { ready_ = std::move(ready); }

  // True when some of `games` (empty names are skipped) are not here yet: `action` is kept for
  // resume(). False when all are: whatever waited is dropped, and the caller goes on now.
  bool wait(const std::vector<std::string>& games, std::function<void()> action);
  // The games the kept action waits for (empty when none waits).
  const std::vector<std::string>& games() const { return games_; }
  // Carries out the kept action (the app calls this once its games are here).
  void resume();
  void cancel();

 private:
  Ready ready_ = [](std::string_view) { return true; };
  std::vector<std::string> games_;
  std::function<void()> action_;
};

}  // namespace puzzlelab
