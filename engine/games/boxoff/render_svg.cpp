#include "games/boxoff/render_svg.hpp"

#include <cmath>
#include <numbers>
#include <utility>
#include <vector>

#include "core/svg_writer.hpp"
#include "games/boxoff/info.hpp"

namespace puzzlelab::boxoff {

namespace {

constexpr double kCell = 44;
constexpr double kMargin = 12;
constexpr double kLabels = 20;   // column letters above, row numbers on the left
constexpr double kKeyLine = 22;  // one line of the key under the grid

using Points = std::vector<std::pair<double, double>>;

Points regular(double cx, double cy, double r, int corners, double turn) {
  Points out;
  for (int i = 0; i < corners; ++i) {
    const double a = turn + i * 2 * std::numbers::pi / corners;
    out.emplace_back(cx + std::cos(a) * r, cy + std::sin(a) * r);
  }
  return out;
}

// The symbol of colour k centred on (cx, cy), about 2r across: the same shapes as the app's.
void symbol(SvgWriter& svg, int colour, double cx, double cy, double r) {
  const SvgAttributes ink = {{"fill", "#000"}};
  switch (colour % kMaxColours) {
    case 0: svg.circle(cx, cy, r * 0.8, ink); break;
    case 1: svg.rect(cx - r * 0.7, cy - r * 0.7, r * 1.4, r * 1.4, ink); break;
    case 2:
      svg.polygon({{cx, cy - r * 0.92}, {cx + r * 0.95, cy + r * 0.72}, {cx - r * 0.95, cy + r * 0.72}}, ink);
      break;
    case 3: svg.polygon({{cx, cy - r}, {cx + r * 0.8, cy}, {cx, cy + r}, {cx - r * 0.8, cy}}, ink); break;
    case 4: {
      Points star;
      for (int i = 0; i < 10; ++i) {
        const double a = -std::numbers::pi / 2 + i * std::numbers::pi / 5, radius = i % 2 == 0 ? r : r * 0.42;
        star.emplace_back(cx + std::cos(a) * radius, cy + 0.08 * r + std::sin(a) * radius);
      }
      svg.polygon(star, ink);
      break;
    }
    case 5: {
      const double d = r * 0.7;
      const SvgAttributes stroke = {{"stroke", "#000"}, {"stroke-width", svg_number(r * 0.42)}};
      svg.line(cx - d, cy - d, cx + d, cy + d, stroke);
      svg.line(cx - d, cy + d, cx + d, cy - d, stroke);
      break;
    }
    case 6: svg.polygon(regular(cx, cy, r * 0.88, 6, 0), ink); break;
    default: {
      const double d = r * 0.85, w = r * 0.22;
      svg.rect(cx - d, cy - w, 2 * d, 2 * w, ink);
      svg.rect(cx - w, cy - d, 2 * w, 2 * d, ink);
      break;
    }
  }
}

}  // namespace

std::string render_svg(const Board& board) {
  const double grid_x = kMargin + kLabels, grid_y = kMargin + kLabels;
  const double grid_w = board.cols * kCell, grid_h = board.rows * kCell;
  const double key_y = grid_y + grid_h + 14;
  const double width = std::max(grid_x + grid_w + kMargin, 2 * kMargin + 220.0);
  SvgWriter svg(width, key_y + board.colours * kKeyLine + kMargin);
  svg.title("BoxOff: a grid of " + std::to_string(board.rows) + " x " + std::to_string(board.cols) +
            " squares, each colour of token drawn with its own symbol");
  for (int c = 0; c < board.cols; ++c)
    svg.text(grid_x + (c + 0.5) * kCell, kMargin + kLabels / 2, std::string(1, static_cast<char>('a' + c)), 12);
  for (int r = 0; r < board.rows; ++r)
    svg.text(kMargin + kLabels / 2, grid_y + (r + 0.5) * kCell, std::to_string(r + 1), 12);
  svg.rect(grid_x, grid_y, grid_w, grid_h, {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "2"}});
  for (int c = 1; c < board.cols; ++c)
    svg.line(grid_x + c * kCell, grid_y, grid_x + c * kCell, grid_y + grid_h,
             {{"stroke", "#000"}, {"stroke-width", "0.5"}});
  for (int r = 1; r < board.rows; ++r)
    svg.line(grid_x, grid_y + r * kCell, grid_x + grid_w, grid_y + r * kCell,
             {{"stroke", "#000"}, {"stroke-width", "0.5"}});
  for (int square = 0; square < board.rows * board.cols; ++square) {
    const int colour = board.colour_at(square);
    if (colour < 0) continue;
    const double cx = grid_x + (square % board.cols + 0.5) * kCell, cy = grid_y + (square / board.cols + 0.5) * kCell;
    svg.circle(cx, cy, kCell * 0.4, {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "1.5"}});
    symbol(svg, colour, cx, cy, kCell * 0.22);
  }
  // The key: symbol, colour name (as the app paints it) and the board text's letter.
  for (int k = 0; k < board.colours; ++k) {
    const double y = key_y + (k + 0.5) * kKeyLine;
    svg.circle(grid_x + 9, y, 9, {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "1"}});
    symbol(svg, k, grid_x + 9, y, 5);
    svg.text(grid_x + 26, y, std::string(colour_name(k)) + " " + symbol_name(k) + " (" + board.letters[k] + ")", 12,
             {{"text-anchor", "start"}});
  }
  return svg.str();
}

}  // namespace puzzlelab::boxoff
