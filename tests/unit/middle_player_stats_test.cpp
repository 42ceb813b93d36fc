// The player's statistics: what counts as played, solved, a streak, a solve at the optimum and a
// time, once each; kept through the saved game; a damaged record dropped, not trusted.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "api/protocol.hpp"
#include "damaged_documents.hpp"
#include "middle/player_stats.hpp"
#include "middle/saved_state.hpp"
#include "middle_fixtures.hpp"

using puzzlelab::GameRecord;
using puzzlelab::PlayerStats;
using puzzlelab::testing::ControllerRig;
using json = nlohmann::json;

TEST_CASE("player stats: a challenge counts once, a solve once, and the time stops at the solve") {
  PlayerStats stats;
  stats.opened("fujisan", "a", 100);
  stats.opened("fujisan", "a", 130);  // a reload or a link back: not played again
  CHECK(stats.record("fujisan").played == 1);
  CHECK(stats.timing());
  CHECK(stats.seconds(142.5) == doctest::Approx(42.5));
  stats.solved(12, 160);
  stats.solved(12, 170);  // undone and solved again
  const GameRecord& r = stats.record("fujisan");
  CHECK(r.solved == 1);
  CHECK(r.solved_alone == 1);
  CHECK(r.streak == 1);
  CHECK(r.best_streak == 1);
  REQUIRE(r.fastest_seconds.has_value());
  CHECK(*r.fastest_seconds == doctest::Approx(60));
  CHECK_FALSE(stats.timing());
  CHECK(stats.seconds(500) == doctest::Approx(60));
  CHECK(stats.record("boxoff") == GameRecord{});
}

TEST_CASE("player stats: streaks end with a challenge left unsolved or the solver playing") {
  PlayerStats stats;
  double t = 0;
  for (const char* key : {"1", "2", "3"}) {
    stats.opened("boxoff", key, t += 10);
    stats.solved(8, t += 5);
  }
  CHECK(stats.record("boxoff").streak == 3);
  stats.opened("boxoff", "4", t += 10);  // left unsolved
  stats.opened("boxoff", "5", t += 10);
  CHECK(stats.record("boxoff").streak == 0);
  CHECK(stats.record("boxoff").best_streak == 3);
  stats.solved(8, t += 5);
  CHECK(stats.record("boxoff").streak == 1);
  stats.opened("boxoff", "6", t += 10);
  stats.assisted();  // the solver played a move: solved, not alone, and the streak is over
  stats.solved(8, t += 1);
  const GameRecord& r = stats.record("boxoff");
  CHECK(r.played == 6);
  CHECK(r.solved == 5);
  CHECK(r.solved_alone == 4);
  CHECK(r.streak == 0);
  CHECK(r.best_streak == 3);
  CHECK(*r.fastest_seconds == doctest::Approx(5));  // the helped one-second solve is not a record
}

TEST_CASE("player stats: a solve at the optimum counts once, whichever is known first") {
  PlayerStats stats;
  stats.opened("pretzel", "x", 0);
  stats.optimum_known(20);
  stats.solved(20, 30);
  CHECK(stats.record("pretzel").at_optimum == 1);
  stats.optimum_known(20);
  CHECK(stats.record("pretzel").at_optimum == 1);

  stats.opened("pretzel", "y", 40);
  stats.solved(21, 50);
  stats.optimum_known(20);  // longer than the optimum
  stats.opened("pretzel", "z", 60);
  stats.solved(19, 70);
  stats.optimum_known(19);  // learnt after the solve
  CHECK(stats.record("pretzel").at_optimum == 2);
}

TEST_CASE("player stats: saved and read back, the running time resumes; damaged records are dropped") {
  PlayerStats stats;
  stats.opened("fujisan", "a", 0);
  stats.solved(9, 20);
  stats.opened("fujisan", "b", 30);
  const json saved = stats.to_json(45);  // 15 s on "b"
  const PlayerStats back = PlayerStats::from_json(saved, 1000);
  CHECK(back.record("fujisan") == stats.record("fujisan"));
  CHECK(back.timing());
  CHECK(back.seconds(1010) == doctest::Approx(25));

  json damaged = saved;
  damaged["games"]["fujisan"]["solved"] = 99;  // more solved than played
  damaged["games"]["boxoff"] = {{"played", -1}};
  damaged["games"]["sigmar"] = "lots";
  const PlayerStats dropped = PlayerStats::from_json(damaged, 0);
  CHECK(dropped.games().empty());
  CHECK_FALSE(dropped.timing());  // its challenge belonged to the dropped record
  CHECK(PlayerStats::from_json(json("nonsense"), 0).games().empty());
  CHECK(PlayerStats::from_json(json::object(), 0).games().empty());
}

TEST_CASE("player stats: wrongly typed fields drop what holds them, say what was dropped, and never throw") {
  PlayerStats stats;
  stats.opened("fujisan", "a", 0);
  stats.solved(9, 20);
  stats.opened("boxoff", "b", 30);
  const json saved = stats.to_json(45);

  // The challenge on screen is kept whole or not at all (it once threw json's type_error).
  for (const char* field : {"solved", "assisted", "optimal_counted", "moves", "seconds", "game", "key"}) {
    CAPTURE(field);
    json damaged = saved;
    damaged["current"][field] = json::array({1});
    std::vector<std::string> dropped;
    PlayerStats back;
    CHECK_NOTHROW(back = PlayerStats::from_json(damaged, 100, &dropped));
    CHECK(dropped == std::vector<std::string>{"current"});
    CHECK_FALSE(back.timing());
    CHECK(back.record("fujisan") == stats.record("fujisan"));
    CHECK(back.record("boxoff") == stats.record("boxoff"));
  }
  std::vector<std::string> dropped;
  json damaged = saved;
  damaged["games"]["fujisan"]["fastest_seconds"] = "fast";
  const PlayerStats back = PlayerStats::from_json(damaged, 100, &dropped);
  CHECK(dropped == std::vector<std::string>{"fujisan"});
  CHECK(back.games().size() == 1);
  CHECK(back.timing());  // the challenge on screen is boxoff's, still there

  dropped.clear();
  (void)PlayerStats::from_json(json{{"games", nullptr}, {"current", nullptr}}, 0, &dropped);
  CHECK(dropped == std::vector<std::string>{"games"});
  dropped.clear();
  (void)PlayerStats::from_json(json::object(), 0, &dropped);
  CHECK(dropped == std::vector<std::string>{"games"});
  dropped.clear();
  (void)PlayerStats::from_json(json::array(), 0, &dropped);
  CHECK(dropped == std::vector<std::string>{"stats"});
  dropped.clear();
  CHECK(PlayerStats::from_json(saved, 0, &dropped).games().size() == 2);
  CHECK(dropped.empty());

  // Every place, every way: nothing throws, and a wrongly typed value drops a record only saying so.
  for (const auto& d : puzzlelab::testing::damaged_documents(saved, 100'000, 0)) {
    CAPTURE(d.what);
    std::vector<std::string> said;
    PlayerStats read;
    CHECK_NOTHROW(read = PlayerStats::from_json(json::parse(d.text), 100, &said));
    for (const auto& [game, record] : stats.games()) {
      const bool kept = read.games().count(game) && read.record(game) == record;
      const bool told = std::find(said.begin(), said.end(), game) != said.end() ||
                        std::find(said.begin(), said.end(), "games") != said.end() ||
                        std::find(said.begin(), said.end(), "stats") != said.end();
      // A value of another type never costs a record in silence (a count of the same type may
      // change it, a fastest solve may be a number or none, and a key removed is as if never
      // written).
      const json& original = saved.at(json::json_pointer(d.path));
      const bool fastest = d.path.size() > 16 && d.path.compare(d.path.size() - 16, 16, "/fastest_seconds") == 0;
      const bool wrong_type =
          d.value && original.type() != d.value->type() && !(original.is_number() && d.value->is_number()) &&
          !(d.path.empty() && d.value->is_null()) && !(fastest && (d.value->is_null() || d.value->is_number()));
      if (!kept && wrong_type) CHECK(told);
    }
  }
}

TEST_CASE("player stats: clock text") {
  CHECK(puzzlelab::clock_text(0) == "0:00");
  CHECK(puzzlelab::clock_text(7.9) == "0:07");
  CHECK(puzzlelab::clock_text(754) == "12:34");
  CHECK(puzzlelab::clock_text(3723) == "1:02:03");
  CHECK(puzzlelab::clock_text(-5) == "0:00");
}

TEST_CASE("player stats: the controller counts the player's solve, a solver's help, and keeps them with the game") {
  const std::string board = "554344221335/311400512200";
  const json solution =
      puzzlelab::handle_request({{"op", "solve"}, {"game", "fujisan"}, {"board", board}}).at("result").at("solution");
  REQUIRE(solution.size() == 12);

  ControllerRig rig;
  rig.controller.start(std::nullopt, "#v1/fujisan/board/554344221335.311400512200/standard");
  REQUIRE(rig.controller.active());
  rig.clock += 30;
  for (const auto& move : solution) REQUIRE(rig.controller.play(move.get<std::string>()));
  CHECK(rig.controller.session().solved());
  rig.controller.report_optimum(12);
  const GameRecord& r = rig.controller.stats().record("fujisan");
  CHECK(r.played == 1);
  CHECK(r.solved_alone == 1);
  CHECK(r.at_optimum == 1);
  CHECK(*r.fastest_seconds == doctest::Approx(30));
  // Undone and redone to the end: still one solve.
  rig.controller.restart();
  while (rig.controller.redo()) {
  }
  CHECK(rig.controller.stats().record("fujisan").solved == 1);

  // The record travels with the saved game.
  const auto document = rig.controller.take_document();
  REQUIRE(document.has_value());
  CHECK(puzzlelab::read_saved_state(*document).stats.has_value());
  ControllerRig later;
  later.controller.start(document, "");
  CHECK(later.controller.stats().record("fujisan") == r);

  // A challenge the solver helped with counts as solved, not alone, and ends the streak.
  ControllerRig helped_rig;
  helped_rig.controller.start(document, "#v1/fujisan/board/554344221335.311400512200/summit_step");
  REQUIRE(helped_rig.controller.active());
  const json helped =
      puzzlelab::handle_request(
          {{"op", "solve"}, {"game", "fujisan"}, {"board", board}, {"params", {{"variant", "summit_step"}}}})
          .at("result")
          .at("solution");
  REQUIRE_FALSE(helped.empty());
  for (const auto& move : helped) REQUIRE(helped_rig.controller.play(move.get<std::string>(), true));
  const GameRecord& after = helped_rig.controller.stats().record("fujisan");
  CHECK(after.played == 2);
  CHECK(after.solved == 2);
  CHECK(after.solved_alone == 1);
  CHECK(after.streak == 0);
  CHECK(after.best_streak == 1);
}
