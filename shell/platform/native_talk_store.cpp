// The desktop side of talk_store.hpp: talk.json beside the saved state's file, written through a
// temporary file and a rename, as the state is.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include "platform/platform.hpp"
#include "platform/talk_store.hpp"

namespace puzzlelab::platform {
namespace {

std::filesystem::path talk_file() { return std::filesystem::path(state_location()).parent_path() / "talk.json"; }

}  // namespace

std::optional<std::string> load_talk_draft() {
  std::ifstream in(talk_file(), std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool save_talk_draft(const std::string& text) {
  const std::filesystem::path file = talk_file();
  std::error_code error;
  if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), error);
  std::filesystem::path temporary = file;
  temporary += ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) return false;
    out << text;
    if (!out.flush()) return false;
  }
  std::filesystem::rename(temporary, file, error);
  return !error;
}

std::string talk_draft_location() { return talk_file().string(); }

}  // namespace puzzlelab::platform
