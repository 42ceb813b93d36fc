#include "app/code_check_popup.hpp"

#include <algorithm>

#include <imgui.h>

#include "middle/player_stats.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

// What a test reads of the table: the ranked solves per challenge and the codes left out.
nlohmann::json table_json(const CodeTable& table) {
  nlohmann::json challenges = nlohmann::json::array();
  for (const CodeChallenge& challenge : table.challenges) {
    nlohmann::json solves = nlohmann::json::array();
    for (const RankedSolve& solve : challenge.solves)
      solves.push_back({{"rank", solve.rank},
                        {"moves", solve.moves},
                        {"hints", solve.hints},
                        {"seconds", solve.seconds},
                        {"code", solve.code}});
    challenges.push_back({{"game", challenge.game}, {"link", challenge.link}, {"solves", solves}});
  }
  nlohmann::json refused = nlohmann::json::array();
  for (const RefusedCode& code : table.refused) refused.push_back({{"shown", code.shown}, {"message", code.message}});
  return {
      {"challenges", challenges}, {"refused", refused}, {"duplicates", table.duplicates}, {"left_out", table.left_out}};
}

// A code in a cell: its start and end, enough to tell it from the others.
std::string short_code(const std::string& code) {
  return code.size() <= 16 ? code : code.substr(0, 8) + "\xE2\x80\xA6" + code.substr(code.size() - 6);
}

}  // namespace

std::optional<std::string> CodeCheckPopup::draw(const ui::Fonts& fonts) {
  ImGui::SetNextWindowSize(ImVec2(std::min(640.0f, ImGui::GetIO().DisplaySize.x - 20), 0));
  ui::fit_next_popup_to_narrow_screen();
  if (!ImGui::BeginPopup(kCodeCheckPopup)) return std::nullopt;
  ui::automation::report("popup", "codes");
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Check replay codes");
  ImGui::PopFont();
  ImGui::TextWrapped(
      "Paste the results your friends shared: each replay code is checked by replaying its moves here, so no "
      "one needs to be trusted. Solves of the same challenge are ranked by moves, then hints, then time.");
  ui::input_text_multiline("codes-input", "##codes", &pasted_,
                           ImVec2(-1, ImGui::GetTextLineHeight() * 5 + ImGui::GetStyle().FramePadding.y * 2));
  if (ui::button("codes-check", "Check", !pasted_.empty())) table_ = read_code_table(pasted_);
  ImGui::SameLine();
  if (ui::button("codes-clear", "Clear", !pasted_.empty() || table_.has_value())) {
    pasted_.clear();
    table_.reset();
  }
  std::optional<std::string> play;
  if (table_) {
    ui::automation::report("codes", table_json(*table_));
    draw_table(fonts, play);
  }
  if (play) ImGui::CloseCurrentPopup();
  ImGui::EndPopup();
  return play;
}

void CodeCheckPopup::draw_table(const ui::Fonts& fonts, std::optional<std::string>& play) const {
  const CodeTable& table = *table_;
  if (table.challenges.empty() && table.refused.empty())
    ImGui::TextWrapped("No replay code in the text: a code is one word that starts with its version, e.g. 1B2Z...");
  int number = 0;
  for (const CodeChallenge& challenge : table.challenges) {
    ++number;
    ImGui::Separator();
    ImGui::PushFont(fonts.bold);
    ImGui::Text("%s: %zu %s", challenge.title.c_str(), challenge.solves.size(),
                challenge.solves.size() == 1 ? "solve" : "solves");
    ImGui::PopFont();
    ImGui::SameLine();
    const std::string id = "codes-play-" + std::to_string(number);
    if (ui::small_button(id.c_str(), ("Play it##" + id).c_str())) play = challenge.link;
    const std::string table_id = "codes-table-" + std::to_string(number);
    if (ImGui::BeginTable(table_id.c_str(), 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
      for (const char* header : {"Rank", "Moves", "Hints", "Time", "Code"}) ImGui::TableSetupColumn(header);
      ImGui::TableHeadersRow();
      for (const RankedSolve& solve : challenge.solves) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::Text("%zu", solve.rank);
        ImGui::TableNextColumn();
        ImGui::Text("%zu", solve.moves);
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(solve.hints));
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(clock_text(static_cast<double>(solve.seconds)).c_str());
        ImGui::TableNextColumn();
        ImGui::TextDisabled("%s", short_code(solve.code).c_str());
      }
      ui::automation::track_table(table_id);
      ImGui::EndTable();
    }
  }
  if (!table.refused.empty()) {
    ImGui::Separator();
    ImGui::PushFont(fonts.bold);
    ImGui::Text("Left out: %zu %s that did not verify", table.refused.size(),
                table.refused.size() == 1 ? "code" : "codes");
    ImGui::PopFont();
    for (const RefusedCode& code : table.refused)
      ImGui::TextWrapped("%s: %s", code.shown.c_str(), code.message.c_str());
  }
  if (table.duplicates > 0)
    ImGui::TextDisabled("%zu %s pasted twice, counted once.", table.duplicates,
                        table.duplicates == 1 ? "code was" : "codes were");
  if (table.left_out > 0)
    ImGui::TextWrapped("%zu more %s not read: at most %zu codes are checked at once.", table.left_out,
                       table.left_out == 1 ? "code was" : "codes were", kMaxPastedCodes);
}

}  // namespace puzzlelab
