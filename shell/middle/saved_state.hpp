// The one document the app keeps between visits (localStorage in the browser, a file on the
// desktop): {"format": "puzzlelab-state", "version": 2, "settings": {...}, "play": {...},
// "stats": {...}, "daily": {...}, "setups": [...], "record": {...}}, where "play" is the play screen's
// game in progress (Session::to_json), "stats" the player's record, "daily" their daily challenges,
// "setups" their own described setups (saved_setups.hpp) and "record" the play record of the
// challenge on screen while play records are kept (play_recorder.hpp). Each screen
// keeps its own key.
//
// Older documents are migrated step by step when read (version 1 kept the game under "session"),
// so a game saved by an earlier build still opens. Reading never throws, and each part stands
// alone: a document that is not JSON, another format, or a version this build does not know is
// discarded as a whole; settings that cannot be used are reset (field by field) without costing
// the game or the statistics. Each discard comes with a message that says so. The game and the
// statistics are checked when the controller restores them, which drops either alone, saying so.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "middle/settings.hpp"

namespace puzzlelab {

inline constexpr int kSavedStateVersion = 2;

struct SavedState {
  Settings settings;
  std::optional<nlohmann::json> session;  // Session::to_json(); validated when restored
  std::optional<nlohmann::json> stats;    // PlayerStats::to_json(); validated when restored
  std::optional<nlohmann::json> daily;    // DailyRecord::to_json(); validated when restored
  std::optional<nlohmann::json> setups;   // SavedSetups::to_json(); validated when restored
  std::optional<nlohmann::json> record;   // PlayRecorder::to_json(); validated when restored
  std::vector<std::string> problems;      // what was discarded and why, a sentence each
};

SavedState read_saved_state(const std::optional<std::string>& text);

// The same in two steps, the document parsed once: read and migrated to this build's version, with
// nothing of any game's checked yet; then the games it names, read without any game's rules (which
// reading it whole needs: the settings' parameters are checked with their game's), and at last
// the whole of it.
struct StoredDocument {
  std::optional<nlohmann::json> document;  // none when nothing was stored or it cannot be read
  std::vector<std::string> problems;       // why it cannot be read, a sentence
};
StoredDocument read_stored_document(const std::optional<std::string>& text);
// The settings' game and the game in progress's, each empty when there is none; nothing for a
// document that cannot be read.
std::vector<std::string> stored_games(const StoredDocument& stored);
SavedState read_saved_state(const StoredDocument& stored);
std::string write_saved_state(const Settings& settings, const std::optional<nlohmann::json>& session,
                              const std::optional<nlohmann::json>& stats = std::nullopt,
                              const std::optional<nlohmann::json>& daily = std::nullopt,
                              const std::optional<nlohmann::json>& setups = std::nullopt,
                              const std::optional<nlohmann::json>& record = std::nullopt);

}  // namespace puzzlelab
