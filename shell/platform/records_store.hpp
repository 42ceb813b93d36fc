// Where the play records kept on this device are stored (middle/record_store.hpp,
// docs/app/RECORDS.md): in the browser their own localStorage key ("puzzlelab.records"), on the
// desktop a file beside the saved state ("records.json"), apart from the player's game and
// settings, so neither can cost the other anything and the game's document, written after every
// move, stays small.
#pragma once

#include <optional>
#include <string>

namespace puzzlelab::platform {

// The stored records' text, or nullopt when none were stored (or the storage is disabled).
std::optional<std::string> load_play_records();
// False when the storage refused (quota, read-only disk).
bool save_play_records(const std::string& text);
// For the player: "the browser's localStorage (key "puzzlelab.records")" or the file's path.
std::string play_records_location();

}  // namespace puzzlelab::platform
