#include "games/sigmar/render_svg.hpp"

#include <cmath>
#include <utility>
#include <vector>

#include "core/svg_writer.hpp"

namespace puzzlelab::sigmar {

namespace {

constexpr double kRadius = 20;  // a cell's hexagon, centre to corner
constexpr double kMargin = 12;
constexpr double kLabel = 16;  // the row letters of the move notation, a to k, on the left
const double kRoot3 = std::sqrt(3.0);

// A cell's centre: rows 1.5 radii apart, cells sqrt(3) radii apart, each row indented by half a
// cell for every row it lies away from the middle one (rows of 6 to 11 to 6 cells).
std::pair<double, double> centre(int cell) {
  const int row = row_of(cell);
  const double indent = std::abs(row - kSide + 1) / 2.0;
  return {kMargin + kLabel + kRoot3 * kRadius * (column_of(cell) + indent + 0.5),
          kMargin + kRadius + 1.5 * kRadius * row};
}

// The letters a kind is named by when it has no drawn sign.
const char* short_name(Kind kind) {
  switch (kind) {
    case Kind::vitae: return "vit";
    case Kind::mors: return "mor";
    case Kind::quicksilver: return "Hg";
    case Kind::lead: return "Pb";
    case Kind::tin: return "Sn";
    case Kind::iron: return "Fe";
    case Kind::copper: return "Cu";
    case Kind::silver: return "Ag";
    case Kind::gold: return "Au";
    default: return "";
  }
}

void sign(SvgWriter& svg, Kind kind, double cx, double cy, double r) {
  const SvgAttributes stroke = {{"fill", "none"}, {"stroke", "#000"}, {"stroke-width", "1.8"}};
  const bool up = kind == Kind::air || kind == Kind::fire;
  switch (kind) {
    case Kind::air:
    case Kind::earth:
    case Kind::fire:
    case Kind::water: {
      const double tip = up ? cy - r : cy + r, base = up ? cy + r * 0.7 : cy - r * 0.7;
      svg.polygon({{cx, tip}, {cx + r * 0.95, base}, {cx - r * 0.95, base}}, stroke);
      // Air and earth carry a bar across the triangle.
      if (kind == Kind::air || kind == Kind::earth) {
        const double bar = up ? cy + r * 0.05 : cy - r * 0.05;
        svg.line(cx - r * 0.75, bar, cx + r * 0.75, bar, stroke);
      }
      break;
    }
    case Kind::salt:
      svg.circle(cx, cy, r * 0.8, stroke);
      svg.line(cx - r * 0.8, cy, cx + r * 0.8, cy, stroke);
      break;
    default: svg.text(cx, cy, short_name(kind), is_metal(kind) ? 12 : 10, {{"font-weight", "bold"}}); break;
  }
}

}  // namespace

std::string render_svg(const Board& board) {
  const double width = 2 * kMargin + kLabel + 11 * kRoot3 * kRadius, height = 2 * kMargin + 2 * kRadius + 15 * kRadius;
  SvgWriter svg(width, height);
  svg.title("Sigmar's Garden: a hexagon of 91 cells, " + std::to_string(board.marbles()) + " marbles");
  for (int row = 0; row < kRows; ++row) {
    const auto [x, y] = centre(row_start(row));
    svg.text(x - kRoot3 * kRadius / 2 - 10, y, std::string(1, static_cast<char>('a' + row)), 12);
  }
  for (int cell = 0; cell < kCells; ++cell) {
    const auto [cx, cy] = centre(cell);
    std::vector<std::pair<double, double>> corners;
    for (int k = 0; k < 6; ++k) {
      const double angle = (60.0 * k - 90.0) * 3.14159265358979323846 / 180.0;
      corners.emplace_back(cx + std::cos(angle) * kRadius, cy + std::sin(angle) * kRadius);
    }
    svg.polygon(corners, {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", "0.6"}});
    if (!board.has(cell)) continue;
    const Kind kind = board.kind(cell);
    svg.circle(cx, cy, kRadius * 0.78,
               {{"fill", "#fff"}, {"stroke", "#000"}, {"stroke-width", is_metal(kind) ? "2.5" : "1.2"}});
    sign(svg, kind, cx, cy, kRadius * 0.45);
  }
  return svg.str();
}

}  // namespace puzzlelab::sigmar
