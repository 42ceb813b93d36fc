// The challenges behind the figures: choose a setup and a trial (or click a plot), a worker lists
// that trial's challenges (seed, verdict, shortest length, random solver), and "Open" plays any of them on the
// play screen (its seed link: generate(params, setup, seed) is the very challenge measured).
#include <algorithm>

#include <imgui.h>

#include "app/lab_screen.hpp"
#include "app/param_widgets.hpp"
#include "ui/automation.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

void LabScreen::draw_challenges() {
  const lab::ExperimentSpec& spec = run_.spec();
  if (spec.setups.empty()) return;
  ImGui::Spacing();
  ImGui::PushFont(fonts_->heading);
  ImGui::TextUnformatted("Challenges");
  ImGui::PopFont();
  ImGui::PushTextWrapPos(0);
  ImGui::TextDisabled("Challenge i of trial t is generated from seed %llu + (t - 1) x %llu + i; list a trial's "
                      "challenges and open any of them to play it.",
                      static_cast<unsigned long long>(spec.seed), static_cast<unsigned long long>(spec.per_trial));
  ImGui::PopTextWrapPos();
  std::vector<Named> setups;
  for (const std::string& s : spec.setups) setups.push_back({s, ""});
  challenges_setup_ = std::clamp(challenges_setup_, 0, static_cast<int>(setups.size()) - 1);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
  named_combo("lab-challenges-setup", "Setup##challenges", setups, challenges_setup_);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6);
  ImGui::InputInt("Trial##challenges", &challenges_trial_);
  ui::automation::track("lab-challenges-trial");
  challenges_trial_ = std::clamp(challenges_trial_, 1, static_cast<int>(std::min<std::uint64_t>(spec.trials, 1 << 30)));
  ImGui::SameLine();
  const bool per_trial_ok = spec.per_trial <= 1000;
  if (ui::button("List challenges", per_trial_ok,
                 per_trial_ok ? "A worker measures this trial's challenges again, one row each"
                              : "Trials of more than 1,000 challenges are too long to list"))
    show_challenges(static_cast<std::size_t>(challenges_setup_), static_cast<std::uint64_t>(challenges_trial_ - 1), -1);
  ui::automation::track("lab-list-challenges");

  const auto& listed = run_.challenges();
  if (!listed) return;
  if (listed->loading) {
    ImGui::TextDisabled("Measuring the challenges of %s, trial %llu\xE2\x80\xA6", spec.setups[listed->setup].c_str(),
                        static_cast<unsigned long long>(listed->trial + 1));
    return;
  }
  if (!listed->error.empty()) {
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().bad), "%s", listed->error.c_str());
    return;
  }
  // A histogram bar's length: its challenges only, or the whole trial with them in gold.
  const std::vector<std::size_t> picked = listed->picked();
  const bool by_length = listed->length >= 0;
  if (by_length) {
    ImGui::PushTextWrapPos(0);
    if (picked.empty())
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().bad),
                         "None of the challenges of %s, trial %llu has shortest length %d", spec.setups[listed->setup].c_str(),
                         static_cast<unsigned long long>(listed->trial + 1), listed->length);
    else
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(ui::palette().accent),
                         picked.size() == 1 ? "%zu of the %zu challenges of %s, trial %llu has shortest length %d"
                                            : "%zu of the %zu challenges of %s, trial %llu have shortest length %d",
                         picked.size(),
                         listed->rows.size(), spec.setups[listed->setup].c_str(),
                         static_cast<unsigned long long>(listed->trial + 1), listed->length);
    ImGui::PopTextWrapPos();
    ui::automation::track("lab-challenges-length");
    ImGui::Checkbox("Show the whole trial", &whole_trial_);
    ui::automation::track("lab-challenges-whole-trial");
  }
  std::vector<std::size_t> shown;
  if (by_length && !whole_trial_) shown = picked;
  else
    for (std::size_t i = 0; i < listed->rows.size(); ++i) shown.push_back(i);
  const float rows = static_cast<float>(std::min<std::size_t>(shown.size(), 12) + 1);
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_NoSavedSettings;
  if (ImGui::BeginTable("lab-challenges", 6, flags, ImVec2(0, ImGui::GetFrameHeightWithSpacing() * rows + 8))) {
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
      if (ImGui::SmallButton("Open")) open_challenge(listed->setup, row.value("seed", ""));
      ImGui::PopID();
      ui::automation::track("lab-open-challenge-" + std::to_string(i));
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("Play this challenge on the play screen");
    }
    ImGui::EndTable();
  }
  ui::automation::track("lab-challenges");
}

}  // namespace puzzlelab
