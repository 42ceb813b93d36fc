// The settings popup's theme and sound rows (the popup itself is the play screen's): Theme (Dark,
// Light, Follow the system), Sound on/off and its volume. Each applies on the next frame.
#pragma once

#include "middle/settings.hpp"

namespace puzzlelab {

// Draws the rows and edits `settings`; returns true when something changed.
// Automation ids: "setting-theme-dark", "setting-theme-light", "setting-theme-system",
// "setting-sound", "setting-volume".
bool draw_theme_and_sound_settings(Settings& settings);

}  // namespace puzzlelab
