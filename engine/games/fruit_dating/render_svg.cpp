#include "games/fruit_dating/render_svg.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <utility>
#include <vector>
#include <string>

#include "core/svg_writer.hpp"
#include "games/fruit_dating/info.hpp"

namespace puzzlelab::fruit_dating {

namespace {

constexpr double kCell = 44;
constexpr double kMargin = 12;
constexpr double kKey = 28;

const SvgAttributes kLine = {{"stroke", "#000"}, {"stroke-width", "1"}};

void wall(SvgWriter& svg, double x, double y) {
  svg.rect(x, y, kCell, kCell, {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "1"}});
  // Diagonal hatching: lines of slope 1 every 8 units, clipped to the tile by hand.
  for (double d = 8; d < 2 * kCell; d += 8) {
    const double x1 = x + std::max(0.0, d - kCell), y1 = y + std::min(d, kCell);
    const double x2 = x + std::min(d, kCell), y2 = y + std::max(0.0, d - kCell);
    svg.line(x1, y1, x2, y2, kLine);
  }
}

void mud(SvgWriter& svg, double x, double y) {
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) svg.circle(x + 6 + i * 10.5 + (j % 2) * 5, y + 6 + j * 10.5, 1.3, {{"fill", "#000"}});
}

std::string initial(int colour) {
  std::string name = colour_name(colour);
  // The six names start with six different letters: red, yellow, green, purple, orange, blue.
  return std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(name[0]))));
}

void thing(SvgWriter& svg, Thing t, double cx, double cy) {
  const SvgAttributes body = {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "2"}};
  if (is_fruit(t) || is_spoiled(t)) {
    svg.circle(cx, cy, kCell * 0.36, body);
    svg.text(cx, cy, initial(colour_of(t)), 15, {{"font-weight", "bold"}});
    if (is_spoiled(t)) svg.line(cx - 14, cy + 14, cx + 14, cy - 14, {{"stroke", "#000"}, {"stroke-width", "2"}});
  } else if (is_obstacle(t)) {
    svg.rect(cx - kCell * 0.38, cy - kCell * 0.3, kCell * 0.76, kCell * 0.6,
             {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "2"}, {"rx", "3"}});
    svg.text(cx, cy, t == kStone ? "stone" : (t == kCar ? "car" : "barrel"), 9);
  } else if (is_hedgehog(t)) {
    std::vector<std::pair<double, double>> spikes;
    for (int i = 0; i < 16; ++i) {
      const double a = i * 3.14159265358979323846 / 8, r = i % 2 == 0 ? kCell * 0.4 : kCell * 0.3;
      spikes.emplace_back(cx + std::cos(a) * r, cy + std::sin(a) * r);
    }
    svg.polygon(spikes, {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "1.5"}});
    svg.text(cx, cy, t == kHedgehogAwake ? "awake" : "hedge", 8);
  } else if (is_anteater(t)) {
    // A triangle pointing where it faces.
    const Dir d = facing_of(t);
    const double dx = d == Dir::right ? 1 : (d == Dir::left ? -1 : 0),
                 dy = d == Dir::down ? 1 : (d == Dir::up ? -1 : 0);
    const double r = kCell * 0.38;
    svg.polygon({{cx + dx * r, cy + dy * r},
                 {cx - dx * r * 0.7 - dy * r * 0.8, cy - dy * r * 0.7 + dx * r * 0.8},
                 {cx - dx * r * 0.7 + dy * r * 0.8, cy - dy * r * 0.7 - dx * r * 0.8}},
                {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "2"}});
    svg.text(cx - dx * 4, cy - dy * 4, "ant", 8);
  }
}

// An arrow across the border a one-way sits on, pointing the way objects may cross it.
void one_way(SvgWriter& svg, const OneWay& w, double grid_x, double grid_y) {
  const bool vertical = w.allowed == Dir::right || w.allowed == Dir::left;
  const double bx = grid_x + (w.column + (vertical ? 1.0 : 0.5)) * kCell;
  const double by = grid_y + (w.row + (vertical ? 0.5 : 1.0)) * kCell;
  const double dx = w.allowed == Dir::right ? 1 : (w.allowed == Dir::left ? -1 : 0);
  const double dy = w.allowed == Dir::down ? 1 : (w.allowed == Dir::up ? -1 : 0);
  const SvgAttributes thick = {{"stroke", "#000"}, {"stroke-width", "4"}};
  if (vertical) {
    svg.line(bx, by - kCell * 0.45, bx, by + kCell * 0.45, thick);
  } else {
    svg.line(bx - kCell * 0.45, by, bx + kCell * 0.45, by, thick);
  }
  const double tip = 9;
  svg.polygon({{bx + dx * tip, by + dy * tip},
               {bx - dx * tip - dy * 7, by - dy * tip + dx * 7},
               {bx - dx * tip + dy * 7, by - dy * tip - dx * 7}},
              {{"fill", "#000"}});
}

}  // namespace

std::string render_svg(const Board& board) {
  const double grid_x = kMargin, grid_y = kMargin;
  const double width = std::max(2 * kMargin + board.width * kCell, 2 * kMargin + 3 * 110.0);
  SvgWriter svg(width, grid_y + board.height * kCell + kKey * 2 + kMargin);
  svg.title("Fruit Dating: a grid of " + std::to_string(board.width) + " x " + std::to_string(board.height) +
            " tiles with walls, fruit and what else stands on them");
  for (int tile = 0; tile < board.tiles(); ++tile) {
    const double x = grid_x + board.column_of(tile) * kCell, y = grid_y + board.row_of(tile) * kCell;
    if (board.ground[tile] == Ground::wall) {
      wall(svg, x, y);
      continue;
    }
    svg.rect(x, y, kCell, kCell, {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "0.5"}});
    if (board.ground[tile] == Ground::mud) mud(svg, x, y);
    if (board.things[tile] != kEmpty) thing(svg, board.things[tile], x + kCell / 2, y + kCell / 2);
  }
  for (const OneWay& w : one_ways(board)) one_way(svg, w, grid_x, grid_y);
  // The key: each colour's initial and name, three to a line.
  const double key_y = grid_y + board.height * kCell + 8;
  for (int c = 0; c < kColours; ++c) {
    const double x = kMargin + (c % 3) * 110, y = key_y + (c / 3 + 0.5) * kKey;
    svg.circle(x + 11, y, 10, {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "1.5"}});
    svg.text(x + 11, y, initial(c), 10, {{"font-weight", "bold"}});
    svg.text(x + 26, y, colour_name(c), 12, {{"text-anchor", "start"}});
  }
  return svg.str();
}

}  // namespace puzzlelab::fruit_dating
