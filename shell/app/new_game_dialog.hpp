// The new-game dialog: game, its parameters (rule variant, presets, sizes: drawn from the game's
// description by param_widgets.hpp), setup algorithm and seed (random unless typed), or a board
// typed or pasted in the game's text format. It only collects the choice; the app starts the game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "middle/game_choice.hpp"
#include "middle/settings.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

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
  bool had_focus_ = false;  // last frame the dialog had the keyboard (no list open over it): its Enter and Esc
  int game_ = 0, setup_ = 0;
  bool by_board_ = false;
  std::string seed_text_;
  std::string board_text_;
  std::string error_;
  // The game's parameters as edited, checked whenever they or the setup change.
  void reset_params(const nlohmann::json& wanted);
  void check_params(const std::string& setup);
  nlohmann::json params_ = nlohmann::json::object();
  bool custom_ = false;         // "Custom" chosen over the presets
  std::string params_checked_;  // params + setup last checked
  std::string params_error_;
};

}  // namespace puzzlelab
