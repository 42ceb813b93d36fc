// The new-game dialog: game, setup algorithm, rule variant and seed (random unless typed), or a
// board typed or pasted in the game's text format. It only collects the choice; the app starts
// the game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "app/settings.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

struct NewGameChoice {
  std::string game;
  std::string setup;                  // empty when `board` is given
  std::string variant;                // empty when the game has no variants
  std::optional<std::uint64_t> seed;  // nullopt: pick one at random
  std::optional<std::string> board;
};

class NewGameDialog {
 public:
  // Opens with the given choices preselected (the last ones used).
  void open(const Settings& settings, const std::string& current_game);
  bool is_open() const { return open_ || visible_; }
  // Draws the dialog when open; returns the choice when the player presses Start.
  std::optional<NewGameChoice> draw(const ui::Fonts& fonts);

 private:
  bool open_ = false;     // open requested, the popup opens on the next draw
  bool visible_ = false;  // the popup is showing
  int game_ = 0, setup_ = 0, variant_ = 0;
  bool by_board_ = false;
  std::string seed_text_;
  std::string board_text_;
  std::string error_;
};

}  // namespace puzzlelab
