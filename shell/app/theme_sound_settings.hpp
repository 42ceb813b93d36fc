// The Settings popup (opened with ImGui::OpenPopup(kSettingsPopup)): text size, Theme (Dark,
// Light, Follow the system), Sound on/off and its volume, animation, the optimum, the timer,
// solvable deals only, the solution's playback speed, and "Keep play records on this device"
// (docs/app/RECORDS.md). Each applies on the next frame.
#pragma once

#include "middle/settings.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

inline constexpr const char* kSettingsPopup = "Settings";

// Draws the popup while it is open and edits `settings`; returns true when something changed.
// Automation ids: "setting-theme-dark", "setting-theme-light", "setting-theme-system",
// "setting-sound", "setting-volume", "setting-timer", "setting-solvable-only", "setting-keep-records"; the state's
// "popup" is "settings" while it shows.
bool draw_settings_popup(Settings& settings, const ui::Fonts& fonts);

}  // namespace puzzlelab
