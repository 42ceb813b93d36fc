// The desktop side of records_store.hpp: records.json beside the saved state's file, written as the
// state is (stored_text.hpp).
#include <filesystem>

#include "platform/platform.hpp"
#include "platform/records_store.hpp"
#include "platform/stored_text.hpp"

namespace puzzlelab::platform {
namespace {

std::filesystem::path records_file() { return std::filesystem::path(state_location()).parent_path() / "records.json"; }

}  // namespace

std::optional<std::string> load_play_records() { return stored_text::load(records_file().string()); }

bool save_play_records(const std::string& text) { return stored_text::save(records_file().string(), text); }

std::string play_records_location() { return records_file().string(); }

}  // namespace puzzlelab::platform
