// Sigmar's Garden through the type-erased Game interface (engine/games/sigmar/adapter.hpp).
#include <doctest/doctest.h>

#include <string>

#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "game/link.hpp"
#include "game/params.hpp"
#include "lab/lab_link.hpp"
#include "games/sigmar/adapter.hpp"
#include "games/sigmar/portfolio.hpp"
#include "games/sigmar/rules.hpp"
#include "games/sigmar/setups.hpp"
#include "games/sigmar/swaps.hpp"
#include "games/sigmar/templates.hpp"
#include "input_error_checks.hpp"

using namespace puzzlelab;

using puzzlelab::test::contains;
using puzzlelab::test::error_of;

namespace {

// A standard board the solvers prove unsolvable: swapped versions of linear boards, in seed order.
std::string unsolvable_board() {
  for (std::uint64_t seed = 1;; ++seed) {
    Rng rng(seed);
    const sigmar::Board start = sigmar::generate_linear(sigmar::rings_template(), rng).board;
    const sigmar::Board swapped = sigmar::swap_marbles(start, 2, rng);
    if (sigmar::decide(swapped, Budget{}).result.status == Status::unsolvable) return sigmar::format_board(swapped);
  }
}

}  // namespace

TEST_CASE("Sigmar adapter: names, params, setups, solvers") {
  const auto game = sigmar::make_game();
  CHECK(game->name() == "sigmar");
  CHECK(game->title() == "Sigmar's Garden");
  const GameInfo& info = game->info();
  CHECK(info.setup_names() == "linear, random-test, pair-stack");
  CHECK(info.solvers.at(0).name == "decide");
  CHECK(info.params.at(0).name == "variant");
  const ParamSpec* templ = info.find_param("template");
  REQUIRE(templ != nullptr);
  // Every template the engine makes is offered, and nothing else.
  CHECK(templ->values.size() == sigmar::template_names().size());
  for (const auto& name : sigmar::template_names()) {
    bool offered = false;
    for (const auto& value : templ->values) offered = offered || value.name == name;
    CHECK_MESSAGE(offered, name);
  }
  CHECK(normalize_params(*game, json::object()) == json{{"variant", "standard"},
                                                        {"template", "symmetric-6"},
                                                        {"elements", 8},
                                                        {"salt", 4},
                                                        {"vitae_mors", 4},
                                                        {"metals", 6},
                                                        {"quicksilver", 5}});
  CHECK(normalize_params(*game, json{{"template", "wheel"}})["template"] == "wheel");
  CHECK(contains(error_of([&] { normalize_params(*game, json{{"template", "square"}}); }, "bad_param"), "rings"));
  CHECK(contains(error_of([&] { normalize_params(*game, json{{"template", 6}}); }, "bad_param"), "template"));
  for (const auto& preset : info.presets) CHECK_NOTHROW(normalize_params(*game, preset.params));
}

TEST_CASE("Sigmar adapter: generate draws the template, then the setup, from the seed") {
  const auto game = sigmar::make_game();
  for (const char* templ : {"symmetric-6", "symmetric-2", "rings", "star"}) {
    const json params = normalize_params(*game, json{{"template", templ}});
    Rng rng(11);
    const sigmar::Template cells = sigmar::make_template(templ, rng);
    const std::string board = game->generate(params, "linear", 11, Budget{});
    CHECK(board == sigmar::format_board(sigmar::generate_linear(cells, rng).board));
    CHECK(board == game->generate(params, "linear", 11, Budget{}));
    CHECK(board != game->generate(params, "linear", 12, Budget{}));
    // The board fills exactly the template's cells.
    for (int c = 0; c < sigmar::kCells; ++c) CHECK(cells.has(c) == (board[static_cast<std::size_t>(c)] != '_'));
    CHECK(game->normalize_board(params, board) == board);
  }
  const json params = normalize_params(*game, json::object());
  for (const char* setup : {"random-test", "pair-stack"}) {
    const std::string board = game->generate(params, setup, 5, Budget{});
    CHECK(game->solve(params, board, {}, Budget{}, "").status == Status::solved);
    CHECK(board == game->generate(params, setup, 5, Budget{}));
  }
  CHECK(contains(error_of([&] { game->generate(params, "stack", 1, Budget{}); }, "unknown_setup"), "pair-stack"));
  const json facts = game->setup_facts(params, "linear");
  CHECK(facts["always_solvable"] == true);
  CHECK(facts["template"] == "symmetric-6");
  CHECK_THROWS_AS(game->setup_facts(params, "nope"), InputError);
}

TEST_CASE("Sigmar adapter: bad boards and moves are named") {
  const auto game = sigmar::make_game();
  const json params = normalize_params(*game, json::object());
  const std::string board = game->generate(params, "linear", 3, Budget{});
  CHECK(contains(error_of([&] { game->normalize_board(params, "abc"); }, "bad_board"), "91 characters"));
  std::string unknown = board;
  unknown[unknown.find('_')] = 'x';
  CHECK(contains(error_of([&] { game->normalize_board(params, unknown); }, "bad_board"), "'x'"));
  std::string no_gold = board;
  no_gold[sigmar::kCentre] = '_';
  CHECK(contains(error_of([&] { game->normalize_board(params, no_gold); }, "bad_board"), "gold"));
  CHECK(contains(error_of([&] { game->solve(params, board, {"z9-a1"}, Budget{}, ""); }, "illegal_move"), "z9"));
  const auto moves = game->replay(params, board, {}).legal_moves;
  REQUIRE_FALSE(moves.empty());
  CHECK(contains(error_of(
                     [&] {
                       game->solve(params, board, {moves[0], moves[0]}, Budget{}, "");
                     },
                     "illegal_move"),
                 "move 2"));
}

TEST_CASE("Sigmar adapter: replay, every solver, hint position, playout, metrics") {
  const auto game = sigmar::make_game();
  const json params = normalize_params(*game, json{{"template", "rings"}});
  const std::string board = game->generate(params, "linear", 8, Budget{});

  for (const auto& solver : game->info().solvers) {
    const SolveOutcome s = game->solve(params, board, {}, Budget{}, solver.name);
    CHECK_MESSAGE(s.status == Status::solved, solver.name);
    CHECK(s.solution.size() == 28);
    CHECK(s.shortest);
    const ReplayOutcome r = game->replay(params, board, s.solution);
    CHECK(r.legal);
    CHECK(r.solved);
    CHECK(r.legal_moves.empty());
  }
  const SolveOutcome first = game->solve(params, board, {}, Budget{}, "");
  const SolveOutcome rest = game->solve(params, board, {first.solution[0]}, Budget{}, "");
  CHECK(rest.status == Status::solved);
  CHECK(rest.solution.size() == 27);

  const ReplayOutcome bad = game->replay(params, board, {first.solution[0], first.solution[0]});
  CHECK_FALSE(bad.legal);
  CHECK(bad.applied == 1);
  CHECK(contains(bad.error, "no marble on"));

  const PlayoutOutcome p = game->playout(params, board, {}, 5, 0);
  CHECK((p.ended == "solved" || p.ended == "stuck"));
  CHECK(game->replay(params, board, p.moves).legal);
  CHECK(game->playout(params, board, {}, 5, 0).moves == p.moves);

  const json m = game->metrics(params, board, Budget{});
  CHECK(m["status"] == "solved");
  CHECK(m["decided_by"] == "search");
  CHECK(m["free_marbles"].get<int>() > 0);
  CHECK(m["human_status"] == "solved");
  CHECK(m["playouts"] == 100);
  // 55 marbles: counted within 2,000,000 positions, or null; never 0 on a solvable board.
  CHECK((m["solutions"].is_null() || (m["solutions"].is_string() && m["solutions"] != "0")));
  CHECK(m["solution_nodes"].get<std::uint64_t>() <= 2'000'000);
  for (const auto& spec : game->info().metrics) CHECK_MESSAGE(m.contains(spec.name), spec.name);
}

TEST_CASE("Sigmar adapter: an unsolvable board is refuted by search and by SAT alike") {
  const auto game = sigmar::make_game();
  const json params = normalize_params(*game, json::object());
  const std::string board = unsolvable_board();
  for (const char* solver : {"decide", "search", "sat"})
    CHECK_MESSAGE(game->solve(params, board, {}, Budget{}, solver).status == Status::unsolvable, solver);
  // A budget that runs out answers unknown, never unsolvable.
  Budget tiny;
  tiny.max_nodes = 1;
  CHECK(game->solve(params, board, {}, tiny, "search").status == Status::unknown);
}

TEST_CASE("Sigmar adapter: moves in plain words") {
  const auto game = sigmar::make_game();
  const json params = normalize_params(*game, json::object());
  const std::string board = game->generate(params, "linear", 4, Budget{});
  const SolveOutcome s = game->solve(params, board, {}, Budget{}, "");
  REQUIRE(s.status == Status::solved);
  const sigmar::Board start = sigmar::parse_board(board);
  const sigmar::Move m = sigmar::parse_move(s.solution[0]);
  const std::string said = game->describe_move(params, board, {}, s.solution[0]);
  CHECK(said == std::string(sigmar::kind_name(start.kind(m.a))) + " (" + sigmar::cell_name(m.a) + ") with " +
                    std::string(sigmar::kind_name(start.kind(m.b))) + " (" + sigmar::cell_name(m.b) + ")");
  // Gold, once it is the last metal, leaves alone.
  for (std::size_t i = 0; i < s.solution.size(); ++i)
    if (s.solution[i] == "f6") {
      const std::vector<std::string> before(s.solution.begin(), s.solution.begin() + static_cast<long>(i));
      CHECK(game->describe_move(params, board, before, "f6") == "gold (f6) alone");
    }
  CHECK(game->describe_move(params, board, {}, "hello") == "hello");
  CHECK(game->describe_move(params, board, {s.solution[0]}, s.solution[0]) ==
        sigmar::cell_name(m.a) + " with " + sigmar::cell_name(m.b));
}

TEST_CASE("Sigmar links: by seed with a template, by a pasted board with moves") {
  // A link written before tile sets opens as the standard set, and is written back with it.
  const Link seed = parse_link("#v1/sigmar/seed/linear/standard.template=rings/5");
  CHECK(seed.params == json{{"variant", "standard"},
                            {"template", "rings"},
                            {"elements", 8},
                            {"salt", 4},
                            {"vitae_mors", 4},
                            {"metals", 6},
                            {"quicksilver", 5}});
  CHECK(seed.setup == "linear");
  CHECK(format_link(seed) ==
        "#v1/sigmar/seed/linear/standard.elements=8.metals=6.quicksilver=5.salt=4.template=rings.vitae_mors=4/5");
  CHECK(parse_link(format_link(seed)) == seed);

  const auto game = sigmar::make_game();
  const json params = normalize_params(*game, json::object());
  const std::string board = game->generate(params, "pair-stack", 9, Budget{});
  const SolveOutcome s = game->solve(params, board, {}, Budget{}, "");
  REQUIRE(s.status == Status::solved);
  Link link;
  link.kind = Link::Kind::board;
  link.game = "sigmar";
  link.params = params;
  link.board = board;
  link.moves = {s.solution[0], s.solution[1]};
  const std::string text = format_link(link);
  CHECK(parse_link(text) == link);
  std::string bad = board;
  bad[0] = 'z';
  link.board = bad;
  link.moves.clear();
  CHECK(contains(error_of([&] { parse_link(format_link(link)); }, "bad_board"), "'z'"));
  link.board = board;
  link.moves = {s.solution[1], s.solution[1]};
  CHECK_THROWS_AS(parse_link(format_link(link)), InputError);
}

TEST_CASE("Sigmar tile sets through the adapter: params, refusals, generation, board links") {
  const auto game = sigmar::make_game();
  const json small = normalize_params(*game, json{{"template", "symmetric-6"},
                                                  {"elements", 2},
                                                  {"salt", 0},
                                                  {"vitae_mors", 1},
                                                  {"metals", 2},
                                                  {"quicksilver", 1}});
  // Out of range: the parameter's own spec; rules between counts: check_params.
  CHECK(contains(error_of([&] { normalize_params(*game, json{{"elements", -1}}); }, "bad_param"), "elements"));
  CHECK(contains(error_of([&] { normalize_params(*game, json{{"metals", 99}}); }, "bad_param"), "1..6"));
  CHECK(contains(error_of(
                     [&] {
                       normalize_params(*game, json{{"quicksilver", 4}});
                     },
                     "bad_params"),
                 "6 metals need 5 quicksilver, not 4"));
  CHECK(contains(error_of([&] { normalize_params(*game, json{{"salt", 3}}); }, "bad_params"), "salt must be even"));
  CHECK(contains(error_of([&] { normalize_params(*game, json{{"elements", 14}}); }, "bad_params"), "79 marbles"));
  // A template that cannot hold the set: named by setup_facts (the app's dialog) and by generate.
  json on_rings = small;
  on_rings["template"] = "rings";
  CHECK(contains(error_of([&] { game->setup_facts(on_rings, "linear"); }, "bad_params"), "55 cells"));
  CHECK(contains(error_of([&] { game->generate(on_rings, "linear", 1, Budget{}); }, "bad_params"), "13 marbles"));
  CHECK_NOTHROW(game->setup_facts(small, "linear"));

  for (const std::string setup : {"linear", "random-test", "pair-stack"}) {
    const std::string board = game->generate(small, setup, 4, Budget{});
    CHECK(game->generate(small, setup, 4, Budget{}) == board);
    CHECK(game->normalize_board(small, board) == board);
    CHECK(
        contains(error_of([&] { game->normalize_board(normalize_params(*game, json::object()), board); }, "bad_board"),
                 "a standard board has 8 air"));
    const SolveOutcome solved = game->solve(small, board, {}, Budget{}, "sat");
    CHECK(solved.status == Status::solved);
    CHECK(game->replay(small, board, solved.solution).solved);
    CHECK(game->solve(small, board, {}, Budget{}, "search").status == Status::solved);
    const json m = game->metrics(small, board, Budget{});
    CHECK(m["status"] == "solved");
    // 13 marbles: counted exactly (a decimal string: counts outgrow every number type), at least one.
    REQUIRE(m["solutions"].is_string());
    CHECK(m["solutions"].get<std::string>().find_first_not_of("0123456789") == std::string::npos);
    CHECK(m["solutions"] != "0");
    CHECK(game->params_for_board(normalize_params(*game, json::object()), board) == small);
    const TracedBoard traced = game->trace(small, setup, 4, Budget{});
    CHECK(traced.board == board);
    CHECK(contains(traced.steps.at(0).caption, "the 13 cells"));
  }
  // The standard set's boards are what they were: the template's draws come first, as before.
  const json standard = normalize_params(*game, json::object());
  Rng rng(11);
  const sigmar::Template t = sigmar::make_template("symmetric-6", rng);
  CHECK(game->generate(standard, "linear", 11, Budget{}) ==
        sigmar::format_board(sigmar::generate_linear(t, rng).board));

  // Links: a seed link carries the set; a board link's board names its own set.
  Link seed;
  seed.kind = Link::Kind::seed;
  seed.game = "sigmar";
  seed.params = small;
  seed.setup = "pair-stack";
  seed.seed = 8;
  const std::string text = format_link(seed);
  CHECK(text ==
        "#v1/sigmar/seed/pair-stack/standard.elements=2.metals=2.quicksilver=1.salt=0.template=symmetric-6."
        "vitae_mors=1/8");
  CHECK(parse_link(text) == seed);
  const std::string board = game->generate(small, "pair-stack", 8, Budget{});
  const Link by_board = parse_link("#v1/sigmar/board/" + board + "/standard");
  CHECK(by_board.board == board);
  CHECK(by_board.params == small);
  CHECK(contains(error_of([&] { parse_link("#v1/sigmar/seed/linear/standard.quicksilver=2/1"); }, "bad_params"),
                 "quicksilver"));

  // The Lab: an experiment's params carry the set through its link; a template that cannot hold
  // the set is refused when the spec is read, not by its first challenge.
  const lab::ExperimentSpec spec = lab::parse_lab_link(
      "#v1/lab/sigmar/standard.elements=2.metals=2.quicksilver=1.salt=0.template=symmetric-6.vitae_mors=1/"
      "linear.pair-stack/trials=2.per_trial=3.seed=5");
  CHECK(spec.params == small);
  CHECK(lab::parse_lab_link(lab::format_lab_link(spec)).to_json() == spec.to_json());
  CHECK(
      contains(error_of(
                   [&] {
                     lab::parse_lab_link(
                         "#v1/lab/sigmar/standard.elements=2.metals=2.quicksilver=1.salt=0.template=rings.vitae_mors=1/"
                         "linear/trials=2.per_trial=3.seed=5");
                   },
                   "bad_params"),
               "55 cells"));
}
