// What the app shows while a screen or a game waits for parts of the module (platform/code_part.hpp):
// "Loading the Lab..." or "Loading Sigmar's Garden..." with a spinner, or, when the load failed,
// why, with "Try again" and "Back to the game". The app shows it in place of the screen asked for
// and goes on once the parts are there (app.cpp).
#pragma once

#include <string>
#include <vector>

#include "app/screen.hpp"

namespace puzzlelab {

class PartLoadingScreen final : public Screen {
 public:
  explicit PartLoadingScreen(ScreenRequest& request) : request_(request) {}
  const char* name() const override { return "loading"; }
  void frame(double now, const ui::Fonts& fonts) override;
  nlohmann::json automation() const override;

  // What waits, as the player knows it ("the Lab"), and the parts it waits for.
  void waiting_for(std::string what, std::vector<std::string> parts) {
    what_ = std::move(what);
    parts_ = std::move(parts);
  }
  // Whether a failed load offers "Back to the game": not in a speaker window, which has no game,
  // nor while the first game waits.
  void offer_back(bool on) { offer_back_ = on; }

 private:
  ScreenRequest& request_;
  std::string what_;
  std::vector<std::string> parts_;
  std::string failure_;  // as the last frame showed it
  bool offer_back_ = true;
};

}  // namespace puzzlelab
