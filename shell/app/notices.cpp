#include "app/notices.hpp"

#include <algorithm>

#include <imgui.h>

#include "ui/automation.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {
namespace {

constexpr double kInfoSeconds = 5.0;
constexpr std::size_t kMaxNotices = 4;

}  // namespace

void Notices::info(std::string text) {
  notices_.push_back({std::move(text), false, -1, {}, {}});
  if (notices_.size() > kMaxNotices) notices_.erase(notices_.begin());
}

void Notices::error(std::string text) {
  // The same problem twice in a row is shown once.
  if (!notices_.empty() && notices_.back().error && notices_.back().text == text) return;
  notices_.push_back({std::move(text), true, -1, {}, {}});
  if (notices_.size() > kMaxNotices) notices_.erase(notices_.begin());
}

void Notices::warn(std::string text, std::string action, std::string button) {
  withdraw(action);
  notices_.push_back({std::move(text), false, -1, std::move(action), std::move(button)});
  if (notices_.size() > kMaxNotices) notices_.erase(notices_.begin());
}

void Notices::withdraw(const std::string& action) {
  std::erase_if(notices_, [&](const Notice& n) { return !n.action.empty() && n.action == action; });
}

std::optional<std::string> Notices::draw(double now) {
  std::optional<std::string> pressed;
  std::erase_if(notices_, [&](const Notice& n) {
    return !n.error && n.action.empty() && n.shown_at >= 0 && now - n.shown_at > kInfoSeconds;
  });
  int index = 0;
  for (auto it = notices_.begin(); it != notices_.end();) {
    if (it->shown_at < 0) it->shown_at = now;
    ImGui::PushID(index++);
    const bool warning = !it->action.empty();
    const ImU32 tint = it->error ? IM_COL32(120, 44, 48, 255) : warning ? IM_COL32(112, 84, 28, 255) : IM_COL32(40, 86, 70, 255);
    ImGui::PushStyleColor(ImGuiCol_ChildBg, tint);
    const float width = ImGui::GetContentRegionAvail().x;
    const float button_w = warning ? ImGui::CalcTextSize(it->button.c_str()).x + ImGui::GetStyle().FramePadding.x * 2 + 12 : 0;
    const float wrap = width - 60 - button_w;
    const float height = ImGui::CalcTextSize(it->text.c_str(), nullptr, false, wrap).y + 16;
    bool dismissed = false;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, 8));
    const bool shown = ImGui::BeginChild("notice", ImVec2(width, height), false,
                                         ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_AlwaysUseWindowPadding);
    ImGui::PopStyleVar();
    if (shown) {
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
      ImGui::TextUnformatted(it->text.c_str());
      ImGui::PopTextWrapPos();
      if (warning) {
        ImGui::SameLine(width - 48 - button_w);
        if (ImGui::SmallButton(it->button.c_str())) {
          pressed = it->action;
          dismissed = true;
        }
        ui::automation::track("notice-" + it->action);
      }
      ImGui::SameLine(width - 40);
      dismissed = ImGui::SmallButton("\xE2\x9C\x95") || dismissed;  // ✕
      ui::automation::track(it->error ? "notice-error-close" : warning ? "notice-warning-close" : "notice-info-close");
    }
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImGui::PopID();
    it = dismissed ? notices_.erase(it) : it + 1;
  }
  return pressed;
}

nlohmann::json Notices::automation() const {
  nlohmann::json out = nlohmann::json::array();
  for (const Notice& n : notices_) {
    out.push_back({{"level", n.error ? "error" : n.action.empty() ? "info" : "warning"}, {"text", n.text}});
    if (!n.action.empty()) out.back()["action"] = n.action;
  }
  return out;
}

}  // namespace puzzlelab
