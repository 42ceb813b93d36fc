// "Watch the setup" on the play screen: the challenge's setup traced by a worker (op trace) and
// played back step by step (middle/setup_playback) on the game's view (GameView::draw_setup),
// with play/pause, step back and forward, a speed, the step's caption in large type and, at the
// end, "Play this challenge". Keys while watching: Space plays or pauses, Left / Right step,
// Home / End jump to the start / end, Esc stops watching.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "games/game_view.hpp"
#include "games/setup_stage.hpp"
#include "middle/challenge.hpp"
#include "middle/engine_client.hpp"
#include "middle/notice_board.hpp"
#include "middle/setup_playback.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class SetupWatch {
 public:
  explicit SetupWatch(EngineClient& engine) : engine_(engine) {}

  // What the controls asked for this frame.
  // add_to_talk: "Add to talk", the setup as a scene of the talk being built (app/talk_editor.hpp).
  enum class Action { none, close, play_challenge, add_to_talk };

  // Starts tracing the challenge's setup (it must come from a seed); the playback starts at
  // step 0 once the worker answers. A refused trace becomes an error notice.
  void start(const Challenge& challenge, NoticeBoard& notices);
  // Stops watching (and abandons a trace still running).
  void stop();
  // Watching or waiting for the trace.
  bool active() const { return loading_ || playback_.has_value(); }
  bool loading() const { return loading_; }

  // Once per frame, before drawing: moves a playing animation on.
  void tick(double now);
  // The board area: the caption band on top, the view's setup drawing under it; at the end of a
  // setup whose supply is spent, the supply folds to a line and the board takes the room (the
  // caption beside it in a wide area: setup_stage's layout_setup). Returns the middle of the
  // board's own part, where talk mode's laser points at it.
  ImVec2 draw_board(GameView& view, ImVec2 min, ImVec2 max, double now, bool animate, const ui::Fonts& fonts);
  // The controls under the board, wrapping at `right` (the board's right edge); keys when
  // `keyboard`.
  Action draw_controls(double now, bool keyboard, float right, const ui::Fonts& fonts);

  nlohmann::json automation() const;

  // Driving it from elsewhere (talk mode's keys): the playback once traced, null before.
  const SetupPlayback* playback() const { return playback_ ? &*playback_ : nullptr; }
  void seek(std::size_t position, double now);  // pauses nothing; clamped
  void toggle_play(double now);                 // from the end: plays again from the start
  void step(int direction, double now);         // one step forward (+1) or back (-1), paused
  void set_speed(double steps_per_second) {
    if (playback_) playback_->set_speed(steps_per_second);
  }
  // The smallest type the caption and the supply's labels may shrink to (talk mode's, for the
  // back of a room: app/talk_type.hpp); 0, the play screen's, leaves them their own limits.
  void set_min_text(float size) { min_text_ = size; }

 private:
  void moved(std::size_t from, double now);  // after the position changed: start the arrival

  EngineClient& engine_;
  std::optional<std::uint64_t> request_;
  bool loading_ = false;
  std::uint64_t generation_ = 0;  // answers to an earlier start are ignored
  std::string challenge_board_;
  std::optional<SetupPlayback> playback_;
  std::optional<double> last_tick_;
  double arrival_start_ = 0;  // when the last step's pieces left the supply
  bool arriving_ = false;     // the last change was one step forward, animated
  float arrival_ = 1;         // this frame's, for the automation
  // How far the spent supply has folded to a line (setup_stage's SetupAreas::fold), eased over a
  // moment from when the last step's pieces are in; a new playback's first frame shows it as it is.
  float fold_ = 0;
  float min_text_ = 0;
  std::optional<double> fold_start_;
  bool fold_fresh_ = true;
  SetupAreas areas_;  // the last frame's board and supply areas, for the automation
};

}  // namespace puzzlelab
