// Sigmar templates and generators (engine/games/sigmar/templates.hpp, setups.hpp): template
// shapes and symmetry, every linear board standard and solved by its own trace and by the
// solver, determinism, random-test boards solved.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/input_error.hpp"
#include "games/sigmar/setups.hpp"
#include "games/sigmar/solver.hpp"
#include "games/sigmar/templates.hpp"

using namespace puzzlelab;
using namespace puzzlelab::sigmar;

TEST_CASE("sigmar templates: rings, symmetric random walks, text") {
  const Template rings = rings_template();
  CHECK(rings.size() == 55);
  CHECK(rings.has(kCentre));
  CHECK_FALSE(rings.has(cell_at(5, 3)));  // ring 2
  for (const int fold : {6, 3, 2})
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
      Rng rng(seed);
      const Template t = random_symmetric_template(fold, rng);
      CHECK(t.size() == 55);
      CHECK(t.has(kCentre));
      for (int c = 0; c < kCells; ++c) CHECK(t.has(rotate(c, 6 / fold)) == t.has(c));
      CHECK(parse_template(format_template(t)) == t);
    }
  for (int c = 0; c < kCells; ++c) {
    CHECK(rotate(c, 6) == c);
    CHECK(ring_of(rotate(c, 1)) == ring_of(c));
  }
  Rng rng(1);
  CHECK_THROWS_AS(random_symmetric_template(4, rng), InputError);
  CHECK_THROWS_AS(parse_template(std::string(91, 'x')), InputError);
  CHECK_THROWS_AS(parse_template("x"), InputError);
}

TEST_CASE("sigmar named templates: five from assets and four mirrored, 55 cells, the centre, 6-fold symmetric") {
  const auto& named = named_templates();
  REQUIRE(named.size() == 9);
  std::vector<std::string> names;
  for (const NamedTemplate& t : named) {
    names.push_back(t.name);
    CHECK(t.cells.size() == 55);
    CHECK(t.cells.has(kCentre));
    CHECK_FALSE(t.description.empty());
    for (int c = 0; c < kCells; ++c) CHECK(t.cells.has(rotate(c, 1)) == t.cells.has(c));
  }
  CHECK(names == std::vector<std::string>{"dense", "pinwheel", "sparse", "star", "wheel", "dense-mirrored",
                                          "pinwheel-mirrored", "sparse-mirrored", "star-mirrored"});
  Rng rng(0);
  CHECK(make_template("wheel", rng) == named[4].cells);
  CHECK(make_template("rings", rng) == rings_template());
  CHECK(make_template("symmetric-3", rng).size() == 55);
  CHECK(template_names().size() == 13);
  try {
    make_template("square", rng);
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(std::string(e.what()).find("unknown Sigmar template 'square'") != std::string::npos);
    CHECK(std::string(e.what()).find("pinwheel") != std::string::npos);
  }
}

TEST_CASE("sigmar linear on every named template: solved by its trace and by the solver") {
  Budget budget;
  budget.max_nodes = 1'000'000;
  for (const std::string& name : template_names())
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
      Rng trng(seed, 1);
      const Template t = make_template(name, trng);
      Rng rng(seed);
      const Generated g = generate_linear(t, rng);
      CHECK_MESSAGE(check_solution(g.board, g.solution).empty(), name);
      CHECK_MESSAGE(solve(g.board, budget).status == Status::solved, name, " ", format_board(g.board));
    }
}

TEST_CASE("sigmar linear: standard boards, gold in the centre, the trace is a solution, the solver agrees") {
  Budget budget;
  budget.max_nodes = 1'000'000;
  for (std::uint64_t seed = 0; seed < 400; ++seed) {
    Rng trng(seed, 1);
    const Template t = seed % 4 == 0 ? rings_template()
                                     : random_symmetric_template(static_cast<int>(seed % 4) == 1 ? 6
                                                                 : seed % 4 == 2                 ? 3
                                                                                                 : 2,
                                                                 trng);
    Rng rng(seed);
    const Generated g = generate_linear(t, rng);
    const std::string text = format_board(g.board);
    CHECK_NOTHROW(parse_board(text));
    CHECK(g.board.kind(kCentre) == Kind::gold);
    for (int c = 0; c < kCells; ++c) CHECK(g.board.has(c) == t.has(c));
    CHECK_MESSAGE(check_solution(g.board, g.solution).empty(), text);
    CHECK(g.trace.size() == 28);
    const SolveResult r = solve(g.board, budget);
    CHECK_MESSAGE(r.status == Status::solved, text);
    // Same seed, same board.
    Rng again(seed);
    CHECK(generate_linear(t, again).board == g.board);
  }
}

TEST_CASE("sigmar random-test: kept boards are solved; a budget too small gives none") {
  for (std::uint64_t seed = 0; seed < 10; ++seed) {
    Rng rng(seed);
    Budget per_board;
    per_board.max_nodes = 2000;
    const auto g = generate_random_test(rings_template(), rng, per_board, 200);
    REQUIRE(g.has_value());
    CHECK(check_solution(g->board, g->solution).empty());
    CHECK(g->board.kind(kCentre) == Kind::gold);
  }
  Rng rng(3);
  Budget none;
  none.max_nodes = 1;
  CHECK_FALSE(generate_random_test(rings_template(), rng, none, 3).has_value());
}

TEST_CASE(
    "sigmar pair-stack: on every template, standard boards, no vitae or mors on the rim, the trace backwards is a "
    "solution") {
  for (const std::string& name : template_names())
    for (std::uint64_t seed = 0; seed < 8; ++seed) {
      Rng trng(seed, 1);
      const Template t = make_template(name, trng);
      Rng rng(seed);
      const auto g = generate_pair_stack(t, rng);
      REQUIRE_MESSAGE(g.has_value(), name, " seed ", seed);
      CHECK_NOTHROW(parse_board(format_board(g->board)));
      CHECK(g->board.kind(kCentre) == Kind::gold);
      for (int c = 0; c < kCells; ++c) {
        CHECK(g->board.has(c) == t.has(c));
        if (g->board.has(c) && ring_of(c) == kSide - 1) {
          CHECK(g->board.kind(c) != Kind::vitae);
          CHECK(g->board.kind(c) != Kind::mors);
        }
      }
      CHECK_MESSAGE(check_solution(g->board, g->solution).empty(), name, " seed ", seed, " ", format_board(g->board));
      // The trace: gold first, then each pair with its kinds on its cells, building the board.
      REQUIRE(g->trace.size() == 28);
      CHECK(g->trace[0].cells == gold_move(kCentre));
      Board rebuilt;
      for (const Placement& p : g->trace) {
        rebuilt.put(p.cells.a, p.a);
        if (!p.cells.single()) rebuilt.put(p.cells.b, p.b);
      }
      CHECK(rebuilt == g->board);
      // Each pair is free among the marbles placed before it (and itself): the order is the
      // generator's claim, checked here on the board being built.
      Board partial;
      for (const Placement& p : g->trace) {
        partial.put(p.cells.a, p.a);
        if (!p.cells.single()) partial.put(p.cells.b, p.b);
        CHECK(is_free(partial, p.cells.a));
        if (!p.cells.single()) CHECK(is_free(partial, p.cells.b));
      }
      Rng again(seed);
      CHECK(generate_pair_stack(t, again)->board == g->board);
    }
}

TEST_CASE("sigmar pair-stack: without the rim constraint vitae and mors may go anywhere") {
  PairStackOptions o;
  o.no_vitae_mors_on_rim = false;
  int on_rim = 0;
  for (std::uint64_t seed = 0; seed < 10; ++seed) {
    Rng rng(seed);
    const auto g = generate_pair_stack(rings_template(), rng, o);
    REQUIRE(g.has_value());
    CHECK(check_solution(g->board, g->solution).empty());
    for (int c = 0; c < kCells; ++c)
      on_rim += g->board.has(c) && ring_of(c) == kSide - 1 &&
                (g->board.kind(c) == Kind::vitae || g->board.kind(c) == Kind::mors);
  }
  CHECK(on_rim > 0);
}

namespace {

// The thesis's ISPLACEABLE (Algorithm 2), written out again: three contiguous neighbours, each
// filled or outside the template (off the board counts as outside). The empty centre is in the
// template, so it blocks until gold is on it.
bool thesis_placeable(const Template& t, const Board& board, int c) {
  if (!t.has(c) || board.has(c)) return false;
  const auto& nb = neighbours(c);
  for (int k = 0; k < 6; ++k) {
    bool run = true;
    for (int d = 0; d < 3; ++d) {
      const int n = nb[(k + d) % 6];
      if (n != kNoCell && t.has(n) && !board.has(n)) run = false;
    }
    if (run) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("sigmar linear: the dead end of the thesis's algorithm, symmetric-6 seed 51 (docs/SIGMAR.md)") {
  // sigmar_bench linear-restarts' earliest dead end on symmetric-6: the template from
  // Rng(51, 1), the generator from Rng(51).
  Rng trng(51, 1);
  const Template t = make_template("symmetric-6", trng);
  Rng rng(51);
  const LinearAttempt run = linear_attempt(t, rng);
  REQUIRE(run.dead_end);
  CHECK(run.generated.trace.size() == 25);  // 25 pairs down, gold not among them
  CHECK(run.pairs_left == 2);
  CHECK(run.metals_placed == 4);  // silver's pair is still to come, so gold may not go down
  CHECK_FALSE(run.gold_placed);
  REQUIRE(run.frontier.size() == 1);
  CHECK(cell_name(run.frontier[0]) == "f2");
  // What is left is a corridor along row f from f2 to the centre: f2, f3, f4, f5 and f6.
  std::vector<std::string> empty;
  for (int c = 0; c < kCells; ++c)
    if (t.has(c) && !run.generated.board.has(c)) empty.push_back(cell_name(c));
  CHECK(empty == std::vector<std::string>{"f2", "f3", "f4", "f5", "f6"});
  // By the thesis's own test only f2 is placeable: f3..f5 have two filled neighbours on each
  // side (never three in a row), the centre may only take gold. So Algorithm 3 would draw pos1 =
  // f2 and repeat drawing pos2 until it differs: for ever.
  for (int c = 0; c < kCells; ++c)
    if (c != kCentre) CHECK(thesis_placeable(t, run.generated.board, c) == (cell_name(c) == "f2"));
  CHECK(thesis_placeable(t, run.generated.board, kCentre));  // free for gold, but silver is not down
  // generate_linear starts over: its second attempt dead-ends too, the third makes the board.
  Rng again(51);
  const Generated g = generate_linear(t, again);
  CHECK(g.attempts == 3);
  CHECK(check_solution(g.board, g.solution).empty());
}

TEST_CASE("sigmar linear: every dead end is one frontier cell with gold not yet down") {
  int dead_ends = 0;
  for (const std::string name : {"symmetric-6", "star", "wheel"})
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
      Rng trng(seed, 1);
      const Template t = make_template(name, trng);
      Rng rng(seed);
      const LinearAttempt run = linear_attempt(t, rng);
      if (!run.dead_end) continue;
      ++dead_ends;
      CHECK(run.frontier.size() == 1);
      CHECK_FALSE(run.gold_placed);
      CHECK(run.metals_placed < kMetals - 1);
      for (int c = 0; c < kCells; ++c)
        if (c != kCentre) CHECK(thesis_placeable(t, run.generated.board, c) == (c == run.frontier[0]));
    }
  CHECK(dead_ends > 0);
}
