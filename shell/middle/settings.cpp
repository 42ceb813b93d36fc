#include "middle/settings.hpp"

#include <algorithm>

#include "game/game.hpp"
#include "game/params.hpp"
#include "middle/json_read.hpp"

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
  return {{"game", game},
          {"setup", setup},
          {"params", params},
          {"text_scale", text_scale},
          {"animate", animate},
          {"show_optimum", show_optimum},
          {"play_seconds", play_seconds},
          {"solvable_only", solvable_only},
          {"show_timer", show_timer},
          {"theme", to_string(theme)},
          {"sound", sound},
          {"volume", volume},
          {"keep_records", keep_records}};
}

namespace {

// What a parameter can be: a whole number or a choice's name.
bool usable_params(const nlohmann::json& params) {
  if (!params.is_object() || params.size() > 16) return false;
  for (const auto& [key, value] : params.items())
    if (key.size() > 64 || !(value.is_number() || value.is_boolean() || json_read::text(value, 64))) return false;
  return true;
}

}  // namespace

Settings Settings::from_json(const nlohmann::json& value, std::vector<std::string>* dropped) {
  using json_read::at;
  Settings s;
  if (!value.is_object()) return s;
  // Reads one field: absent keeps the default silently; present but unusable keeps it too, and
  // is named in `dropped`.
  const auto read = [&](const char* key, auto&& use) {
    if (!value.contains(key)) return;
    if (!use(at(value, key)) && dropped) dropped->push_back(key);
  };
  const auto text = [&](const char* key, std::string& out) {
    read(key, [&](const nlohmann::json& v) {
      const auto t = json_read::text(v, 63);
      if (t) out = *t;
      return t.has_value();
    });
  };
  const auto flag = [&](const char* key, bool& out) {
    read(key, [&](const nlohmann::json& v) {
      const auto b = json_read::flag(v);
      if (b) out = *b;
      return b.has_value();
    });
  };
  const auto number = [&](const char* key, float& out, float low, float high) {
    read(key, [&](const nlohmann::json& v) {
      const auto x = json_read::number(v);
      if (!x || *x < low || *x > high) return false;
      out = static_cast<float>(*x);
      return true;
    });
  };
  text("game", s.game);
  text("setup", s.setup);
  read("params", [&](const nlohmann::json& v) {
    if (!usable_params(v)) return false;
    // The app stores only parameters its game takes: any other is damage, dropped here rather
    // than met by the next new game.
    if (const Game* game = game_named(s.game)) {
      try {
        (void)normalize_params(*game, v);
      } catch (const std::exception&) {
        return false;
      }
    }
    s.params = v;
    return true;
  });
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
  read("theme", [&](const nlohmann::json& v) {
    const auto theme = json_read::text(v, 63);
    for (const ThemeChoice choice : {ThemeChoice::dark, ThemeChoice::light, ThemeChoice::system})
      if (theme == to_string(choice)) {
        s.theme = choice;
        return true;
      }
    return false;
  });
  flag("sound", s.sound);
  number("volume", s.volume, 0.0f, 1.0f);
  flag("keep_records", s.keep_records);
  return s;
}

}  // namespace puzzlelab
