// Fujisan through the type-erased Game interface (engine/game/game.hpp), as the protocol, the CLI
// and the app see it.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "game/params.hpp"
#include "games/fujisan/adapter.hpp"
#include "input_error_checks.hpp"

using namespace puzzlelab;

using puzzlelab::test::contains;
using puzzlelab::test::error_of;

namespace {

const Game& fujisan_game() {
  static const std::unique_ptr<Game> game = fujisan::make_game();
  return *game;
}

std::string error_code(auto&& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.code() + ": " + e.what();
  }
  return "no error";
}

const json kStandard = {{"variant", "standard"}};
const std::string kOne = "554344221335/311400512200";

}  // namespace

TEST_CASE("names, setups and variants") {
  const Game& g = fujisan_game();
  CHECK(g.name() == "fujisan");
  CHECK(g.title() == "Fujisan");
  std::vector<std::string> setups;
  for (const auto& s : g.info().setups) {
    setups.push_back(s.name);
    CHECK_FALSE(s.description.empty());
    CHECK_FALSE(s.source.empty());
  }
  CHECK(setups ==
        std::vector<std::string>{"pure-random", "any-coin", "piecepack", "engraved-tiles", "dominoes", "unique-pairs"});
  const ParamSpec& variant = g.info().params.at(0);
  CHECK(variant.name == "variant");
  REQUIRE(variant.values.size() == 2);
  CHECK(variant.values[0].name == "standard");
  CHECK(variant.values[1].name == "summit_step");
  CHECK(variant.default_value == "standard");
  CHECK_FALSE(g.info().board_format.empty());
}

TEST_CASE("parameters: defaults, validation with named errors") {
  const Game& g = fujisan_game();
  CHECK(normalize_params(g, json()) == kStandard);
  CHECK(normalize_params(g, json::object()) == kStandard);
  CHECK(normalize_params(g, {{"variant", "summit_step"}}) == json{{"variant", "summit_step"}});
  const std::string unknown = error_code([&] { normalize_params(g, {{"variant", "uphill"}}); });
  CHECK(contains(unknown, "bad_param"));
  CHECK(contains(unknown, "'uphill'"));
  CHECK(contains(unknown, "standard, summit_step"));
  CHECK(contains(error_code([&] { normalize_params(g, {{"variant", 3}}); }), "bad_param"));
  CHECK(contains(error_code([&] { normalize_params(g, {{"size", 3}}); }), "unknown_param"));
  CHECK(contains(error_code([&] { normalize_params(g, json::array()); }), "bad_params"));
}

TEST_CASE("generate: deterministic boards, unknown setups named") {
  const Game& g = fujisan_game();
  const std::string a = g.generate(kStandard, "dominoes", 42, Budget{});
  CHECK(a == g.generate(kStandard, "dominoes", 42, Budget{}));
  CHECK(a != g.generate(kStandard, "dominoes", 43, Budget{}));
  CHECK(g.normalize_board(kStandard, a) == a);
  const std::string err = error_code([&] { g.generate(kStandard, "tarot", 1, Budget{}); });
  CHECK(contains(err, "unknown_setup"));
  CHECK(contains(err, "pure-random, any-coin, piecepack, engraved-tiles, dominoes, unique-pairs"));
}

TEST_CASE("boards: surrounding whitespace is tolerated, anything else is a named error") {
  const Game& g = fujisan_game();
  CHECK(g.normalize_board(kStandard, "  " + kOne + "\n") == kOne);
  CHECK(contains(error_code([&] { g.normalize_board(kStandard, "55/11"); }), "bad_board"));
}

TEST_CASE("replay tracks priests and stops at the first illegal move") {
  const Game& g = fujisan_game();
  const ReplayOutcome start = g.replay(kStandard, kOne, {});
  CHECK(start.legal);
  CHECK_FALSE(start.solved);
  CHECK_FALSE(start.legal_moves.empty());
  // Play the first legal move, then one that is not legal.
  const std::string first = start.legal_moves.front();
  const ReplayOutcome bad = g.replay(kStandard, kOne, {first, "SU", first});
  CHECK(bad.applied >= 1);
  if (!bad.legal) CHECK_FALSE(bad.error.empty());
  const ReplayOutcome nonsense = g.replay(kStandard, kOne, {"ZZ"});
  CHECK_FALSE(nonsense.legal);
  CHECK(nonsense.applied == 0);
  CHECK(contains(nonsense.error, "unknown priest"));
}

TEST_CASE("solve gives a shortest solution in notation that replays to the summit") {
  const Game& g = fujisan_game();
  const SolveOutcome s = g.solve(kStandard, kOne, {}, {}, "");
  REQUIRE(s.status == Status::solved);
  CHECK(s.shortest);
  CHECK(s.solution.size() == 12);
  CHECK(s.nodes > 0);
  const ReplayOutcome r = g.replay(kStandard, kOne, s.solution);
  CHECK(r.legal);
  CHECK(r.applied == 12);
  CHECK(r.solved);
  // From part-way: the remaining moves.
  const std::vector<std::string> played(s.solution.begin(), s.solution.begin() + 5);
  const SolveOutcome rest = g.solve(kStandard, kOne, played, {}, "");
  REQUIRE(rest.status == Status::solved);
  CHECK(rest.solution.size() == 7);
  std::vector<std::string> all = played;
  all.insert(all.end(), rest.solution.begin(), rest.solution.end());
  CHECK(g.replay(kStandard, kOne, all).solved);
  // Already solved: nothing left to play.
  CHECK(g.solve(kStandard, kOne, s.solution, {}, "").solution.empty());
  // Illegal moves played: a named error.
  CHECK(contains(error_code([&] { g.solve(kStandard, kOne, {"SU"}, {}, ""); }), "illegal_move"));
  CHECK(contains(error_code([&] { g.solve(kStandard, kOne, {"SU"}, {}, ""); }), "move 1 of 1 ('SU') is illegal: "));
}

TEST_CASE("solve answers unsolvable and unknown honestly") {
  const Game& g = fujisan_game();
  const SolveOutcome none = g.solve(kStandard, "123451012345/543210054321", {}, {}, "");
  CHECK(none.status == Status::unsolvable);
  CHECK(none.solution.empty());
  Budget tiny;
  tiny.max_nodes = 5;
  const SolveOutcome unknown = g.solve(kStandard, "551102224335/244331001054", {}, tiny, "");
  CHECK(unknown.status == Status::unknown);
  CHECK_FALSE(unknown.shortest);
}

TEST_CASE("playout: reproducible, legal, ending named") {
  const Game& g = fujisan_game();
  const PlayoutOutcome a = g.playout(kStandard, kOne, {}, 7, 30);
  const PlayoutOutcome b = g.playout(kStandard, kOne, {}, 7, 30);
  CHECK(a.moves == b.moves);
  CHECK(a.moves.size() <= 30);
  CHECK((a.ended == "solved" || a.ended == "stuck" || a.ended == "move-limit"));
  const ReplayOutcome r = g.replay(kStandard, kOne, a.moves);
  CHECK(r.legal);
  CHECK(r.solved == a.solved);
  // max_moves 0: the default limit.
  CHECK(g.playout(kStandard, kOne, {}, 7, 0).moves.size() <= 100);
}

TEST_CASE("metrics and setup facts") {
  const Game& g = fujisan_game();
  const json m = g.metrics(kStandard, kOne, {});
  CHECK(m["status"] == "solved");
  CHECK(m["min_length"] == 12);
  CHECK(m["counter_intuitive"]["min"].get<int>() <= m["counter_intuitive"]["max"].get<int>());
  CHECK(m["connectivity"]["connections"].get<int>() > 0);
  CHECK(m["random_playout"].contains("solved"));
  CHECK(m == g.metrics(kStandard, kOne, {}));  // deterministic, playout included
  const json none = g.metrics(kStandard, "123451012345/543210054321", {});
  CHECK(none["status"] == "unsolvable");
  CHECK(none["min_length"].is_null());

  const json facts = g.setup_facts(kStandard, "any-coin");
  CHECK(facts["possible_challenges"]["boards"] == "3246670537110000");
  CHECK(facts["possible_challenges"]["paper_formula"] == "24!/(4!^6 * 4)");
  CHECK(g.setup_facts(kStandard, "unique-pairs")["possible_challenges"].contains("up_to_symmetry"));
  CHECK(contains(error_code([&] { g.setup_facts(kStandard, "nope"); }), "unknown_setup"));
}
