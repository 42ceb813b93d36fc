// Sigmar's setups as data (engine/games/sigmar/setup_description.hpp): each built-in setup's
// description deals the very same boards, with the same traces, as its name for many seeds, on
// several templates and tile sets; a description's own choices are read; bad fields are named.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "game/capabilities.hpp"
#include "game/described_setups.hpp"
#include "core/input_error.hpp"
#include "game/params.hpp"
#include "game/setup_description.hpp"
#include "games/sigmar/adapter.hpp"
#include "games/sigmar/templates.hpp"
#include "input_error_checks.hpp"
#include "test_scale.hpp"

using namespace puzzlelab;
using nlohmann::json;

using puzzlelab::test::contains;
using puzzlelab::test::error_of;

namespace {

// The description of a built-in setup, as it travels: normalized, then written as text.
std::string described_text(const Game& game, const json& params, const std::string& setup) {
  const json description = require_capability<DescribedSetups>(game).describe_setup(params, setup);
  return setup_text(require_capability<DescribedSetups>(game).normalize_setup(
      params, parse_setup_description(setup_text(description))));
}

// A trace as text, step by step: kind, caption and every placement.
std::string trace_text(const TracedBoard& traced) {
  std::string out = traced.board + "\n";
  for (const TraceStep& step : traced.steps) {
    out += step.kind + ": " + step.caption + (step.clear ? " (clear)" : "");
    for (const TracePlacement& p : step.placed) out += " " + std::to_string(p.cell) + "=" + p.piece;
    out += "\n";
  }
  return out;
}

// A template written out cell by cell (the custom form): the pinwheel's cells.
std::string custom_template() { return sigmar::format_template(sigmar::named_templates()[1].cells); }

}  // namespace

TEST_CASE("Sigmar described setups deal the very same boards as the built-in setups") {
  const auto game = sigmar::make_game();
  const std::string custom = custom_template();
  REQUIRE(custom.size() == 91);
  const std::vector<json> param_sets = {
      json::object(),
      {{"template", "rings"}},
      {{"template", "wheel"}},
      {{"template", "star-mirrored"}},
      {{"template", "symmetric-2"}},
      {{"template", custom}},
      {{"template", "symmetric-6"}, {"elements", 4}, {"salt", 4}, {"vitae_mors", 2}, {"metals", 4}, {"quicksilver", 3}},
  };
  for (const json& raw : param_sets) {
    const json params = normalize_params(*game, raw);
    for (const std::string setup : {"linear", "pair-stack", "random-test"}) {
      const std::string text = described_text(*game, params, setup);
      CAPTURE(text);
      CHECK(is_described_setup(text));
      // random-test runs the solver on every draw: fewer seeds.
      const std::uint64_t seeds = test_scale::sample<std::uint64_t>(setup == "random-test" ? 4 : 40);
      for (std::uint64_t seed = 0; seed < seeds; ++seed) {
        CAPTURE(seed);
        const TracedBoard by_name = game->trace(params, setup, seed, Budget{});
        const TracedBoard by_text = game->trace(params, text, seed, Budget{});
        CHECK(by_text.board == by_name.board);
        CHECK(trace_text(by_text) == trace_text(by_name));
        CHECK(game->generate(params, text, seed, Budget{}) == by_name.board);
      }
    }
  }
}

TEST_CASE("Sigmar setup descriptions: the template defaults to the params', fields are checked") {
  const auto game = sigmar::make_game();
  const json params = normalize_params(*game, {{"template", "wheel"}});
  const json minimal = parse_setup_description(R"({"name":"mine","generator":"pair-stack"})");
  const json normalized = require_capability<DescribedSetups>(*game).normalize_setup(params, minimal);
  CHECK(normalized == json{{"name", "mine"},
                           {"generator", "pair-stack"},
                           {"template", "wheel"},
                           {"no_vitae_mors_on_rim", true},
                           {"steps_per_attempt", 300},
                           {"attempts", 40}});
  CHECK(require_capability<DescribedSetups>(*game).describe_setup(params, "linear") ==
        json{{"name", "linear-described"}, {"generator", "linear"}, {"template", "wheel"}});
  // A description's own template wins over the params'.
  const std::string on_rings = R"({"name":"r","generator":"linear","template":"rings"})";
  CHECK(game->generate(params, on_rings, 3, Budget{}) ==
        game->generate(normalize_params(*game, {{"template", "rings"}}), "linear", 3, Budget{}));
  // Vitae and mors allowed on the rim: a different generator, solvable boards all the same.
  const std::string rim = R"({"name":"rim","generator":"pair-stack","template":"rings","no_vitae_mors_on_rim":false})";
  int differ = 0;
  for (std::uint64_t seed = 0; seed < 10; ++seed) {
    const std::string board = game->generate(params, rim, seed, Budget{});
    differ += board != game->generate(params, "pair-stack", seed, Budget{});
    CHECK(game->solve(params, board, {}, Budget{}, "").status == Status::solved);
  }
  CHECK(differ > 0);
  CHECK(game->setup_facts(params, rim)["setup"] == "rim");
  CHECK(game->setup_facts(params, rim)["template"] == "rings");

  auto problem = [&](const std::string& text) {
    return error_of(
        [&] { require_capability<DescribedSetups>(*game).normalize_setup(params, parse_setup_description(text)); },
        "bad_setup");
  };
  CHECK(contains(problem(R"({"name":"a"})"), "\"generator\": is missing"));
  CHECK(contains(problem(R"({"name":"a","generator":"spiral"})"), "no generator 'spiral'"));
  CHECK(contains(problem(R"({"name":"a","generator":7})"), "\"generator\": must be one of"));
  CHECK(contains(problem(R"({"name":"a","generator":"linear","draws":3})"),
                 "\"draws\": is not read by the linear generator"));
  CHECK(contains(problem(R"({"name":"a","generator":"random-test","draws":0})"),
                 "\"draws\": must be a whole number from 1 to 10000, not 0"));
  CHECK(contains(problem(R"({"name":"a","generator":"random-test","nodes_per_board":2.5})"), "\"nodes_per_board\""));
  CHECK(contains(problem(R"({"name":"a","generator":"pair-stack","attempts":18446744073709551615})"),
                 "\"attempts\": must be a whole number from 1 to 1000"));
  CHECK(
      contains(problem(R"({"name":"a","generator":"pair-stack","no_vitae_mors_on_rim":1})"), "must be true or false"));
  CHECK(contains(problem(R"({"name":"a","generator":"linear","template":"square"})"), "no template 'square'"));
  CHECK(contains(problem(R"({"name":"a","generator":"linear","template":"xx"})"), "\"template\":"));
  CHECK(contains(problem(R"({"name":"a","generator":"linear","template":["rings"]})"), "\"template\": must be"));
  // A fixed template of 55 cells cannot hold a smaller tile set.
  const json small = normalize_params(
      *game, {{"template", "symmetric-6"}, {"elements", 4}, {"vitae_mors", 2}, {"metals", 4}, {"quicksilver", 3}});
  CHECK(contains(
      error_of(
          [&] { require_capability<DescribedSetups>(*game).normalize_setup(small, parse_setup_description(on_rings)); },
          "bad_setup"),
      "\"template\": the 'rings' template has 55 cells"));
  // A described setup's text read by generate is checked alike.
  CHECK(contains(error_of([&] { game->generate(params, R"({"name":"a","generator":"x"})", 1, Budget{}); }, "bad_setup"),
                 "no generator"));
  CHECK(error_of([&] { require_capability<DescribedSetups>(*game).describe_setup(params, "spiral"); },
                 "unknown_setup") != "");
}
