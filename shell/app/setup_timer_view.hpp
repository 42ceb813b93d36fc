// "Time my setup" on the play screen (docs/app/RECORDS.md): the challenge's printed setup steps (the
// engine's render answer, as the print page lists them) shown one at a time in large type over the
// play screen, each ended with a big Done (a click, a tap, Space or Enter) as it is done with real
// pieces; Back takes a mistaken Done back, Cancel (Esc) leaves without keeping anything. The clock
// starts on Start. At the end: the time per step and in all, kept on the challenge's play record
// when play records are on (Controller::report_setup_timing), else an offer to turn them on.
// Each step and the end are said to screen readers.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "middle/controller.hpp"
#include "middle/engine_client.hpp"
#include "middle/setup_timer.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class SetupTimerView {
 public:
  explicit SetupTimerView(EngineClient& engine) : engine_(engine) {}
  ~SetupTimerView();
  SetupTimerView(const SetupTimerView&) = delete;
  SetupTimerView& operator=(const SetupTimerView&) = delete;

  // Asks for the challenge's setup steps; the window opens once they come. A challenge without
  // printed steps (a board not dealt from a seed, a game without pieces) gets a notice instead.
  void start(const Challenge& challenge, NoticeBoard& notices);
  bool busy() const { return request_.has_value(); }
  // The window is open (its keys are its own: the play screen's shortcuts wait).
  bool open() const { return timer_.has_value(); }

  // Draws the window while open (call in the screen's window, with its popups).
  void draw(Controller& controller, double now, const ui::Fonts& fonts);
  nlohmann::json automation(double now) const;

 private:
  void close();
  void announce_step() const;
  void finish(Controller& controller, double now);

  EngineClient& engine_;
  std::optional<std::uint64_t> request_;
  std::optional<SetupTimer> timer_;
  std::string challenge_key_;  // the challenge timed: another one on screen closes the window
  bool open_popup_ = false;    // ImGui::OpenPopup on the next draw
  bool kept_ = false;          // the timing is on the challenge's play record
};

}  // namespace puzzlelab
