#include "middle/settings.hpp"

#include <algorithm>

namespace puzzlelab {

const char* to_string(ThemeChoice choice) {
  switch (choice) {
    case ThemeChoice::light: return "light";
    case ThemeChoice::system: return "system";
    case ThemeChoice::dark: break;
  }
  return "dark";
}

bool wants_light_theme(ThemeChoice choice, bool system_prefers_light) {
  return choice == ThemeChoice::light || (choice == ThemeChoice::system && system_prefers_light);
}

nlohmann::json Settings::to_json() const {
  return {{"game", game},          {"setup", setup},           {"params", params},
          {"text_scale", text_scale}, {"animate", animate}, {"show_optimum", show_optimum},
          {"play_seconds", play_seconds}, {"solvable_only", solvable_only}, {"show_timer", show_timer},
          {"theme", to_string(theme)}, {"sound", sound}, {"volume", volume}};
}

Settings Settings::from_json(const nlohmann::json& value) {
  Settings s;
  if (!value.is_object()) return s;
  const auto text = [&](const char* key, std::string& out) {
    if (const auto it = value.find(key); it != value.end() && it->is_string() && it->get<std::string>().size() < 64)
      out = it->get<std::string>();
  };
  const auto flag = [&](const char* key, bool& out) {
    if (const auto it = value.find(key); it != value.end() && it->is_boolean()) out = it->get<bool>();
  };
  const auto number = [&](const char* key, float& out, float low, float high) {
    if (const auto it = value.find(key); it != value.end() && it->is_number()) {
      const double x = it->get<double>();
      if (x >= low && x <= high) out = static_cast<float>(x);
    }
  };
  text("game", s.game);
  text("setup", s.setup);
  // The game checks them when they are used (the new-game dialog falls back to its defaults).
  if (const auto it = value.find("params"); it != value.end() && it->is_object() && it->size() <= 16) s.params = *it;
  // Saved before the rule variant became one of the params: it was kept beside them.
  std::string variant;
  text("variant", variant);
  if (!variant.empty() && !s.params.contains("variant")) s.params["variant"] = variant;
  number("text_scale", s.text_scale, 0.8f, 1.6f);
  flag("animate", s.animate);
  flag("show_optimum", s.show_optimum);
  number("play_seconds", s.play_seconds, 0.2f, 3.0f);
  flag("solvable_only", s.solvable_only);
  flag("show_timer", s.show_timer);
  std::string theme;
  text("theme", theme);
  for (const ThemeChoice choice : {ThemeChoice::dark, ThemeChoice::light, ThemeChoice::system})
    if (theme == to_string(choice)) s.theme = choice;
  flag("sound", s.sound);
  number("volume", s.volume, 0.0f, 1.0f);
  return s;
}

}  // namespace puzzlelab
