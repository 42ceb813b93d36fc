#include "app/talk_export.hpp"

#include <algorithm>
#include <utility>

#include <SDL.h>
#include <imgui.h>

#include "app/talk_palette.hpp"
#include "app/talk_type.hpp"
#include "core/input_error.hpp"
#include "platform/clip_recorder.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/colour.hpp"
#include "ui/keys.hpp"
#include "ui/named_widgets.hpp"
#include "ui/redraw.hpp"
#include "ui/scene_capture.hpp"

namespace puzzlelab {

namespace {

// A step is drawn this long after it settles: a setup finished at once, a solution sent to its
// end or a board's pieces gliding in end their animation first.
constexpr double kHoldSeconds = 0.6;
// The workers' time for one step (dealing, tracing, solving, a Lab run): a step still waiting then
// is drawn as it is, and its notes page says so.
constexpr double kStepSeconds = 120;
// A clip shows the scene as it opens this long, and each beat's end this long after it.
constexpr double kClipOpeningSeconds = 2.0;
constexpr double kClipHoldSeconds = 1.5;
// No scene has more beats than this (a side-by-side scene with a tally has three).
constexpr std::size_t kMostSteps = 8;
constexpr int kJpegQuality = 88;

bool is_clip_kind(TalkExport::Kind kind) {
  return kind == TalkExport::Kind::scene_clip || kind == TalkExport::Kind::every_clip;
}

const char* export_kind_name(TalkExport::Kind kind) {
  switch (kind) {
    case TalkExport::Kind::slides: return "slides";
    case TalkExport::Kind::notes: return "notes";
    case TalkExport::Kind::scene_clip: return "scene-clip";
    case TalkExport::Kind::every_clip: return "every-clip";
  }
  return "";
}

std::string clip_file_name(const Talk& talk, std::size_t scene) {
  return (talk.name.empty() ? std::string("talk") : "talk-" + talk.name) + "-scene-" + std::to_string(scene + 1) +
         ".webm";
}

}  // namespace

TalkExport::TalkExport(EngineClient& engine, Requests& requests) : engine_(engine), requests_(requests) {}

TalkExport::~TalkExport() {
  if (recording_) platform::clip_recorder::cancel();
}

std::string TalkExport::clips_unavailable() { return platform::clip_recorder::unavailable(); }

void TalkExport::start(const Talk& talk, Kind kind, std::size_t scene) {
  if (active()) cancel();
  message_.clear();
  message_bad_ = false;
  file_.clear();
  bytes_ = pages_ = clips_saved_ = 0;
  if (talk.scenes.empty()) {
    stop("The talk has no scenes to export.", true);
    return;
  }
  if (is_clip_kind(kind)) {
    const std::string why = clips_unavailable();
    if (!why.empty()) {
      stop(why, true);
      return;
    }
  }
  talk_ = talk;
  kind_ = kind;
  first_scene_ = kind == Kind::scene_clip ? std::min(scene, talk.scenes.size() - 1) : 0;
  last_scene_ = kind == Kind::scene_clip ? first_scene_ : talk.scenes.size() - 1;
  steps_.clear();
  stage_ = std::make_unique<TalkStage>(engine_, requests_, notices_);
  enter_scene(first_scene_, platform::now_seconds());
  ui::redraw::request();
}

void TalkExport::cancel() {
  if (!active()) return;
  if (recording_) platform::clip_recorder::cancel();
  recording_ = false;
  stop("The export was cancelled.", false);
}

void TalkExport::stop(std::string message, bool bad) {
  stage_.reset();  // its boards' requests and its run are abandoned
  talk_.reset();
  steps_.clear();
  message_ = std::move(message);
  message_bad_ = bad;
  finished_at_ = platform::now_seconds();
  platform::announce(message_, false);  // the screen reader hears where the file went, or why none
  (void)ui::scene_capture::take();      // a picture of ours still waiting is nobody's now
}

void TalkExport::enter_scene(std::size_t scene, double now) {
  scene_ = scene;
  step_ = 0;
  stage_->enter(talk_->scenes[scene_]);
  phase_ = Phase::settle;
  phase_until_ = now + kStepSeconds;
  unfinished_ = false;
  if (is_clip_kind(kind_)) {
    clip_file_ = clip_file_name(*talk_, scene_);
    clip_started_ = -1;
    clip_seconds_ = 0;
    clip_pictures_ = 0;
    recording_ = false;
  }
}

void TalkExport::frame(double now, const ui::Fonts& fonts) {
  fonts_ = &fonts;
  if (!talk_) return;
  // Esc stops the export, and only the export: the screen under it never sees the press.
  if (ui::keys::pressed(SDL_SCANCODE_ESCAPE)) {
    ui::keys::consume(SDL_SCANCODE_ESCAPE);
    cancel();
    return;
  }
  notices_.age(now);
  ui::redraw::request();          // the export moves on every frame until it is done
  if (phase_ == Phase::saving) {  // a clip handed to the recorder, which hands the file over
    const platform::clip_recorder::Status status = platform::clip_recorder::status();
    if (status.state == platform::clip_recorder::Status::State::failed) {
      stop(status.message, true);
    } else if (status.state == platform::clip_recorder::Status::State::saved) {
      ++clips_saved_;
      file_ = clip_file_;
      bytes_ = status.bytes;
      scene_done(now);
    }
    return;
  }
  stage_->tick(now);
  if (is_clip_kind(kind_)) {
    clip_frame(now);
    return;
  }
  if (phase_ == Phase::picture) {
    if (std::optional<ui::scene_capture::Picture> picture = ui::scene_capture::take()) {
      took_picture(ui::scene_capture::encode_jpeg(*picture, kJpegQuality), now);
      if (!talk_) return;
    }
  }
  if (phase_ == Phase::settle && (stage_->settled() || now >= phase_until_)) {
    unfinished_ = !stage_->settled();
    phase_ = Phase::hold;
    phase_until_ = now + kHoldSeconds;
  }
  if (phase_ == Phase::hold && now >= phase_until_) phase_ = Phase::picture;
  draw_stage(now, phase_ == Phase::picture);
}

void TalkExport::took_picture(const std::string& jpeg, double now) {
  if (jpeg.empty()) {
    stop("The picture of scene " + std::to_string(scene_ + 1) + " could not be encoded as JPEG.", true);
    return;
  }
  HandoutStep step;
  step.scene = scene_;
  step.step = step_;
  step.jpeg = jpeg;
  step.unfinished = unfinished_;
  steps_.push_back(std::move(step));
  next_step(now);
}

void TalkExport::next_step(double now) {
  // A step whose time ran out takes no more beats: what it waits for would hold the next one too.
  if (!unfinished_ && step_ + 1 < kMostSteps && stage_->next_beat(talk_->scenes[scene_], now, false)) {
    stage_->finish(now);  // the end of the beat's animation, at once
    ++step_;
    phase_ = Phase::settle;
    phase_until_ = now + kStepSeconds;
    return;
  }
  scene_done(now);
}

void TalkExport::scene_done(double now) {
  for (HandoutStep& step : steps_)
    if (step.scene == scene_) step.steps = step_ + 1;
  if (scene_ < last_scene_) {
    enter_scene(scene_ + 1, now);
    return;
  }
  complete();
}

void TalkExport::clip_frame(double now) {
  // Every picture on, from the scene's opening: the recorder starts with the first, at its size.
  if (std::optional<ui::scene_capture::Picture> picture = ui::scene_capture::take()) {
    if (!recording_) {
      if (!platform::clip_recorder::start(picture->width, picture->height, clip_file_)) {
        const std::string why = platform::clip_recorder::status().message;
        stop(why.empty() ? "The browser refused to record " + clip_file_ + "." : why, true);
        return;
      }
      recording_ = true;
      clip_started_ = now;
      phase_until_ = now + kClipOpeningSeconds;  // the opening counts from its first picture
    }
    platform::clip_recorder::frame(picture->rgba.data(), picture->width, picture->height);
    ++clip_pictures_;
  }
  switch (phase_) {
    case Phase::settle:
      if (stage_->settled() || now >= phase_until_) {
        unfinished_ = !stage_->settled();
        phase_ = Phase::hold;
        phase_until_ = now + kClipOpeningSeconds;
      }
      break;
    case Phase::play:
      if (stage_->settled() || now >= phase_until_) {
        unfinished_ = !stage_->settled();
        phase_ = Phase::hold;
        phase_until_ = now + kClipHoldSeconds;
      }
      break;
    case Phase::hold:
      if (recording_ && now >= phase_until_) {
        if (!unfinished_ && step_ + 1 < kMostSteps && stage_->next_beat(talk_->scenes[scene_], now, false)) {
          ++step_;  // the beat plays at the talk's own pace: the clip shows it move
          phase_ = Phase::play;
          phase_until_ = now + kStepSeconds;
        } else {
          clip_seconds_ = now - clip_started_;
          platform::clip_recorder::finish();
          recording_ = false;
          phase_ = Phase::saving;
          return;
        }
      }
      break;
    case Phase::picture:
    case Phase::saving: break;
  }
  draw_stage(now, phase_ != Phase::settle);
}

void TalkExport::complete() {
  const Talk talk = std::move(*talk_);
  if (is_clip_kind(kind_)) {
    const std::string what = clips_saved_ == 1 ? "Downloaded " + file_
                                               : "Downloaded " + std::to_string(clips_saved_) + " clips, one a scene";
    stop(what, false);
    return;
  }
  const bool notes = kind_ == Kind::notes;
  try {
    const std::string pdf = notes ? notes_pdf(talk, steps_) : slides_pdf(talk, steps_);
    const std::size_t pictures = steps_.size();
    std::size_t unfinished = 0;
    for (const HandoutStep& step : steps_) unfinished += step.unfinished ? 1 : 0;
    const std::string name = handout_file_name(talk, notes);
    std::string where = platform::offer_download(name, "application/pdf", pdf);
    where += " (" + std::to_string(pictures) + (pictures == 1 ? " step" : " steps") + ")";
    if (unfinished > 0)
      where += "; " + std::to_string(unfinished) + (unfinished == 1 ? " step was" : " steps were") +
               " drawn before the workers finished";
    stop(where, false);
    file_ = name;
    bytes_ = pdf.size();
    pages_ = pictures;
  } catch (const InputError& e) {
    stop(std::string("The PDF could not be written: ") + e.what(), true);
  }
}

void TalkExport::draw_stage(double now, bool picture) {
  const TalkScene& scene = talk_->scenes[scene_];
  ui::scene_capture::draw(
      [&] {
        const ImVec2 window = ImGui::GetWindowPos();
        const ImVec2 region_min = ImGui::GetWindowContentRegionMin(), region_max = ImGui::GetWindowContentRegionMax();
        const ImVec2 min(window.x + region_min.x, window.y + region_min.y);
        const ImVec2 max(window.x + region_max.x, window.y + region_max.y);
        TalkStage::Frame frame;
        frame.fonts = fonts_;
        frame.display = ImGui::GetIO().DisplaySize;
        frame.min_text = talk_type::min_size(frame.display);
        // The scene as the room sees it, without the presenter's key line (as embedded in a deck).
        stage_->draw(scene, min, max, min.y + 6, now, frame);
        (void)stage_->take_spots();
      },
      talk_palette::background, picture);
}

void TalkExport::draw_progress(double now, const ui::Fonts& fonts) {
  const ImGuiIO& io = ImGui::GetIO();
  if (!talk_) {
    // The outcome, for a few seconds: where the file went, or why there is none.
    constexpr double kShowSeconds = 8;
    if (message_.empty() || now > finished_at_ + kShowSeconds) return;
    ui::redraw::request_at(finished_at_ + kShowSeconds + 0.05);
    ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x - 16, io.DisplaySize.y - 16), ImGuiCond_Always, ImVec2(1, 1));
    ImGui::SetNextWindowBgAlpha(0.92f);
    ImGui::Begin("##talk-export-message", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoInputs);
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
    ui::text_colored_wrapped(message_bad_ ? ui::palette().bad : ui::palette().text, message_.c_str());
    ImGui::PopTextWrapPos();
    ui::automation::track("talk-export-message");
    ImGui::End();
    return;
  }
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x - 16, io.DisplaySize.y - 16), ImGuiCond_Always, ImVec2(1, 1));
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin("##talk-export-progress", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoMove);
  ImGui::PushFont(fonts.bold);
  const std::string what = kind_ == Kind::slides  ? "Exporting the slides as PDF"
                           : kind_ == Kind::notes ? "Exporting the notes as PDF"
                                                  : "Recording " + clip_file_;
  ImGui::TextUnformatted(what.c_str());
  ImGui::PopFont();
  std::string where = "Scene " + std::to_string(scene_ + 1) + " of " + std::to_string(talk_->scenes.size()) +
                      ", step " + std::to_string(step_ + 1);
  if (phase_ == Phase::settle) where += ": waiting for the workers";
  if (phase_ == Phase::play) where += ": playing";
  if (phase_ == Phase::saving) where += ": saving the clip";
  ImGui::TextUnformatted(where.c_str());
  const std::size_t total = last_scene_ - first_scene_ + 1;
  const float done = static_cast<float>(scene_ - first_scene_) / static_cast<float>(total);
  ImGui::ProgressBar(done, ImVec2(ImGui::GetFontSize() * 18, 0));
  ui::automation::track("talk-export-progress");
  if (ui::button("talk-export-cancel", "Cancel (Esc)", true, "Stop the export; nothing is saved")) cancel();
  ImGui::End();
}

nlohmann::json TalkExport::automation() const {
  nlohmann::json state = {{"active", active()},
                          {"message", message_},
                          {"message_bad", message_bad_},
                          {"file", file_},
                          {"bytes", bytes_},
                          {"pages", pages_},
                          {"clips_saved", clips_saved_},
                          {"clip_seconds", clip_seconds_},
                          {"clip_pictures", clip_pictures_},
                          {"clips_unavailable", clips_unavailable()}};
  if (!talk_) return state;
  static const char* const phases[] = {"settle", "hold", "picture", "play", "saving"};
  state["kind"] = export_kind_name(kind_);
  state["scene"] = scene_ + 1;
  state["scenes"] = talk_->scenes.size();
  state["step"] = step_ + 1;
  state["steps_done"] = steps_.size();
  state["phase"] = phases[static_cast<int>(phase_)];
  state["clip_file"] = is_clip_kind(kind_) ? nlohmann::json(clip_file_) : nlohmann::json(nullptr);
  state["recording"] = recording_;
  return state;
}

}  // namespace puzzlelab
