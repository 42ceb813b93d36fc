#include "skeleton_game/render_svg.hpp"

#include <cmath>
#include <numbers>

#include "core/svg_writer.hpp"

namespace puzzlelab::skeleton {

namespace {

constexpr double kCell = 48;    // one lamp's square
constexpr double kMargin = 12;  // around everything
constexpr double kLabel = 18;   // the numbers under the lamps

}  // namespace

std::string render_svg(const Board& board) {
  SvgWriter svg(2 * kMargin + kCell * board.lamps(), 2 * kMargin + kCell + kLabel);
  svg.title("Lamps: " + format_board(board));
  const double y = kMargin + kCell / 2, r = kCell * 0.3;
  for (int lamp = 0; lamp < board.lamps(); ++lamp) {
    const double x = kMargin + kCell * (lamp + 0.5);
    const bool lit = board.lit[static_cast<std::size_t>(lamp)];
    svg.circle(x, y, r, {{"fill", lit ? "#000" : "#fff"}, {"stroke", "#000"}, {"stroke-width", "1.5"}});
    if (lit) {
      // Eight short rays: lit reads as lit without colour.
      for (int ray = 0; ray < 8; ++ray) {
        const double a = ray * std::numbers::pi / 4;
        svg.line(x + std::cos(a) * (r + 3), y + std::sin(a) * (r + 3), x + std::cos(a) * (r + 8),
                 y + std::sin(a) * (r + 8), {{"stroke", "#000"}, {"stroke-width", "1.5"}});
      }
    }
    svg.text(x, kMargin + kCell + kLabel / 2, format_move(lamp), 12);
  }
  return svg.str();
}

}  // namespace puzzlelab::skeleton
