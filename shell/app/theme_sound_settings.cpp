#include "app/theme_sound_settings.hpp"

#include <string>
#include <utility>

#include <imgui.h>

#include "app/motion.hpp"
#include "app/sounds.hpp"
#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/sound_device.hpp"
#include "ui/widgets.hpp"

namespace puzzlelab {

namespace {

// Theme (Dark, Light, Follow the system), Sound on/off and its volume.
bool theme_and_sound_rows(Settings& settings) {
  bool changed = false;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Theme");
  const std::pair<ThemeChoice, const char*> themes[] = {
      {ThemeChoice::dark, "Dark"}, {ThemeChoice::light, "Light"}, {ThemeChoice::system, "Follow the system"}};
  for (const auto& [choice, label] : themes) {
    ImGui::SameLine();
    const std::string id = std::string("setting-theme-") + to_string(choice);
    if (ui::radio_button(id.c_str(), label, settings.theme == choice) && settings.theme != choice) {
      settings.theme = choice;
      changed = true;
    }
    if (choice == ThemeChoice::system && ImGui::IsItemHovered())
      ImGui::SetTooltip("Light or dark as your browser or system is set (the desktop app stays dark)");
  }
  // Sound: a short sample plays when it is turned on or the volume is let go, so the player hears
  // what they chose (the click is the gesture browsers need before audio starts).
  bool preview = false;
  if (ui::checkbox("setting-sound", "Sound", &settings.sound)) {
    changed = true;
    preview = settings.sound;
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Short sounds for moves, refused moves, undo, hints and a solve");
  ImGui::SameLine();
  ImGui::BeginDisabled(!settings.sound);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
  float percent = settings.volume * 100.0f;
  if (ui::slider_float("setting-volume", "Volume", &percent, 0.0f, 100.0f, "%.0f%%")) {
    settings.volume = percent / 100.0f;
    changed = true;
  }
  if (ImGui::IsItemDeactivatedAfterEdit()) preview = true;
  ImGui::EndDisabled();
  if (preview) {
    ui::sound::configure(settings.sound, settings.volume);
    play_sound(SoundCue::move);
  }
  return changed;
}

}  // namespace

bool draw_settings_popup(Settings& s, const ui::Fonts& fonts) {
  ui::fit_next_popup_to_narrow_screen();
  if (!ImGui::BeginPopup(kSettingsPopup)) return false;
  ui::automation::report("popup", "settings");
  ImGui::PushFont(fonts.bold);
  ImGui::TextUnformatted("Settings");
  ImGui::PopFont();
  bool changed = false;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * (ui::narrow_screen() ? 6 : 10));
  changed |= ImGui::SliderFloat("Text size", &s.text_scale, 0.8f, 1.6f, "%.1fx");
  changed |= theme_and_sound_rows(s);
  changed |= ui::checkbox("setting-animate", "Animate moves", &s.animate);
  if (motion_reduced()) {
    ImGui::SameLine();
    ImGui::TextDisabled("(off: your system asks for reduced motion)");
  }
  changed |= ImGui::Checkbox("Show the optimum", &s.show_optimum);
  changed |= ui::checkbox("setting-timer", "Show a timer", &s.show_timer);
  changed |= ui::checkbox("setting-solvable-only", "Solvable deals only", &s.solvable_only);
  if (ImGui::IsItemHovered())
    ImGui::SetTooltip("A new deal without a seed you chose is one the solver proved solvable");
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * (ui::narrow_screen() ? 6 : 10));
  changed |= ImGui::SliderFloat("Solution playback (s per move)", &s.play_seconds, 0.2f, 3.0f, "%.1f");
  ImGui::Separator();
  changed |= ui::checkbox("setting-keep-records", "Keep play records on this device", &s.keep_records);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + ImGui::GetFontSize() * 28);
  ImGui::TextDisabled(s.keep_records
                          ? "Each challenge you play is recorded here, for you to export (More > Play records)."
                          : "Off: nothing is recorded. Records already kept stay until you clear them (More > "
                            "Play records).");
  ImGui::PopTextWrapPos();
  ImGui::EndPopup();
  return changed;
}

}  // namespace puzzlelab
