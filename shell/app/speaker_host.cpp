#include "app/speaker_host.hpp"

#include <algorithm>
#include <cmath>

#include "app/speaker_panel.hpp"
#include "platform/platform.hpp"
#include "platform/speaker_channel.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/palette.hpp"
#include "ui/redraw.hpp"

namespace puzzlelab {

namespace {

// At most this many commands wait for a frame: a window that floods the channel moves the talk no
// faster than its frames.
constexpr std::size_t kMaxWaitingCommands = 16;

}  // namespace

void SpeakerHost::talk_started() { started_ms_ = platform::speaker::wall_clock_ms(); }

void SpeakerHost::reset_clock() { started_ms_ = platform::speaker::wall_clock_ms(); }

void SpeakerHost::listen() {
  if (listening_) return;
  listening_ = true;
  platform::speaker::set_farewell(speaker_closed(token_));
}

void SpeakerHost::toggle(const std::string& link) {
  if (!platform::speaker::has_windows()) {
    panel_ = !panel_;
    return;
  }
  // The pairing: made with the first speaker window, kept by the tab (a reload keeps it), carried by
  // the window's address.
  token_ = platform::speaker::main_window_token(true);
  looked_for_token_ = true;
  listen();
  if (platform::speaker::open_window(link, token_)) {
    opened_ = true;
    blocked_url_.clear();
    announced_.reset();  // the new window hears the state at once (and again when it says hello)
  } else {
    blocked_url_ = platform::speaker::window_url(link, token_);
  }
}

bool SpeakerHost::tick(bool showing) {
  // A speaker window runs the app too: the channel's messages there are its speaker screen's.
  if (!platform::speaker::has_windows() || platform::speaker::is_speaker_window()) return false;
  // A main window reloaded while its speaker view stayed open finds its pairing in the tab's storage
  // and answers the view's next hello; a window that never opened one stays off the channel.
  if (!looked_for_token_) {
    looked_for_token_ = true;
    token_ = platform::speaker::main_window_token(false);
    if (!token_.empty()) listen();
  }
  if (token_.empty()) return false;
  bool waiting = false;
  while (const auto text = platform::speaker::take_message(kMaxSpeakerMessage)) {
    const SpeakerRead read = read_speaker_message(*text, token_);
    if (!read.message) continue;  // malformed, or another pairing's: ignored
    const SpeakerMessage& message = *read.message;
    if (message.event == SpeakerEvent::hello) {
      listen();
      // Answered at once with the state last announced; the talk's next frame announces it otherwise.
      if (announced_) platform::speaker::post(speaker_state_message(token_, *announced_), true);
      waiting = true;
    } else if (message.event == SpeakerEvent::command) {
      if (message.command == SpeakerCommand::reset_clock) {
        reset_clock();
        waiting = true;
      } else if (showing && commands_.size() < kMaxWaitingCommands) {
        // Off the talk's screen there is no talk to move: a command is not kept for later.
        commands_.push_back(message);
        waiting = true;
      }
    }
  }
  return waiting;
}

std::vector<SpeakerMessage> SpeakerHost::take_commands() {
  std::vector<SpeakerMessage> out;
  out.swap(commands_);
  return out;
}

void SpeakerHost::announce(const Talk* talk, std::size_t scene, const std::string& document) {
  if (!listening_) return;
  SpeakerState state;
  if (talk != nullptr && !talk->scenes.empty()) {
    state.talk = talk->name;
    state.document = document;
    state.scene = std::min(scene, talk->scenes.size() - 1);
    state.scenes = talk->scenes.size();
    state.started_ms = static_cast<std::uint64_t>(std::max(0.0, started_ms_));
  }
  if (announced_ && *announced_ == state) return;
  platform::speaker::post(speaker_state_message(token_, state), true);
  announced_ = std::move(state);
}

double SpeakerHost::elapsed_s() const { return (platform::speaker::wall_clock_ms() - started_ms_) / 1000.0; }

void SpeakerHost::draw(const Talk* talk, std::size_t scene, ImVec2 min, ImVec2 max, const ui::Fonts& fonts,
                       double now) {
  if (!blocked_url_.empty()) {
    // The browser blocked the window: say so, with the address to open by hand (selectable, to copy).
    const float width = std::min(max.x - min.x - 40, 760.0f);
    ImGui::SetNextWindowPos(ImVec2(min.x + (max.x - min.x - width) * 0.5f, min.y + 40));
    ImGui::SetNextWindowSize(ImVec2(width, 0));
    ImGui::Begin("Speaker view blocked", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
    ui::text_colored_wrapped(ui::palette().bad,
                             "The browser blocked the speaker window. Allow pop-ups for this page and press S "
                             "again, or open this address in a new window:");
    ImGui::SetNextItemWidth(-1);
    ui::input_text("speaker-url", "##speaker-url", &blocked_url_, nullptr, ImGuiInputTextFlags_ReadOnly);
    if (ui::button("speaker-blocked-close", "Close")) blocked_url_.clear();
    ui::automation::track_window("speaker-blocked");
    ImGui::End();
  }
  if (!panel_ || talk == nullptr) return;
  const float top = min.y + (max.y - min.y) * 0.58f;
  const SpeakerSummary summary = summarize_for_speaker(*talk, scene, elapsed_s());
  const SpeakerPanelText text{"Speaker panel: only here, as there is no second window on the desktop", false,
                              "S hide   R reset clock"};
  // A window of its own over the talk's, drawn after it and so on top.
  ImGui::SetNextWindowPos(ImVec2(min.x, top));
  ImGui::SetNextWindowSize(ImVec2(max.x - min.x, max.y - top));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0);
  ImGui::Begin("Speaker panel", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoFocusOnAppearing);
  if (draw_speaker_panel(summary, text, ImVec2(min.x, top), max, fonts)) reset_clock();
  ImGui::End();
  ImGui::PopStyleVar(2);
  // The clocks tick once a second.
  const double into_second = std::fmod(std::max(0.0, elapsed_s()), 1.0);
  ui::redraw::request_at(now + (1.0 - into_second) + 0.01);
}

nlohmann::json SpeakerHost::automation() const {
  return {{"panel", panel_},
          {"window", opened_},
          {"listening", listening_},
          {"paired", !token_.empty()},
          {"blocked_url", blocked_url_.empty() ? nlohmann::json(nullptr) : nlohmann::json(blocked_url_)},
          {"elapsed_s", std::floor(elapsed_s())}};
}

}  // namespace puzzlelab
