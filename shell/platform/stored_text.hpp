// Text kept between visits under a name, for the platform's stores (the saved state,
// platform.hpp; the talk being built, talk_store.hpp): in the browser a localStorage key, on the
// desktop a file path, written through a temporary file and a rename so a crash never leaves half a
// document behind. Internal to the platform layer.
#pragma once

#include <optional>
#include <string>

namespace puzzlelab::platform::stored_text {

// The text stored under `name`, or nullopt when nothing is (or the storage is disabled).
std::optional<std::string> load(const std::string& name);
// False when the storage refused (quota, private mode, a read-only disk).
bool save(const std::string& name, const std::string& text);

}  // namespace puzzlelab::platform::stored_text
