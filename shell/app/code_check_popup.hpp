// "Check codes" on the play screen (docs/app/SHARE.md): the player pastes friends' share texts or
// replay codes; every code is verified by replaying it (middle/code_table.hpp) and the solves are
// shown ranked per challenge (fewest moves, then fewest hints, then time), each challenge with a
// button to play it, and every code that did not verify named with the reason. Automation ids:
// "codes-input", "codes-check", "codes-clear", "codes-play-N" (N from 1, per challenge); the
// state's "popup" is "codes" while it shows and reported "codes" holds the table.
#pragma once

#include <optional>
#include <string>

#include "middle/code_table.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

inline constexpr const char* kCodeCheckPopup = "Check codes";

class CodeCheckPopup {
 public:
  // Draws the popup while it is open (ImGui::OpenPopup(kCodeCheckPopup) opens it). Returns the link
  // (hash without '#') of a challenge the player chose to play.
  std::optional<std::string> draw(const ui::Fonts& fonts);

 private:
  void draw_table(const ui::Fonts& fonts, std::optional<std::string>& play) const;

  std::string pasted_;
  std::optional<CodeTable> table_;  // the last check's, until the text is checked again
};

}  // namespace puzzlelab
