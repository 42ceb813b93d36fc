// The desktop side of talk_store.hpp: talk.json beside the saved state's file, written as the state
// is (stored_text.hpp).
#include <filesystem>

#include "platform/platform.hpp"
#include "platform/stored_text.hpp"
#include "platform/talk_store.hpp"

namespace puzzlelab::platform {
namespace {

std::filesystem::path talk_file() { return std::filesystem::path(state_location()).parent_path() / "talk.json"; }

}  // namespace

std::optional<std::string> load_talk_draft() { return stored_text::load(talk_file().string()); }

bool save_talk_draft(const std::string& text) { return stored_text::save(talk_file().string(), text); }

std::string talk_draft_location() { return talk_file().string(); }

}  // namespace puzzlelab::platform
