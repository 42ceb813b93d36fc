#include "app/setup_timer_view.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <imgui.h>

#include "middle/json_read.hpp"
#include "middle/link_bridge.hpp"
#include "middle/player_stats.hpp"
#include "platform/platform.hpp"
#include "ui/automation.hpp"
#include "ui/keyboard_focus.hpp"
#include "ui/keys.hpp"
#include "ui/named_widgets.hpp"
#include "ui/redraw.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {
namespace {

constexpr const char* kPopup = "Time my setup";

// "12.3 s" under a minute, else the clock's "1:02".
std::string step_time_text(double seconds) {
  if (seconds < 60) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f s", std::floor(std::max(0.0, seconds) * 10) / 10);
    return text;
  }
  return clock_text(seconds);
}

std::string step_title(std::size_t index, std::size_t count) {
  return "Step " + std::to_string(index + 1) + " of " + std::to_string(count);
}

}  // namespace

SetupTimerView::~SetupTimerView() {
  if (request_) engine_.abandon(*request_);
}

void SetupTimerView::start(const Challenge& challenge, NoticeBoard& notices) {
  if (request_ || timer_) return;
  if (!challenge.from_seed()) {
    notices.info("Time my setup needs a challenge dealt from a setup and a seed: this board has no printed setup.");
    return;
  }
  const std::string key = write_link(challenge, {});
  request_ = engine_.render_board(challenge, [this, key, &notices](const RenderResult& result) {
    request_.reset();
    if (result.end == RequestEnd::cancelled) return;
    if (result.end != RequestEnd::answered) {
      notices.error("The setup steps could not be made: " + result.error.message);
      return;
    }
    std::vector<std::string> steps;
    for (const nlohmann::json& step : json_read::at(result.printable, "setup_steps"))
      if (const auto text = json_read::text(step, 4096)) steps.push_back(*text);
    if (steps.empty()) {
      notices.info("This game's setup has no printed steps to time.");
      return;
    }
    timer_.emplace(std::move(steps));
    challenge_key_ = key;
    kept_ = false;
    open_popup_ = true;
    platform::announce(
        "Time my setup: " + std::to_string(timer_->steps().size()) + " steps. Press Start when your pieces are ready.",
        false);
  });
}

void SetupTimerView::close() {
  timer_.reset();
  challenge_key_.clear();
  open_popup_ = false;
}

void SetupTimerView::announce_step() const {
  if (!timer_ || timer_->phase() != SetupTimer::Phase::timing) return;
  const std::size_t i = timer_->current();
  platform::announce(step_title(i, timer_->steps().size()) + ": " + timer_->steps()[i], false);
}

void SetupTimerView::finish(Controller& controller, double now) {
  kept_ = controller.report_setup_timing(timer_->step_seconds());
  std::string said = "Set up in " + step_time_text(timer_->total(now)) + ".";
  said += kept_ ? " Kept on this challenge's play record." : " Play records are off: this timing is not kept.";
  platform::announce(said, false);
}

void SetupTimerView::draw(Controller& controller, double now, const ui::Fonts& fonts) {
  if (!timer_) return;
  // Another challenge came on screen (a link, the end of a deal): this timing is not its.
  if (!controller.session().active() || write_link(controller.session().challenge(), {}) != challenge_key_) {
    close();
    return;
  }
  if (open_popup_) {
    ImGui::OpenPopup(kPopup);
    open_popup_ = false;
  }
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float margin = ui::narrow_screen() ? 8.0f : 40.0f;
  ImGui::SetNextWindowPos(ImVec2(margin, margin), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(display.x - 2 * margin, display.y - 2 * margin), ImGuiCond_Always);
  if (!ImGui::BeginPopupModal(
          kPopup, nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar)) {
    close();  // closed from outside (the popup stack was cleared)
    return;
  }
  ui::automation::report("popup", "setup-timer");
  SetupTimer& timer = *timer_;
  const std::size_t count = timer.steps().size();
  using namespace ui::keys;
  // Space and Enter press Done, unless the focus frame is on a control: then they press that one.
  const bool keys_done = !ui::focus::frame_shown() && (pressed(SDL_SCANCODE_SPACE) || pressed(SDL_SCANCODE_RETURN) ||
                                                       pressed(SDL_SCANCODE_KP_ENTER));
  bool cancel = pressed(SDL_SCANCODE_ESCAPE);
  bool back = pressed(SDL_SCANCODE_BACKSPACE);
  const float wide = ImGui::GetContentRegionAvail().x;
  const float big = std::max(ui::kTouchTarget * 2.5f, ImGui::GetFrameHeight() * 3);

  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Time my setup");
  ImGui::PopFont();
  switch (timer.phase()) {
    case SetupTimer::Phase::ready: {
      ImGui::TextWrapped(
          "Lay this challenge out with real pieces, one printed step at a time (%zu steps). Press Done as you finish "
          "each step; Back takes a mistaken Done back. The clock starts when you press Start.",
          count);
      if (!controller.settings().keep_records)
        ImGui::TextWrapped("Play records are off: you will see your times, but they will not be kept.");
      ImGui::Spacing();
      ImGui::PushFont(fonts.heading);
      if (ui::button("setup-timer-start", "Start", true, "Start the clock (Space or Enter)", ImVec2(wide, big)) ||
          keys_done) {
        timer.start(now);
        announce_step();
      }
      ImGui::PopFont();
      back = false;
      break;
    }
    case SetupTimer::Phase::timing: {
      const std::size_t i = timer.current();
      ImGui::Text("%s  \xC2\xB7  %s", step_title(i, count).c_str(), clock_text(timer.total(now)).c_str());
      ui::automation::track("setup-timer-clock");
      ui::redraw::request_at(now + 1.0 - std::fmod(timer.total(now), 1.0));  // the clock's next second
      ImGui::Separator();
      ImGui::PushFont(fonts.heading);
      // Larger still: it is read from the table, an arm's length or more from the screen.
      ImGui::SetWindowFontScale(1.5f);
      ImGui::PushTextWrapPos(0);
      ImGui::TextUnformatted(timer.steps()[i].c_str());
      ImGui::PopTextWrapPos();
      ImGui::SetWindowFontScale(1.0f);
      ui::automation::track("setup-timer-step");
      ImGui::Spacing();
      if (ui::button("setup-timer-done", "Done", true, "This step is done (Space or Enter)", ImVec2(wide, big)) ||
          keys_done) {
        timer.done(now);
        if (timer.phase() == SetupTimer::Phase::complete)
          finish(controller, now);
        else
          announce_step();
      }
      ImGui::PopFont();
      break;
    }
    case SetupTimer::Phase::complete: {
      const std::vector<double> steps = timer.step_seconds();
      ImGui::PushFont(fonts.heading);
      ImGui::Text("Set up in %s", step_time_text(timer.total(now)).c_str());
      ImGui::PopFont();
      ui::automation::track("setup-timer-total");
      if (kept_) {
        ImGui::TextWrapped("Kept on this challenge's play record (More > Play records).");
      } else {
        ImGui::TextWrapped("Play records are off: this timing is not kept.");
        if (ui::button("setup-timer-keep", "Turn play records on and keep it")) {
          controller.set_keep_records(true);
          finish(controller, now);
        }
      }
      constexpr ImGuiTableFlags kFlags =
          ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_ScrollY;
      const float height = std::max(ImGui::GetFrameHeight() * 4,
                                    ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing() * 1.5f);
      if (ImGui::BeginTable("setup-timer-steps", 3, kFlags, ImVec2(0, height))) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn("Step", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("What", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("Time", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableHeadersRow();
        for (std::size_t i = 0; i < steps.size(); ++i) {
          ImGui::TableNextRow();
          ImGui::TableNextColumn();
          ImGui::Text("%zu", i + 1);
          ImGui::TableNextColumn();
          ImGui::TextWrapped("%s", timer.steps()[i].c_str());
          ImGui::TableNextColumn();
          ImGui::TextUnformatted(step_time_text(steps[i]).c_str());
        }
        ui::automation::track_table("setup-timer-steps");
        ImGui::EndTable();
      }
      break;
    }
  }
  // Back, and leaving.
  ImGui::Spacing();
  const bool can_back = timer.current() > 0;
  if (ui::button("setup-timer-back", "Back a step", can_back, "Take the last Done back (Backspace)") ||
      (back && can_back)) {
    timer.back();
    announce_step();
  }
  ImGui::SameLine();
  const bool complete = timer.phase() == SetupTimer::Phase::complete;
  if (ui::button(complete ? "setup-timer-close" : "setup-timer-cancel", complete ? "Close" : "Cancel", true,
                 complete ? "Back to the challenge (Esc)" : "Stop timing; nothing is kept (Esc)"))
    cancel = true;
  if (cancel) {
    if (!complete) platform::announce("Setup timing cancelled.", false);
    ImGui::CloseCurrentPopup();
    close();
  }
  ImGui::EndPopup();
}

nlohmann::json SetupTimerView::automation(double now) const {
  if (!timer_) return {{"open", false}, {"loading", busy()}};
  const char* phase = timer_->phase() == SetupTimer::Phase::ready    ? "ready"
                      : timer_->phase() == SetupTimer::Phase::timing ? "timing"
                                                                     : "complete";
  return {{"open", true},
          {"loading", false},
          {"phase", phase},
          {"steps", timer_->steps()},
          {"current", timer_->current()},
          {"seconds", timer_->step_seconds()},
          {"total", timer_->total(now)},
          {"kept", kept_}};
}

}  // namespace puzzlelab
