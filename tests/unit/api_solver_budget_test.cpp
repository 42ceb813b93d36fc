// The budget contract of every solver of every registered game, through the protocol: a search
// never reports more nodes than max_nodes, and an `unknown` answer always names the limit it
// reached in `stopped` (docs/PROTOCOL.md, "solve").
#include <doctest/doctest.h>

#include <atomic>
#include <string>

#include "api/protocol.hpp"
#include "game/game.hpp"

using json = nlohmann::json;

namespace {

// A board of the game's first setup at its default parameters.
std::string some_board(const puzzlelab::Game& game) {
  const json response = puzzlelab::handle_request(
      {{"op", "generate"}, {"game", game.name()}, {"setup", game.info().setups.front().name}, {"seed", 1}});
  REQUIRE(response.at("ok") == true);
  return response.at("result").at("boards").at(0);
}

json solve(const puzzlelab::Game& game, const std::string& board, const std::string& solver, json budget,
           const std::atomic<bool>* cancel = nullptr) {
  json request = {{"op", "solve"}, {"game", game.name()}, {"board", board}, {"solver", solver}};
  request.update(budget);
  const json response = puzzlelab::handle_request(request, cancel);
  INFO(request.dump() << " -> " << response.dump());
  REQUIRE(response.at("ok") == true);
  return response.at("result");
}

}  // namespace

TEST_CASE("solver budgets: no solver reports more nodes than max_nodes") {
  for (const auto& game : puzzlelab::all_games()) {
    const std::string board = some_board(*game);
    for (const auto& solver : game->info().solvers) {
      const json result = solve(*game, board, solver.name, {{"max_nodes", 5}});
      INFO(game->name() << " " << solver.name << ": " << result.dump());
      CHECK(result.at("nodes").get<std::uint64_t>() <= 5);
      if (result.at("status") == "unknown") CHECK(result.at("stopped").is_string());
    }
  }
}

TEST_CASE("solver budgets: a cancelled search answers unknown and says cancelled, in every solver") {
  const std::atomic<bool> cancel{true};
  for (const auto& game : puzzlelab::all_games()) {
    const std::string board = some_board(*game);
    for (const auto& solver : game->info().solvers) {
      const json result = solve(*game, board, solver.name, json::object(), &cancel);
      INFO(game->name() << " " << solver.name << ": " << result.dump());
      // A solver may settle a board without searching; one that answers unknown says why.
      if (result.at("status") == "unknown") CHECK(result.at("stopped") == "cancelled");
    }
  }
}

TEST_CASE("solver budgets: a search out of time answers unknown and says time, in every solver") {
  for (const auto& game : puzzlelab::all_games()) {
    const std::string board = some_board(*game);
    for (const auto& solver : game->info().solvers) {
      const json result = solve(*game, board, solver.name, {{"time_limit_ms", 1}});
      INFO(game->name() << " " << solver.name << ": " << result.dump());
      if (result.at("status") == "unknown") CHECK(result.at("stopped").is_string());
    }
  }
}

TEST_CASE("solver budgets: Sigmar's sat and decide name the limit they reached") {
  const puzzlelab::Game& sigmar = puzzlelab::find_game("sigmar");
  const std::string board = some_board(sigmar);
  // Encoding a whole board alone takes far longer than a millisecond: SAT cannot answer in it.
  const json sat = solve(sigmar, board, "sat", {{"time_limit_ms", 1}});
  CHECK(sat.at("status") == "unknown");
  CHECK(sat.at("stopped") == "time");
  const std::atomic<bool> cancel{true};
  for (const char* solver : {"sat", "decide"}) {
    const json cancelled = solve(sigmar, board, solver, json::object(), &cancel);
    INFO(solver << ": " << cancelled.dump());
    CHECK(cancelled.at("status") == "unknown");
    CHECK(cancelled.at("stopped") == "cancelled");
  }
}
