// The new-game dialog: game, its parameters (rule variant, presets, sizes: drawn from the game's
// description by param_widgets.hpp), setup algorithm and seed (random unless typed), or a board
// typed or pasted in the game's text format, or a game ID pasted (a share link, its #v1/... part,
// or a seed: middle/game_id.hpp). It only collects the choice (middle/new_game_form.hpp reads it
// from the form); the app starts the game. A bad board or game ID is named in the dialog, which
// stays open: the game in progress is untouched. In the browser a game's rules may still be
// loading (platform/code_part.hpp): the dialog asks for them as the game is chosen, checks its
// parameters once they are there, and a Start pressed before waits for them, saying so.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "middle/game_choice.hpp"
#include "middle/new_game_form.hpp"
#include "middle/saved_setups.hpp"
#include "middle/settings.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class NewGameDialog {
 public:
  // How the game is given: set up at random (or by seed), a board, a game ID.
  using Source = NewGameForm::Source;
  // Opens with the given choices preselected (the last ones used), on `source`'s tab. `custom`:
  // the player's saved setups, listed under the published ones as "Custom setups" (it must
  // outlive the dialog's drawing; the controller's).
  void open(const Settings& settings, const std::string& current_game, Source source = Source::random,
            const SavedSetups* custom = nullptr);
  bool is_open() const { return open_ || visible_; }
  // Draws the dialog when open; returns the choice when the player presses Start.
  std::optional<NewGameChoice> draw(const ui::Fonts& fonts);

 private:
  enum class Press { none, start, cancel };
  // The parts of the dialog, top to bottom.
  void draw_game(const std::vector<const Game*>& games);
  void draw_source_choice();
  void draw_random_tab(const GameInfo& info);
  void draw_game_id_tab();
  void draw_board_tab(const GameInfo& info);
  Press draw_buttons(const ui::Fonts& fonts);
  // The setup chosen (empty when the game has none): a published setup's name or a custom
  // setup's text.
  std::string setup_name(const GameInfo& info) const;
  // The game's saved setups (their texts).
  std::vector<std::string> custom_setups(const GameInfo& info) const;
  // The setup combo: the published setups, then the custom ones under their heading.
  void draw_setup_combo(const GameInfo& info);
  // The game's parameters as edited, checked whenever they or the setup change.
  void reset_params(const nlohmann::json& wanted);
  void check_params(const std::string& setup);
  // Whether the dialog can run `game`'s rules now (asking for them when not) and, for a Start
  // pressed, the games it needs: the chosen one, or for a pasted game ID any (the link names it).
  bool rules_here(const Game& game);
  std::vector<const Game*> needed_for_start(const std::vector<const Game*>& games) const;
  // The line shown while a Start waits for rules: loading, or why they could not be loaded.
  void draw_start_wait(const std::vector<const Game*>& needed);

  bool open_ = false;       // open requested, the popup opens on the next draw
  bool visible_ = false;    // the popup is showing
  bool had_focus_ = false;  // last frame the dialog had the keyboard (no list open over it): its Enter and Esc
  int game_ = 0, setup_ = 0;
  bool focus_field_ = false;    // the game ID field takes the keyboard when the dialog opens on it
  NewGameForm form_;            // the setup's name is taken from setup_ when Start reads the form
  std::string error_;           // why Start made no choice
  bool custom_ = false;         // "Custom" chosen over the presets
  std::string params_checked_;  // params + setup last checked
  std::string params_error_;
  std::optional<nlohmann::json> params_wanted_;  // reset_params waiting for the game's rules
  bool start_waits_ = false;                     // Start pressed, the rules it needs still loading
  const SavedSetups* saved_setups_ = nullptr;    // the player's saved setups
};

}  // namespace puzzlelab
