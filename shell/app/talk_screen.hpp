// Talk mode (docs/APP.md, "Talk mode"): a talk (middle/talk.hpp) played scene by scene, full screen,
// in large type on black, with no side panels, driven by the keyboard: Space (or a clicker's Page
// Down) plays or finishes what the scene shows and then moves on, the arrows step, N and P change
// scene, F toggles full screen, L the laser pointer (a red dot drawn by ImGui in place of the mouse
// cursor), Esc leaves. Each scene reuses what the app already has: the game views, the setup
// playback (app/setup_watch), the workers' generate and solve (app/talk_board), the Lab's runs
// (middle/lab_run) and plots (app/experiment_plots). With no talk open it lists the shipped talks
// and loads one from a file. A shipped talk's link (#v1/talk/NAME/SCENE, middle/talk_link.hpp)
// names the scene on show.
#pragma once

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include <imgui.h>

#include "app/screen.hpp"
#include "app/talk_board.hpp"
#include "middle/engine_client.hpp"
#include "middle/lab_run.hpp"
#include "middle/notice_board.hpp"
#include "middle/requests.hpp"
#include "middle/talk.hpp"

namespace puzzlelab {

class TalkScreen final : public Screen {
 public:
  TalkScreen(EngineClient& engine, Requests& requests, ScreenRequest& request);
  ~TalkScreen() override;

  const char* name() const override { return "talk"; }
  void frame(double now, const ui::Fonts& fonts) override;
  nlohmann::json automation() const override;

  // Opens a talk link at its scene; a bad one shows the list of talks with the message naming the
  // problem.
  void open_link(const std::string& hash);
  // A talk document's text (a file the user chose): played from its first scene, or refused with
  // the file's name and the problem.
  void load_text(const std::string& file_name, const std::string& text);
  // Every tick of the loop, drawn or not: a file the user chose arrives (the browser reads it
  // after the chooser closes). True when one did (a frame must show it).
  bool tick();
  // The link of the shipped talk and scene on show (no '#'), or "" (the list, a talk from a file).
  std::string link() const;

 private:
  void start(Talk talk, std::size_t scene, bool from_file);
  void close();
  void enter_scene(std::size_t scene, double now);
  void leave_scene();
  void next_beat(double now, bool single);
  void back_beat(double now);
  void handle_keys(double now);
  void draw_list(double now);
  void draw_scene(double now);
  void draw_title_card(const TalkScene& scene, ImVec2 min, ImVec2 max);
  float draw_caption(const std::string& caption, ImVec2 min, ImVec2 max);  // its height
  void draw_boards(const TalkScene& scene, ImVec2 min, ImVec2 max, double now);
  void draw_plot(const TalkScene& scene, ImVec2 min, ImVec2 max);
  void draw_laser(double now);

  EngineClient& engine_;
  Requests& requests_;
  ScreenRequest& request_;
  NoticeBoard notices_;
  const ui::Fonts* fonts_ = nullptr;

  std::optional<Talk> talk_;
  std::size_t scene_ = 0;
  bool from_file_ = false;
  std::string error_;      // why the last link or file was refused
  std::string file_path_;  // natively: the path typed to load a talk

  // The scene on show.
  std::unique_ptr<TalkBoard> left_;   // the board of a setup, board or solution scene; side by side, the left one
  std::unique_ptr<TalkBoard> right_;  // side by side: the right one
  std::unique_ptr<LabRun> run_;       // a lab scene's run, side by side's tally
  bool pending_enter_ = false;        // a scene chosen outside a frame (a link) starts with the next frame

  // The laser pointer: recent mouse positions (for its short trail) and when the mouse last moved.
  bool laser_ = true;
  std::deque<std::pair<ImVec2, double>> trail_;
  double last_move_ = -100;
  ImVec2 last_mouse_{-1, -1};
};

}  // namespace puzzlelab
