// The application: one window-filling layout (top bar, board, status, solver and move panels),
// the game in progress, and the glue between them: links, storage, the worker pool. Everything
// game-specific is behind GameView; everything platform-specific behind platform.hpp.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/link_bridge.hpp"
#include "app/new_game_dialog.hpp"
#include "app/notices.hpp"
#include "app/requests.hpp"
#include "app/session.hpp"
#include "app/settings.hpp"
#include "app/solver_panel.hpp"
#include "games/game_view.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class App {
 public:
  explicit App(std::unique_ptr<WorkerClient> worker);

  // Restores the saved game and settings, then opens the page's link if it has one.
  void start();
  // One frame of UI (between ImGui::NewFrame and ImGui::Render).
  void frame(double now);

  const Settings& settings() const { return settings_; }
  void set_fonts(const ui::Fonts& fonts) { fonts_ = fonts; }

 private:
  // Starting games.
  void new_game(const NewGameChoice& choice, const char* source);
  void fresh_game();
  void open_link(const std::string& hash);
  void begin(Challenge challenge, std::vector<std::string> moves, std::optional<std::size_t> cursor, const char* source);
  void generate_then_begin(Challenge challenge, std::vector<std::string> moves, std::string source);

  // Changing the position; every change goes through here so the link, the storage and the view
  // follow.
  void play(const std::string& move);
  void undo();
  void redo();
  void restart();
  void go_to(std::size_t cursor);
  void position_changed();
  void challenge_changed();

  // Layout pieces.
  void draw_top_bar();
  void draw_board(float width, float height, double now);
  void draw_solved_banner(ImVec2 min, ImVec2 size, double now);
  void draw_status();
  void draw_side(float height, double now);
  void draw_link_popup();
  void draw_settings_popup();
  void handle_shortcuts();

  void save();
  std::string automation_json() const;

  Requests requests_;
  Session session_;
  std::unique_ptr<GameView> view_;
  SolverPanel solver_;
  NewGameDialog new_game_dialog_;
  Notices notices_;
  Settings settings_;
  ui::Fonts fonts_;

  std::uint64_t generate_request_ = 0;  // a new game being set up in a worker
  bool generating_ = false;
  std::uint64_t shown_revision_ = 0;    // the session revision the view shows
  bool follow_moves_ = false;
  bool help_open_ = false;
  bool link_with_moves_ = true;
  std::string link_;                    // the current link (hash)
  bool dirty_ = false;                  // storage is behind
  bool storage_failed_ = false;
  double now_ = 0;
  std::optional<double> solved_since_;  // when the shown position became solved (the banner)
  std::string banner_;                  // the solved banner's text while it shows
  std::string last_published_;
};

}  // namespace puzzlelab
