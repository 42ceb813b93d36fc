#include "middle/saved_state.hpp"

#include "api/json_input.hpp"
#include "core/input_error.hpp"
#include "middle/json_text.hpp"

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

}  // namespace

SavedState read_saved_state(const std::optional<std::string>& text) {
  SavedState state;
  if (!text || text->empty()) return state;
  // Read with the engine's input limits: stored data can be edited by anyone with the browser's
  // tools, and a document nested thousands of levels deep would exhaust the stack.
  nlohmann::json document;
  try {
    document = parse_json_input(*text, "the saved game");
  } catch (const InputError&) {
    document = nlohmann::json::value_t::discarded;
  }
  if (document.is_discarded() || !document.is_object()) {
    state.problem = "Your saved game could not be read (the stored data is damaged) and was discarded.";
    return state;
  }
  if (document.value("format", std::string()) != kFormat) {
    state.problem = "The stored data is not a Puzzle Lab saved game and was discarded.";
    return state;
  }
  const auto version = document.find("version");
  if (version == document.end() || !version->is_number_integer() || version->get<std::int64_t>() < 1) {
    state.problem = "Your saved game has no version this build knows and was discarded.";
    return state;
  }
  const std::int64_t from = version->get<std::int64_t>();
  if (from > kSavedStateVersion) {
    state.problem = "Your saved game is from a newer version of Puzzle Lab and was discarded.";
    return state;
  }
  for (std::int64_t v = from; v < kSavedStateVersion; ++v) kMigrations[v - 1](document);
  if (const auto settings = document.find("settings"); settings != document.end())
    state.settings = Settings::from_json(*settings);
  if (const auto session = document.find("play"); session != document.end() && !session->is_null())
    state.session = *session;
  // Documents written before the statistics existed have none: the record starts empty.
  if (const auto stats = document.find("stats"); stats != document.end() && !stats->is_null()) state.stats = *stats;
  return state;
}

std::string write_saved_state(const Settings& settings, const std::optional<nlohmann::json>& session,
                              const std::optional<nlohmann::json>& stats) {
  const nlohmann::json document = {{"format", kFormat},
                                   {"version", kSavedStateVersion},
                                   {"settings", settings.to_json()},
                                   {"play", session ? *session : nlohmann::json(nullptr)},
                                   {"stats", stats ? *stats : nlohmann::json(nullptr)}};
  return json_text(document);
}

}  // namespace puzzlelab
