// The new-game dialog: game, its parameters (rule variant, presets, sizes: drawn from the game's
// description by param_widgets.hpp), setup algorithm and seed (random unless typed), or a board
// typed or pasted in the game's text format, or a game ID pasted (a share link, its #v1/... part,
// or a seed: middle/game_id.hpp). It only collects the choice; the app starts the game. A bad
// board or game ID is named in the dialog, which stays open: the game in progress is untouched.
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
  // How the game is given: set up at random (or by seed), a board, a game ID.
  enum class Source { random, board, game_id };
  // Opens with the given choices preselected (the last ones used), on `source`'s tab.
  void open(const Settings& settings, const std::string& current_game, Source source = Source::random);
  bool is_open() const { return open_ || visible_; }
  // Draws the dialog when open; returns the choice when the player presses Start.
  std::optional<NewGameChoice> draw(const ui::Fonts& fonts);

 private:
  bool open_ = false;     // open requested, the popup opens on the next draw
  bool visible_ = false;  // the popup is showing
  bool had_focus_ = false;  // last frame the dialog had the keyboard (no list open over it): its Enter and Esc
  int game_ = 0, setup_ = 0;
  Source source_ = Source::random;
  bool focus_field_ = false;  // the game ID field takes the keyboard when the dialog opens on it
  std::string seed_text_;
  std::string board_text_;
  std::string game_id_text_;
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
