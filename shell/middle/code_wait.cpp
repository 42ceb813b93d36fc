#include "middle/code_wait.hpp"

#include <algorithm>

namespace puzzlelab {

bool CodeWait::wait(const std::vector<std::string>& games, std::function<void()> action) {
  std::vector<std::string> missing;
  for (const std::string& game : games)
    if (!game.empty() && !ready_(game) && std::find(missing.begin(), missing.end(), game) == missing.end())
      missing.push_back(game);
  if (missing.empty()) {
    cancel();
    return false;
  }
  games_ = std::move(missing);
  action_ = std::move(action);
  return true;
}

void CodeWait::resume() {
  std::function<void()> action = std::move(action_);
  cancel();
  if (action) action();
}

void CodeWait::cancel() {
  games_.clear();
  action_ = nullptr;
}

}  // namespace puzzlelab
