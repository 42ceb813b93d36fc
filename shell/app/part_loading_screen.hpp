// What the app shows while a screen waits for the module's deferred part (platform/code_part.hpp):
// "Loading the Lab..." with a spinner, or, when the load failed, why, with "Try again" and "Back to
// the game". The app shows it in place of the screen asked for and goes on to that screen once the
// part is there (app.cpp).
#pragma once

#include <string>

#include "app/screen.hpp"

namespace puzzlelab {

class PartLoadingScreen final : public Screen {
 public:
  explicit PartLoadingScreen(ScreenRequest& request) : request_(request) {}
  const char* name() const override { return "loading"; }
  void frame(double now, const ui::Fonts& fonts) override;
  nlohmann::json automation() const override;

  // The screen waiting, as the player knows it ("the Lab").
  void waiting_for(std::string what) { what_ = std::move(what); }
  // Whether a failed load offers "Back to the game": not in a speaker window, which has no game.
  void offer_back(bool on) { offer_back_ = on; }

 private:
  ScreenRequest& request_;
  std::string what_;
  std::string failure_;  // as the last frame showed it
  bool offer_back_ = true;
};

}  // namespace puzzlelab
