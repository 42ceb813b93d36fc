#include "app/lab_add_to_talk.hpp"

#include <imgui.h>

#include "game/game.hpp"
#include "middle/talk_draft.hpp"
#include "ui/named_widgets.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

std::optional<TalkScene> LabAddToTalk::draw(const lab::ExperimentSpec* spec) {
  const char* label = "Add to talk";
  ui::flow(ui::button_width(label), 20);
  const bool pressed = ui::button("lab-add-to-talk", label, spec != nullptr,
                                  spec ? "This study and the plot beside, as a scene of your talk (it reruns live)"
                                       : "Set up a study that can run first");
  const float combo = ImGui::GetFontSize() * 6;
  ui::flow(combo);
  ImGui::SetNextItemWidth(combo);
  if (ui::begin_combo("lab-talk-plot", "##talk-plot", talk_plot_name(plot_), 0, talk_plot_name(plot_))) {
    for (TalkPlot plot : {TalkPlot::box, TalkPlot::bars, TalkPlot::lengths}) {
      const std::string id = std::string("lab-talk-plot-option-") + talk_plot_name(plot);
      if (ui::selectable(id.c_str(), talk_plot_name(plot), plot == plot_)) plot_ = plot;
    }
    ImGui::EndCombo();
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("The plot the talk's scene shows: box, bars or lengths");
  if (!pressed || spec == nullptr) return std::nullopt;
  std::string title = spec->game;
  for (const auto& game : all_games())
    if (game->name() == spec->game) title = game->title();
  return lab_scene(*spec, plot_, title);
}

}  // namespace puzzlelab
