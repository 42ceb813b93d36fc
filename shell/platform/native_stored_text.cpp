// The desktop side of stored_text.hpp: one file per name (its path), replaced whole.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include "platform/stored_text.hpp"

namespace puzzlelab::platform::stored_text {

std::optional<std::string> load(const std::string& name) {
  std::ifstream in(name, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

bool save(const std::string& name, const std::string& text) {
  const std::filesystem::path file = name;
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

}  // namespace puzzlelab::platform::stored_text
