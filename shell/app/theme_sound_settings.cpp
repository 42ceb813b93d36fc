#include "app/theme_sound_settings.hpp"

#include <string>
#include <utility>

#include <imgui.h>

#include "app/sounds.hpp"
#include "ui/automation.hpp"
#include "ui/sound_device.hpp"

namespace puzzlelab {

bool draw_theme_and_sound_settings(Settings& settings) {
  bool changed = false;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Theme");
  const std::pair<ThemeChoice, const char*> themes[] = {
      {ThemeChoice::dark, "Dark"}, {ThemeChoice::light, "Light"}, {ThemeChoice::system, "Follow the system"}};
  for (const auto& [choice, label] : themes) {
    ImGui::SameLine();
    if (ImGui::RadioButton(label, settings.theme == choice) && settings.theme != choice) {
      settings.theme = choice;
      changed = true;
    }
    ui::automation::track(std::string("setting-theme-") + to_string(choice));
    if (choice == ThemeChoice::system && ImGui::IsItemHovered())
      ImGui::SetTooltip("Light or dark as your browser or system is set (the desktop app stays dark)");
  }
  // Sound: a short sample plays when it is turned on or the volume is let go, so the player hears
  // what they chose (the click is the gesture browsers need before audio starts).
  bool preview = false;
  if (ImGui::Checkbox("Sound", &settings.sound)) {
    changed = true;
    preview = settings.sound;
  }
  ui::automation::track("setting-sound");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Short sounds for moves, refused moves, undo, hints and a solve");
  ImGui::SameLine();
  ImGui::BeginDisabled(!settings.sound);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
  float percent = settings.volume * 100.0f;
  if (ImGui::SliderFloat("Volume", &percent, 0.0f, 100.0f, "%.0f%%")) {
    settings.volume = percent / 100.0f;
    changed = true;
  }
  if (ImGui::IsItemDeactivatedAfterEdit()) preview = true;
  ui::automation::track("setting-volume");
  ImGui::EndDisabled();
  if (preview) {
    ui::sound::configure(settings.sound, settings.volume);
    play_sound(SoundCue::move);
  }
  return changed;
}

}  // namespace puzzlelab
