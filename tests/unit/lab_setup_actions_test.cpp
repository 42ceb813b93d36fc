// The ease of setup, counted, of the physical games besides Fujisan (game/setup_actions.hpp):
// BoxOff from its tile designs, Pretzel from its deals' traces, Rush Hour from its dice or the
// board laid. Each count is checked against what the setup's own definition and trace say, for
// several sizes and seeds, and described setups count like the built-ins they equal.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "game/described_setups.hpp"
#include "game/game.hpp"
#include "game/params.hpp"
#include "game/capabilities.hpp"
#include "games/rush_hour/rules.hpp"
#include "lab/lab_game.hpp"

using namespace puzzlelab;
using nlohmann::json;

namespace {

std::map<std::string, double> actions_of(const Game& game, const json& params, const std::string& setup,
                                         std::uint64_t seed) {
  const std::string board = game.generate(params, setup, seed, Budget{});
  const auto measures = make_lab_game(game)->setup_measures(params, setup, seed, board, Budget{});
  // The total is the sum of its kinds.
  CHECK(measures.at("setup_actions") == measures.at("setup_shuffles") + measures.at("setup_rolls") +
                                            measures.at("setup_placements") + measures.at("setup_flips") +
                                            measures.at("setup_lookups"));
  return measures;
}

int steps_of_kind(const TracedBoard& traced, const std::set<std::string>& kinds) {
  int n = 0;
  for (const TraceStep& step : traced.steps) n += kinds.count(step.kind) != 0 ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("setup actions, BoxOff: a shuffle, a tile or token laid each, and a coin per flippable tile") {
  const Game& game = find_game("boxoff");
  for (const json& given :
       {json{{"rows", 6}, {"cols", 8}, {"colours", 3}}, json{{"rows", 4}, {"cols", 6}, {"colours", 4}},
        json{{"rows", 6}, {"cols", 6}, {"colours", 6}}}) {
    const json params = normalize_params(game, given);
    const int squares = params["rows"].get<int>() * params["cols"].get<int>();
    for (const std::string setup : {"shuffled", "l-tiles", "three-colour-tiles"}) {
      CAPTURE(given.dump());
      CAPTURE(setup);
      const auto a = actions_of(game, params, setup, 5);
      const bool tokens = setup == "shuffled";
      CHECK(a.at("setup_shuffles") == 1);
      CHECK(a.at("setup_placements") == (tokens ? squares : squares / 3));
      CHECK(a.at("setup_rolls") == (tokens ? 0 : squares / 3));  // L-tiles are flipped by a coin
      CHECK(a.at("setup_flips") == 0);
      CHECK(a.at("setup_lookups") == 0);
      // What the trace lays: one step per token or tile.
      const TracedBoard traced = game.trace(params, setup, 5, Budget{});
      CHECK(a.at("setup_placements") == steps_of_kind(traced, {"place", "flip"}));
      // The same for every seed: no BoxOff setup redraws.
      CHECK(actions_of(game, params, setup, 77) == a);
      // A built-in's description deals its boards and counts its actions.
      const std::string text = require_capability<DescribedSetups>(game).describe_setup(params, setup).dump();
      CHECK(actions_of(game, params, text, 5) == a);
    }
  }
}

TEST_CASE("setup actions, Pretzel: shuffles, every card dealt and ace moved, and a lookup per change of pile") {
  const Game& game = find_game("pretzel");
  for (const std::pair<int, int> deal : {std::pair{4, 4}, std::pair{4, 13}, std::pair{3, 5}, std::pair{2, 6}}) {
    const int suits = deal.first, ranks = deal.second;  // named, not bound: CAPTURE takes no binding
    const json params = normalize_params(game, {{"suits", suits}, {"ranks", ranks}});
    const int cards = suits * ranks;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      CAPTURE(suits);
      CAPTURE(ranks);
      CAPTURE(seed);
      // Shuffled: one deck, dealt card after card: no pile to find.
      auto a = actions_of(game, params, "shuffled", seed);
      CHECK(a.at("setup_shuffles") == 1);
      CHECK(a.at("setup_placements") == cards + suits);  // the aces moved out to the left as well
      CHECK(a.at("setup_lookups") == 0);
      // Sequential Suits: a deck per suit, one card of each in turn: another pile every card.
      a = actions_of(game, params, "sequential-suits", seed);
      CHECK(a.at("setup_shuffles") == suits);
      CHECK(a.at("setup_placements") == cards + suits);
      CHECK(a.at("setup_lookups") == (suits == 1 ? 0 : cards - 1));
      // Banded Suits: a whole suit after another: another pile once per suit.
      a = actions_of(game, params, "banded-suits", seed);
      CHECK(a.at("setup_shuffles") == suits);
      CHECK(a.at("setup_lookups") == suits - 1);
      // Random Suits: the suits' decks, then each set of cards shuffled and dealt in turn.
      a = actions_of(game, params, "random-suits", seed);
      CHECK(a.at("setup_shuffles") == suits + ranks);
      CHECK(a.at("setup_lookups") == ranks - 1);
      CHECK(a.at("setup_rolls") == 0);
      CHECK(a.at("setup_flips") == 0);
    }
  }
}

TEST_CASE("setup actions, Rush Hour: every roll of the dice counted and checked; a computed board only laid") {
  const Game& game = find_game("rush-hour");
  const std::string walled =
      R"({"name": "walled", "method": "at-the-table", "cars": 8, "trucks": 3, "walls": 2, "rerolls": 20})";
  for (const int size : {4, 6, 9}) {
    const json params = normalize_params(game, {{"size", size}});
    for (const std::string& setup : {std::string("at-the-table"), walled}) {
      if (setup == walled && size != 6) continue;
      for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        CAPTURE(size);
        CAPTURE(setup);
        CAPTURE(seed);
        const auto a = actions_of(game, params, setup, seed);
        const TracedBoard traced = game.trace(params, setup, seed, Budget{});
        const rush_hour::Board board = rush_hour::parse_board(traced.board, size);
        const int laid = static_cast<int>(board.vehicles.size() + board.walls.size());
        const int rolls = steps_of_kind(traced, {"place", "roll"});  // every roll, the refused ones too
        CHECK(a.at("setup_shuffles") == 1);
        CHECK(a.at("setup_placements") == laid);
        CHECK(a.at("setup_rolls") == rolls);
        CHECK(a.at("setup_lookups") == rolls - 1);  // the red car's die needs no check
        CHECK(a.at("setup_flips") == 0);
      }
    }
  }
  // Constructed and graded: the search is the computer's; at the table the board is laid.
  for (const auto& [size, setup] : {std::pair{6, "constructed"}, std::pair{5, "graded"}}) {
    const json params = normalize_params(game, {{"size", size}});
    const std::string text = game.generate(params, setup, 2, Budget{});
    const auto a = actions_of(game, params, setup, 2);
    const rush_hour::Board board = rush_hour::parse_board(text, size);
    CHECK(a.at("setup_placements") == static_cast<double>(board.vehicles.size() + board.walls.size()));
    CHECK(a.at("setup_actions") == a.at("setup_placements"));
  }
}
