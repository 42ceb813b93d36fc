// The typed engine client: the worker's JSON answers, read in one place, against the real engine.
#include <doctest/doctest.h>

#include "api/protocol.hpp"
#include "game/explain_words.hpp"
#include "middle/engine_client.hpp"
#include "middle_fixtures.hpp"

using puzzlelab::Challenge;
using puzzlelab::GenerateResult;
using puzzlelab::RequestEnd;
using puzzlelab::SolveResult;
using puzzlelab::Status;
using json = nlohmann::json;

namespace {

Challenge fujisan_board() {
  Challenge c;
  c.game = "fujisan";
  c.params = {{"variant", "standard"}};
  c.board = "554344221335/311400512200";
  return c;
}

}  // namespace

TEST_CASE("engine client: solve and hint answers become typed results") {
  puzzlelab::testing::ControllerRig rig;
  std::optional<SolveResult> solved, hinted;
  rig.engine.solve(fujisan_board(), {}, [&](const SolveResult& r) { solved = r; });
  rig.engine.hint(fujisan_board(), {}, [&](const SolveResult& r) { hinted = r; });
  rig.settle();
  REQUIRE(solved.has_value());
  CHECK(solved->end == RequestEnd::answered);
  CHECK(solved->status == Status::solved);
  CHECK(solved->shortest);
  REQUIRE(solved->length.has_value());
  CHECK(*solved->length == solved->solution.size());
  REQUIRE(hinted.has_value());
  CHECK(hinted->status == Status::solved);
  REQUIRE(hinted->move.has_value());
  CHECK(*hinted->move == solved->solution.front());

  // The solution replays to the solved position.
  const puzzlelab::Game& game = puzzlelab::find_game("fujisan");
  CHECK(game.replay(fujisan_board().params, fujisan_board().board, solved->solution).solved);
  CHECK(solved->stopped == puzzlelab::StopReason::none);
}

TEST_CASE("engine client: the limits go with the request, and an unknown answer says which one it reached") {
  puzzlelab::testing::ControllerRig rig;
  std::optional<SolveResult> spent, hinted;
  puzzlelab::SearchLimits tight;
  tight.max_nodes = 5;
  rig.engine.solve(
      fujisan_board(), {}, [&](const SolveResult& r) { spent = r; }, tight);
  rig.engine.hint(
      fujisan_board(), {}, [&](const SolveResult& r) { hinted = r; }, tight);
  rig.settle();
  REQUIRE(spent.has_value());
  CHECK(spent->end == RequestEnd::answered);
  CHECK(spent->status == Status::unknown);
  CHECK(spent->stopped == puzzlelab::StopReason::nodes);
  CHECK(spent->ms >= 0);
  REQUIRE(hinted.has_value());
  CHECK(hinted->stopped == puzzlelab::StopReason::nodes);
}

TEST_CASE("engine client: a refused request, a cancelled one and an unreadable answer are told apart") {
  Challenge bad = fujisan_board();
  bad.board = "55";
  puzzlelab::testing::ControllerRig rig;
  std::optional<SolveResult> refused, cancelled;
  rig.engine.solve(bad, {}, [&](const SolveResult& r) { refused = r; });
  const auto id = rig.engine.solve(fujisan_board(), {}, [&](const SolveResult& r) { cancelled = r; });
  rig.engine.cancel(id);
  rig.settle();
  REQUIRE(refused.has_value());
  CHECK(refused->end == RequestEnd::failed);
  CHECK(refused->error.code == "bad_board");
  CHECK_FALSE(refused->error.message.empty());
  REQUIRE(cancelled.has_value());
  CHECK(cancelled->end == RequestEnd::cancelled);

  CHECK(puzzlelab::read_solve_result(json("nonsense")).end == RequestEnd::failed);
  CHECK(puzzlelab::read_solve_result(json{{"ok", true}, {"result", {{"status", "maybe"}}}}).end == RequestEnd::failed);
  CHECK(puzzlelab::read_solve_result(json{{"ok", true}}).error.code == "bad_response");
}

TEST_CASE("engine client: generate gives the board the protocol generates for the seed") {
  Challenge seeded;
  seeded.game = "fujisan";
  seeded.setup = "dominoes";
  seeded.seed = 12345;
  puzzlelab::testing::ControllerRig rig;
  std::optional<GenerateResult> generated;
  rig.engine.generate(seeded, [&](const GenerateResult& r) { generated = r; });
  rig.settle();
  REQUIRE(generated.has_value());
  CHECK(generated->end == RequestEnd::answered);
  const json direct =
      puzzlelab::handle_request({{"op", "generate"}, {"game", "fujisan"}, {"setup", "dominoes"}, {"seed", 12345}});
  CHECK(generated->board == direct.at("result").at("boards").at(0).get<std::string>());
  CHECK(generated->params == direct.at("result").at("params"));

  seeded.setup = "no-such-setup";
  rig.engine.generate(seeded, [&](const GenerateResult& r) { generated = r; });
  rig.settle();
  CHECK(generated->end == RequestEnd::failed);
  CHECK(generated->error.message.find("no-such-setup") != std::string::npos);
}

TEST_CASE("engine client: explain gives every legal move's verdict in words, dead moves with their line") {
  puzzlelab::testing::ControllerRig rig;
  std::optional<puzzlelab::ExplainResult> explained;
  rig.engine.explain(fujisan_board(), {"CL533", "CD"}, [&](const puzzlelab::ExplainResult& r) { explained = r; });
  rig.settle();
  REQUIRE(explained.has_value());
  REQUIRE(explained->end == RequestEnd::answered);
  // The same answer the protocol gives, read move by move.
  const json direct = puzzlelab::handle_request({{"op", "explain"},
                                                 {"game", "fujisan"},
                                                 {"params", {{"variant", "standard"}}},
                                                 {"board", "554344221335/311400512200"},
                                                 {"moves", {"CL533", "CD"}}});
  const json& moves = direct.at("result").at("moves");
  REQUIRE(explained->moves.size() == moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    CHECK(explained->moves[i].move == moves[i].at("move"));
    CHECK(explained->moves[i].verdict == moves[i].at("verdict"));
    CHECK(explained->moves[i].words == puzzlelab::explain_words(moves[i]));
  }
  CHECK(explained->moves.back().words == "wins in 11 (2 longer)");

  // A dead move's line is read, an empty one too; an answer without moves is refused.
  const json answer = {
      {"ok", true},
      {"result",
       {{"moves",
         {{{"move", "a"}, {"verdict", "dead"}, {"reason", "No legal move after 1 move"}, {"line", {"b"}}},
          {{"move", "c"}, {"verdict", "dead"}, {"reason", "Stuck"}, {"line", json::array()}},
          {{"move", "d"}, {"verdict", "undecided"}, {"line", nullptr}}}},
        {"stopped", "nodes"}}}};
  const puzzlelab::ExplainResult read = puzzlelab::read_explain_result(answer);
  REQUIRE(read.moves.size() == 3);
  CHECK(read.moves[0].has_line);
  CHECK(read.moves[0].line == std::vector<std::string>{"b"});
  CHECK(read.moves[0].words == "dead: No legal move after 1 move");
  CHECK(read.moves[1].has_line);
  CHECK(read.moves[1].line.empty());
  CHECK_FALSE(read.moves[2].has_line);
  CHECK(read.moves[2].words == "not decided within the budget");
  CHECK(read.stopped == puzzlelab::StopReason::nodes);
  CHECK(puzzlelab::read_explain_result(json{{"ok", true}, {"result", json::object()}}).error.code == "bad_response");
}
