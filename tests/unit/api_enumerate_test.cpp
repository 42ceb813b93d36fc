// The "enumerate" op against an independent count: every distinct deal of a small Pretzel is
// written out here (all arrangements of the cards and the interchangeable holes), solved forwards
// one by one through the Game interface, and the counts are compared with the op's backward
// enumeration. Also the op's refusals: games without an enumeration, sizes too large, budgets.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <string>
#include <vector>

#include "api/protocol.hpp"
#include "game/game.hpp"
#include "game/params.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

json enumerate(const json& params, const json& extra = json::object()) {
  json request = {{"op", "enumerate"}, {"game", "pretzel"}, {"params", params}};
  request.update(extra);
  return handle_request(request);
}

struct Counts {
  std::uint64_t deals = 0;
  std::uint64_t solvable = 0;
  std::vector<std::uint64_t> lengths;  // lengths[d]: deals whose shortest solution has d moves
};

// Every distinct deal of k suits x n ranks, each solved by the forward solver (breadth-first,
// shortest) through the Game interface.
Counts solve_every_deal(int suits, int ranks) {
  const Game& game = find_game("pretzel");
  const json params = normalize_params(game, {{"suits", suits}, {"ranks", ranks}});
  // The cells' contents in sorted order: the cards 2..n of every suit, then k holes.
  std::vector<std::string> cells;
  for (int s = 0; s < suits; ++s)
    for (int r = 2; r <= ranks; ++r) cells.push_back(std::to_string(r) + static_cast<char>('a' + s));
  for (int s = 0; s < suits; ++s) cells.push_back(".");
  std::sort(cells.begin(), cells.end());
  Counts counts;
  do {  // next_permutation visits each distinct arrangement of the multiset once
    std::string board;
    for (int i = 0; i < suits * ranks; ++i) {
      if (i > 0) board += i % ranks == 0 ? "/" : ",";
      board += cells[i];
    }
    ++counts.deals;
    const SolveOutcome outcome = game.solve(params, board, {}, Budget{}, "");
    REQUIRE(outcome.status != Status::unknown);
    if (outcome.status != Status::solved) continue;
    REQUIRE(outcome.shortest);
    ++counts.solvable;
    const std::size_t length = outcome.solution.size();
    if (counts.lengths.size() <= length) counts.lengths.resize(length + 1, 0);
    ++counts.lengths[length];
  } while (std::next_permutation(cells.begin(), cells.end()));
  return counts;
}

}  // namespace

TEST_CASE("enumerate agrees with solving every distinct deal forwards (2x3, 4x2, 1x5, 3x2, 2x4, 3x3)") {
  for (const auto& size : std::vector<std::pair<int, int>>{{2, 3}, {4, 2}, {1, 5}, {3, 2}, {2, 4}, {3, 3}}) {
    // Plain variables, not a structured binding: INFO captures them in a lambda, which clang 14
    // (the sanitized build) refuses for bindings.
    const int suits = size.first;
    const int ranks = size.second;
    INFO(suits << " x " << ranks);
    const Counts expected = solve_every_deal(suits, ranks);
    const json response = enumerate({{"suits", suits}, {"ranks", ranks}});
    REQUIRE(response.at("ok") == true);
    const json& result = response.at("result");
    CHECK(result.at("status") == "complete");
    CHECK(result.at("game") == "pretzel");
    CHECK(result.at("params") == json{{"variant", "standard"}, {"suits", suits}, {"ranks", ranks}});
    CHECK(result.at("deals") == expected.deals);
    CHECK(result.at("solvable") == expected.solvable);
    CHECK(result.at("unsolvable") == expected.deals - expected.solvable);
    CHECK(result.at("shortest_lengths") == json(expected.lengths));
    CHECK(result.at("longest") == expected.lengths.size() - 1);
    CHECK(result.at("blocked_but_solvable") == 0);
    CHECK(result.at("blocked").get<std::uint64_t>() <= expected.deals - expected.solvable);
  }
  // The published figures of docs/PRETZEL.md for 2 x 3: 360 deals, 227 solvable.
  const json two_by_three = enumerate({{"suits", 2}, {"ranks", 3}}).at("result");
  CHECK(two_by_three.at("deals") == 360);
  CHECK(two_by_three.at("solvable") == 227);
}

TEST_CASE("enumerate: 3 x 3 in one request, with the figures of docs/PRETZEL.md") {
  const json result = enumerate({{"suits", 3}, {"ranks", 3}}).at("result");
  CHECK(result.at("status") == "complete");
  CHECK(result.at("deals") == 60480);
  CHECK(result.at("solvable") == 35839);
  CHECK(result.at("shortest_lengths") == json{1, 18, 171, 1023, 3900, 9009, 11655, 7493, 2282, 287});
  CHECK(result.at("blocked") == 16919);
}

TEST_CASE("enumerate: refusals, budgets and bad input") {
  const json fujisan = handle_request({{"op", "enumerate"}, {"game", "fujisan"}});
  CHECK(fujisan.at("error").at("code") == "not_supported");
  CHECK(fujisan.at("error").at("message") == "fujisan has no enumeration of deals (games with one: pretzel)");
  // Refused as a game without enumeration even with parameters it would refuse.
  const json boxoff = handle_request({{"op", "enumerate"}, {"game", "boxoff"}, {"params", {{"rows", 99}}}});
  CHECK(boxoff.at("error").at("code") == "not_supported");

  const json big = enumerate({{"suits", 4}, {"ranks", 4}});
  CHECK(big.at("error").at("code") == "too_large");
  CHECK(big.at("error").at("message").get<std::string>().rfind("4 x 4 has 871782912000 deals", 0) == 0);
  const json huge = enumerate({{"suits", 8}, {"ranks", 13}});
  CHECK(huge.at("error").at("code") == "too_large");
  CHECK(huge.at("error").at("message").get<std::string>().find("more than 18446744073709551615") != std::string::npos);

  // A budget that runs out: status unknown, the number of deals, no counts.
  const json partial = enumerate({{"suits", 2}, {"ranks", 5}}, {{"max_nodes", 1000}});
  REQUIRE(partial.at("ok") == true);
  CHECK(partial.at("result").at("status") == "unknown");
  CHECK(partial.at("result").at("deals") == 1814400);
  CHECK(partial.at("result").at("solvable").is_null());
  CHECK(partial.at("result").at("shortest_lengths").is_null());
  std::atomic<bool> cancel{true};
  const json cancelled =
      handle_request({{"op", "enumerate"}, {"game", "pretzel"}, {"params", {{"suits", 2}, {"ranks", 5}}}}, &cancel);
  CHECK(cancelled.at("result").at("status") == "unknown");

  CHECK(enumerate({{"suits", 9}}).at("error").at("code") == "bad_param");
  CHECK(enumerate({{"suits", 2}, {"ranks", 3}}, {{"seed", 1}}).at("error").at("code") == "unknown_field");
  CHECK(handle_request({{"op", "enumerate"}}).at("error").at("code") == "missing_field");
  CHECK(handle_request({{"op", "enumerate"}, {"game", "chess"}}).at("error").at("code") == "unknown_game");
}
