// Boards and moves with surrounding white space (a pasted line, a line read with its newline):
// every game reads them without it, and the protocol answers with them without it
// (docs/PROTOCOL.md, "Operations").
#include <doctest/doctest.h>

#include <string>

#include "api/protocol.hpp"
#include "game/game.hpp"

using json = nlohmann::json;

namespace {

json result_of(const json& request) {
  const json response = puzzlelab::handle_request(request);
  INFO("request: " << request.dump() << "\nresponse: " << response.dump());
  REQUIRE(response.at("ok") == true);
  return response.at("result");
}

}  // namespace

TEST_CASE("surrounding space: every game strips it from a board") {
  for (const auto& game : puzzlelab::all_games()) {
    const json generated = result_of(
        {{"op", "generate"}, {"game", game->name()}, {"setup", game->info().setups.front().name}, {"seed", 3}});
    const std::string board = generated.at("boards").at(0);
    for (const std::string& padded : {" " + board, board + "\n", "\t " + board + " \r\n"}) {
      INFO(game->name() << ": " << json(padded).dump());
      const json verified = result_of({{"op", "verify"}, {"game", game->name()}, {"board", padded}});
      CHECK(verified.at("board") == board);
    }
  }
}

TEST_CASE("surrounding space: every game's moves are read and echoed without it") {
  for (const auto& game : puzzlelab::all_games()) {
    const json generated = result_of(
        {{"op", "generate"}, {"game", game->name()}, {"setup", game->info().setups.front().name}, {"seed", 3}});
    const std::string board = generated.at("boards").at(0);
    const json opening = result_of({{"op", "verify"}, {"game", game->name()}, {"board", board}});
    REQUIRE_FALSE(opening.at("legal_moves").empty());
    const std::string move = opening.at("legal_moves").at(0);
    for (const std::string& padded : {move + "\n", " " + move, "\t" + move + "\r\n"}) {
      INFO(game->name() << ": " << json(padded).dump());
      const json verified =
          result_of({{"op", "verify"}, {"game", game->name()}, {"board", board}, {"moves", {padded}}});
      CHECK(verified.at("legal") == true);
      CHECK(verified.at("applied") == 1);
      // solve echoes the moves played as it used them, never as typed.
      const json solved =
          result_of({{"op", "solve"}, {"game", game->name()}, {"board", board}, {"moves", {padded}}, {"max_nodes", 1}});
      CHECK(solved.at("moves") == json::array({move}));
    }
  }
}

TEST_CASE("surrounding space: a Sigmar board with spaces around it is read (it was refused)") {
  const std::string board =
      result_of({{"op", "generate"}, {"game", "sigmar"}, {"setup", "linear"}, {"seed", 1}}).at("boards").at(0);
  CHECK(result_of({{"op", "verify"}, {"game", "sigmar"}, {"board", "  " + board + "  "}}).at("board") == board);
  const json solved = result_of({{"op", "solve"}, {"game", "sigmar"}, {"board", board + "\n"}});
  CHECK(solved.at("board") == board);
  CHECK(solved.at("status") == "solved");
}
