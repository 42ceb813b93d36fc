// The browser side of records_store.hpp: one localStorage key of its own.
#include <string>

#include "platform/records_store.hpp"
#include "platform/stored_text.hpp"

namespace puzzlelab::platform {
namespace {

constexpr const char* kRecordsKey = "puzzlelab.records";

}  // namespace

std::optional<std::string> load_play_records() { return stored_text::load(kRecordsKey); }

bool save_play_records(const std::string& text) { return stored_text::save(kRecordsKey, text); }

std::string play_records_location() { return std::string("the browser's localStorage (key \"") + kRecordsKey + "\")"; }

}  // namespace puzzlelab::platform
