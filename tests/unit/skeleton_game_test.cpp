// The skeleton game (tests/skeleton_game/): its rules, played through its adapter and the
// move-list helper every adapter shares (api/move_list.hpp), and through the protocol with a list
// of games of the test's own, the only place it is registered.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "game/capabilities.hpp"
#include "game/printing.hpp"
#include "game/game.hpp"
#include "game/params.hpp"
#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "input_error_checks.hpp"
#include "skeleton_game/adapter.hpp"
#include "skeleton_game/rules.hpp"
#include "skeleton_game/solver.hpp"

using namespace puzzlelab;

using puzzlelab::test::contains;
using puzzlelab::test::error_of;

namespace {

const GameList& skeleton_games() {
  static const GameList games = [] {
    GameList list;
    list.push_back(skeleton::make_game());
    return list;
  }();
  return games;
}

const Game& skeleton_game() { return find_game_in(skeleton_games(), "skeleton"); }

json skeleton_request(json request) {
  request["game"] = "skeleton";
  return handle_request_with(request, skeleton_games());
}

json skeleton_result(const json& request) {
  const json response = skeleton_request(request);
  REQUIRE(response.at("ok") == true);
  return response.at("result");
}

}  // namespace

TEST_CASE("skeleton: registered by the tests only, never by the product's registry") {
  CHECK(skeleton_game().name() == "skeleton");
  CHECK(contains(error_of([] { find_game("skeleton"); }, "unknown_game"), "'skeleton'"));
  CHECK_FALSE(contains(game_names(), "skeleton"));
}

TEST_CASE("skeleton rules: pressing a lit lamp darkens it and switches its neighbours") {
  skeleton::Board board = skeleton::parse_board("#.#", 3);
  CHECK(skeleton::legal_moves(board) == std::vector<skeleton::Move>{0, 2});
  CHECK(contains(skeleton::why_illegal(board, 1), "dark"));
  skeleton::apply(board, 0);
  CHECK(skeleton::format_board(board) == ".##");
  skeleton::apply(board, 2);
  CHECK(skeleton::format_board(board) == "...");
  CHECK(skeleton::is_solved(board));
  CHECK(contains(error_of([] { skeleton::parse_board("#x#", 3); }, "bad_board"), "'x'"));
  CHECK(contains(error_of([] { skeleton::parse_board("##", 3); }, "bad_board"), "expected 3"));
  CHECK(contains(error_of([&] { skeleton::parse_move(board, "4"); }, "bad_move"), "from 1 to 3"));
}

TEST_CASE("skeleton solver: every board of up to 8 lamps is decided, and a solution replays") {
  const Game& game = skeleton_game();
  int solvable = 0;
  int unsolvable = 0;
  for (int lamps = skeleton::kMinLamps; lamps <= 8; ++lamps) {
    const json params = normalize_params(game, {{"lamps", lamps}});
    for (int bits = 0; bits < (1 << lamps); ++bits) {
      std::string board;
      for (int lamp = 0; lamp < lamps; ++lamp) board += (bits >> lamp) & 1 ? '#' : '.';
      const SolveOutcome solved = game.solve(params, board, {}, Budget{}, "");
      REQUIRE(solved.status != Status::unknown);
      if (solved.status == Status::solved) {
        ++solvable;
        CHECK(game.replay(params, board, solved.solution).solved);
      } else {
        ++unsolvable;
        CHECK_FALSE(game.playout(params, board, {}, 1, 50).solved);
      }
    }
  }
  CHECK(solvable > 0);
  CHECK(unsolvable > 0);
}

TEST_CASE("skeleton adapter: replay, solve and playout from a position, one illegal-move message") {
  const Game& game = skeleton_game();
  const json params = normalize_params(game, {{"lamps", 4}});
  const std::string board = "#.#.";
  const ReplayOutcome start = game.replay(params, board, {});
  CHECK(start.legal_moves == std::vector<std::string>{"1", "3"});
  const ReplayOutcome after = game.replay(params, board, {"1"});
  CHECK(after.legal_moves == std::vector<std::string>{"2", "3"});

  const ReplayOutcome refused = game.replay(params, board, {"1", "1"});
  CHECK_FALSE(refused.legal);
  CHECK(refused.applied == 1);
  CHECK(refused.error == "lamp 1 is dark; only a lit lamp can be pressed");
  CHECK(error_of(
            [&] {
              game.solve(params, board, {"1", "1"}, Budget{}, "");
            },
            "illegal_move") == "move 2 of 2 ('1') is illegal: lamp 1 is dark; only a lit lamp can be pressed");
  CHECK(error_of([&] { game.playout(params, board, {"9\x1b"}, 1, 0); }, "illegal_move") ==
        "move 1 of 1 ('9\\x1B') is illegal: move '9\\x1B' is not a lamp: a number from 1 to 4");

  const SolveOutcome from_start = game.solve(params, board, {}, Budget{}, "");
  REQUIRE(from_start.status == Status::solved);
  CHECK(from_start.shortest);
  const SolveOutcome from_move = game.solve(params, board, {from_start.solution.front()}, Budget{}, "");
  REQUIRE(from_move.status == Status::solved);
  CHECK(from_move.solution.size() == from_start.solution.size() - 1);

  const PlayoutOutcome walk = game.playout(params, board, {"1"}, 7, 0);
  std::vector<std::string> played = {"1"};
  played.insert(played.end(), walk.moves.begin(), walk.moves.end());
  CHECK(game.replay(params, board, played).solved == walk.solved);
  CHECK(game.describe_move(params, board, {}, "3") == "Press lamp 3: it goes dark, lamp 2 lights, lamp 4 lights");
  CHECK(game.describe_move(params, board, {}, "2") == "2");
}

TEST_CASE("skeleton through the protocol: listed, generated, traced, solved, verified, measured") {
  const json games = handle_request_with({{"op", "games"}}, skeleton_games());
  REQUIRE(games.at("ok") == true);
  REQUIRE(games.at("result").at("games").size() == 1);
  CHECK(games.at("result").at("games").at(0).at("name") == "skeleton");

  const json generated = skeleton_result({{"op", "generate"}, {"setup", "coin-per-lamp"}, {"seed", 3}});
  const std::string board = generated.at("boards").at(0);
  CHECK(board.size() == 6);
  CHECK(board == skeleton_game().generate(skeleton_game().info().default_params(), "coin-per-lamp", 3, Budget{}));
  const json traced = skeleton_result({{"op", "trace"}, {"setup", "coin-per-lamp"}, {"seed", 3}});
  CHECK(traced.at("board") == board);
  CHECK(traced.at("steps").size() == 6);

  const json solved = skeleton_result({{"op", "solve"}, {"board", "#.#..#"}});
  REQUIRE(solved.at("status") == "solved");
  const json verified = skeleton_result({{"op", "verify"}, {"board", "#.#..#"}, {"moves", solved.at("solution")}});
  CHECK(verified.at("legal") == true);
  CHECK(verified.at("solved") == true);

  const json refused = skeleton_request({{"op", "solve"}, {"board", "#.#..#"}, {"moves", {"2"}}});
  REQUIRE(refused.at("ok") == false);
  CHECK(refused.at("error").at("code") == "illegal_move");
  CHECK(refused.at("error").at("message") ==
        "move 1 of 1 ('2') is illegal: lamp 2 is dark; only a lit lamp can be pressed");

  const json measured = skeleton_result({{"op", "metrics"}, {"board", "#.#..#"}});
  std::set<std::string> keys;
  for (const auto& [key, value] : measured.at("metrics").items()) keys.insert(key);
  std::set<std::string> listed;
  for (const MetricSpec& spec : skeleton_game().info().metrics) listed.insert(spec.name);
  CHECK(keys == listed);
  CHECK(measured.at("metrics").at("lit") == 3);
}

TEST_CASE("skeleton: the position in words") {
  const Game& game = skeleton_game();
  const json params = normalize_params(game, {{"lamps", 6}});
  const BoardWords start = game.describe_board(params, "#..#.#", {});
  CHECK(start.summary == "3 of 6 lamps lit.");
  CHECK(start.places == "Lamps 1 to 6: lit, dark, dark, lit, dark, lit.");
  // Pressing lamp 1 darkens it and lights lamp 2.
  const BoardWords after = game.describe_board(params, "#..#.#", {"1"});
  CHECK(after.summary == "3 of 6 lamps lit.");
  CHECK(after.places == "Lamps 1 to 6: dark, lit, dark, lit, dark, lit.");
  CHECK(game.describe_board(params, "......", {}).summary == "Every lamp is dark.");
}

TEST_CASE("skeleton: the printable board, through the Game interface and the protocol's render op") {
  const Game& game = skeleton_game();
  const json params = {{"lamps", 6}};
  const auto count = [](const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  const auto filled_circles = [](const std::string& text) {
    std::size_t n = 0;
    for (auto at = text.find("<circle"); at != std::string::npos; at = text.find("<circle", at + 1))
      if (text.substr(at, text.find('>', at) - at).find("fill=\"#000\"") != std::string::npos) ++n;
    return n;
  };
  // "#..#.#": three lit lamps (filled, eight rays each), three dark (empty); after pressing lamp 1,
  // lamp 1 is dark and lamp 2 lit: still three lit.
  const std::string start = require_capability<Printing>(game).render_svg(params, "#..#.#", {});
  CHECK(start.rfind("<svg", 0) == 0);
  CHECK(count(start, "<circle") == 6);
  CHECK(filled_circles(start) == 3);
  CHECK(count(start, "<line") == 3 * 8);
  CHECK(contains(start, "<title>Lamps: #..#.#</title>"));
  const std::string dark = require_capability<Printing>(game).render_svg(params, "......", {});
  CHECK(filled_circles(dark) == 0);
  CHECK(count(dark, "<line") == 0);
  CHECK(
      contains(require_capability<Printing>(game).render_svg(params, "#..#.#", {"1"}), "<title>Lamps: .#.#.#</title>"));
  CHECK(contains(
      error_of([&] { require_capability<Printing>(game).render_svg(params, "#..#.#", {"2"}); }, "illegal_move"),
      "move 1 of 1"));
  const json rendered = skeleton_result({{"op", "render"}, {"board", "#..#.#"}, {"params", params}});
  CHECK(rendered.at("svg") == start);
}

TEST_CASE("skeleton: a board given with space around it is the board itself, as in every game") {
  const json r = skeleton_result({{"op", "verify"}, {"board", " \t#..#.#\n"}, {"params", {{"lamps", 6}}}});
  CHECK(r.at("board") == "#..#.#");
  CHECK(skeleton_game().normalize_board({{"lamps", 6}}, "  ......  ") == "......");
}
