#include "games/rush_hour/render_svg.hpp"

#include "core/svg_writer.hpp"

namespace puzzlelab::rush_hour {

namespace {

constexpr double kCell = 44;    // one cell
constexpr double kMargin = 14;  // around the frame
constexpr double kExit = 22;    // room right of the frame for the exit's arrow
constexpr double kGap = 4;      // between a vehicle and its cells' edges

}  // namespace

std::string render_svg(const Board& board) {
  const double side = kCell * board.size;
  SvgWriter svg(2 * kMargin + side + kExit, 2 * kMargin + side);
  svg.title("Rush Hour: " + format_board(board));
  const double x0 = kMargin, y0 = kMargin;
  for (int i = 1; i < board.size; ++i) {
    svg.line(x0 + kCell * i, y0, x0 + kCell * i, y0 + side, {{"stroke", "#999"}, {"stroke-width", "0.75"}});
    svg.line(x0, y0 + kCell * i, x0 + side, y0 + kCell * i, {{"stroke", "#999"}, {"stroke-width", "0.75"}});
  }
  // The frame, open on the right where the exit row leaves it.
  const double exit_top = y0 + kCell * board.vehicles[0].line, exit_bottom = exit_top + kCell;
  const SvgAttributes frame = {{"stroke", "#000"}, {"stroke-width", "3"}, {"fill", "none"}};
  svg.path("M " + svg_number(x0 + side) + " " + svg_number(exit_top) + " V " + svg_number(y0) + " H " + svg_number(x0) +
               " V " + svg_number(y0 + side) + " H " + svg_number(x0 + side) + " V " + svg_number(exit_bottom),
           frame);
  const double ay = (exit_top + exit_bottom) / 2, ax = x0 + side + 4;
  svg.polygon({{ax, ay - 7}, {ax + kExit - 8, ay}, {ax, ay + 7}}, {{"fill", "#000"}});
  for (const std::uint8_t wall : board.walls) {
    const double x = x0 + kCell * (wall % board.size), y = y0 + kCell * (wall / board.size);
    svg.rect(x + 1, y + 1, kCell - 2, kCell - 2, {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "1.5"}});
    // Hatched: a wall reads as solid without a fill.
    for (int k = 1; k < 4; ++k)
      svg.line(x + kCell * k / 4, y + 2, x + 2, y + kCell * k / 4, {{"stroke", "#000"}, {"stroke-width", "1"}});
    svg.line(x + kCell - 2, y + 2, x + 2, y + kCell - 2, {{"stroke", "#000"}, {"stroke-width", "1"}});
  }
  for (const Vehicle& v : board.vehicles) {
    const int row = v.horizontal ? v.line : v.offset, column = v.horizontal ? v.offset : v.line;
    const double w = kCell * (v.horizontal ? v.length : 1) - 2 * kGap;
    const double h = kCell * (v.horizontal ? 1 : v.length) - 2 * kGap;
    const double x = x0 + kCell * column + kGap, y = y0 + kCell * row + kGap;
    const bool red = v.letter == 'A';
    svg.rect(x, y, w, h, {{"rx", "7"}, {"fill", red ? "#000" : "#fff"}, {"stroke", "#000"}, {"stroke-width", "2"}});
    svg.text(x + w / 2, y + h / 2, std::string(1, v.letter), 18, {{"fill", red ? "#fff" : "#000"}});
  }
  return svg.str();
}

}  // namespace puzzlelab::rush_hour
