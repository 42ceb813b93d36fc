#include "games/pretzel/render_svg.hpp"

#include <cmath>
#include <numbers>
#include <utility>
#include <vector>

#include "core/svg_writer.hpp"
#include "games/pretzel/info.hpp"

namespace puzzlelab::pretzel {

namespace {

constexpr double kCardW = 40;
constexpr double kCardH = 56;
constexpr double kGap = 6;
constexpr double kMargin = 12;
constexpr double kRowLabel = 104;  // "row 3: diamonds" left of the aces
constexpr double kHeading = 18;    // column numbers above

// The suit's sign centred on (cx, cy), about 2r across: the four French suits, then a star, a
// crescent moon, a triangle and a hexagon (the names info.cpp gives them), all as filled shapes
// so that they print the same with any font.
void suit_sign(SvgWriter& svg, int suit, double cx, double cy, double r) {
  const SvgAttributes ink = {{"fill", "#000"}};
  const auto n = [](double v) { return svg_number(v); };
  switch (suit) {
    case 0:  // spade: an upside-down heart on a stem
      svg.path("M" + n(cx) + " " + n(cy - r) + " C" + n(cx + r * 1.4) + " " + n(cy - r * 0.1) + " " + n(cx + r * 0.6) +
                   " " + n(cy + r * 0.9) + " " + n(cx) + " " + n(cy + r * 0.35) + " C" + n(cx - r * 0.6) + " " +
                   n(cy + r * 0.9) + " " + n(cx - r * 1.4) + " " + n(cy - r * 0.1) + " " + n(cx) + " " + n(cy - r) +
                   "Z",
               ink);
      svg.polygon({{cx, cy + r * 0.2}, {cx + r * 0.4, cy + r}, {cx - r * 0.4, cy + r}}, ink);
      break;
    case 1:  // heart
      svg.path("M" + n(cx) + " " + n(cy + r) + " C" + n(cx - r * 1.5) + " " + n(cy - r * 0.1) + " " + n(cx - r * 0.6) +
                   " " + n(cy - r * 1.2) + " " + n(cx) + " " + n(cy - r * 0.45) + " C" + n(cx + r * 0.6) + " " +
                   n(cy - r * 1.2) + " " + n(cx + r * 1.5) + " " + n(cy - r * 0.1) + " " + n(cx) + " " + n(cy + r) +
                   "Z",
               ink);
      break;
    case 2: svg.polygon({{cx, cy - r}, {cx + r * 0.7, cy}, {cx, cy + r}, {cx - r * 0.7, cy}}, ink); break;
    case 3:  // club: three leaves and a stem
      svg.circle(cx, cy - r * 0.45, r * 0.4, ink);
      svg.circle(cx - r * 0.48, cy + r * 0.12, r * 0.4, ink);
      svg.circle(cx + r * 0.48, cy + r * 0.12, r * 0.4, ink);
      svg.polygon({{cx, cy}, {cx + r * 0.35, cy + r}, {cx - r * 0.35, cy + r}}, ink);
      break;
    case 4: {
      std::vector<std::pair<double, double>> star;
      for (int i = 0; i < 10; ++i) {
        const double a = -std::numbers::pi / 2 + i * std::numbers::pi / 5, radius = i % 2 == 0 ? r : r * 0.42;
        star.emplace_back(cx + std::cos(a) * radius, cy + 0.08 * r + std::sin(a) * radius);
      }
      svg.polygon(star, ink);
      break;
    }
    case 5:  // crescent: a disc with a white disc over its right side
      svg.circle(cx, cy, r * 0.9, ink);
      svg.circle(cx + r * 0.45, cy - r * 0.15, r * 0.72, {{"fill", "#fff"}});
      break;
    case 6:
      svg.polygon({{cx, cy - r * 0.9}, {cx + r * 0.95, cy + r * 0.75}, {cx - r * 0.95, cy + r * 0.75}}, ink);
      break;
    default: {
      std::vector<std::pair<double, double>> hexagon;
      for (int i = 0; i < 6; ++i)
        hexagon.emplace_back(cx + std::cos(i * std::numbers::pi / 3) * r * 0.9,
                             cy + std::sin(i * std::numbers::pi / 3) * r * 0.9);
      svg.polygon(hexagon, ink);
      break;
    }
  }
}

void card(SvgWriter& svg, double x, double y, int suit, int rank, int ranks, bool ace) {
  svg.rect(x, y, kCardW, kCardH,
           {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", ace ? "1" : "1.5"}, {"rx", "4"}});
  svg.text(x + kCardW / 2, y + 16, rank_label(rank, ranks), 17, {{"font-weight", "bold"}});
  suit_sign(svg, suit, x + kCardW / 2, y + 38, 8);
}

}  // namespace

std::string render_svg(const Board& board) {
  const Shape& shape = board.shape;
  const double aces_x = kMargin + kRowLabel, grid_x = aces_x + kCardW + 3 * kGap;
  const double grid_y = kMargin + kHeading;
  const double width = grid_x + shape.ranks * (kCardW + kGap) - kGap + kMargin;
  SvgWriter svg(width, grid_y + shape.suits * (kCardH + kGap) - kGap + kMargin);
  svg.title("Pretzel: " + std::to_string(shape.suits) + " rows of cards, the aces on the left, " +
            std::to_string(shape.suits) + " holes");
  svg.text(aces_x + kCardW / 2, kMargin + kHeading / 2 - 2, "aces", 11, {{"font-style", "italic"}});
  for (int column = 0; column < shape.ranks; ++column)
    svg.text(grid_x + column * (kCardW + kGap) + kCardW / 2, kMargin + kHeading / 2 - 2, std::to_string(column + 1),
             11);
  for (int row = 0; row < shape.suits; ++row) {
    const double y = grid_y + row * (kCardH + kGap);
    svg.text(kMargin, y + kCardH / 2, "row " + std::to_string(row + 1) + ": " + suit_name(row), 11,
             {{"text-anchor", "start"}});
    card(svg, aces_x, y, row, 1, shape.ranks, true);
    for (int column = 0; column < shape.ranks; ++column) {
      const double x = grid_x + column * (kCardW + kGap);
      const Card c = board.at(row, column);
      if (c == kHole) {
        svg.rect(
            x + 2, y + 2, kCardW - 4, kCardH - 4,
            {{"fill", "none"}, {"stroke", "#000"}, {"stroke-width", "1"}, {"stroke-dasharray", "4 3"}, {"rx", "4"}});
      } else {
        card(svg, x, y, suit_of(c), rank_of(c), shape.ranks, false);
      }
    }
  }
  return svg.str();
}

}  // namespace puzzlelab::pretzel
