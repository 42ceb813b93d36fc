#include "middle/saved_state.hpp"

#include "core/input_error.hpp"
#include "game/json_input.hpp"
#include "middle/json_read.hpp"
#include "worker/json_text.hpp"

namespace puzzlelab {
namespace {

constexpr const char* kFormat = "puzzlelab-state";

// Version 1 -> 2: the game in progress moved from "session" to the play screen's key, "play".
void migrate_1_to_2(nlohmann::json& document) {
  if (const auto session = document.find("session"); session != document.end()) {
    document["play"] = *session;
    document.erase("session");
  }
}

// One step per version, in order: migrations[v - 1] turns version v into v + 1.
using Migration = void (*)(nlohmann::json&);
constexpr Migration kMigrations[] = {migrate_1_to_2};
static_assert(std::size(kMigrations) == kSavedStateVersion - 1, "one migration per older version");

// "text_scale, theme": the fields named in a message (this build's own names, never stored text).
std::string names(const std::vector<std::string>& fields) {
  std::string out;
  for (const std::string& f : fields) out += (out.empty() ? "" : ", ") + f;
  return out;
}

}  // namespace

StoredDocument read_stored_document(const std::optional<std::string>& text) {
  StoredDocument stored;
  if (!text || text->empty()) return stored;
  const auto discard = [&](const char* why) {
    stored.problems.emplace_back(why);
    return stored;
  };
  // Read with the engine's input limits: stored data can be edited by anyone with the browser's
  // tools, and a document nested thousands of levels deep would exhaust the stack.
  nlohmann::json document;
  try {
    document = parse_json_input(*text, "the saved game");
  } catch (const std::exception&) {  // InputError, or no memory for a huge document
    document = nlohmann::json::value_t::discarded;
  }
  if (document.is_discarded() || !document.is_object())
    return discard("Your saved game could not be read (the stored data is damaged) and was discarded.");
  if (json_read::text(json_read::at(document, "format")) != kFormat)
    return discard("The stored data is not a Puzzle Lab saved game and was discarded.");
  const auto version = json_read::whole_number(json_read::at(document, "version"));
  if (!version || *version < 1) return discard("Your saved game has no version this build knows and was discarded.");
  if (*version > kSavedStateVersion)
    return discard("Your saved game is from a newer version of Puzzle Lab and was discarded.");
  for (std::uint64_t v = *version; v < kSavedStateVersion; ++v) kMigrations[v - 1](document);
  stored.document = std::move(document);
  return stored;
}

std::vector<std::string> stored_games(const StoredDocument& stored) {
  if (!stored.document) return {};
  const auto game_at = [](const nlohmann::json& object) {
    return json_read::text(json_read::at(object, "game")).value_or("");
  };
  return {game_at(json_read::at(*stored.document, "settings")),
          game_at(json_read::at(json_read::at(*stored.document, "play"), "challenge"))};
}

SavedState read_saved_state(const std::optional<std::string>& text) {
  return read_saved_state(read_stored_document(text));
}

SavedState read_saved_state(const StoredDocument& stored) {
  SavedState state;
  state.problems = stored.problems;
  if (!stored.document) return state;
  const nlohmann::json& document = *stored.document;

  if (const nlohmann::json& settings = json_read::at(document, "settings"); settings.is_object()) {
    std::vector<std::string> dropped;
    state.settings = Settings::from_json(settings, &dropped);
    if (!dropped.empty())
      state.problems.push_back("Some of your settings could not be read and were reset (" + names(dropped) + ").");
  } else if (document.contains("settings")) {
    state.problems.emplace_back("Your settings could not be read and were reset.");
  }
  if (const nlohmann::json& session = json_read::at(document, "play"); !session.is_null()) state.session = session;
  // Documents written before the statistics existed have none: the record starts empty.
  if (const nlohmann::json& stats = json_read::at(document, "stats"); !stats.is_null()) state.stats = stats;
  // Likewise the daily challenges, kept apart so that damage to either costs only itself.
  if (const nlohmann::json& daily = json_read::at(document, "daily"); !daily.is_null()) state.daily = daily;
  // And the player's own setups (documents written before they existed have none).
  if (const nlohmann::json& setups = json_read::at(document, "setups"); !setups.is_null()) state.setups = setups;
  // And the play record in progress (kept only while play records are on).
  if (const nlohmann::json& record = json_read::at(document, "record"); !record.is_null()) state.record = record;
  return state;
}

std::string write_saved_state(const Settings& settings, const std::optional<nlohmann::json>& session,
                              const std::optional<nlohmann::json>& stats, const std::optional<nlohmann::json>& daily,
                              const std::optional<nlohmann::json>& setups,
                              const std::optional<nlohmann::json>& record) {
  nlohmann::json document = {{"format", kFormat},
                             {"version", kSavedStateVersion},
                             {"settings", settings.to_json()},
                             {"play", session ? *session : nlohmann::json(nullptr)},
                             {"stats", stats ? *stats : nlohmann::json(nullptr)},
                             {"daily", daily ? *daily : nlohmann::json(nullptr)}};
  // Written only when there are some, so the document of a player without any reads as before.
  if (setups) document["setups"] = *setups;
  if (record) document["record"] = *record;
  return json_text(document);
}

}  // namespace puzzlelab
