#include "games/fruit_dating/info.hpp"

#include <array>

#include "core/input_error.hpp"
#include "games/fruit_dating/setups.hpp"

namespace puzzlelab::fruit_dating {

namespace {

GameInfo make_info() {
  const GeneratorParams defaults;
  GameInfo info;
  info.name = "fruit-dating";
  info.title = "Fruit Dating";
  info.params = {
      variant_param({{"standard", "Tilt rules as in docs/FRUIT_DATING.md: matches and anteaters after every slide."}}),
      ParamSpec::whole_number("width", "tiles per row, the solid border included", kMinSize, kMaxSize,
                              defaults.candidate.width),
      ParamSpec::whole_number("height", "rows of tiles, the solid border included", kMinSize, kMaxSize,
                              defaults.candidate.height),
      ParamSpec::choice("features", "which features generated levels may have",
                        {{"all", "one-way borders, anteaters, mud and sleeping hedgehogs may appear"},
                         {"basic", "fruit, walls and obstacles only (the article's first levels)"}}),
      ParamSpec::whole_number("min_moves", "generated levels need at least this many moves (shorter ones are trivial)",
                              kMinMoves, kMaxMoves, defaults.min_moves),
      ParamSpec::whole_number("max_moves", "generated levels need at most this many moves", kMinMoves, kMaxMoves,
                              defaults.max_moves),
  };
  info.presets = {
      {"first-levels",
       "8 x 8, fruit and obstacles only, solved in 3 to 6 moves.",
       {{"features", "basic"}, {"min_moves", 3}, {"max_moves", 6}}},
      {"features",
       "8 x 8 with every feature, solved in 6 to 12 moves (the benchmark's range).",
       {{"min_moves", 6}, {"max_moves", 12}}},
      {"small",
       "6 x 6 (4 x 4 to play on) with every feature, solved in 4 to 8 moves.",
       {{"width", 6}, {"height", 6}, {"min_moves", 4}, {"max_moves", 8}}},
      {"long", "8 x 8 with every feature, solved in 12 to 18 moves.", {{"min_moves", 12}, {"max_moves", 18}}},
  };
  info.setups = setup_specs(all_setups());
  info.lab_setup_ms = {{"article", 47}};
  info.lab_effort_ms = 1900;
  info.solvers = {
      {"uniform-cost",
       "Uniform-cost (breadth-first) search with duplicate detection: a shortest solution, or "
       "unsolvable once every reachable position is examined."},
      {kCappedDfsSolver,
       "The article's intermediate solver: depth-first search on a stack, each position kept with its depth and "
       "revisited only at a smaller depth, stopping at the first solution; re-run with a depth cap one below that "
       "solution's length (first cap 30) until a run finds none. Same answers, more positions expanded."},
  };
  info.metrics = {
      {"board", "string", "the board, normalized"},
      {"width", "whole number", "tiles per row, border included"},
      {"height", "whole number", "rows, border included"},
      {"status", "string", "solved, unsolvable or unknown (the budget or memory ran out)"},
      {"min_length", "whole number or null", "moves in a shortest solution, when solved"},
      {"states", "whole number", "positions the solver stored"},
      {"expanded", "whole number", "positions the uniform-cost search expanded"},
      {"capped_dfs_expanded", "whole number or null",
       "positions the capped depth-first solver expanded over all its runs (null: it did not finish)"},
      {"capped_dfs_runs", "whole number or null", "runs of the capped depth-first solver (the first and the reruns)"},
      {"random_playout", "object", "one random playout, seeded from the board: solved, moves, ended, max_moves"},
      {"floor_tiles", "whole number", "tiles that are not wall"},
      {"fruit", "whole number", "fruit on the board"},
      {"colours", "whole number", "fruit colours on the board"},
      {"obstacles", "whole number", "stones, cars and barrels"},
      {"mud", "whole number", "mud tiles"},
      {"hedgehogs", "whole number", "hedgehogs"},
      {"anteaters", "whole number", "anteaters"},
      {"one_ways", "whole number", "one-way borders"},
      {"legal_moves", "whole number", "tilts that change the starting position"},
  };
  info.rules =
      "Match every fruit with a fruit of its colour. A move tilts the board: every fruit and obstacle (stone, car, "
      "barrel) slides that way until a wall, another object or a feature stops it. Fruit of one colour that end "
      "side by side are matched and leave the board. A tilt that changes nothing is not a move.\n"
      "One-way borders let objects cross in the direction of their arrow only. An anteater never moves; when a fruit "
      "is in front of it with nothing in between, it pulls the fruit next to itself. Mud stops fruit and spoils "
      "them (obstacles roll through). A sleeping hedgehog eats a fruit pushed into it, and goes back to sleep when "
      "an obstacle bumps it.\n"
      "A fruit that is eaten or spoiled gets no date: the level is then lost, so undo and try another way.";
  info.board_format =
      "Rows top to bottom separated by '/', one character per tile: # wall, . floor, ~ mud, a-f fruit (six colours), "
      "A-F a fruit spoiled in mud, o x u stone car barrel (O X U in mud), h hedgehog (H awake), > ^ < v anteater "
      "facing right up left down. The outer ring is wall; 4 to 8 tiles each way. Then ';RCa' per one-way border: "
      "row and column (1-based) of the tile left of it ('>' or '<': the direction allowed) or above it ('v' or '^'). "
      "Example: #######/#a..o.#/#.#..b#/#..~.##/#b.a..#/#######;23>";
  info.move_format = "The tilt: R, U, L or D (right, up, left, down).";
  return info;
}

}  // namespace

const GameInfo& game_info() {
  static const GameInfo info = make_info();
  return info;
}

const char* colour_name(int colour) {
  static const char* const names[kColours] = {"red", "yellow", "green", "purple", "orange", "blue"};
  return colour >= 0 && colour < kColours ? names[colour] : "?";
}

std::string describe_move(const Board& board, const std::string& move) {
  Dir d;
  try {
    d = parse_move(move);
  } catch (const InputError&) {
    return move;
  }
  std::string out = std::string("Tilt ") + direction_name(d) + " (" + format_move(d) + ")";
  Board after = board;
  if (is_solved(board) || is_lost(board) || !tilt(after, d)) return out;
  std::array<int, kColours> before_live{}, after_live{};
  int spoiled_before = 0, spoiled_after = 0, awake_before = 0, awake_after = 0;
  for (Thing t : board.things) {
    if (is_fruit(t)) ++before_live[colour_of(t)];
    spoiled_before += is_spoiled(t);
    awake_before += t == kHedgehogAwake;
  }
  for (Thing t : after.things) {
    if (is_fruit(t)) ++after_live[colour_of(t)];
    spoiled_after += is_spoiled(t);
    awake_after += t == kHedgehogAwake;
  }
  std::vector<std::string> events;
  for (int c = 0; c < kColours; ++c)
    if (before_live[c] - after_live[c] >= 2)
      events.push_back(std::string(colour_name(c)) + " fruit matched");
    else if (after_live[c] < before_live[c])
      events.push_back(std::string("a ") + colour_name(c) + " fruit is gone");
  if (spoiled_after > spoiled_before) events.push_back("a fruit is stuck in mud");
  if (awake_after > awake_before) events.push_back("a hedgehog eats a fruit");
  std::string joined;
  for (const auto& e : events) joined += (joined.empty() ? ": " : ", ") + e;
  out += joined;
  if (is_solved(after))
    out += "; solved";
  else if (is_lost(after))
    out += "; the level is lost";
  return out;
}

}  // namespace puzzlelab::fruit_dating
