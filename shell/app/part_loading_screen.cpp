#include "app/part_loading_screen.hpp"

#include <algorithm>
#include <cctype>

#include <imgui.h>

#include "platform/code_part.hpp"
#include "ui/named_widgets.hpp"
#include "ui/palette.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

void PartLoadingScreen::frame(double now, const ui::Fonts& fonts) {
  failure_.clear();
  for (const std::string& part : parts_)
    if (failure_.empty()) failure_ = platform::code_part::failure(part);
  ui::begin_screen_window("Loading", ImGuiWindowFlags_NoScrollbar);
  const ImVec2 size = ImGui::GetContentRegionAvail();
  const float line = ImGui::GetTextLineHeightWithSpacing();
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + size.y * 0.4f - line);
  std::string title = failure_.empty() ? "Loading " + what_ + "..." : what_ + " could not be loaded";
  title[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(title[0])));
  ImGui::PushFont(fonts.bold);
  ImGui::SetCursorPosX((size.x - ImGui::CalcTextSize(title.c_str()).x) * 0.5f);
  ImGui::TextUnformatted(title.c_str());
  ImGui::PopFont();
  if (failure_.empty()) {
    ImGui::SetCursorPosX((size.x - ImGui::GetTextLineHeight()) * 0.5f);
    ui::spinner("loading-part", now, ui::palette().accent);
  } else {
    // The browser's words, then the way on: the network may be back, and the game is never lost.
    ImGui::PushStyleColor(ImGuiCol_Text, ui::palette().bad);
    ImGui::SetCursorPosX((size.x - std::min(size.x, ImGui::CalcTextSize(failure_.c_str()).x)) * 0.5f);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + size.x);
    ImGui::TextUnformatted(failure_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    const float buttons = ui::button_width("Try again") +
                          (offer_back_ ? ui::button_width("Back to the game") + ImGui::GetStyle().ItemSpacing.x : 0.0f);
    ImGui::SetCursorPosX((size.x - buttons) * 0.5f);
    if (ui::button("part-retry", "Try again"))
      for (const std::string& part : parts_) platform::code_part::request(part);
    if (offer_back_) {
      ImGui::SameLine();
      if (ui::button("part-back", "Back to the game")) request_.show = "play";
    }
  }
  ImGui::End();
}

nlohmann::json PartLoadingScreen::automation() const {
  return {{"loading", {{"waiting_for", what_}, {"failure", failure_}}}};
}

}  // namespace puzzlelab
