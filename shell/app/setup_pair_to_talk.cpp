#include "app/setup_pair_to_talk.hpp"

#include <algorithm>
#include <vector>

#include <imgui.h>

#include "game/setup_description.hpp"
#include "middle/talk_draft.hpp"
#include "ui/named_widgets.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

// Beside the previous item, or on a new line when `width` would cross `right`.
void place_before(float right, float width, float gap) {
  ImGui::SameLine(0, gap);
  if (ImGui::GetCursorScreenPos().x + width > right) ImGui::NewLine();
}

}  // namespace

std::optional<TalkScene> SetupPairToTalk::draw(const Challenge& challenge, const Game& game, float right) {
  if (!challenge.from_seed()) return std::nullopt;
  std::vector<std::string> others;
  for (const SetupSpec& setup : game.info().setups)
    if (setup.name != challenge.setup) others.push_back(setup.name);
  if (others.empty()) return std::nullopt;
  if (std::find(others.begin(), others.end(), second_) == others.end()) second_ = others.front();
  const float combo = ImGui::GetFontSize() * 9;
  place_before(right, ImGui::CalcTextSize("Beside:").x + combo + ImGui::GetStyle().ItemSpacing.x, 20);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Beside:");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(combo);
  if (ui::begin_combo("setup-second", "##setup-second", setup_label(second_).c_str(), 0, second_.c_str())) {
    for (const std::string& name : others) {
      const std::string id = "setup-second-option-" + name;
      if (ui::selectable(id.c_str(), setup_label(name).c_str(), name == second_)) second_ = name;
    }
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Another setup to show beside this one, on the same seed");
  const char* label = "Add side by side";
  place_before(right, ui::button_width(label), ImGui::GetStyle().ItemSpacing.x);
  if (!ui::button("setup-add-side-by-side", label, true,
                  "This setup and the one chosen beside it, on the same seed, as a scene of your talk"))
    return std::nullopt;
  return side_by_side_scene(challenge, second_, game.title());
}

}  // namespace puzzlelab
