// A talk exported for handing in (docs/app/TALK_MODE.md, "Export"): the slides as a PDF (one page
// per step, what the room saw at the end of the step's animation), the speaker's notes as a PDF
// (middle/talk_handout.hpp), or a scene, or every scene, as a WebM clip of it playing from its
// start to its end (platform/clip_recorder.hpp). The talk is played on a stage of its own
// (app/talk_stage), drawn apart from the screen (ui/scene_capture.hpp) at the screen's size and
// pixels, one step after the other, so the live talk on screen is never touched. Each screen that
// offers it (talk mode, the talk builder) calls frame() every frame and draws its progress, with
// Cancel (Esc).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/talk_stage.hpp"
#include "middle/engine_client.hpp"
#include "middle/notice_board.hpp"
#include "middle/requests.hpp"
#include "middle/talk.hpp"
#include "middle/talk_handout.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

class TalkExport {
 public:
  enum class Kind { slides, notes, scene_clip, every_clip };

  TalkExport(EngineClient& engine, Requests& requests);
  ~TalkExport();
  TalkExport(const TalkExport&) = delete;
  TalkExport& operator=(const TalkExport&) = delete;

  // Why clips cannot be recorded in this build or browser ("" when they can).
  static std::string clips_unavailable();
  // Starts exporting a copy of `talk` (`scene`, from 0: the scene of a one-scene clip); an export
  // under way is cancelled first. A clip where none can be recorded is refused with the reason
  // (message()).
  void start(const Talk& talk, Kind kind, std::size_t scene);
  void cancel();
  bool active() const { return talk_.has_value(); }

  // Every frame of the screen holding it, before its own drawing: the export moves on and draws
  // its step apart from the screen.
  void frame(double now, const ui::Fonts& fonts);
  // The progress over the bottom right of the screen, with Cancel; Esc cancels too (its press is
  // consumed). Draws nothing when no export runs.
  void draw_progress(double now, const ui::Fonts& fonts);

  // The last export's outcome: "Downloaded talk-fujisan-slides.pdf (12 pages)", or why it stopped.
  const std::string& message() const { return message_; }
  bool message_bad() const { return message_bad_; }
  nlohmann::json automation() const;

 private:
  enum class Phase { settle, hold, picture, play, saving };
  void enter_scene(std::size_t scene, double now);
  void took_picture(const std::string& jpeg, double now);  // slides, notes: the step's picture
  void next_step(double now);
  void scene_done(double now);
  void clip_frame(double now);  // a clip: the picture on, and the beats
  void complete();
  void stop(std::string message, bool bad);
  void draw_stage(double now, bool picture);

  EngineClient& engine_;
  Requests& requests_;
  NoticeBoard notices_;  // the stage's boards report here, never on the screen's
  const ui::Fonts* fonts_ = nullptr;
  std::optional<Talk> talk_;  // the talk being exported, a copy
  Kind kind_ = Kind::slides;
  std::size_t first_scene_ = 0, last_scene_ = 0;  // the scenes exported
  std::unique_ptr<TalkStage> stage_;
  std::size_t scene_ = 0;
  std::size_t step_ = 0;  // within the scene
  Phase phase_ = Phase::settle;
  double phase_until_ = 0;  // hold: until then; settle and play: the step's time runs out then
  bool unfinished_ = false;
  std::vector<HandoutStep> steps_;
  // A clip: when its recording started, whether the recorder runs, the clips saved.
  double clip_started_ = -1;
  bool recording_ = false;
  std::size_t clips_saved_ = 0;
  std::string clip_file_;
  double clip_seconds_ = 0;
  std::size_t clip_pictures_ = 0;  // handed to the recorder
  // The outcome.
  std::string message_;
  bool message_bad_ = false;
  std::string file_;
  std::size_t bytes_ = 0;
  std::size_t pages_ = 0;
  double finished_at_ = -1;  // the outcome shows for a while after
};

}  // namespace puzzlelab
