// Fruit Dating through the Game interface and the protocol (engine/games/fruit_dating/adapter.cpp):
// generation with the move range, solving, replay, metrics, params read from a board, and bad
// input answered with codes that name the problem.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/params.hpp"

using namespace puzzlelab;
using json = nlohmann::json;

namespace {

const Game& game() { return find_game("fruit-dating"); }

json call(const json& request) { return handle_request(request); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("fruit-dating is registered with the article setup and its parameters") {
  const GameInfo& info = game().info();
  CHECK(info.title == "Fruit Dating");
  CHECK(info.params.at(0).name == "variant");
  CHECK(info.param_names() == "variant, width, height, features, min_moves, max_moves");
  CHECK(info.setup_names() == "article");
  const json defaults = info.default_params();
  CHECK(defaults.at("width") == 8);
  CHECK(defaults.at("height") == 8);
  CHECK(defaults.at("min_moves") == 5);
  CHECK(defaults.at("max_moves") == 12);
  CHECK(defaults.at("features") == "all");
}

TEST_CASE("generate answers levels whose shortest solution lies in min_moves..max_moves") {
  const json params = normalize_params(game(), {{"min_moves", 7}, {"max_moves", 9}});
  for (std::uint64_t seed = 0; seed < 8; ++seed) {
    const std::string board = game().generate(params, "article", seed, Budget{});
    CHECK(game().normalize_board(params, board) == board);
    const SolveOutcome solved = game().solve(params, board, {}, Budget{}, "");
    REQUIRE(solved.status == Status::solved);
    CHECK(solved.shortest);
    CHECK(solved.solution.size() >= 7);
    CHECK(solved.solution.size() <= 9);
    const ReplayOutcome replay = game().replay(params, board, solved.solution);
    CHECK(replay.legal);
    CHECK(replay.solved);
    CHECK(replay.legal_moves.empty());
  }
}

TEST_CASE("the protocol: generate, solve with length, hint, metrics, a board's own size") {
  const json generated = call({{"op", "generate"},
                               {"game", "fruit-dating"},
                               {"setup", "article"},
                               {"seed", 3},
                               {"params", {{"width", 6}, {"height", 7}, {"min_moves", 3}, {"max_moves", 6}}}});
  REQUIRE(generated.at("ok") == true);
  const std::string board = generated.at("result").at("boards").at(0);
  CHECK(std::count(board.begin(), board.end(), '/') == 6);
  // The board is read with its own size, whatever the defaults say.
  const json solved = call({{"op", "solve"}, {"game", "fruit-dating"}, {"board", board}});
  REQUIRE(solved.at("ok") == true);
  const json& result = solved.at("result");
  CHECK(result.at("status") == "solved");
  CHECK(result.at("length") == result.at("solution").size());
  CHECK(result.at("length").get<int>() >= 3);
  CHECK(result.at("length").get<int>() <= 6);
  const json hint = call({{"op", "hint"}, {"game", "fruit-dating"}, {"board", board}});
  REQUIRE(hint.at("ok") == true);
  const json metrics = call({{"op", "metrics"}, {"game", "fruit-dating"}, {"board", board}, {"setup", "article"}});
  REQUIRE(metrics.at("ok") == true);
  const json& m = metrics.at("result").at("metrics");
  CHECK(m.at("min_length") == result.at("length"));
  CHECK(m.at("width") == 6);
  CHECK(m.at("height") == 7);
  CHECK(m.at("fruit").get<int>() % 2 == 0);
  CHECK(metrics.at("result").at("setup_facts").at("shortest_solution").at("min") == 5);  // the default params
  CHECK(game().params_for_board(json::object(), board).at("width") == 6);
}

TEST_CASE("moves are described in words") {
  const json params = game().info().default_params();
  const std::string board = "########/#a....a#/#......#/#......#/#......#/#......#/#......#/########";
  CHECK(game().describe_move(params, board, {}, "R") == "Tilt right (R): red fruit matched; solved");
  CHECK(game().describe_move(params, board, {}, "D") == "Tilt down (D)");
  CHECK(game().describe_move(params, board, {}, "?") == "?");
  const std::string hedgehog = "########/#a.h..a#/#......#/#......#/#......#/#......#/#......#/########";
  CHECK(contains(game().describe_move(params, hedgehog, {}, "R"), "hedgehog eats a fruit"));
  CHECK(contains(game().describe_move(params, hedgehog, {}, "R"), "lost"));
}

TEST_CASE("bad boards, moves and params are refused with a code naming the problem") {
  const auto error = [](const json& request) {
    const json r = call(request);
    REQUIRE(r.at("ok") == false);
    return r.at("error");
  };
  json e = error({{"op", "solve"}, {"game", "fruit-dating"}, {"board", "####/#a.#/#..#/#a.."}});
  CHECK(e.at("code") == "bad_board");
  CHECK(contains(e.at("message"), "border"));
  e = error({{"op", "solve"}, {"game", "fruit-dating"}, {"board", "####/#a.#/#.a#/####"}, {"moves", {"Q"}}});
  CHECK(e.at("code") == "illegal_move");
  CHECK(contains(e.at("message"), "not a tilt"));
  e = error({{"op", "solve"}, {"game", "fruit-dating"}, {"board", "#####/#a#a#/#.#.#/#####"}, {"moves", {"U"}}});
  CHECK(e.at("code") == "illegal_move");
  CHECK(contains(e.at("message"), "changes nothing"));
  const json verified =
      call({{"op", "verify"}, {"game", "fruit-dating"}, {"board", "#####/#a#a#/#.#.#/#####"}, {"moves", {"D", "D"}}});
  REQUIRE(verified.at("ok") == true);
  CHECK(verified.at("result").at("legal") == false);
  CHECK(verified.at("result").at("applied") == 1);
  e = error({{"op", "generate"},
             {"game", "fruit-dating"},
             {"setup", "article"},
             {"seed", 1},
             {"params", {{"min_moves", 9}, {"max_moves", 4}}}});
  CHECK(e.at("code") == "bad_params");
  CHECK(contains(e.at("message"), "min_moves"));
  e = error(
      {{"op", "generate"}, {"game", "fruit-dating"}, {"setup", "article"}, {"seed", 1}, {"params", {{"width", 9}}}});
  CHECK(e.at("code") == "bad_param");
  e = error({{"op", "generate"}, {"game", "fruit-dating"}, {"setup", "random"}, {"seed", 1}});
  CHECK(e.at("code") == "unknown_setup");
  e = error({{"op", "generate"}, {"game", "fruit-dating"}, {"setup", "article"}, {"seed", 1}, {"max_nodes", 5}});
  CHECK(e.at("code") == "budget_exhausted");
}
