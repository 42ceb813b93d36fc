// The example setups of the documents (docs/examples/setups/<game>-<name>.json): each is read by
// its game, normalized, and deals boards.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "game/capabilities.hpp"
#include "game/described_setups.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/params.hpp"
#include "game/setup_description.hpp"
#include "test_paths.hpp"

using namespace puzzlelab;

namespace {

std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// The game a file is for: the longest game name its file name starts with, then a '-'.
const Game* game_of_file(const std::string& file) {
  const Game* found = nullptr;
  for (const auto& game : all_games()) {
    const std::string prefix = game->name() + "-";
    if (file.rfind(prefix, 0) == 0 && (!found || game->name().size() > found->name().size())) found = game.get();
  }
  return found;
}

}  // namespace

TEST_CASE("Every example setup file is read by its game and deals boards") {
  const std::filesystem::path folder =
      std::filesystem::path(puzzlelab::test_paths::source_dir()) / "docs" / "examples" / "setups";
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() != ".json") continue;
    const std::string file = entry.path().filename().string();
    CAPTURE(file);
    const Game* game = game_of_file(file);
    REQUIRE(game != nullptr);
    const json description = parse_setup_description(file_text(entry.path()));
    // A design may fit some sizes only (BoxOff's tiles cover the grid they were drawn for): the
    // first of the default params and the game's presets that it fits.
    std::vector<json> candidates = {normalize_params(*game, json::object())};
    for (const Preset& preset : game->info().presets) candidates.push_back(normalize_params(*game, preset.params));
    json params, normalized;
    for (const json& candidate : candidates) {
      try {
        normalized = require_capability<DescribedSetups>(*game).normalize_setup(candidate, description);
        params = candidate;
        break;
      } catch (const InputError&) {
      }
    }
    REQUIRE_MESSAGE(!normalized.is_null(), "no size of the game's presets fits the example");
    CHECK(normalized.at("name") == description.at("name"));
    const std::string text = setup_text(normalized);
    CHECK(setup_text(require_capability<DescribedSetups>(*game).normalize_setup(
              params, parse_setup_description(text))) == text);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const std::string board = game->generate(params, text, seed, Budget{});
      CHECK(game->normalize_board(params, board) == board);
      CHECK(game->generate(params, text, seed, Budget{}) == board);
    }
    ++files;
  }
  CHECK(files >= 3);
}
