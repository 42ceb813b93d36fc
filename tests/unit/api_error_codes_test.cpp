// The error codes: one list in code (engine/api/error_codes.hpp), the same list in
// docs/PROTOCOL.md, and no code thrown anywhere in the engine that the list lacks.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "api/error_codes.hpp"
#include "test_paths.hpp"

namespace {

std::string read_text(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  INFO("reading " << path);
  REQUIRE(file.good());
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

std::set<std::string> listed_codes() {
  std::set<std::string> codes;
  for (const auto code : puzzlelab::kErrorCodes) codes.insert(std::string(code));
  return codes;
}

// The first column of the "### Error codes" table: "| `bad_json` | ...".
std::set<std::string> documented_codes() {
  const std::string doc =
      read_text(std::filesystem::path(puzzlelab::test_paths::source_dir()) / "docs" / "PROTOCOL.md");
  const auto start = doc.find("### Error codes");
  REQUIRE(start != std::string::npos);
  const auto end = doc.find("\n## ", start);
  const std::string section = doc.substr(start, end - start);
  std::set<std::string> codes;
  const std::regex row(R"(\n\| `([a-z_]+)` +\|)");
  for (std::sregex_iterator it(section.begin(), section.end(), row), stop; it != stop; ++it) codes.insert((*it)[1]);
  return codes;
}

}  // namespace

TEST_CASE("docs/PROTOCOL.md documents exactly the codes of error_codes.hpp") {
  const auto listed = listed_codes();
  CHECK(listed.size() == std::size(puzzlelab::kErrorCodes));  // no code twice
  CHECK(documented_codes() == listed);
}

TEST_CASE("every code the engine and the CLI throw is in the list") {
  // InputError("code", ...) and the codes of whole-number rules ({"seed", "bad_seed"}).
  const std::regex thrown(R"re(InputError\(\s*"([a-z_]+)")re");
  const std::regex rule(R"re(\{"[a-z_]+", "(bad_[a-z_]+)")re");
  const std::regex coded(R"re("code", "([a-z_]+)")re");
  const auto listed = listed_codes();
  std::size_t files = 0;
  for (const char* folder : {"engine", "tools/cli"}) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(
             std::filesystem::path(puzzlelab::test_paths::source_dir()) / folder)) {
      const auto extension = entry.path().extension();
      if (extension != ".cpp" && extension != ".hpp") continue;
      ++files;
      const std::string text = read_text(entry.path());
      for (const auto* pattern : {&thrown, &rule, &coded}) {
        for (std::sregex_iterator it(text.begin(), text.end(), *pattern), stop; it != stop; ++it) {
          INFO(entry.path().string() << ": " << (*it)[1]);
          CHECK(listed.count((*it)[1]) == 1);
        }
      }
    }
  }
  CHECK(files > 50);
}
