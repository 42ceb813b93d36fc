#include "app/speaker_screen.hpp"

#include <algorithm>
#include <cmath>

#include <imgui.h>

#include "app/speaker_panel.hpp"
#include "core/input_error.hpp"
#include "middle/speaker_view.hpp"
#include "middle/talk_link.hpp"
#include "platform/platform.hpp"
#include "platform/speaker_channel.hpp"
#include "ui/automation.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/keys.hpp"
#include "ui/redraw.hpp"
#include "ui/talk_keys.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

// The main window repeats its state every 2 s: three missed make it lost.
constexpr double kSilentSeconds = 5.0;
// Until the main window answers, "hello" is said again this often (it may be loading, or reloaded).
constexpr double kHelloSeconds = 1.0;

}  // namespace

void SpeakerScreen::open_link(const std::string& hash) {
  try {
    auto [talk, scene] = open_talk_link(hash);
    talk_source_ = talk.name;
    talk_ = std::move(talk);
    scene_ = scene;
  } catch (const InputError&) {
    // A talk from a file has no link: the main window sends its document.
  }
}

bool SpeakerScreen::tick() {
  // An address with no pairing token (typed or shared by hand) pairs with no window: the view never
  // touches the channel, so it can neither follow nor move anyone's talk.
  if (token_.empty()) return false;
  const double now = platform::now_seconds();
  bool changed = false;
  while (const auto text = platform::speaker::take_message(kMaxSpeakerMessage)) {
    const SpeakerRead read = read_speaker_message(*text, token_);
    if (!read.message) continue;  // malformed, or not ours: ignored
    if (read.message->event == SpeakerEvent::state) {
      last_heard_ = now;
      closed_ = false;
      follow(read.message->state);
      changed = true;
    } else if (read.message->event == SpeakerEvent::closed) {
      closed_ = true;
      changed = true;
    }
  }
  if (!connected(now) && (last_hello_ < 0 || now - last_hello_ >= kHelloSeconds)) {
    platform::speaker::post(speaker_hello(token_));
    last_hello_ = now;
  }
  return changed;
}

void SpeakerScreen::follow(const SpeakerState& state) {
  main_has_talk_ = state.talk.has_value();
  if (!state.talk) return;
  const std::string& source = state.document.empty() ? *state.talk : state.document;
  if (!talk_ || source != talk_source_ || !problem_.empty()) {
    try {
      Talk talk = state.document.empty() ? shipped_talk(*state.talk) : parse_talk(state.document);
      talk_ = std::move(talk);
      problem_.clear();
    } catch (const InputError& e) {
      talk_.reset();
      problem_ = std::string("The main window's talk cannot be shown here: ") + e.what();
    }
    talk_source_ = source;
  }
  // A state that does not fit the talk (another count of scenes) is not trusted.
  if (!talk_ || state.scenes != talk_->scenes.size()) return;
  scene_ = state.scene;
  started_ms_ = state.started_ms;
  started_known_ = true;
}

void SpeakerScreen::send(SpeakerCommand command, std::size_t scene) {
  if (token_.empty()) return;
  platform::speaker::post(speaker_command_message(token_, command, scene));
}

bool SpeakerScreen::connected(double now) const {
  return !closed_ && last_heard_ >= 0 && now - last_heard_ < kSilentSeconds;
}

double SpeakerScreen::elapsed_s() const {
  if (!started_known_) return 0;
  return (platform::speaker::wall_clock_ms() - static_cast<double>(started_ms_)) / 1000.0;
}

void SpeakerScreen::handle_keys() {
  if (!talk_) return;
  using Command = ui::talk_keys::Command;
  for (const Command command : ui::talk_keys::dispatch(ui::keys::presses())) {
    switch (command) {
      case Command::next_beat: send(SpeakerCommand::next_beat); break;
      case Command::step: send(SpeakerCommand::step); break;
      case Command::step_back: send(SpeakerCommand::step_back); break;
      case Command::next_scene: send(SpeakerCommand::next_scene); break;
      case Command::previous_scene: send(SpeakerCommand::previous_scene); break;
      case Command::first_scene: send(SpeakerCommand::go_to, 0); break;
      case Command::last_scene: send(SpeakerCommand::go_to, talk_->scenes.size() - 1); break;
      case Command::speaker_clock: send(SpeakerCommand::reset_clock); break;
      default: break;  // the projector's own keys (full screen, the laser, ...) mean nothing here
    }
  }
}

void SpeakerScreen::frame(double now, const ui::Fonts& fonts) {
  now_ = now;
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0, 0, 0, 1));
  ui::begin_screen_window("Speaker view", ImGuiWindowFlags_NoScrollbar);
  // Like a talk, every key is the talk's: Space and the arrows do not move ImGui's focus frame.
  ui::focus::board_on_screen();
  handle_keys();
  const ImVec2 window = ImGui::GetWindowPos();
  const ImVec2 region_min = ImGui::GetWindowContentRegionMin(), region_max = ImGui::GetWindowContentRegionMax();
  const ImVec2 min(window.x + region_min.x, window.y + region_min.y);
  const ImVec2 max(window.x + region_max.x, window.y + region_max.y);
  SpeakerPanelText text;
  text.keys = "Space next   arrows step   N / P scene   R reset clock";
  const bool linked = connected(now);
  if (token_.empty()) {
    text.status = "Not paired with a talk: press S in the talk's window to open its speaker view";
    text.status_bad = true;
  } else if (!problem_.empty()) {
    text.status = problem_;
    text.status_bad = true;
  } else if (closed_ || (last_heard_ >= 0 && !linked)) {
    text.status = "Lost the main window: it was closed or stopped answering";
    text.status_bad = true;
  } else if (!linked) {
    text.status = "Waiting for the main window...";
    text.status_bad = true;
  } else if (!main_has_talk_) {
    text.status = "The main window shows no talk";
  } else {
    text.status = "Following the main window";
  }
  SpeakerSummary summary;
  if (talk_)
    summary = summarize_for_speaker(*talk_, scene_, elapsed_s());
  else
    summary.notes = main_has_talk_ ? "The talk appears here as soon as the main window answers."
                                   : "The main window shows no talk. Start one there and it appears here.";
  if (draw_speaker_panel(summary, text, min, max, fonts)) send(SpeakerCommand::reset_clock);
  ImGui::End();
  ImGui::PopStyleColor();
  // The clocks tick once a second, and the status follows the main window's silence.
  ui::redraw::request_at(std::floor(now) + 1.0);
}

nlohmann::json SpeakerScreen::automation() const {
  nlohmann::json state = {{"connected", connected(now_)},
                          {"closed", closed_},
                          {"main_has_talk", main_has_talk_},
                          {"problem", problem_},
                          {"paired", !token_.empty()}};
  if (!talk_) {
    state["talk"] = nullptr;
    return {{"speaker", state}};
  }
  const SpeakerSummary summary = summarize_for_speaker(*talk_, scene_, elapsed_s());
  state["talk"] = talk_->name;
  state["title"] = talk_->title;
  state["scene"] = summary.scene;
  state["scenes"] = summary.scenes;
  state["kind"] = summary.kind;
  state["notes"] = summary.notes;
  state["next"] = summary.next;
  state["next_kind"] = summary.next_kind;
  state["elapsed_s"] = std::floor(summary.elapsed_s);
  state["countdown_s"] =
      summary.countdown_s ? nlohmann::json(std::ceil(*summary.countdown_s)) : nlohmann::json(nullptr);
  state["tone"] = summary.tone == CountdownTone::red     ? "red"
                  : summary.tone == CountdownTone::amber ? "amber"
                                                         : "normal";
  return {{"speaker", state}};
}

}  // namespace puzzlelab
