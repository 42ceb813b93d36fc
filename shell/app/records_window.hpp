// The "Play records" window (More ▸ Play records; docs/app/RECORDS.md): the switch "Keep play
// records on this device", how many records are kept and where, per game the challenges played,
// solved, given up and the setups timed, Export JSON and Export CSV (a download in the browser, a
// file on the desktop), and Clear with a confirmation.
// Automation ids: "records-keep", "records-export-json", "records-export-csv", "records-clear",
// "records-clear-confirm", "records-clear-cancel"; tables "records-table"; the state's "popup" is
// "records" while it shows.
#pragma once

#include "middle/controller.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

inline constexpr const char* kRecordsPopup = "Play records";

class RecordsWindow {
 public:
  // Draws the window while open (ImGui::OpenPopup(kRecordsPopup) opens it, in the screen's window).
  void draw(Controller& controller, const ui::Fonts& fonts);

 private:
  bool confirming_ = false;  // Clear was pressed: the question is on show
};

}  // namespace puzzlelab
