#include "app/notices_view.hpp"

#include <imgui.h>

#include "ui/named_widgets.hpp"
#include "ui/redraw.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

std::optional<std::string> draw_notices(NoticeBoard& notices, double now) {
  std::optional<std::string> pressed;
  notices.age(now);
  if (const auto expiry = notices.next_expiry()) ui::redraw::request_at(*expiry);  // fades by the clock
  std::optional<std::size_t> dismissed;
  const std::vector<Notice>& all = notices.all();
  for (std::size_t index = 0; index < all.size(); ++index) {
    const Notice& n = all[index];
    ImGui::PushID(static_cast<int>(index));
    const bool warning = n.level == Notice::Level::warning;
    const bool error = n.level == Notice::Level::error;
    const ImU32 tint = error     ? ui::palette().notice_error
                       : warning ? ui::palette().notice_warning
                                 : ui::palette().notice_info;
    ImGui::PushStyleColor(ImGuiCol_ChildBg, tint);
    const float width = ImGui::GetContentRegionAvail().x;
    const float button_w =
        warning ? ImGui::CalcTextSize(n.button.c_str()).x + ImGui::GetStyle().FramePadding.x * 2 + 12 : 0;
    const float wrap = width - 60 - button_w;
    const float height = ImGui::CalcTextSize(n.text.c_str(), nullptr, false, wrap).y + 16;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12, 8));
    const bool shown = ImGui::BeginChild("notice", ImVec2(width, height), false,
                                         ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_AlwaysUseWindowPadding);
    ImGui::PopStyleVar();
    if (shown) {
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
      ImGui::TextUnformatted(n.text.c_str());
      ImGui::PopTextWrapPos();
      if (warning) {
        ImGui::SameLine(width - 48 - button_w);
        if (ui::small_button(("notice-" + n.action).c_str(), n.button.c_str())) {
          pressed = n.action;
          dismissed = index;
        }
      }
      ImGui::SameLine(width - 40);
      const char* close = error ? "notice-error-close" : warning ? "notice-warning-close" : "notice-info-close";
      if (ui::small_button(close, "\xE2\x9C\x95")) dismissed = index;  // ✕
    }
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImGui::PopID();
  }
  // At most one button is pressed per frame; the list is not changed while it is drawn.
  if (dismissed) notices.dismiss(*dismissed);
  return pressed;
}

}  // namespace puzzlelab
