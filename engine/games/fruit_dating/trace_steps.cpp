#include "games/fruit_dating/trace_steps.hpp"

#include <string>

#include "games/fruit_dating/info.hpp"

namespace puzzlelab::fruit_dating {

namespace {

std::string tiles_text(std::size_t n) { return std::to_string(n) + (n == 1 ? " tile" : " tiles"); }

std::string where(const Board& b, int tile) {
  return "row " + std::to_string(b.row_of(tile) + 1) + ", column " + std::to_string(b.column_of(tile) + 1);
}

std::string symmetry_text(std::uint8_t symmetry) {
  if (symmetry == 0) return "Walls are painted one tile at a time.";
  std::string parts;
  const auto add = [&](const char* part) { parts += (parts.empty() ? "" : ", then ") + std::string(part); };
  if (symmetry & kRotate90) add("turned a quarter clockwise");
  if (symmetry & kFlipColumns) add("mirrored left-right");
  if (symmetry & kFlipRows) add("mirrored top-bottom");
  return "Walls are painted two tiles at a time: each tile and its image " + parts + ".";
}

std::string thing_text(Thing t, bool mud) {
  if (mud) return "Mud";
  if (is_fruit(t)) return std::string("A ") + colour_name(colour_of(t)) + " fruit";
  switch (t) {
    case kStone: return "A stone";
    case kCar: return "A car";
    case kBarrel: return "A barrel";
    case kHedgehog: return "A sleeping hedgehog";
    default: break;
  }
  if (is_anteater(t)) return std::string("An anteater facing ") + direction_name(facing_of(t));
  return "Something";
}

std::string spot_text(Spot spot) {
  switch (spot) {
    case Spot::corridor_end: return "a corridor end";
    case Spot::corner: return "a corner";
    case Spot::corridor: return "a corridor";
    case Spot::open: return "open floor";
    case Spot::closed: return "a closed tile";
  }
  return "open floor";
}

std::string one_way_text(const OneWay& w) {
  static constexpr char arrows[4] = {'>', '^', '<', 'v'};
  return std::string(1, static_cast<char>('1' + w.row)) + static_cast<char>('1' + w.column) +
         arrows[static_cast<int>(w.allowed)];
}

}  // namespace

std::vector<puzzlelab::TraceStep> trace_steps(const Trace& trace, const Board& level) {
  std::vector<puzzlelab::TraceStep> out;
  const std::vector<OneWay> final_one_ways = one_ways(level);
  const auto walls = [](const std::vector<int>& tiles) {
    std::vector<TracePlacement> placed;
    for (int t : tiles) placed.push_back({t, "#"});
    return placed;
  };
  bool mode_told = false;
  bool weights_told = false;
  for (const GeneratorStep& step : trace.steps) {
    puzzlelab::TraceStep s;
    switch (step.kind) {
      case GeneratorStep::Kind::border:
        s.kind = "border";
        s.caption = "The solid border: " + tiles_text(step.tiles.size()) + " of wall.";
        s.placed = walls(step.tiles);
        break;
      case GeneratorStep::Kind::wall_part:
      case GeneratorStep::Kind::inner_wall:
        if (!mode_told) {
          out.push_back({"paint-mode", symmetry_text(trace.symmetry), {}, {}, false});
          mode_told = true;
        }
        if (step.kind == GeneratorStep::Kind::wall_part) {
          s.kind = "wall";
          s.caption = "Wall " + std::to_string(step.wall) + ", part " + std::to_string(step.part) + ": length " +
                      std::to_string(step.length) + (step.part == 1 ? ", from the border" : ", across the last part") +
                      " (" + tiles_text(step.tiles.size()) + " painted).";
        } else {
          s.kind = "inner-wall";
          s.caption = "An inner wall where every 3x3 surrounding is free: " + tiles_text(step.tiles.size()) +
                      " collected, then painted at once.";
        }
        s.placed = walls(step.tiles);
        break;
      case GeneratorStep::Kind::fill_area:
        s.kind = "fill";
        s.caption = "A separate area of " + tiles_text(step.tiles.size()) + " filled: only the largest area stays.";
        s.placed = walls(step.tiles);
        break;
      case GeneratorStep::Kind::place:
      case GeneratorStep::Kind::one_way:
        if (!weights_told) {
          out.push_back({"weights",
                         "Fruit weights: corridor end " + std::to_string(trace.fruit_weights[3]) + ", corner " +
                             std::to_string(trace.fruit_weights[2]) + ", corridor " +
                             std::to_string(trace.fruit_weights[1]) + ", open " +
                             std::to_string(trace.fruit_weights[0]) + "; obstacles cover " +
                             std::to_string(trace.obstacle_density_percent) + "% of the floor.",
                         {},
                         {},
                         false});
          weights_told = true;
        }
        if (step.kind == GeneratorStep::Kind::place) {
          s.kind = "place";
          const Ground ground = step.mud ? Ground::mud : Ground::floor;
          s.caption = thing_text(step.thing, step.mud) + " on " + spot_text(step.spot) + " at " +
                      where(level, step.tiles[0]) + " (weight " + std::to_string(step.weight) + " of " +
                      std::to_string(step.total_weight) + ").";
          s.placed = {{step.tiles[0], std::string(1, tile_char(ground, step.thing))}};
        } else {
          s.kind = "one-way";
          int index = 0;
          while (index < static_cast<int>(final_one_ways.size()) && !(final_one_ways[index] == step.border)) ++index;
          s.caption = std::string("A one-way border crossed ") + direction_name(step.border.allowed) + "wards only, " +
                      (step.border.allowed == Dir::right || step.border.allowed == Dir::left ? "right of " : "below ") +
                      where(level, level.index(step.border.row, step.border.column)) + " (1 of " +
                      std::to_string(step.total_weight) + " borders).";
          s.placed = {{level.tiles() + index, one_way_text(step.border)}};
        }
        break;
    }
    out.push_back(std::move(s));
  }
  const std::uint64_t rejected = trace.candidates - 1;
  out.push_back({"test",
                 "Candidate " + std::to_string(trace.candidates) + " kept: its shortest solution takes " +
                     std::to_string(trace.shortest) + " moves (" + std::to_string(rejected) +
                     (rejected == 1 ? " candidate" : " candidates") +
                     " rejected: solved too quickly, too slowly or not at all).",
                 {},
                 {},
                 false});
  return out;
}

}  // namespace puzzlelab::fruit_dating
