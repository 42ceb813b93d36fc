// Fruit Dating's generator (engine/games/fruit_dating/candidate.hpp, setups.hpp): the article's
// walls and weighted placement, its trace, and generate-and-test within the requested range.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "games/fruit_dating/candidate.hpp"
#include "games/fruit_dating/rules.hpp"
#include "games/fruit_dating/setups.hpp"
#include "games/fruit_dating/solver.hpp"

using namespace puzzlelab;
using namespace puzzlelab::fruit_dating;

namespace {

// The floor tiles reachable from the first one, and all floor tiles.
std::pair<int, int> reachable_and_floor(const Board& b) {
  std::vector<bool> seen(b.tiles(), false);
  int floor = 0, first = -1;
  for (int t = 0; t < b.tiles(); ++t)
    if (b.ground[t] != Ground::wall) {
      ++floor;
      if (first < 0) first = t;
    }
  if (first < 0) return {0, 0};
  std::vector<int> todo = {first};
  seen[first] = true;
  int reached = 0;
  while (!todo.empty()) {
    const int at = todo.back();
    todo.pop_back();
    ++reached;
    for (Dir d : kDirs) {
      const int n = b.step(at, d);
      if (n >= 0 && !seen[n] && b.ground[n] != Ground::wall) {
        seen[n] = true;
        todo.push_back(n);
      }
    }
  }
  return {reached, floor};
}

// Replays a trace on an empty board of the same size.
Board replay_trace(const Trace& trace, int width, int height) {
  Board b = empty_board(width, height);
  for (const GeneratorStep& step : trace.steps) {
    switch (step.kind) {
      case GeneratorStep::Kind::border:
      case GeneratorStep::Kind::wall_part:
      case GeneratorStep::Kind::inner_wall:
      case GeneratorStep::Kind::fill_area:
        for (int t : step.tiles) b.ground[t] = Ground::wall;
        break;
      case GeneratorStep::Kind::place:
        if (step.mud) b.ground[step.tiles[0]] = Ground::mud;
        b.things[step.tiles[0]] = step.thing;
        break;
      case GeneratorStep::Kind::one_way: add_one_way(b, step.border); break;
    }
  }
  return b;
}

int image_of(const Board& b, std::uint8_t symmetry, int tile) {
  int r = b.row_of(tile), c = b.column_of(tile);
  if (symmetry & kRotate90) {
    const int nr = c;
    c = b.width - 1 - r;
    r = nr;
  }
  if (symmetry & kFlipColumns) c = b.width - 1 - c;
  if (symmetry & kFlipRows) r = b.height - 1 - r;
  return b.index(r, c);
}

void check_level_invariants(const Board& level, const GeneratorParams& params, const Trace& trace) {
  CAPTURE(format_board(level));
  CHECK(level.width == params.candidate.width);
  CHECK(level.height == params.candidate.height);
  // Solid border.
  for (int t = 0; t < level.tiles(); ++t) {
    const int r = level.row_of(t), c = level.column_of(t);
    if (r == 0 || c == 0 || r == level.height - 1 || c == level.width - 1) CHECK(level.ground[t] == Ground::wall);
  }
  // One connected area.
  const auto [reached, floor] = reachable_and_floor(level);
  CHECK(reached == floor);
  // Things only on floor (never on walls, never on mud); every colour in pairs.
  std::array<int, kColours> per_colour{};
  for (int t = 0; t < level.tiles(); ++t) {
    const Thing thing = level.things[t];
    if (thing == kEmpty) continue;
    CHECK(level.ground[t] == Ground::floor);
    CHECK(!is_spoiled(thing));
    CHECK(thing != kHedgehogAwake);
    if (is_fruit(thing)) ++per_colour[colour_of(thing)];
  }
  int pairs = 0;
  for (int n : per_colour) {
    CHECK((n == 0 || n == 2));
    pairs += n / 2;
  }
  CHECK(pairs >= 1);
  // One-ways only between floor tiles.
  for (const OneWay& w : one_ways(level)) {
    const int t = level.index(w.row, w.column);
    const int n = level.step(t, w.allowed == Dir::right || w.allowed == Dir::left ? Dir::right : Dir::down);
    CHECK(level.ground[t] != Ground::wall);
    CHECK(level.ground[n] != Ground::wall);
  }
  if (!params.candidate.features) {
    for (int t = 0; t < level.tiles(); ++t) {
      CHECK(level.ground[t] != Ground::mud);
      CHECK(!is_hedgehog(level.things[t]));
      CHECK(!is_anteater(level.things[t]));
    }
    CHECK(one_ways(level).empty());
  }
  // The shortest solution, found again without limits, lies in the range and is the trace's.
  BudgetMeter meter(Budget{});
  const SolveResult r = solve(level, meter);
  REQUIRE(r.status == Status::solved);
  CHECK(static_cast<int>(r.moves.size()) == trace.shortest);
  CHECK(trace.shortest >= params.min_moves);
  CHECK(trace.shortest <= params.max_moves);
  // The trace, replayed, ends on the level.
  CHECK(replay_trace(trace, level.width, level.height) == level);
}

}  // namespace

TEST_CASE("generated levels: solid border, one area, things on floor, pairs, shortest solution in range") {
  std::vector<GeneratorParams> configs(4);
  configs[1].candidate.features = false;
  configs[1].min_moves = 3;
  configs[1].max_moves = 6;
  configs[2].candidate.width = 6;
  configs[2].candidate.height = 6;
  configs[2].min_moves = 4;
  configs[2].max_moves = 8;
  configs[3].candidate.width = 8;
  configs[3].candidate.height = 5;
  configs[3].min_moves = 2;
  configs[3].max_moves = 9;
  for (const GeneratorParams& params : configs) {
    for (std::uint64_t seed = 0; seed < 25; ++seed) {
      CAPTURE(seed);
      Trace trace;
      const Board level = generate(params, seed, Budget{}, &trace);
      check_level_invariants(level, params, trace);
      CHECK(trace.candidates >= 1);
    }
  }
}

TEST_CASE("a seed names one level; different seeds give different levels") {
  GeneratorParams params;
  std::set<std::string> seen;
  for (std::uint64_t seed = 0; seed < 20; ++seed) {
    const std::string first = format_board(generate(params, seed, Budget{}));
    CHECK(format_board(generate(params, seed, Budget{})) == first);
    seen.insert(first);
  }
  CHECK(seen.size() == 20);
}

TEST_CASE("walls are painted with the drawn symmetry, grown from the border in shorter parts") {
  int symmetric = 0, single = 0;
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    CandidateOptions options;
    options.width = seed % 3 == 0 ? 7 : 8;
    options.height = 8;
    Rng rng(seed);
    Trace trace;
    const Board walls = draw_walls(options, rng, trace);
    CAPTURE(seed);
    if (options.width != options.height) CHECK((trace.symmetry & kRotate90) == 0);
    (trace.symmetry == 0 ? single : symmetric) += 1;
    int last_wall = 0, last_length = 0;
    for (const GeneratorStep& step : trace.steps) {
      if (step.kind == GeneratorStep::Kind::wall_part || step.kind == GeneratorStep::Kind::inner_wall) {
        // Every painted tile is inside the border; with a symmetry its image is wall too.
        for (int t : step.tiles) {
          CHECK(walls.row_of(t) > 0);
          CHECK(walls.column_of(t) > 0);
          CHECK(walls.row_of(t) < walls.height - 1);
          CHECK(walls.column_of(t) < walls.width - 1);
          if (trace.symmetry == 0) continue;
          // t was painted as a tile (its image is wall) or as the image of one.
          bool paired = walls.ground[image_of(walls, trace.symmetry, t)] == Ground::wall;
          for (int u = 0; u < walls.tiles() && !paired; ++u)
            paired = image_of(walls, trace.symmetry, u) == t && walls.ground[u] == Ground::wall;
          CHECK(paired);
        }
      }
      if (step.kind == GeneratorStep::Kind::wall_part) {
        // Parts of one wall get shorter; a part paints at most its length (twice with an image).
        CHECK(step.length >= 1);
        CHECK(static_cast<int>(step.tiles.size()) <= step.length * (trace.symmetry != 0 ? 2 : 1));
        if (step.part > 1) {
          CHECK(step.wall == last_wall);
          CHECK(step.length < last_length);
        }
        last_wall = step.wall;
        last_length = step.length;
      }
    }
    // The walls leave one area.
    const auto [reached, floor] = reachable_and_floor(walls);
    CHECK(reached == floor);
    CHECK(floor > 0);
  }
  CHECK(symmetric > 50);
  CHECK(single > 50);
}

TEST_CASE("fruit and obstacles are placed by the article's weights") {
  // Spots: corridor end (three walls), corridor (two opposite), corner (two adjacent), open.
  const Board b = parse_board("#######/#.#...#/#.#...#/#.....#/#######");
  CHECK(spot_of(b, b.index(1, 1)) == Spot::corridor_end);
  CHECK(spot_of(b, b.index(2, 1)) == Spot::corridor);
  CHECK(spot_of(b, b.index(3, 1)) == Spot::corner);
  CHECK(spot_of(b, b.index(2, 4)) == Spot::open);
  CHECK(spot_of(b, b.index(1, 4)) == Spot::open);  // one wall
  CHECK(spot_of(b, b.index(1, 3)) == Spot::corner);
  for (std::uint64_t seed = 0; seed < 100; ++seed) {
    Rng rng(seed);
    Trace trace;
    CandidateOptions options;
    const Board level = draw_candidate(options, rng, trace);
    CHECK(trace.fruit_weights[3] >= 6);
    CHECK(trace.fruit_weights[3] <= 8);
    CHECK(trace.fruit_weights[2] >= 3);
    CHECK(trace.fruit_weights[2] <= 5);
    CHECK(trace.obstacle_density_percent <= 20);
    // Rebuild the walls to classify each fruit's spot; its weight is the article's.
    Board walls = level;
    std::fill(walls.things.begin(), walls.things.end(), kEmpty);
    for (int t = 0; t < walls.tiles(); ++t)
      if (walls.ground[t] == Ground::mud) walls.ground[t] = Ground::floor;
    for (const GeneratorStep& step : trace.steps) {
      if (step.kind != GeneratorStep::Kind::place || !is_fruit(step.thing)) continue;
      const Spot spot = spot_of(walls, step.tiles[0]);
      const int expected = spot == Spot::corridor_end ? trace.fruit_weights[3]
                           : spot == Spot::corner     ? trace.fruit_weights[2]
                           : spot == Spot::corridor   ? 2
                                                      : 1;
      CHECK(step.weight == expected);
      CHECK(step.weight <= step.total_weight);
    }
    // Hedgehogs and anteaters never in corridors.
    for (const GeneratorStep& step : trace.steps)
      if (step.kind == GeneratorStep::Kind::place && (is_hedgehog(step.thing) || is_anteater(step.thing)))
        CHECK(spot_of(walls, step.tiles[0]) != Spot::corridor);
  }
}

TEST_CASE("generator parameters and budget: bad ranges are refused, a spent budget is reported") {
  GeneratorParams params;
  params.min_moves = 9;
  params.max_moves = 8;
  CHECK_THROWS_AS(generate(params, 1, Budget{}), InputError);
  params.min_moves = 0;
  params.max_moves = 8;
  CHECK_THROWS_AS(generate(params, 1, Budget{}), InputError);
  params = GeneratorParams{};
  params.candidate.width = 9;
  CHECK_THROWS_AS(generate(params, 1, Budget{}), InputError);
  // A range no 4 x 4 board reaches: the budget runs out and says so.
  params = GeneratorParams{};
  params.candidate.width = 4;
  params.candidate.height = 4;
  params.min_moves = 25;
  params.max_moves = 30;
  Budget budget;
  budget.max_nodes = 20'000;
  try {
    generate(params, 1, budget);
    FAIL("no error");
  } catch (const InputError& e) {
    CHECK(e.code() == "budget_exhausted");
    CHECK(std::string(e.what()).find("25..30") != std::string::npos);
  }
}
