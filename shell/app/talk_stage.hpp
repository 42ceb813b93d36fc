// One scene of a talk on show, without the talk around it: the scene's live parts (its boards from
// app/talk_board, its Lab run from middle/lab_run), the beats that play them, and the drawing of
// the scene (its caption band, a title card, the boards with their verdicts, a run's plot) into a
// rectangle, with the spots the laser pointer can go to. Talk mode (app/talk_screen) shows the live
// talk on one; the export (app/talk_export) draws each step of a talk on one of its own, so the
// live talk is never touched.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "app/talk_board.hpp"
#include "middle/engine_client.hpp"
#include "middle/lab_run.hpp"
#include "middle/laser_pointer.hpp"
#include "middle/notice_board.hpp"
#include "middle/requests.hpp"
#include "middle/talk.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class TalkStage {
 public:
  TalkStage(EngineClient& engine, Requests& requests, NoticeBoard& notices);

  // The scene's work starts: its boards are dealt, traced or solved, a lab scene's run started.
  void enter(const TalkScene& scene);
  // Stops what the scene started (a run still going is cancelled).
  void leave();
  // The next beat of `scene` (the one entered): plays or finishes a setup or a solution, deals the
  // tally. False when the scene has nothing more to show (the talk moves on).
  bool next_beat(const TalkScene& scene, double now, bool single);
  // One step back; false at the scene's start.
  bool back_beat(double now);
  // Plays what is playing to its end now.
  void finish(double now);
  // Once per frame before drawing.
  void tick(double now);
  // Nothing is waiting or moving: every board dealt (or failed), a setup traced, the verdicts and
  // solutions asked for known, nothing playing, the run done.
  bool settled() const;

  // What drawing needs besides the scene: the fonts, the smallest type for the frame
  // (app/talk_type.hpp), the screen (spots stay inside it) and where the keys' laser points (a
  // plot shows the element under it), if they point.
  struct Frame {
    const ui::Fonts* fonts = nullptr;
    float min_text = 14;
    ImVec2 display{0, 0};
    std::optional<ImVec2> pointed;
  };
  // Draws `scene` (the one entered) under the current window's cursor: the caption band at the
  // bottom of min..max and the scene's own parts above it. `top` is where the scene may start.
  void draw(const TalkScene& scene, ImVec2 min, ImVec2 max, float top, double now, const Frame& frame);
  // The spots found by the last draw, in Tab's order (the caption last).
  std::vector<PointerSpot> take_spots();
  // The plot's element under the pointer at the last draw (series, item).
  const std::optional<std::pair<int, int>>& plot_hit() const { return plot_hit_; }

  TalkBoard* left() const { return left_.get(); }    // a setup, board or solution's board; side by side the left
  TalkBoard* right() const { return right_.get(); }  // side by side: the right board
  LabRun* run() const { return run_.get(); }         // a lab scene's run, side by side's tally

 private:
  void draw_title_card(const TalkScene& scene, ImVec2 min, ImVec2 max);
  float draw_caption(const std::string& caption, ImVec2 min, ImVec2 max);  // its height
  void draw_boards(const TalkScene& scene, ImVec2 min, ImVec2 max, double now);
  void draw_plot(const TalkScene& scene, ImVec2 min, ImVec2 max);
  // A place worth pointing at, as drawn this frame (the pointer's Tab order is the order added).
  void add_spot(std::string name, ImVec2 at);
  // A text spot: just after the end of the first line of `text` drawn at `at` in `size`, clamped
  // inside the screen.
  void add_text_spot(std::string name, ImVec2 at, float size, float wrap, const std::string& text);

  EngineClient& engine_;
  Requests& requests_;
  NoticeBoard& notices_;
  std::unique_ptr<TalkBoard> left_;
  std::unique_ptr<TalkBoard> right_;
  std::unique_ptr<LabRun> run_;
  Frame frame_;  // the draw's
  std::vector<PointerSpot> spots_;
  std::optional<PointerSpot> caption_spot_;
  std::optional<std::pair<int, int>> plot_hit_;
};

}  // namespace puzzlelab
