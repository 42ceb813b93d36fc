// The play screen: one window-filling layout (top bar, board, status, solver and move panels) over
// the controller's game in progress. It turns the player's clicks and keys into the controller's
// actions and shows each new position to the game's view once. Everything game-specific is behind
// GameView; the game, its history, links and storage are the controller's (middle/).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "app/board_zoom.hpp"
#include "app/editor_screen.hpp"
#include "app/link_copy.hpp"
#include "app/new_game_dialog.hpp"
#include "app/code_check_popup.hpp"
#include "app/print_action.hpp"
#include "app/records_window.hpp"
#include "app/setup_timer_view.hpp"
#include "app/share_image_action.hpp"
#include "app/setup_pair_to_talk.hpp"
#include "app/setup_watch.hpp"
#include "app/screen.hpp"
#include "app/explain_panel.hpp"
#include "app/solver_panel.hpp"
#include "games/game_view.hpp"
#include "middle/announcer.hpp"
#include "middle/controller.hpp"
#include "middle/engine_client.hpp"

namespace puzzlelab {

class PlayScreen final : public Screen {
 public:
  PlayScreen(Controller& controller, EngineClient& engine, EditorScreen& editor, ScreenRequest& request);

  const char* name() const override { return "play"; }
  void frame(double now, const ui::Fonts& fonts) override;
  nlohmann::json automation() const override;
  // Embed mode: the board alone over the whole frame, with its own keys and no shortcuts, panels,
  // dialogs or help (a problem's notice above it).
  void set_embedded(bool on) override { embedded_ = on; }

 private:
  void draw_embedded(double now);
  // After each controller change: a new challenge gets its view and a fresh solver panel, a new
  // position is shown to the view.
  void follow_controller();
  void follow_preview();
  const Session& session() const { return controller_.session(); }
  // Runs a controller action, then shows what it changed before anything else is drawn.
  template <class Action>
  void act(Action action) {
    action();
    follow_controller();
  }
  void play(const std::string& move, bool by_solver = false);
  void undo();

  // Layout pieces.
  void draw_top_bar(double now);
  void draw_game_picker(float width);
  // A narrow screen (a phone): one row on top (game, New, a menu for the rest), the board as
  // large as the screen allows, a row of Undo / Redo / Restart (and Zoom for a small board) under
  // it, the status, then the solver and the moves folded (docs/app/PHONE.md).
  void draw_compact_top_bar(double now);
  // The "More" menu under the top bar's button: on a phone every action past New game, on a wider
  // screen the ones used less.
  void draw_more_menu(double now, bool phone);
  // The board at the position on screen as a scene of the talk being built.
  void add_to_talk();
  void draw_narrow(ImVec2 avail, double now);
  void draw_play_row();
  void draw_sections(double now);
  void draw_board(float width, float height, double now);
  void draw_solved_banner(ImVec2 min, ImVec2 size, double now);
  void draw_status(double now);
  // Opens today's daily challenge of the game on screen.
  void open_daily();
  nlohmann::json daily_automation() const;
  void draw_setup_controls(double now);
  void draw_side(float height, double now);
  void draw_popups();
  void draw_share_popup();
  // The shortcuts (ui/shortcuts.hpp), Esc for the help window, F6 between the board and controls.
  void handle_shortcuts(double now);
  void open_new_game_dialog(NewGameDialog::Source source = NewGameDialog::Source::random);
  // What changed this frame, said to the page's live regions (middle/announcer.hpp).
  void announce();

  // Opens the challenge in the editor its game offers (app/editor_screen).
  void open_editor();

  Controller& controller_;
  EditorScreen& editor_;  // the game's editor, if it offers one: "Edit this level" shows only then
  ScreenRequest& request_;
  std::unique_ptr<GameView> view_;
  SolverPanel solver_;
  ExplainPanel explain_;
  std::uint64_t shown_preview_ = 0;  // the preview revision the view shows (0: the game's own position)
  SetupWatch watch_;                 // "Watch the setup": while active it takes the board and the status line
  SetupPairToTalk pair_;             // beside the setup watch: a second setup, and the pair added to the talk
  BoardZoom zoom_;                   // a narrow screen's zoom of a board too small for fingers
  bool zoom_offered_ = false;        // this frame: the board's targets are under a finger's size at scale 1
  float fit_target_ = 0;             // the board's smallest target at scale 1, as last drawn
  bool help_keys_ = false;           // the help window had the focus last frame: its keys scroll it
  NewGameDialog new_game_dialog_;
  SharePopup share_;
  Announcer announcer_;
  PrintAction print_;                 // "Print": the printable page of the challenge
  ShareImageAction share_image_;      // "Share image": the challenge as dealt, as a PNG
  CodeCheckPopup codes_;              // "Check codes": friends' replay codes, ranked
  SetupTimerView setup_timer_;        // "Time my setup": the printed setup steps done at the table, timed
  RecordsWindow records_window_;      // "Play records": the switch, the counts, export, clear
  const ui::Fonts* fonts_ = nullptr;  // this frame's

  std::uint64_t shown_challenge_ = 0;  // the challenge revision the view and the solver follow
  std::uint64_t shown_revision_ = 0;   // the position revision the view shows
  float board_right_ = 0;              // the board's right edge this frame (the setup controls wrap there)
  bool follow_moves_ = false;
  bool optimum_reported_ = false;  // the statistics heard this challenge's optimum
  bool help_open_ = false;
  bool board_keys_ = false;             // this frame the board has the keys (ui/key_owner.hpp)
  bool popup_from_board_ = false;       // a popup opened by a shortcut from the board: the keys go back to it after
  std::string open_popup_;              // a popup the narrow screen's menu asked for, opened at the window's level
  std::optional<double> solved_since_;  // when the shown position became solved (the banner)
  bool embedded_ = false;
};

}  // namespace puzzlelab
