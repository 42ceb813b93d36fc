// Solvable deals (game/solvable_deal.hpp, generate with "solvable": true): the dealt seed is the
// first of seed, seed+1, ... that the default solver proves solvable, checked here against solving
// each of those seeds' boards one by one; a spent budget deals a board reported as not checked.
#include <doctest/doctest.h>

#include <string>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/solvable_deal.hpp"

using namespace puzzlelab;

namespace {

Status solve_seed(const Game& game, const json& params, const std::string& setup, std::uint64_t seed) {
  const std::string board = game.generate(params, setup, seed, Budget{});
  return game.solve(params, board, {}, Budget{}, "").status;
}

json fujisan_generate(json extra) {
  json request = {{"op", "generate"}, {"game", "fujisan"}, {"setup", "pure-random"}, {"seed", 0}};
  request.update(extra);
  return handle_request(request);
}

}  // namespace

TEST_CASE("a solvable deal is the first seed from the start that the solver proves solvable") {
  const Game& game = find_game("fujisan");
  const json params = game.info().default_params();
  int skipped_total = 0;
  for (std::uint64_t start = 0; start < 60; ++start) {
    INFO("start seed " << start);
    const SolvableDeal deal = deal_solvable(game, params, "pure-random", start, 100, Budget{});
    REQUIRE(deal.status == Status::solved);
    CHECK(deal.attempts == deal.seed - start + 1);
    CHECK(deal.board == game.generate(params, "pure-random", deal.seed, Budget{}));
    CHECK(solve_seed(game, params, "pure-random", deal.seed) == Status::solved);
    for (std::uint64_t skipped = start; skipped < deal.seed; ++skipped)
      CHECK(solve_seed(game, params, "pure-random", skipped) == Status::unsolvable);
    CHECK(deal.length >= 8);  // Fujisan's shortest possible solution
    CHECK(deal.shortest);
    skipped_total += static_cast<int>(deal.seed - start);
  }
  // About one pure-random deal in six is unsolvable, so 60 starts must skip some.
  CHECK(skipped_total > 0);
}

TEST_CASE("generate with solvable answers the dealt seed, its board and how the check ended") {
  // Find a start seed whose own board is unsolvable, so the deal must move on.
  const Game& game = find_game("fujisan");
  const json params = game.info().default_params();
  std::uint64_t start = 0;
  while (solve_seed(game, params, "pure-random", start) != Status::unsolvable) ++start;
  const json response = fujisan_generate({{"seed", start}, {"solvable", true}});
  REQUIRE(response["ok"] == true);
  const json& result = response["result"];
  const std::uint64_t dealt = std::stoull(result["seeds"][0].get<std::string>());
  CHECK(dealt > start);
  CHECK(result["boards"][0] == game.generate(params, "pure-random", dealt, Budget{}));
  CHECK(result["check"]["status"] == "solved");
  CHECK(result["check"]["attempts"] == dealt - start + 1);
  CHECK(result["check"]["length"].is_number_unsigned());
  CHECK(result["check"]["shortest"] == true);

  // Without solvable: exactly the seed asked for, and no check.
  const json plain = fujisan_generate({{"seed", start}});
  CHECK(plain["result"]["seeds"][0] == std::to_string(start));
  CHECK_FALSE(plain["result"].contains("check"));
}

TEST_CASE("a spent budget deals a board reported as not checked, without hanging") {
  // Pretzel 4 x 13: its solver cannot decide a full deck in 20 ms.
  const json response = handle_request({{"op", "generate"},
                                        {"game", "pretzel"},
                                        {"params", {{"suits", 4}, {"ranks", 13}}},
                                        {"setup", "shuffled"},
                                        {"seed", 7},
                                        {"solvable", true},
                                        {"time_limit_ms", 20}});
  REQUIRE(response["ok"] == true);
  CHECK(response["result"]["check"]["status"] == "unknown");
  CHECK(response["result"]["seeds"][0] == "7");  // the first undecided deal: the seed asked for
  CHECK(response["result"]["check"]["ms"].get<double>() < 2000);

  // A node budget: as deterministic as the seed. Two nodes decide no Fujisan deal.
  const json tiny = fujisan_generate({{"seed", 5}, {"solvable", true}, {"max_nodes", 2}});
  REQUIRE(tiny["ok"] == true);
  CHECK(tiny["result"]["check"]["status"] == "unknown");
  CHECK(tiny["result"]["seeds"][0] == "5");
}

TEST_CASE("every attempt unsolvable: the last seed tried, reported unsolvable") {
  const Game& game = find_game("fujisan");
  const json params = game.info().default_params();
  std::uint64_t start = 0;
  while (solve_seed(game, params, "pure-random", start) != Status::unsolvable) ++start;
  const SolvableDeal deal = deal_solvable(game, params, "pure-random", start, 1, Budget{});
  CHECK(deal.status == Status::unsolvable);
  CHECK(deal.seed == start);
  CHECK(deal.attempts == 1);
}

TEST_CASE("solvable deals: bad requests are refused with a clear error") {
  auto code = [](const json& response) { return response["error"]["code"].get<std::string>(); };
  CHECK(code(fujisan_generate({{"solvable", "yes"}})) == "wrong_type");
  CHECK(code(fujisan_generate({{"solvable", true}, {"count", 2}})) == "bad_count");
  CHECK(code(fujisan_generate({{"max_attempts", 5}})) == "bad_count");
  CHECK(code(fujisan_generate({{"solvable", true}, {"max_attempts", 0}})) == "bad_count");
  // The largest seed: the search stops there rather than wrapping to seed 0.
  const json last = fujisan_generate({{"solvable", true}, {"seed", "18446744073709551615"}});
  REQUIRE(last["ok"] == true);
  CHECK(last["result"]["seeds"][0] == "18446744073709551615");
}
