#include "app/lab_challenges.hpp"

#include <algorithm>
#include <vector>

#include <imgui.h>

#include "app/lab_tables.hpp"
#include "app/param_widgets.hpp"
#include "game/setup_description.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

void LabChallengesPanel::show(std::size_t setup, std::uint64_t trial, int length) {
  setup_ = static_cast<int>(setup);
  whole_trial_ = false;
  // A length is listed from a trial that holds it (not necessarily the first), or not at all.
  if (length >= 0)
    run_.list_challenges_of_length(setup, length);
  else
    run_.list_challenges(setup, trial);
  if (run_.challenges() && run_.challenges()->error.empty()) trial_ = static_cast<int>(run_.challenges()->trial) + 1;
}

void LabChallengesPanel::reset() {
  setup_ = 0;
  trial_ = 1;
}

std::optional<LabChallengePick> LabChallengesPanel::draw(const ui::Fonts& fonts) {
  std::optional<LabChallengePick> opened;
  const lab::ExperimentSpec& spec = run_.spec();
  if (spec.setups.empty()) return opened;
  ImGui::Spacing();
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted("Challenges");
  ImGui::PopFont();
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled(
      "Challenge i of trial t is generated from seed %llu + (t - 1) x %llu + i; list a trial's "
      "challenges and open any of them to play it.",
      static_cast<unsigned long long>(spec.seed), static_cast<unsigned long long>(spec.per_trial));
  ImGui::PopTextWrapPos();
  std::vector<Named> setups;
  for (const std::string& s : spec.setups) setups.push_back({setup_label(s), ""});
  setup_ = std::clamp(setup_, 0, static_cast<int>(setups.size()) - 1);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  named_combo("lab-challenges-setup", "Setup##challenges", setups, setup_);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  ui::input_int("lab-challenges-trial", "Trial##challenges", &trial_);
  trial_ = std::clamp(trial_, 1, static_cast<int>(std::min<std::uint64_t>(spec.trials, 1 << 30)));
  ImGui::SameLine();
  const bool per_trial_ok = spec.per_trial <= 1000;
  if (ui::button("lab-list-challenges", "List challenges", per_trial_ok,
                 per_trial_ok ? "A worker measures this trial's challenges again, one row each"
                              : "Trials of more than 1,000 challenges are too long to list"))
    show(static_cast<std::size_t>(setup_), static_cast<std::uint64_t>(trial_ - 1), -1);

  const auto& listed = run_.challenges();
  if (!listed) return opened;
  if (listed->loading) {
    ImGui::TextDisabled("Measuring the challenges of %s, trial %llu\xE2\x80\xA6",
                        setup_label(spec.setups[listed->setup]).c_str(),
                        static_cast<unsigned long long>(listed->trial + 1));
    return opened;
  }
  if (!listed->error.empty()) {
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().bad), "%s", listed->error.c_str());
    return opened;
  }
  // A histogram bar's length: its challenges only, or the whole trial with them in gold.
  const std::vector<std::size_t> picked = listed->picked();
  const bool by_length = listed->length >= 0;
  if (by_length) {
    ImGui::PushTextWrapPos(0);
    if (picked.empty())
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().bad),
                         "None of the challenges of %s, trial %llu has shortest length %d",
                         setup_label(spec.setups[listed->setup]).c_str(),
                         static_cast<unsigned long long>(listed->trial + 1), listed->length);
    else
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().accent),
                         picked.size() == 1 ? "%zu of the %zu challenges of %s, trial %llu has shortest length %d"
                                            : "%zu of the %zu challenges of %s, trial %llu have shortest length %d",
                         picked.size(), listed->rows.size(), setup_label(spec.setups[listed->setup]).c_str(),
                         static_cast<unsigned long long>(listed->trial + 1), listed->length);
    ImGui::PopTextWrapPos();
    ui::automation::track("lab-challenges-length");
    ui::checkbox("lab-challenges-whole-trial", "Show the whole trial", &whole_trial_);
  }
  std::vector<std::size_t> shown;
  if (by_length && !whole_trial_)
    shown = picked;
  else
    for (std::size_t i = 0; i < listed->rows.size(); ++i) shown.push_back(i);
  const float rows = static_cast<float>(std::min<std::size_t>(shown.size(), 12) + 1);
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_NoSavedSettings;
  if (lab_tables::begin_table("lab-challenges", 6, flags, ImGui::GetFrameHeightWithSpacing() * rows + 8)) {
    ImGui::TableSetupScrollFreeze(0, 1);
    for (const char* c : {"#", "Seed", "Verdict", "Length", "Random solver", ""}) ImGui::TableSetupColumn(c);
    ImGui::TableHeadersRow();
    for (const std::size_t i : shown) {
      const nlohmann::json& row = listed->rows[i];
      ImGui::TableNextRow();
      if (by_length && row["length"] == listed->length)
        ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, ui::palette().accent_soft);
      ImGui::TableNextColumn();
      ImGui::Text("%zu", i + 1);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row.value("seed", "").c_str());
      ImGui::TableNextColumn();
      const std::string status = row.value("status", "");
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(status == "solved"       ? ui::palette().good
                                                        : status == "unsolvable" ? ui::palette().bad
                                                                                 : ui::palette().text_dim),
                         "%s", status == "solved" ? "solvable" : status.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row["length"].is_number() ? row["length"].dump().c_str() : "\xE2\x80\x93");
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row.value("random_solved", false) ? "won" : "lost");
      ImGui::TableNextColumn();
      ImGui::PushID(static_cast<int>(i));
      if (ui::inline_button(("lab-open-challenge-" + std::to_string(i)).c_str(), "Open"))
        opened = LabChallengePick{listed->setup, row.value("seed", "")};
      ImGui::PopID();
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("Play this challenge on the play screen");
    }
    lab_tables::end_table("lab-challenges");
  }
  ui::automation::track("lab-challenges");
  return opened;
}

}  // namespace puzzlelab
