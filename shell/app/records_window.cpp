#include "app/records_window.hpp"

#include <string>

#include <imgui.h>

#include "game/game.hpp"
#include "middle/record_export.hpp"
#include "platform/platform.hpp"
#include "platform/records_store.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {
namespace {

// The game's title, or its name for a game this build does not know (records of another build).
std::string game_title(const std::string& name) {
  const Game* game = game_named(name);
  return game != nullptr ? game->title() : name;
}

void draw_counts_table(const RecordStore& records) {
  constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit;
  const char* headers[] = {"Game", "Played", "Solved", "Given up", "Setups timed"};
  if (!ImGui::BeginTable("records-table", 5, kFlags)) return;
  for (const char* header : headers) ImGui::TableSetupColumn(header);
  ImGui::TableHeadersRow();
  for (const auto& [game, c] : records.counts()) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(game_title(game).c_str());
    const std::string cells[] = {std::to_string(c.played), std::to_string(c.solved), std::to_string(c.gave_up),
                                 std::to_string(c.timed_setups)};
    for (const std::string& cell : cells) {
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(cell.c_str());
    }
  }
  ui::automation::track_table("records-table");
  ImGui::EndTable();
}

}  // namespace

void RecordsWindow::draw(Controller& controller, const ui::Fonts& fonts) {
  ui::fit_next_popup_to_narrow_screen();
  if (!ImGui::BeginPopup(kRecordsPopup)) {
    confirming_ = false;  // asked again next time
    return;
  }
  ui::automation::report("popup", "records");
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Play records");
  ImGui::PopFont();
  const float wrap = ImGui::GetFontSize() * 32;
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
  ImGui::TextDisabled(
      "A record per challenge you play: the game, the board, its setup and seed, your time until you solve it or "
      "give up, your moves, undos, restarts and hints, and whether the solver played. No names, no dates, nothing "
      "about you or your device. They stay on this device until you export them.");
  bool keep = controller.settings().keep_records;
  if (ui::checkbox("records-keep", "Keep play records on this device", &keep)) controller.set_keep_records(keep);
  if (!keep)
    ImGui::TextDisabled("Off: nothing new is recorded. Records already kept stay until you clear them.");
  else if (controller.recorder().recording())
    ImGui::TextDisabled("The challenge on screen is being recorded.");
  else
    ImGui::TextDisabled("Recording starts with the next challenge you open.");
  const RecordStore& records = controller.records();
  ImGui::Text("%zu records kept (at most %zu; the oldest are dropped first).", records.size(), kMaxKeptRecords);
  ui::automation::track("records-count");
  ImGui::TextDisabled("Kept in %s.", platform::play_records_location().c_str());
  ImGui::PopTextWrapPos();
  if (records.size() > 0) draw_counts_table(records);

  ImGui::Spacing();
  const bool any = records.size() > 0;
  if (ui::button("records-export-json", "Export JSON", any, "The records as a record document (docs/LAB.md)"))
    controller.notices().info(
        platform::offer_download("puzzlelab-records.json", "application/json", records_export_json(records)));
  ImGui::SameLine();
  if (ui::button("records-export-csv", "Export CSV", any, "The records as a table for spreadsheets"))
    controller.notices().info(
        platform::offer_download("puzzlelab-records.csv", "text/csv", records_export_csv(records)));
  ImGui::SameLine();
  if (!any) confirming_ = false;
  if (!confirming_ && ui::button("records-clear", "Clear\xE2\x80\xA6", any, "Delete every record kept on this device"))
    confirming_ = true;
  if (confirming_) {
    ImGui::NewLine();
    ImGui::Text("Delete all %zu records from this device? This cannot be undone.", records.size());
    if (ui::button("records-clear-confirm", "Delete them")) {
      controller.clear_records();
      controller.notices().info("Your play records were cleared.");
      confirming_ = false;
    }
    ImGui::SameLine();
    if (ui::button("records-clear-cancel", "Keep them")) confirming_ = false;
  }
  ImGui::EndPopup();
}

}  // namespace puzzlelab
