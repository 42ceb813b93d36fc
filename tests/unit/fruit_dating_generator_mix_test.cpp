// Fruit Dating's setups as data (engine/games/fruit_dating/setup_description.hpp): the article's
// description draws its very levels and traces; other mixes draw what they say; bad mixes are
// refused naming the field, and a mix that can make no level ends within its budget.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "game/capabilities.hpp"
#include "game/described_setups.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/setup_description.hpp"
#include "games/fruit_dating/rules.hpp"
#include "input_error_checks.hpp"
#include "test_paths.hpp"

using namespace puzzlelab;

namespace {

const Game& tilt_game() { return find_game("fruit-dating"); }

json level_params(int width, int height, const char* features = "all", int min_moves = 5, int max_moves = 12) {
  return {
      {"width", width}, {"height", height}, {"features", features}, {"min_moves", min_moves}, {"max_moves", max_moves}};
}

std::string mix_error(const json& params, const json& description) {
  return test::error_of([&] { require_capability<DescribedSetups>(tilt_game()).normalize_setup(params, description); },
                        "bad_setup");
}

std::string doc_text(const char* name) {
  std::ifstream in(std::filesystem::path(puzzlelab::test_paths::source_dir()) / "docs" / name, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

int count_of(const std::string& board, char c) {
  const std::string grid = board.substr(0, board.find(';'));
  return static_cast<int>(std::count(grid.begin(), grid.end(), c));
}

}  // namespace

TEST_CASE("Fruit Dating: the article's description draws the article's levels and traces") {
  const Game& game = tilt_game();
  const json description = require_capability<DescribedSetups>(game).describe_setup(level_params(8, 8), "article");
  CHECK(description.at("name") == "article-described");
  const std::string text = setup_text(description);
  // The document shows it as it is.
  CHECK(test::contains(doc_text("FRUIT_DATING.md"), text));
  for (const json& params : {level_params(8, 8), level_params(6, 6, "all", 4, 8), level_params(8, 8, "basic", 3, 6),
                             level_params(5, 7, "all", 2, 6), level_params(8, 6, "all", 6, 12)}) {
    CHECK(require_capability<DescribedSetups>(game).describe_setup(params, "article") == description);
    CHECK(setup_text(require_capability<DescribedSetups>(game).normalize_setup(params, description)) == text);
    for (std::uint64_t seed = 0; seed < 40; ++seed)
      CHECK_MESSAGE(game.generate(params, text, seed, Budget{}) == game.generate(params, "article", seed, Budget{}),
                    params.dump(), " seed ", seed);
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
      const TracedBoard a = game.trace(params, "article", seed, Budget{});
      const TracedBoard b = game.trace(params, text, seed, Budget{});
      CHECK(a.board == b.board);
      REQUIRE(a.steps.size() == b.steps.size());
      for (std::size_t i = 0; i < a.steps.size(); ++i) {
        CHECK(a.steps[i].kind == b.steps[i].kind);
        CHECK(a.steps[i].caption == b.steps[i].caption);
      }
    }
  }
  // Fields left out are the article's: a name alone is the article's mix.
  json renamed = description;
  renamed["name"] = "plain";
  CHECK(require_capability<DescribedSetups>(game).normalize_setup(level_params(8, 8), {{"name", "plain"}}) == renamed);
}

TEST_CASE("Fruit Dating: a mix draws what it says") {
  const Game& game = tilt_game();
  const json params = level_params(8, 8, "all", 3, 10);
  // Always a hedgehog and an anteater, two pairs of red and blue fruit, no obstacles.
  const json mix = {{"name", "zoo"},
                    {"fruit", {{"pairs", {{"min", 2}, {"max", 2}}}, {"floor_tiles_per_pair", 0}, {"colours", "af"}}},
                    {"obstacles", {{"percent", {{"min", 0}, {"max", 0}}}}},
                    {"features",
                     {{"hedgehogs", {{"chance", "1/1"}}},
                      {"anteaters", {{"chance", "1/1"}}},
                      {"mud", {{"chance", "0/1"}}},
                      {"one_ways", {{"chance", "0/3"}}}}}};
  const std::string text = setup_text(require_capability<DescribedSetups>(game).normalize_setup(params, mix));
  for (std::uint64_t seed = 0; seed < 12; ++seed) {
    const std::string level = game.generate(params, text, seed, Budget{});
    CHECK(count_of(level, 'h') + count_of(level, 'H') == 1);
    CHECK(count_of(level, '>') + count_of(level, '<') + count_of(level, '^') + count_of(level, 'v') == 1);
    CHECK(count_of(level, 'a') == 2);
    CHECK(count_of(level, 'f') == 2);
    CHECK(count_of(level, 'o') + count_of(level, 'x') + count_of(level, 'u') == 0);
    CHECK(count_of(level, '~') == 0);
    CHECK(level.find(';') == std::string::npos);
    const json facts = game.setup_facts(params, text);
    CHECK(facts["max_candidates"] == 100000);
  }
  // Walls painted one tile at a time without inner walls nor filling: other levels than the article's.
  const std::string plain = setup_text(require_capability<DescribedSetups>(game).normalize_setup(
      params, {{"name", "plain-walls"}, {"walls", {{"painting", "one-tile"}, {"inner_walls_max", 0}}}}));
  int differ = 0;
  for (std::uint64_t seed = 0; seed < 10; ++seed)
    differ += game.generate(params, plain, seed, Budget{}) != game.generate(params, "article", seed, Budget{});
  CHECK(differ > 0);
}

TEST_CASE("Fruit Dating: a bad mix is refused naming the field") {
  const json params = level_params(8, 8);
  CHECK(test::contains(mix_error(params, {{"name", "x"}, {"weight", 1}}), "weight: unknown field"));
  CHECK(test::contains(mix_error(params, {{"name", "x"}, {"weights", {{"fruit", {{"open", -1}}}}}}),
                       "weights.fruit.open: must be a whole number from 0 to 1000, got -1"));
  CHECK(test::contains(mix_error(params, {{"name", "x"}, {"weights", {{"fruit", {{"hall", 1}}}}}}),
                       "weights.fruit.hall: unknown field"));
  CHECK(test::contains(mix_error(params, {{"name", "x"}, {"features", {{"mud", {{"chance", "4/3"}}}}}}),
                       "features.mud.chance: must be a fraction"));
  CHECK(test::contains(mix_error(params, {{"name", "x"}, {"fruit", {{"pairs", {{"min", 3}, {"max", 2}}}}}}),
                       "fruit.pairs: min (3) is above max (2)"));
  CHECK(test::contains(mix_error(params, {{"name", "x"}, {"fruit", {{"pairs", {{"max", 3}}}, {"colours", "ab"}}}}),
                       "fruit.pairs: up to 3 pairs need as many colours; fruit.colours has 2"));
  CHECK(test::contains(mix_error(params, {{"name", "x"}, {"fruit", {{"colours", "abz"}}}}),
                       "fruit.colours: 'z' is not a fruit colour"));
  CHECK(test::contains(mix_error(params, {{"name", "x"}, {"walls", {{"symmetries", {"diagonal"}}}}}),
                       "walls.symmetries[0]: unknown symmetry 'diagonal'"));
  CHECK(test::contains(mix_error(params, {{"name", "x"}, {"walls", {{"painting", "three"}}}}),
                       "walls.painting: must be"));
  CHECK(test::contains(mix_error(params, {{"name", "x"}, {"test", {{"max_candidates", 0}}}}),
                       "test.max_candidates: must be a whole number from 1 to 100000, got 0"));
  CHECK(test::contains(mix_error(params, {{"name", "x"}, {"sizes", {{"width", {{"min", 6}, {"max", 7}}}}}}),
                       "sizes.width: this setup is for widths 6..7; the params give 8"));
  CHECK(test::contains(mix_error(params, {{"name", "x"}, {"obstacles", {{"kinds", ""}}}}),
                       "obstacles.kinds: needs at least one"));
}

TEST_CASE("Fruit Dating: a mix that can make no level ends with budget_exhausted") {
  const Game& game = tilt_game();
  const json params = level_params(6, 6, "basic", 3, 8);
  // No fruit can be placed anywhere: every candidate is solved before a move, so none is kept.
  const json nowhere = {{"name", "nowhere"},
                        {"weights", {{"fruit", {{"open", 0}, {"corridor", 0}, {"corner", 0}, {"corridor_end", 0}}}}},
                        {"test", {{"max_candidates", 500}}}};
  const std::string text = setup_text(require_capability<DescribedSetups>(game).normalize_setup(params, nowhere));
  CHECK(test::contains(test::error_of([&] { game.generate(params, text, 1, Budget{}); }, "budget_exhausted"),
                       "among 500 candidates"));
  // With the article's cap of candidates the caller's budget ends it first.
  json endless = nowhere;
  endless["test"]["max_candidates"] = 100000;
  const std::string long_text = setup_text(require_capability<DescribedSetups>(game).normalize_setup(params, endless));
  Budget small;
  small.max_nodes = 1;
  small.max_ms = 2000;
  test::error_of([&] { game.generate(params, long_text, 1, small); }, "budget_exhausted");
}
