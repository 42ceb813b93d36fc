// The one document the app keeps between visits (localStorage in the browser, a file on the
// desktop): {"format": "puzzlelab-state", "version": 1, "settings": {...}, "session": {...}}.
// Reading never throws: a corrupt document, another format or version, or a session the engine
// refuses is discarded with a message that says so, and the app starts fresh.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "app/settings.hpp"

namespace puzzlelab {

inline constexpr int kSavedStateVersion = 1;

struct SavedState {
  Settings settings;
  std::optional<nlohmann::json> session;  // Session::to_json(); validated when restored
  std::optional<std::string> problem;     // why (part of) the stored state was discarded
};

SavedState read_saved_state(const std::optional<std::string>& text);
std::string write_saved_state(const Settings& settings, const std::optional<nlohmann::json>& session);

}  // namespace puzzlelab
