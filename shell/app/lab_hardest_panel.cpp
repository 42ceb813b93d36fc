#include "app/lab_hardest_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "app/lab_tables.hpp"
#include "app/param_widgets.hpp"
#include "lab/extreme_measures.hpp"
#include "ui/named_widgets.hpp"

namespace puzzlelab {

namespace {

// What the search can maximize for the game under its params: the one list the search itself
// accepts (lab/extreme_measures.hpp), so the app never offers a measure it cannot compute.
std::vector<Named> hardest_measures(const Game& game, const nlohmann::json& params) {
  std::vector<Named> out;
  for (const lab::ExtremeMeasure& m : lab::extreme_measures(game, params)) {
    switch (m.source) {
      case lab::ExtremeSource::length: out.push_back({m.name, "The shortest solution's length"}); break;
      case lab::ExtremeSource::metric: out.push_back({m.name, "A measure of the challenge (docs/LAB.md)"}); break;
      default: out.push_back({m.name, "Search effort and solution space (docs/LAB.md)"}); break;
    }
  }
  return out;
}

std::string value_text(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4g", value);
  return text;
}

}  // namespace

std::optional<Challenge> LabHardestPanel::draw(const std::optional<lab::ExperimentSpec>& spec, const ui::Fonts& fonts) {
  ImGui::Spacing();
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Hardest found");
  ImGui::PopFont();
  if (!spec || spec->setups.empty()) {
    ImGui::TextDisabled("Choose a valid experiment above to search its setups.");
    return std::nullopt;
  }
  std::vector<Named> setups;
  for (const std::string& s : spec->setups) setups.push_back({s, "Search this setup's challenges"});
  if (setup_ >= static_cast<int>(setups.size())) setup_ = 0;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9);
  named_combo("lab-hardest-setup", "Setup##hardest", setups, setup_);
  const Game& game = find_game(spec->game);
  const std::vector<Named> measures = hardest_measures(game, spec->params);
  // Kept by name, so another game or size keeps the choice where it still applies.
  const auto named = [&](const std::string& name) {
    return std::find_if(measures.begin(), measures.end(), [&](const Named& n) { return n.name == name; });
  };
  if (named(measure_) == measures.end()) measure_ = lab::default_extreme_measure(game, spec->params);
  int measure = static_cast<int>(named(measure_) - measures.begin());
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 9);
  if (named_combo("lab-hardest-measure", "Measure##hardest", measures, measure))
    measure_ = measures[static_cast<std::size_t>(measure)].name;
  const std::string& setup = spec->setups[static_cast<std::size_t>(setup_)];
  if (ui::button("lab-hardest-find", hardest_.running() ? "Searching..." : "Find hardest", !hardest_.running(),
                 "Climb from the setup's seeds through local changes within the setup for a few seconds"))
    hardest_.search(spec->game, spec->params, setup, measure_);

  const HardestList* list =
      hardest_.game() == spec->game && hardest_.params() == spec->params ? hardest_.list(setup) : nullptr;
  if (!list) return std::nullopt;
  if (list->loading) {
    ImGui::TextDisabled("Searching %s for the largest %s...", setup.c_str(), list->measure.c_str());
    return std::nullopt;
  }
  if (!list->error.empty()) {
    ImGui::TextWrapped("%s", list->error.c_str());
    return std::nullopt;
  }
  ImGui::TextDisabled("%s: %llu challenges tried (stopped: %s)", list->measure.c_str(),
                      static_cast<unsigned long long>(list->tried), list->stopped.c_str());
  std::optional<Challenge> opened;
  if (lab_tables::begin_table("lab-hardest-table", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn(list->measure.c_str());
    ImGui::TableSetupColumn("seed");
    ImGui::TableSetupColumn("changes");
    ImGui::TableSetupColumn("");
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < list->rows.size(); ++i) {
      const HardestRow& row = list->rows[i];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(value_text(row.value).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row.seed.c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%llu", static_cast<unsigned long long>(row.changes));
      ImGui::TableNextColumn();
      ImGui::PushID(static_cast<int>(i));
      if (ui::inline_button(("lab-hardest-open-" + std::to_string(i)).c_str(), "Open")) {
        Challenge c;
        c.game = spec->game;
        c.params = spec->params;
        if (row.changes == 0) {
          c.setup = setup;
          try {
            c.seed = std::stoull(row.seed);
          } catch (const std::exception&) {
            c.setup.clear();
          }
        }
        c.board = row.board;
        opened = c;
      }
      ImGui::PopID();
      if (ImGui::IsItemHovered())
        ImGui::SetTooltip(row.changes == 0 ? "Play this challenge (the setup's board for its seed)"
                                           : "Play this board (the seed's board after local changes within the setup)");
    }
    lab_tables::end_table("lab-hardest-table");
  }
  return opened;
}

}  // namespace puzzlelab
