#include "games/fujisan/render_svg.hpp"

#include <string>

#include "core/svg_writer.hpp"

namespace puzzlelab::fujisan {

namespace {

constexpr double kCell = 44;     // one space
constexpr double kMargin = 12;   // around everything
constexpr double kHeading = 30;  // the step numbers and the summit's label above the mountain
constexpr double kSlope = 36;    // the mountain's outline above the top row

double cell_x(int column) { return kMargin + column * kCell; }
double cell_y(int row) { return kMargin + kHeading + kSlope + row * kCell; }

void draw_outline(SvgWriter& svg) {
  // The mountain's silhouette: from the foot of step 1 up to the summit and down to step 12, so
  // the page reads as the game's picture without any colour.
  const double base = cell_y(0);
  const double left = cell_x(kFirstMountain), right = cell_x(kLastMountain + 1);
  const double peak_left = cell_x(kSummitLeft), peak_right = cell_x(kSummitRight + 1);
  svg.polygon({{left, base}, {peak_left, base - kSlope + 6}, {peak_right, base - kSlope + 6}, {right, base}},
              {{"fill", "none"}, {"stroke", "#000"}, {"stroke-width", "1"}, {"stroke-dasharray", "4 3"}});
  svg.text((peak_left + peak_right) / 2, base - kSlope + 18, "summit", 11, {{"font-style", "italic"}});
}

void draw_space(SvgWriter& svg, const Board& board, int row, int column, int priest) {
  const double x = cell_x(column), y = cell_y(row);
  if (is_start_column(column)) {
    svg.rect(x + 3, y + 3, kCell - 6, kCell - 6,
             {{"fill", "none"}, {"stroke", "#000"}, {"stroke-width", "1"}, {"stroke-dasharray", "3 3"}, {"rx", "4"}});
  } else {
    const bool summit = is_summit_column(column);
    svg.rect(x + 1, y + 1, kCell - 2, kCell - 2,
             {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", summit ? "3" : "1.5"}, {"rx", "3"}});
    const std::string value = std::to_string(board.value(row, column));
    if (priest < 0) {
      svg.text(x + kCell / 2, y + kCell / 2, value, 22, {{"font-weight", "bold"}});
    } else {
      svg.text(x + 10, y + 11, value, 13, {{"font-weight", "bold"}});
    }
  }
  if (priest >= 0) {
    const double cx = x + kCell / 2 + (is_start_column(column) ? 0 : 4),
                 cy = y + kCell / 2 + (is_start_column(column) ? 0 : 4);
    svg.circle(cx, cy, 12, {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "2.5"}});
    svg.text(cx, cy, std::string(1, kPriestLetters[priest]), 14, {{"font-weight", "bold"}});
  }
}

}  // namespace

std::string render_svg(const Board& board, const Priests& priests) {
  SvgWriter svg(2 * kMargin + kColumns * kCell, cell_y(kRows) + kMargin);
  svg.title("Fujisan: the mountain of 2 x 12 steps with the priests A, C, M, S");
  for (int column = kFirstMountain; column <= kLastMountain; ++column)
    svg.text(cell_x(column) + kCell / 2, kMargin + kHeading / 2, std::to_string(column), 12);
  svg.text(cell_x(0) + kCell / 2, kMargin + kHeading / 2, "start", 10);
  svg.text(cell_x(kColumns - 1) + kCell / 2, kMargin + kHeading / 2, "start", 10);
  draw_outline(svg);
  for (int row = 0; row < kRows; ++row)
    for (int column = 0; column < kColumns; ++column)
      draw_space(svg, board, row, column, priest_at(priests, space_of(row, column)));
  return svg.str();
}

}  // namespace puzzlelab::fujisan
