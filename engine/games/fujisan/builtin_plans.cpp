#include "games/fujisan/builtin_plans.hpp"

#include <array>

namespace puzzlelab::fujisan {

namespace {

// Each in the words of docs/FUJISAN.md ("Setups"); the draws they make are the ones that table
// lists, and the golden vectors (tests/golden) pin them.
const char* description_text(Setup setup) {
  switch (setup) {
    case Setup::pure_random:
      return R"({"name": "pure-random",
        "sets": [{"name": "die", "piece": "die", "pieces": {"values": [0, 1, 2, 3, 4, 5]}}],
        "layout": [{"from": "die", "to": ["T1-12", "B1-12"]}]})";
    case Setup::any_coin:
      return R"({"name": "any-coin",
        "sets": [{"name": "coins", "piece": "coin", "pieces": {"values": [0, 1, 2, 3, 4, 5], "copies": 4},
                  "shuffle_words": "Shuffle the 24 coins, four of each value 0-5"}],
        "layout": [{"from": "coins", "to": ["T1-12", "B1-12"]}]})";
    case Setup::piecepack:
      return R"({"name": "piecepack",
        "sets": [
          {"name": "suit 1", "piece": "coin", "pieces": {"values": [0, 1, 2, 3, 4, 5]},
           "shuffle_words": "Shuffle suit 1's six coins"},
          {"name": "suit 2", "piece": "coin", "pieces": {"values": [0, 1, 2, 3, 4, 5]},
           "shuffle_words": "Shuffle suit 2's six coins"},
          {"name": "suit 3", "piece": "coin", "pieces": {"values": [0, 1, 2, 3, 4, 5]},
           "shuffle_words": "Shuffle suit 3's six coins"},
          {"name": "suit 4", "piece": "coin", "pieces": {"values": [0, 1, 2, 3, 4, 5]},
           "shuffle_words": "Shuffle suit 4's six coins"}],
        "layout": [{"from": ["suit 1", "suit 2", "suit 3", "suit 4"], "to": ["C12-1"]}]})";
    case Setup::engraved_tiles:
      return R"({"name": "engraved-tiles",
        "sets": [{"name": "tiles", "piece": "tile",
                  "pieces": {"values": [0, 1, 2, 3, 4, 5], "except": [[0, 0]]},
                  "shuffle_words": "Shuffle the twenty engraved tiles and stack them 6/5/4/3/2 from each side: )"
             R"(ten of them show",
                  "turn": "coin", "unseen": 10, "unseen_turned_up": true}],
        "layout": [{"from": "tiles", "to": ["C1-4", "C5+6", "C12-9", "C8+7"]}]})";
    case Setup::dominoes:
      return R"({"name": "dominoes",
        "sets": [{"name": "dominoes", "piece": "domino",
                  "pieces": {"values": [0, 1, 2, 3, 4, 5], "doubles": false},
                  "shuffle_words": "Shuffle the fifteen dominoes without doubles; twelve of them become the steps",
                  "turn": "coin", "unseen": 3}],
        "layout": [{"from": "dominoes", "to": ["C1-12"]}]})";
    case Setup::unique_pairs:
      return R"({"name": "unique-pairs",
        "sets": [{"name": "coins", "piece": "coin", "pieces": {"values": [0, 1, 2, 3, 4, 5], "copies": 4},
                  "shuffle_words": "Shuffle the 24 coins, four of each value 0-5"}],
        "layout": [{"from": "coins", "to": ["T1-12", "B1-12"]}],
        "redraw_until": ["unique_step_pairs"]})";
  }
  return "{}";
}

}  // namespace

nlohmann::json builtin_description(Setup setup) { return nlohmann::json::parse(description_text(setup)); }

const SetupPlan& builtin_plan(Setup setup) {
  static const std::array<SetupPlan, 6> plans = [] {
    std::array<SetupPlan, 6> out;
    for (const auto& info : all_setups())
      out[static_cast<std::size_t>(info.setup)] = read_setup_plan(builtin_description(info.setup));
    return out;
  }();
  return plans[static_cast<std::size_t>(setup)];
}

}  // namespace puzzlelab::fujisan
