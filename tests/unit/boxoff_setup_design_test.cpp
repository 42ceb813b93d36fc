// BoxOff setups as data (engine/games/boxoff/tile_design.*, tile_deal.*): every built-in setup's
// description deals the built-in's boards and traces; descriptions are checked field by field;
// the counts of boards agree with brute force; the documented example loads and deals. The
// published setups are checked against their first, direct implementation
// (boxoff_reference_setups.hpp) as well as against their names.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "game/capabilities.hpp"
#include "game/described_setups.hpp"
#include "core/input_error.hpp"
#include "game/params.hpp"
#include "game/setup_description.hpp"
#include "games/boxoff/adapter.hpp"
#include "games/boxoff/setups.hpp"
#include "games/boxoff/tile_deal.hpp"
#include "games/boxoff/tile_design.hpp"
#include "boxoff_reference_setups.hpp"
#include "input_error_checks.hpp"
#include "test_paths.hpp"

using namespace puzzlelab;

using puzzlelab::test::contains;
using puzzlelab::test::error_of;

namespace {

json design_params(int rows, int cols, int colours) {
  return {{"variant", "standard"}, {"rows", rows}, {"cols", cols}, {"colours", colours}};
}

bool same_steps(const std::vector<TraceStep>& a, const std::vector<TraceStep>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].kind != b[i].kind || a[i].caption != b[i].caption || a[i].supply != b[i].supply ||
        a[i].clear != b[i].clear || a[i].placed.size() != b[i].placed.size())
      return false;
    for (std::size_t j = 0; j < a[i].placed.size(); ++j)
      if (a[i].placed[j].cell != b[i].placed[j].cell || a[i].placed[j].piece != b[i].placed[j].piece) return false;
  }
  return true;
}

// A description as the text it travels as, after the game has normalized it.
std::string normalized_text(const Game& game, const json& params, const json& description) {
  return setup_text(require_capability<DescribedSetups>(game).normalize_setup(params, description));
}

json example_design() {
  std::ifstream in(std::filesystem::path(puzzlelab::test_paths::source_dir()) /
                   "docs/examples/setups/boxoff-bar-tiles.json");
  std::stringstream text;
  text << in.rdbuf();
  return parse_setup_description(text.str());
}

}  // namespace

TEST_CASE("BoxOff setups as data: every built-in's description deals its boards and traces") {
  const auto game = boxoff::make_game();
  int sizes = 0, papers_sizes = 0;
  for (const auto& setup : boxoff::all_setups())
    for (int rows = 1; rows <= 8; ++rows)
      for (int cols = 1; cols <= 8; ++cols)
        for (int colours = 2; colours <= 8; ++colours) {
          const json params = design_params(rows, cols, colours);
          const boxoff::Params p{rows, cols, colours};
          bool valid = true;
          try {
            boxoff::check_setup(p, setup.setup);
          } catch (const InputError&) {
            valid = false;
          }
          if (!valid) {
            // The description refuses what the built-in refuses, for the same reason.
            CHECK(error_of([&] { require_capability<DescribedSetups>(*game).describe_setup(params, setup.name); },
                           "bad_params") != "");
            continue;
          }
          ++sizes;
          const json description = require_capability<DescribedSetups>(*game).describe_setup(params, setup.name);
          const std::string text = setup_text(description);
          REQUIRE(is_described_setup(text));
          CHECK(setup_label(text) == std::string(setup.name) + "-described");
          // What describe_setup answers is already normalized: one description, one text.
          REQUIRE(normalized_text(*game, params, description) == text);
          const bool papers = (rows == 4 && cols == 6 && colours == 4) || (rows == 6 && cols == 6 && colours == 6) ||
                              (rows == 6 && cols == 8 && colours == 3);
          papers_sizes += papers ? 1 : 0;
          const std::uint64_t seeds = papers ? 300 : 12;
          for (std::uint64_t seed = 0; seed < seeds; ++seed) {
            Rng rng(seed);
            const std::string board = boxoff::format_board(boxoff::reference_generate(p, setup.setup, rng, nullptr));
            REQUIRE(game->generate(params, text, seed, Budget{}) == board);
            REQUIRE(game->generate(params, setup.name, seed, Budget{}) == board);
          }
          for (std::uint64_t seed : {0ull, 7ull, 18446744073709551615ull}) {
            Rng rng(seed);
            SetupTrace reference;
            const std::string board = boxoff::format_board(boxoff::reference_generate(p, setup.setup, rng, &reference));
            const TracedBoard described = game->trace(params, text, seed, Budget{});
            CHECK(described.board == board);
            CHECK(same_steps(described.steps, reference.steps()));
            CHECK(same_steps(game->trace(params, setup.name, seed, Budget{}).steps, reference.steps()));
          }
          const json facts = game->setup_facts(params, setup.name);
          const json described_facts = game->setup_facts(params, text);
          CHECK(described_facts.at("challenges") == facts.at("challenges"));
          CHECK(described_facts.at("challenges_log10").get<double>() ==
                doctest::Approx(facts.at("challenges_log10").get<double>()));
          if (facts.contains("tiles")) CHECK(described_facts.at("tiles") == facts.at("tiles"));
        }
  // Every published setup at each of the papers' three sizes, and many others.
  CHECK(papers_sizes == 9);
  CHECK(sizes > 100);
}

TEST_CASE("BoxOff setups as data: the papers' sizes read as the papers write them") {
  const auto game = boxoff::make_game();
  const json shuffled = require_capability<DescribedSetups>(*game).describe_setup(design_params(6, 8, 3), "shuffled");
  CHECK(shuffled.at("fill") == "sorted");
  CHECK(shuffled.at("blocks").size() == 1);
  // Shuffled is the same description at every size.
  CHECK(require_capability<DescribedSetups>(*game).describe_setup(design_params(4, 6, 4), "shuffled") == shuffled);
  CHECK(require_capability<DescribedSetups>(*game).describe_setup(design_params(4, 6, 4), "l-tiles").at("cycle") ==
        json::parse("[[0,0,1],[0,0,2]]"));
  CHECK(require_capability<DescribedSetups>(*game).describe_setup(design_params(6, 6, 6), "l-tiles").at("cycle") ==
        json::parse("[[0,0,1],[0,0,4]]"));
  CHECK(
      require_capability<DescribedSetups>(*game).describe_setup(design_params(6, 8, 3), "l-tiles").at("tiles").size() ==
      16);
  CHECK(require_capability<DescribedSetups>(*game)
            .describe_setup(design_params(4, 6, 4), "three-colour-tiles")
            .at("tiles")
            .size() == 8);
  CHECK(require_capability<DescribedSetups>(*game)
            .describe_setup(design_params(6, 6, 6), "three-colour-tiles")
            .at("fill") == "cyclic");
  CHECK(error_of([&] { require_capability<DescribedSetups>(*game).describe_setup(design_params(6, 8, 3), "bars"); },
                 "unknown_setup") != "");
}

TEST_CASE("BoxOff setups as data: each field is checked and named") {
  const auto game = boxoff::make_game();
  const json p464 = design_params(4, 6, 4);
  const json base = example_design();
  const auto refused = [&](const json& change, const json& params) {
    json d = base;
    for (const auto& [key, value] : change.items()) {
      if (value.is_null())
        d.erase(key);
      else
        d[key] = value;
    }
    return error_of([&] { require_capability<DescribedSetups>(*game).normalize_setup(params, d); }, "bad_setup");
  };
  CHECK_NOTHROW(require_capability<DescribedSetups>(*game).normalize_setup(p464, base));
  CHECK(contains(refused({{"shape", 1}}, p464), "'shape'"));
  CHECK(contains(refused({{"name", "l-tiles"}}, p464), "built-in"));
  CHECK(contains(refused({{"blocks", nullptr}}, p464), "blocks"));
  // A block the slots do not cover, slots that overlap, a cell outside its block, a tile in pieces.
  CHECK(contains(refused({{"blocks", json::parse(R"([{"rows":1,"cols":3,"slots":[[[0,0],[0,1]]]}])")}}, p464),
                 "is in no slot"));
  CHECK(contains(
      refused({{"blocks", json::parse(R"([{"rows":1,"cols":3,"slots":[[[0,0],[0,1],[0,2]],[[0,1]]]}])")}}, p464),
      "overlap"));
  CHECK(contains(refused({{"blocks", json::parse(R"([{"rows":1,"cols":3,"slots":[[[0,0],[0,1],[0,3]]]}])")}}, p464),
                 "blocks[0].slots[0][2][1] (column)"));
  CHECK(contains(refused({{"blocks", json::parse(R"([{"rows":2,"cols":2,"slots":[[[0,0],[1,1]],[[0,1],[1,0]]]}])")},
                          {"cycle", json::parse("[[0,1]]")},
                          {"flip", nullptr}},
                         p464),
                 "one piece"));
  CHECK(contains(
      refused({{"blocks", json::parse(R"([{"rows":2,"cols":2,"slots":[[[0,0],[0,1]],[[1,0]],[[1,1]]]}])")}}, p464),
      "every tile must fit every slot"));
  CHECK(contains(refused({{"blocks", json::parse(R"([{"rows":9,"cols":1,"slots":[[[0,0]]]}])")}}, p464),
                 "blocks[0].rows"));
  // No block divides the grid: the tiles cannot cover it.
  CHECK(contains(refused({}, design_params(4, 4, 4)), "cannot cover"));
  // Colours: one rule only, tiles of the slots' size, letters of the colours, every colour's count.
  CHECK(contains(refused({{"fill", "sorted"}}, p464), "exactly one"));
  CHECK(contains(refused({{"cycle", nullptr}}, p464), "exactly one"));
  CHECK(contains(refused({{"cycle", nullptr}, {"tiles", json::array({"aab", "bbc"})}}, p464), "one tile per slot"));
  CHECK(contains(refused({{"cycle", nullptr}, {"tiles", json::array({"aab", "bb"})}}, p464), "tiles[1]"));
  CHECK(contains(refused({{"cycle", nullptr}, {"tiles", json::array({"aae"})}}, p464), "'e'"));
  CHECK(contains(
      refused({{"cycle", nullptr}, {"tiles", json::array({"aab", "aab", "aab", "aab", "ccd", "ccd", "dda", "ddc"})}},
              p464),
      "colour a is on 9 squares; each of the 4 colours needs 6"));
  CHECK(contains(refused({{"cycle", json::parse("[[0,0,1]]")}}, p464), "4 tiles (4 colours x 1 entries)"));
  CHECK(contains(refused({{"cycle", json::parse("[[0,0,1],[0,0,4]]")}}, p464), "cycle[1][2]"));
  CHECK(contains(refused({{"fill", "random"}, {"cycle", nullptr}}, p464), "fill"));
  // Flips: a permutation of the tile's squares that undoes itself, and something to flip.
  CHECK(contains(refused({{"flip", json::array({1, 2, 0})}}, p464), "give the tile back"));
  CHECK(contains(refused({{"flip", json::array({0, 0, 1})}}, p464), "twice"));
  CHECK(contains(refused({{"flip", json::array({0, 1, 2})}}, p464), "leave \"flip\" out"));
  CHECK(contains(refused({{"flip", json::array({1, 0})}}, p464), "2 entries"));
  CHECK(contains(refused({{"shuffle", "yes"}}, p464), "true or false"));
  CHECK(contains(refused({{"order", "random"}}, p464), "order"));
  // Too many tiles or too many alternatives for any grid.
  CHECK(contains(refused({{"cycle", nullptr}, {"tiles", json(std::vector<std::string>(65, "aab"))}}, p464), "1 to 64"));
  CHECK(contains(refused({{"blocks", json(std::vector<json>(5, base.at("blocks")[0]))}}, p464), "1 to 4"));
  // Bad params are the params' problem, not the description's.
  CHECK(error_of([&] { require_capability<DescribedSetups>(*game).normalize_setup(design_params(4, 6, 5), base); },
                 "bad_params") != "");
}

TEST_CASE("BoxOff setups as data: the example bar tiles load, deal and count") {
  const auto game = boxoff::make_game();
  const json description = example_design();
  for (const json& params : {design_params(4, 6, 4), design_params(6, 6, 6), design_params(6, 3, 3)}) {
    const std::string text = normalized_text(*game, params, description);
    CHECK(setup_label(text) == "bar-tiles");
    const boxoff::Params p{params.at("rows").get<int>(), params.at("cols").get<int>(), params.at("colours").get<int>()};
    const boxoff::TileDeal deal = boxoff::resolve_deal(p, boxoff::read_tile_design(p, description));
    std::set<std::string> boards;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
      const std::string board = game->generate(params, text, seed, Budget{});
      boards.insert(board);
      const boxoff::Board b = boxoff::parse_board(board);
      // Every slot holds one tile of the set, either side up, each tile used once.
      std::multiset<std::vector<int>> left(deal.tiles.begin(), deal.tiles.end());
      for (const auto& slot : deal.slots) {
        std::vector<int> laid;
        for (const int square : slot) laid.push_back(b.colour_at(square));
        std::vector<int> reversed(laid.rbegin(), laid.rend());
        auto found = left.find(laid);
        if (found == left.end()) found = left.find(reversed);
        REQUIRE(found != left.end());
        left.erase(found);
      }
      CHECK(game->trace(params, text, seed, Budget{}).board == board);
    }
    CHECK(boards.size() > 30);
  }
  CHECK(game->trace(design_params(4, 6, 4), normalized_text(*game, design_params(4, 6, 4), description), 1, Budget{})
            .steps.front()
            .caption == "Cut the grid into 1x3 blocks, one straight slot each: 8 slots");
  // (6,8,3): 8 columns take no 1x3 block, so the bars stand in 3x1 blocks; but 3 colours x 2
  // entries give 6 tiles for 16 slots.
  CHECK(contains(
      error_of([&] { require_capability<DescribedSetups>(*game).normalize_setup(design_params(6, 8, 3), description); },
               "bad_setup"),
      "6 tiles (3 colours x 2 entries) for the 16 slots"));
}

TEST_CASE("BoxOff setups as data: the count of boards is the number of distinct deals") {
  // Small designs: every shuffle and every coin, as the deal would make them, counted by brute force.
  const auto game = boxoff::make_game();
  const json designs[] = {
      json::parse(R"({"name":"two-tone-dominoes","blocks":[{"rows":1,"cols":2,"slots":[[[0,0],[0,1]]]}],
                     "tiles":["ab","ab","ab","ba"],"flip":[1,0]})"),
      json::parse(R"({"name":"plain-dominoes","blocks":[{"rows":2,"cols":1,"slots":[[[0,0],[1,0]]]}],
                     "tiles":["aa","bb","aa","bb"],"flip":[1,0],"order":"block-major"})"),
      json::parse(R"({"name":"mixed-dominoes","blocks":[{"rows":1,"cols":2,"slots":[[[0,0],[0,1]]]}],
                     "tiles":["aa","bb","ab","ab"],"flip":[1,0],"shuffle":false})"),
      json::parse(R"({"name":"tokens","blocks":[{"rows":2,"cols":2,"slots":[[[1,1]],[[0,0]],[[0,1]],[[1,0]]]}],
                     "fill":"cyclic"})"),
  };
  const boxoff::Params p{2, 4, 2};
  const json params = design_params(2, 4, 2);
  for (const json& description : designs) {
    CAPTURE(description.dump());
    const boxoff::TileDeal deal = boxoff::resolve_deal(p, boxoff::read_tile_design(p, description));
    std::set<std::vector<int>> boards;
    std::vector<std::size_t> order(deal.tiles.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    do {
      const unsigned sides = deal.flip.empty() ? 1u : 1u << deal.slots.size();
      for (unsigned coins = 0; coins < sides; ++coins) {
        std::vector<int> colours(8, -1);
        for (std::size_t s = 0; s < deal.slots.size(); ++s) {
          const auto& tile = deal.tiles[deal.shuffle ? order[s] : s];
          const bool flip = !deal.flip.empty() && ((coins >> s) & 1u) != 0;
          for (std::size_t j = 0; j < tile.size(); ++j)
            colours[static_cast<std::size_t>(deal.slots[s][j])] =
                tile[flip ? static_cast<std::size_t>(deal.flip[j]) : j];
        }
        boards.insert(colours);
      }
    } while (std::next_permutation(order.begin(), order.end()));
    const json facts = game->setup_facts(params, normalized_text(*game, params, description));
    CHECK(facts.at("challenges") == std::to_string(boards.size()));
  }
}
