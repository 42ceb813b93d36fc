// Every registered game's description (Game::info) against what the game does: parameters
// validated and completed from the specs with one set of error codes, named solvers, move
// descriptions, metrics keys, and the generate budget. Game lists come from the registry, so a new
// game is covered by registering it.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/params.hpp"
#include "input_error_checks.hpp"

using namespace puzzlelab;

using puzzlelab::test::contains;
using puzzlelab::test::error_of;

namespace {

struct Refusal {
  std::string code;
  std::string message;
};

Refusal refusal_of(const Game& game, const json& params) {
  try {
    (void)normalize_params(game, params);
  } catch (const InputError& e) {
    return {e.code(), e.what()};
  }
  return {"(accepted)", ""};
}

json response_of(const json& request) { return handle_request(request); }

// The first setup's board for seed 1 at the game's defaults.
std::string default_board(const Game& game) {
  return game.generate(game.info().default_params(), game.info().setups.at(0).name, 1, Budget{});
}

}  // namespace

TEST_CASE("every game lists the rule variant first, then parameters with defaults inside their ranges") {
  for (const auto& game : all_games()) {
    const GameInfo& info = game->info();
    INFO(info.name);
    CHECK(info.name == game->name());
    REQUIRE_FALSE(info.params.empty());
    CHECK(info.params.at(0).name == "variant");
    CHECK(info.params.at(0).kind == ParamSpec::Kind::choice);
    for (const ParamSpec& spec : info.params) {
      CHECK_FALSE(spec.meaning.empty());
      if (spec.kind == ParamSpec::Kind::whole_number) {
        CHECK(spec.min <= spec.default_value.get<std::int64_t>());
        CHECK(spec.default_value.get<std::int64_t>() <= spec.max);
      } else {
        REQUIRE_FALSE(spec.values.empty());
        CHECK(spec.default_value == spec.values.front().name);
      }
    }
    for (const SetupSpec& setup : info.setups) {
      CHECK_FALSE(setup.description.empty());
      CHECK_FALSE(setup.source.empty());
    }
    // The app's first deal is one of the game's setups (or, unset, the first).
    if (!info.play_setup.empty())
      CHECK(std::any_of(info.setups.begin(), info.setups.end(),
                        [&](const SetupSpec& setup) { return setup.name == info.play_setup; }));
    CHECK_FALSE(info.solvers.empty());
    CHECK_FALSE(info.rules.empty());
    CHECK_FALSE(info.board_format.empty());
    CHECK_FALSE(info.move_format.empty());
  }
}

TEST_CASE("normalized params hold every parameter, the variant included; presets are valid") {
  for (const auto& game : all_games()) {
    INFO(game->name());
    const json defaults = game->info().default_params();
    CHECK(normalize_params(*game, json::object()) == defaults);
    CHECK(normalize_params(*game, nullptr) == defaults);
    CHECK(defaults.size() == game->info().params.size());
    for (const Preset& preset : game->info().presets) {
      INFO(preset.name);
      CHECK_FALSE(preset.description.empty());
      const json normalized = normalize_params(*game, preset.params);
      for (const auto& [key, value] : preset.params.items()) CHECK(normalized.at(key) == value);
      CHECK(normalized.size() == defaults.size());
    }
  }
}

TEST_CASE("bad_params: params that are not an object") {
  for (const auto& game : all_games()) {
    INFO(game->name());
    for (const json& params : {json::array(), json("rows"), json(3), json(true)}) {
      const Refusal r = refusal_of(*game, params);
      CHECK(r.code == "bad_params");
      CHECK(contains(r.message, "JSON object"));
    }
  }
}

TEST_CASE("unknown_param names the game's parameters, and never echoes a long key in full") {
  for (const auto& game : all_games()) {
    INFO(game->name());
    const Refusal r = refusal_of(*game, {{"nope", 1}});
    CHECK(r.code == "unknown_param");
    CHECK(contains(r.message, "'nope'"));
    for (const ParamSpec& spec : game->info().params) CHECK(contains(r.message, spec.name));
    const Refusal long_key = refusal_of(*game, {{std::string(5000, 'k') + "\x1b", 1}});
    CHECK(long_key.code == "unknown_param");
    CHECK(long_key.message.size() < 300);
  }
}

TEST_CASE("bad_param: wrong type, out of range, unknown choice; the message names parameter and range") {
  for (const auto& game : all_games()) {
    for (const ParamSpec& spec : game->info().params) {
      INFO(game->name() << " " << spec.name);
      std::vector<json> bad;
      if (spec.kind == ParamSpec::Kind::whole_number) {
        bad = {spec.max + 1, spec.min - 1, "4", 4.5, nullptr, json::array(), 18446744073709551615ull};
      } else {
        bad = {"no-such-" + spec.name, 3, nullptr, json::object(), std::string(5000, 'v')};
      }
      for (const json& value : bad) {
        INFO(value.dump().substr(0, 40));
        const Refusal r = refusal_of(*game, {{spec.name, value}});
        CHECK(r.code == "bad_param");
        CHECK(contains(r.message, "'" + spec.name + "'"));
        CHECK(contains(r.message, spec.allowed()));
        CHECK(r.message.size() < 300);
      }
      // The bounds themselves are accepted (a cross-parameter rule may still refuse a combination).
      if (spec.kind == ParamSpec::Kind::whole_number) {
        for (const std::int64_t edge : {spec.min, spec.max}) {
          const std::string code = refusal_of(*game, {{spec.name, edge}}).code;
          CHECK((code == "(accepted)" || code == "bad_params"));
        }
      } else {
        for (const Named& value : spec.values) CHECK(refusal_of(*game, {{spec.name, value.name}}).code == "(accepted)");
      }
    }
  }
}

TEST_CASE("cross-parameter rules are the game's (check_params) and answer bad_params") {
  const Game& boxoff = find_game("boxoff");
  const Refusal r = refusal_of(boxoff, {{"rows", 6}, {"cols", 8}, {"colours", 5}});
  CHECK(r.code == "bad_params");
  CHECK(contains(r.message, "do not divide"));
  CHECK(refusal_of(boxoff, {{"rows", 3}, {"cols", 6}, {"colours", 6}}).code == "bad_params");  // odd per colour
}

TEST_CASE("the protocol and links use the same codes for every game") {
  for (const auto& game : all_games()) {
    INFO(game->name());
    const std::string setup = game->info().setups.at(0).name;
    const json unknown = response_of(
        {{"op", "generate"}, {"game", game->name()}, {"setup", setup}, {"seed", 1}, {"params", {{"nope", 1}}}});
    CHECK(unknown.at("error").at("code") == "unknown_param");
    const json variant = response_of({{"op", "generate"},
                                      {"game", game->name()},
                                      {"setup", setup},
                                      {"seed", 1},
                                      {"params", {{"variant", "sideways"}}}});
    CHECK(variant.at("error").at("code") == "bad_param");
    const json ok = response_of({{"op", "generate"}, {"game", game->name()}, {"setup", setup}, {"seed", 1}});
    CHECK(ok.at("result").at("params") == game->info().default_params());
  }
}

TEST_CASE("named solvers: every solver of every game decides a default board, the same way") {
  for (const auto& game : all_games()) {
    INFO(game->name());
    const std::string board = default_board(*game);
    std::set<std::string> statuses;
    for (const Named& solver : game->info().solvers) {
      INFO(solver.name);
      const json request = {
          {"op", "solve"}, {"game", game->name()}, {"board", board}, {"solver", solver.name}, {"time_limit_ms", 20000}};
      const json response = response_of(request);
      REQUIRE(response.at("ok") == true);
      const json& result = response.at("result");
      const std::string status = result.at("status");
      CHECK(status != "unknown");
      statuses.insert(status);
      if (status == "solved") {
        const std::vector<std::string> solution = result.at("solution");
        const ReplayOutcome replay = game->replay(game->info().default_params(), board, solution);
        CHECK(replay.legal);
        CHECK(replay.solved);
      }
      const json hint =
          response_of({{"op", "hint"}, {"game", game->name()}, {"board", board}, {"solver", solver.name}});
      CHECK(hint.at("result").at("status") == status);
    }
    CHECK(statuses.size() == 1);
  }
}

TEST_CASE("Fujisan's two exact solvers agree on the shortest length") {
  const std::string board = "554344221335/311400512200";  // published minimum: 12 moves
  for (const char* solver : {"astar", "bfs"}) {
    const json result =
        response_of({{"op", "solve"}, {"game", "fujisan"}, {"board", board}, {"solver", solver}}).at("result");
    CHECK(result.at("length") == 12);
    CHECK(result.at("shortest") == true);
  }
}

TEST_CASE("unknown_solver names the game's solvers; an empty name is refused too") {
  for (const auto& game : all_games()) {
    INFO(game->name());
    const std::string board = default_board(*game);
    for (const char* op : {"solve", "hint"}) {
      for (const char* solver : {"simplex", ""}) {
        const json error =
            response_of({{"op", op}, {"game", game->name()}, {"board", board}, {"solver", solver}}).at("error");
        CHECK(error.at("code") == "unknown_solver");
        CHECK(contains(error.at("message"), game->info().solver_names()));
      }
    }
  }
}

TEST_CASE("describe_move: each game describes its legal moves in words, and never throws for junk") {
  for (const auto& game : all_games()) {
    INFO(game->name());
    const json params = game->info().default_params();
    const std::string board = default_board(*game);
    const ReplayOutcome start = game->replay(params, board, {});
    for (const std::string& move : start.legal_moves) {
      const std::string said = game->describe_move(params, board, {}, move);
      CHECK(said != move);
      CHECK_FALSE(said.empty());
    }
    for (const std::string& junk : std::vector<std::string>{"", "?", "zz-99", std::string(1000, '9')})
      CHECK_NOTHROW(game->describe_move(params, board, {}, junk));
    CHECK_NOTHROW(game->describe_move(params, "not a board", {}, "x"));
  }
  const Game& fujisan = find_game("fujisan");
  const json fujisan_params = fujisan.info().default_params();
  CHECK(fujisan.describe_move(fujisan_params, "554344221335/311400512200", {}, "SR3") ==
        "S (Suns) moves right onto a 3");
  CHECK(fujisan.describe_move(fujisan_params, "554344221335/311400512200", {}, "AU") == "A (Arms) moves up");
  const Game& boxoff = find_game("boxoff");
  CHECK(boxoff.describe_move(boxoff.info().default_params(), "aabb/aabb", {}, "a1-b1") ==
        "Remove the orange circles on a1 and b1");
  const Game& pretzel = find_game("pretzel");
  const json shape = {{"variant", "standard"}, {"suits", 2}, {"ranks", 3}};
  CHECK(pretzel.describe_move(shape, "2a,.,3b/2b,3a,.", {}, "3a") == "3 of spades (3a) next to the 2");
  // After the moves before it: 3a went into row 1's hole, so 3b now fits where 3a stood.
  CHECK(pretzel.describe_move(shape, "2a,.,3b/2b,3a,.", {"3a"}, "3b") == "3 of hearts (3b) next to the 2");
}

TEST_CASE("metrics: every key a game reports is described in its info") {
  for (const auto& game : all_games()) {
    INFO(game->name());
    const json params = game->info().default_params();
    const json metrics = game->metrics(params, default_board(*game), Budget{2'000'000, 5000});
    std::set<std::string> reported, described;
    for (const auto& [key, value] : metrics.items()) reported.insert(key);
    for (const MetricSpec& metric : game->info().metrics) {
      described.insert(metric.name);
      CHECK_FALSE(metric.type.empty());
      CHECK_FALSE(metric.meaning.empty());
    }
    CHECK(reported == described);
  }
}

TEST_CASE("generate under a budget: unique-pairs answers budget_exhausted instead of redrawing forever") {
  int exhausted = 0;
  for (int seed = 0; seed < 12; ++seed) {
    INFO("seed " << seed);
    const json unlimited =
        response_of({{"op", "generate"}, {"game", "fujisan"}, {"setup", "unique-pairs"}, {"seed", seed}});
    const json tight = response_of(
        {{"op", "generate"}, {"game", "fujisan"}, {"setup", "unique-pairs"}, {"seed", seed}, {"max_nodes", 1}});
    if (tight.at("ok") == true) {
      // A board drawn within the budget is the same board: the budget never changes what a seed names.
      CHECK(tight.at("result").at("boards") == unlimited.at("result").at("boards"));
    } else {
      ++exhausted;
      CHECK(tight.at("error").at("code") == "budget_exhausted");
      CHECK(contains(tight.at("error").at("message"), "max_nodes"));
    }
  }
  CHECK(exhausted > 0);  // about 94% of first draws fail the condition
  // Setups that draw once ignore the budget.
  CHECK(response_of({{"op", "generate"}, {"game", "fujisan"}, {"setup", "dominoes"}, {"seed", 1}, {"max_nodes", 1}})
            .at("ok") == true);
  CHECK(response_of({{"op", "generate"}, {"game", "fujisan"}, {"setup", "dominoes"}, {"seed", 1}, {"max_nodes", 0}})
            .at("error")
            .at("code") == "bad_budget");
}
