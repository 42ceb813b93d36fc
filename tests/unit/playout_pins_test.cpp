// Each game's random playouts draw exactly as they did before the games shared the core playout
// (core/playout.hpp): a seed names the same walk in every release. The expected walks below were
// produced by the code of that time, through the same Game interface; they must never change.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "game/game.hpp"
#include "game/params.hpp"

using namespace puzzlelab;

namespace {

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string word; in >> word;) out.push_back(word);
  return out;
}

void check_playout(const std::string& game_name, const json& given, const std::string& board, std::uint64_t seed,
                   std::uint64_t max_moves, const std::string& ended, const std::string& moves) {
  CAPTURE(game_name);
  CAPTURE(board);
  const Game& game = find_game(game_name);
  const json params = normalize_params(game, given);
  const PlayoutOutcome p = game.playout(params, board, {}, seed, max_moves);
  CHECK(p.ended == ended);
  CHECK(p.solved == (ended == "solved"));
  CHECK(p.moves == words(moves));
}

}  // namespace

TEST_CASE("playouts: the walks each game drew before the core playout") {
  check_playout("fujisan", {{"variant", "summit_step"}}, "124213143324/344112005433", 1, 7, "move-limit",
                "SR1 SD CL42 CD CU CD SU");
  check_playout("boxoff", {{"rows", 6}, {"cols", 8}, {"colours", 3}},
                "cbabbbac/cbcabbab/abcccccb/bcabaaac/acabccba/baccabaa", 99, 1000, "solved",
                "e2-f2 d2-g2 c6-d6 e1-f1 c2-c3 e3-f3 e4-f4 c1-c4 a1-a2 e5-f5 h2-h3 b6-e6 d3-g3 b1-b2 b4-b5 h5-h6 "
                "h1-h4 a5-c5 d5-a6 d1-b3 g1-g4 d4-g5 a4-f6 a3-g6");
  check_playout("pretzel", {{"suits", 3}, {"ranks", 5}}, ".,2a,5b,5a,3b/4a,.,4b,3c,2b/5c,2c,4c,3a,.", 1, 1000, "solved",
                "4a 2a 2b 4c 3a 3b 3c 4c 5b 4a 5c 2c 3c 4c 5c");
  check_playout("pretzel", {{"suits", 4}, {"ranks", 4}}, ".,.,3d,4a/3b,3a,4d,2c/2d,3c,4c,4b/2a,.,.,2b", 0, 1000,
                "stuck", "3a 4a 4d 2a 4b 2d 2c 3a 3d 4a 4d");
}

TEST_CASE("playouts: the metrics' random solver, seeded from the board, walks as before") {
  Budget small;
  small.max_nodes = 2000;
  const Game& fujisan = find_game("fujisan");
  const json f = fujisan.metrics(normalize_params(fujisan, json::object()), "200424140333/552312105145", small);
  CHECK(f["random_playout"] == json({{"ended", "stuck"}, {"max_moves", 20}, {"moves", 16}, {"solved", false}}));
  const Game& pretzel = find_game("pretzel");
  const json p = pretzel.metrics(normalize_params(pretzel, {{"suits", 3}, {"ranks", 5}}),
                                 "3a,2b,3c,4a,4b/.,.,5b,5c,5a/3b,2c,2a,.,4c", small);
  CHECK(p["random_playout"] == json({{"ended", "stuck"}, {"max_moves", 1000}, {"moves", 14}, {"solved", false}}));
}
