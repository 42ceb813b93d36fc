#include "app/saved_state.hpp"

#include "app/json_text.hpp"

namespace puzzlelab {

SavedState read_saved_state(const std::optional<std::string>& text) {
  SavedState state;
  if (!text || text->empty()) return state;
  const nlohmann::json document = nlohmann::json::parse(*text, nullptr, /*allow_exceptions=*/false);
  if (document.is_discarded() || !document.is_object()) {
    state.problem = "Your saved game could not be read (the stored data is damaged) and was discarded.";
    return state;
  }
  if (document.value("format", std::string()) != "puzzlelab-state") {
    state.problem = "The stored data is not a Puzzle Lab saved game and was discarded.";
    return state;
  }
  const auto version = document.find("version");
  if (version == document.end() || !version->is_number_integer() || version->get<int>() != kSavedStateVersion) {
    state.problem = "Your saved game is from another version of Puzzle Lab and was discarded.";
    return state;
  }
  if (const auto settings = document.find("settings"); settings != document.end())
    state.settings = Settings::from_json(*settings);
  if (const auto session = document.find("session"); session != document.end() && !session->is_null())
    state.session = *session;
  return state;
}

std::string write_saved_state(const Settings& settings, const std::optional<nlohmann::json>& session) {
  nlohmann::json document = {{"format", "puzzlelab-state"},
                             {"version", kSavedStateVersion},
                             {"settings", settings.to_json()},
                             {"session", session ? *session : nlohmann::json(nullptr)}};
  return json_text(document);
}

}  // namespace puzzlelab
