#include "app/moves_panel.hpp"

#include <string>

#include <imgui.h>

#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"

namespace puzzlelab {

std::optional<std::size_t> draw_moves_panel(const std::vector<std::string>& history, std::size_t cursor,
                                            const ui::Fonts& fonts, float height, bool follow) {
  std::optional<std::size_t> jump;
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Moves");
  ImGui::PopFont();
  if (!ImGui::BeginChild("moves", ImVec2(0, height), true)) {
    ui::end_panel("moves-panel");
    return jump;
  }
  ui::automation::track_window("moves-list");
  if (ui::selectable("move-0", "   Start", cursor == 0)) jump = 0;
  for (std::size_t i = 0; i < history.size(); ++i) {
    const bool played = i < cursor;
    if (!played) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    const std::string label =
        (i + 1 < 10 ? "  " : (i + 1 < 100 ? " " : "")) + std::to_string(i + 1) + ". " + history[i];
    ImGui::PushID(static_cast<int>(i));
    if (ui::selectable(("move-" + std::to_string(i + 1)).c_str(), label.c_str(), i + 1 == cursor)) jump = i + 1;
    ImGui::PopID();
    if (!played) ImGui::PopStyleColor();
    if (follow && i + 1 == cursor) ImGui::SetScrollHereY(0.5f);
  }
  if (history.empty()) ImGui::TextDisabled("No moves yet.");
  // The keyboard enters the list with Enter or Space (arrows then pick a move, Enter jumps there)
  // and leaves it with Esc.
  ui::end_panel("moves-panel");
  return jump;
}

}  // namespace puzzlelab
