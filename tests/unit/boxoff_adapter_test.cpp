// BoxOff through the type-erased Game interface (engine/games/boxoff/adapter.hpp).
#include <doctest/doctest.h>

#include <string>

#include "core/input_error.hpp"
#include "game/params.hpp"
#include "games/boxoff/adapter.hpp"
#include "games/boxoff/rules.hpp"
#include "games/boxoff/setups.hpp"
#include "input_error_checks.hpp"

using namespace puzzlelab;

using puzzlelab::test::contains;
using puzzlelab::test::error_of;

TEST_CASE("BoxOff adapter: names, setups, params") {
  const auto game = boxoff::make_game();
  CHECK(game->name() == "boxoff");
  CHECK(game->title() == "BoxOff");
  const GameInfo& info = game->info();
  REQUIRE(info.setups.size() == 3);
  CHECK(info.setups[0].name == "shuffled");
  CHECK(info.setups[1].name == "l-tiles");
  CHECK(info.setups[2].name == "three-colour-tiles");
  CHECK(info.params.at(0).name == "variant");
  CHECK(info.params.at(0).default_value == "standard");
  const json defaults = {{"variant", "standard"}, {"rows", 6}, {"cols", 8}, {"colours", 3}};
  CHECK(normalize_params(*game, json::object()) == defaults);
  CHECK(normalize_params(*game, nullptr) == defaults);
  CHECK(normalize_params(*game, json{{"rows", 4}, {"cols", 6}, {"colours", 4}}) ==
        json{{"variant", "standard"}, {"rows", 4}, {"cols", 6}, {"colours", 4}});
  CHECK(normalize_params(*game, json::parse(R"({"rows":6,"cols":6,"colours":6,"variant":"standard"})"))["colours"] ==
        6);
  CHECK(contains(error_of([&] { normalize_params(*game, json{{"size", 4}}); }, "unknown_param"), "'size'"));
  CHECK(contains(error_of(
                     [&] {
                       normalize_params(*game, json{{"rows", "6"}});
                     },
                     "bad_param"),
                 "must be a whole number 1..8"));
  CHECK(contains(error_of(
                     [&] {
                       normalize_params(*game, json{{"rows", 6.5}});
                     },
                     "bad_param"),
                 "must be a whole number"));
  CHECK(contains(error_of([&] { normalize_params(*game, json{{"rows", -3}}); }, "bad_param"), "must be 1..8, got -3"));
  CHECK(
      contains(error_of([&] { normalize_params(*game, json::parse(R"({"rows":18446744073709551615})")); }, "bad_param"),
               "must be 1..8, got 18446744073709551615"));
  CHECK(contains(error_of(
                     [&] {
                       normalize_params(*game, json{{"rows", 9}});
                     },
                     "bad_param"),
                 "'rows' must be 1..8, got 9"));
  // Cross-parameter rules are the game's own (check_params): bad_params.
  CHECK(contains(error_of([&] { normalize_params(*game, json{{"colours", 5}}); }, "bad_params"), "do not divide"));
  CHECK(contains(error_of([&] { normalize_params(*game, json::array()); }, "bad_params"), "JSON object"));
  CHECK(contains(error_of([&] { normalize_params(*game, json{{"variant", "x"}}); }, "bad_param"), "(known: standard)"));
}

TEST_CASE("BoxOff adapter: generate, boards, setup facts") {
  const auto game = boxoff::make_game();
  const json p464 = normalize_params(*game, json{{"rows", 4}, {"cols", 6}, {"colours", 4}});
  const std::string board = game->generate(p464, "l-tiles", 1, Budget{});
  CHECK(board == boxoff::format_board(boxoff::generate(boxoff::Params{4, 6, 4}, boxoff::Setup::l_tiles, 1)));
  CHECK(game->normalize_board(p464, " " + board + "\n") == board);
  CHECK(contains(error_of([&] { game->generate(p464, "tiles", 1, Budget{}); }, "unknown_setup"), "l-tiles"));
  const json p44 = normalize_params(*game, json{{"rows", 4}, {"cols", 4}, {"colours", 2}});
  CHECK(contains(error_of([&] { game->generate(p44, "l-tiles", 1, Budget{}); }, "bad_params"), "fits neither"));
  CHECK(contains(error_of([&] { game->normalize_board(p464, "ab/b"); }, "bad_board"), "row 2"));
  const json facts = game->setup_facts(p464, "l-tiles");
  CHECK(facts["challenges"] == "10321920");
  CHECK(facts["formula"] == "2^t t!, t = hw/3");
  CHECK(facts["tiles"].size() == 8);
  CHECK(facts["blocks"] == "2x3");
  CHECK(game->setup_facts(p464, "shuffled")["challenges"] == "2308743493056");
}

TEST_CASE("BoxOff adapter: replay, solve, playout, metrics") {
  const auto game = boxoff::make_game();
  const json params = normalize_params(*game, json::object());
  const std::string board = "bbwbbw/byyywb/ywwwyy";

  ReplayOutcome r = game->replay(params, board, {"a1-b1", "d1-e1"});
  CHECK(r.legal);
  CHECK(r.applied == 2);
  CHECK_FALSE(r.solved);
  CHECK_FALSE(r.legal_moves.empty());
  r = game->replay(params, board, {"a1-b1", "a1-c1"});
  CHECK_FALSE(r.legal);
  CHECK(r.applied == 1);
  CHECK(contains(r.error, "square a1 is empty"));
  r = game->replay(params, board, {"a1-z9"});
  CHECK_FALSE(r.legal);
  CHECK(contains(r.error, "outside the 3x6 board"));
  r = game->replay(params, board, {"a1b1"});
  CHECK_FALSE(r.legal);
  CHECK(contains(r.error, "cannot read move"));

  SolveOutcome s = game->solve(params, board, {}, Budget{}, "");
  CHECK(s.status == Status::solved);
  CHECK(s.shortest);
  CHECK(s.solution.size() == 9);
  CHECK(game->replay(params, board, s.solution).solved);
  s = game->solve(params, board, {s.solution[0]}, Budget{}, "");  // from the position after a move
  CHECK(s.status == Status::solved);
  CHECK(s.solution.size() == 8);
  CHECK(game->solve(params, "ab/ba", {}, Budget{}, "").status == Status::unsolvable);
  CHECK(contains(error_of([&] { game->solve(params, board, {"a1-c1"}, Budget{}, ""); }, "illegal_move"), "move 1"));

  const PlayoutOutcome p = game->playout(params, board, {}, 5, 1000);
  CHECK((p.ended == "solved" || p.ended == "stuck"));
  CHECK(game->replay(params, board, p.moves).legal);
  CHECK(game->playout(params, board, {}, 5, 2).ended == "move-limit");

  const json m = game->metrics(params, "ab/ba", Budget{});
  CHECK(m["pair_equality"] == 0.0);
  CHECK(m["adjacent_pairs"] == 4);
  CHECK(m["solver"] == "unsolvable");
  CHECK(m["solvable"] == false);
  CHECK(m["random_solved"] == false);
  const json m2 = game->metrics(params, board, Budget{});
  CHECK(m2["solvable"] == true);
  CHECK(m2["random_playouts"] == 100);
}
