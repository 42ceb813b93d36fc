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

// The daily challenges: per game, days played and solved and the streaks; then the last days'
// results of the games played.
void draw_daily_table(const DailyRecord& daily, const DailyDate& today, const ui::Fonts& fonts) {
  ImGui::Spacing();
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Daily challenges");
  ImGui::PopFont();
  ImGui::TextDisabled("One challenge per game per day (UTC). A streak is days in a row solved without the solver.");
  constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
  const char* headers[] = {"Game", "Days played", "Solved", "Streak", "Longest streak", "Last day"};
  if (ImGui::BeginTable("daily-table", 6, kFlags)) {
    for (const char* header : headers) ImGui::TableSetupColumn(header);
    ImGui::TableHeadersRow();
    for (const auto& game : all_games()) {
      const DailySummary s = daily.summary(game->name(), today);
      const auto days = daily.games().find(game->name());
      std::string last = "-";
      if (days != daily.games().end() && !days->second.empty()) {
        const auto& [date, r] = *days->second.rbegin();
        last = long_daily_date(date) + ": ";
        if (r.solved) {
          last += std::to_string(r.moves.value_or(0)) + " moves";
          if (r.optimum) last += " (optimum " + std::to_string(*r.optimum) + ")";
          last += r.hints == 0 ? ", no hints" : ", " + std::to_string(r.hints) + (r.hints == 1 ? " hint" : " hints");
        } else {
          last += r.assisted ? "solver helped" : "not solved";
        }
      }
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(game->title().c_str());
      const std::string cells[] = {std::to_string(s.played), std::to_string(s.solved), std::to_string(s.streak),
                                   std::to_string(s.longest_streak), last};
      for (const std::string& cell : cells) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(cell.c_str());
      }
    }
    ImGui::EndTable();
  }
  ui::automation::track("daily-table");
}

}  // namespace

void draw_stats_popup(const PlayerStats& stats, double now, const DailyRecord& daily, const DailyDate& today,
                      const ui::Fonts& fonts) {
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
  draw_daily_table(daily, today, fonts);
  ImGui::EndPopup();
}

}  // namespace puzzlelab
