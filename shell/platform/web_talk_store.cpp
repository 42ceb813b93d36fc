// The browser side of talk_store.hpp: one localStorage key of its own.
#include <string>

#include "platform/stored_text.hpp"
#include "platform/talk_store.hpp"

namespace puzzlelab::platform {
namespace {

constexpr const char* kTalkKey = "puzzlelab.talk";

}  // namespace

std::optional<std::string> load_talk_draft() { return stored_text::load(kTalkKey); }

bool save_talk_draft(const std::string& text) { return stored_text::save(kTalkKey, text); }

std::string talk_draft_location() { return std::string("the browser's localStorage (key \"") + kTalkKey + "\")"; }

}  // namespace puzzlelab::platform
