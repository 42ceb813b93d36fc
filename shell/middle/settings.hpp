// The player's preferences and last new-game choices. Kept with the game in progress (see
// saved_state.hpp); wrongly typed or out-of-range values fall back to the defaults one by one.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab {

// The look the player chose: a theme, or the one the system asks for (the browser's
// prefers-color-scheme; the desktop has none and stays dark).
enum class ThemeChoice { dark, light, system };
const char* to_string(ThemeChoice choice);
// Which theme to draw with: `system_prefers_light` decides only for ThemeChoice::system.
bool wants_light_theme(ThemeChoice choice, bool system_prefers_light);

struct Settings {
  std::string game;                                  // last game chosen in the new-game dialog ("" = the first game)
  std::string setup;                                 // last setup ("" = the game's first)
  nlohmann::json params = nlohmann::json::object();  // last parameters of `game` (variant, size, ...)
  float text_scale = 1.0f;                           // 0.8 .. 1.6
  bool animate = true;                               // pieces glide between spaces
  bool show_optimum = true;                          // show the shortest solution's length once known
  float play_seconds = 0.7f;                         // pause between moves when a solution plays itself
  bool solvable_only = true;  // a new deal without a chosen seed is one the solver proved solvable
  bool show_timer = false;    // the time on the challenge, on the status line (it redraws every second)
  ThemeChoice theme = ThemeChoice::dark;
  // Short sounds for moves, refused moves, undo, hints and a solve (docs/app/SETTINGS.md, "Sound"). Off
  // until the player turns it on: a page that starts beeping surprises people in a quiet room.
  bool sound = false;
  float volume = 0.5f;  // 0 .. 1
  // "Keep play records on this device" (docs/app/RECORDS.md): off until the player turns it on.
  bool keep_records = false;

  nlohmann::json to_json() const;
  // Never throws: keeps what is valid, defaults the rest. `dropped` (when given) gets the name of
  // every field that was there but could not be used (a wrong type, out of range), so the player
  // can be told; keys this build does not know are ignored.
  static Settings from_json(const nlohmann::json& value, std::vector<std::string>* dropped = nullptr);
};

}  // namespace puzzlelab
