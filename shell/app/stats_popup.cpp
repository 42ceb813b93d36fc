#include "app/stats_popup.hpp"

#include <string>

#include <imgui.h>

#include "game/game.hpp"
#include "ui/automation.hpp"

namespace puzzlelab {

namespace {

std::string percent(std::uint64_t part, std::uint64_t whole) {
  if (whole == 0) return "-";
  return std::to_string((part * 100 + whole / 2) / whole) + "%";
}

}  // namespace

void draw_stats_popup(const PlayerStats& stats, double now, const ui::Fonts& fonts) {
  if (!ImGui::BeginPopup("Stats")) return;
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Your statistics");
  ImGui::PopFont();
  ImGui::TextDisabled("Kept in this browser only. A streak is challenges solved in a row without the solver playing.");
  if (stats.timing()) ImGui::Text("This challenge: %s so far.", clock_text(stats.seconds(now)).c_str());

  constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
  const char* headers[] = {"Game",           "Played", "Solved",      "Without help",
                           "At the optimum", "Streak", "Best streak", "Fastest"};
  if (ImGui::BeginTable("stats-table", 8, kFlags)) {
    for (const char* header : headers) ImGui::TableSetupColumn(header);
    ImGui::TableHeadersRow();
    for (const auto& game : all_games()) {
      const GameRecord& r = stats.record(game->name());
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(game->title().c_str());
      const std::string cells[] = {std::to_string(r.played),
                                   std::to_string(r.solved) + " (" + percent(r.solved, r.played) + ")",
                                   std::to_string(r.solved_alone),
                                   std::to_string(r.at_optimum),
                                   std::to_string(r.streak),
                                   std::to_string(r.best_streak),
                                   r.fastest_seconds ? clock_text(*r.fastest_seconds) : std::string("-")};
      for (const std::string& cell : cells) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(cell.c_str());
      }
    }
    ImGui::EndTable();
  }
  ui::automation::track("stats-table");
  ImGui::EndPopup();
}

}  // namespace puzzlelab
