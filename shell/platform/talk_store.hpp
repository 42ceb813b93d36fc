// Where the talk being built is kept between visits (middle/talk_draft.hpp): in the browser its own
// localStorage key ("puzzlelab.talk"), on the desktop a file beside the saved state ("talk.json"),
// apart from the player's game and settings, so neither can cost the other anything.
#pragma once

#include <optional>
#include <string>

namespace puzzlelab::platform {

// The stored talk's text, or nullopt when none was stored (or the storage is disabled).
std::optional<std::string> load_talk_draft();
// False when the storage refused (quota, read-only disk).
bool save_talk_draft(const std::string& text);
// For the player: "the browser's localStorage (key "puzzlelab.talk")" or the file's path.
std::string talk_draft_location();

}  // namespace puzzlelab::platform
