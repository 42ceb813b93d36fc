// Sigmar's setup in progress: the plate with its template's cells lit once the template is drawn,
// the marbles placed so far, and the bag of marbles still to place beside it (the trace records
// no supply: the bag is the board's marbles not placed yet, grouped by kind). The last pair (or
// the whole shuffle of Random-test) rolls from the bag to its cells.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "core/setup_trace.hpp"

#include "games/setup_stage.hpp"
#include "games/sigmar/sigmar_glyphs.hpp"
#include "games/sigmar/sigmar_view.hpp"
#include "ui/colour.hpp"

namespace puzzlelab::sigmar {
namespace {

constexpr ImU32 kTemplate = IM_COL32(214, 180, 110, 255);

// A marble's kind from its board letter, if it is one.
std::optional<Kind> kind_of(const std::string& piece) {
  if (piece.size() != 1) return std::nullopt;
  for (int k = 0; k < kKinds; ++k)
    if (letter(static_cast<Kind>(k)) == piece[0]) return static_cast<Kind>(k);
  return std::nullopt;
}

}  // namespace

void SigmarView::draw_setup(const SetupFrame& frame) {
  const SetupPlayback& playback = *frame.playback;
  const SetupAreas& areas = frame.areas;
  layout_ = Layout::fit(areas.board_min, areas.board_max);
  const Layout& L = layout_;

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  paint_plate(dl);
  const auto& cells = playback.cells();
  const std::vector<std::string> board = board_cells(playback.board());
  const std::vector<int> arriving = playback.arriving();
  const bool template_drawn = playback.position() > 0;  // every generator draws its template first
  for (int c = 0; c < kCells && c < static_cast<int>(cells.size()); ++c) {
    ImVec2 hex[6];
    Layout::hexagon(L.cell_centre(c), L.r * 0.94f, hex);
    const bool in_template =
        template_drawn && c < static_cast<int>(board.size()) && kind_of(board[static_cast<std::size_t>(c)]);
    dl->AddConvexPolyFilled(hex, 6, in_template ? ui::mix(kCellFill, kTemplate, 0.16f) : kCellFill);
    dl->AddPolyline(hex, 6, in_template ? ui::with_alpha(kTemplate, 0.75f) : ui::with_alpha(kCellEdge, 0.8f),
                    ImDrawFlags_Closed, std::max(1.0f, L.r * (in_template ? 0.05f : 0.035f)));
    const auto& piece = cells[static_cast<std::size_t>(c)];
    const auto kind = piece ? kind_of(*piece) : std::nullopt;
    const bool coming = std::find(arriving.begin(), arriving.end(), c) != arriving.end();
    if (kind && !coming)
      paint_marble(dl, *kind, L.cell_centre(c), L.marble_radius(), 0, 1.0f);
    else if (!kind)
      dl->AddCircle(L.cell_centre(c), L.r * 0.16f, ui::with_alpha(kCellEdge, 0.9f), 14, std::max(1.0f, L.r * 0.03f));
  }

  // The bag: the marbles still to place, grouped by kind in the rules' order.
  std::vector<std::string> bag = pieces_to_come(playback, [](const std::string& p) { return kind_of(p).has_value(); });
  std::stable_sort(bag.begin(), bag.end(), [](const std::string& a, const std::string& b) {
    return index_of(*kind_of(a)) < index_of(*kind_of(b));
  });
  const ImVec2 source = paint_supply(
      dl, areas, bag, {"Bag", "marbles", 1.0f, "Every marble is on the board."},
      [](ImDrawList* d, const std::string& piece, ImVec2 c, float size, float alpha) {
        if (const auto kind = kind_of(piece)) paint_marble(d, *kind, c, size * 0.46f, 0, alpha);
      },
      frame.fonts);

  for (std::size_t k = 0; k < arriving.size(); ++k) {
    const int c = arriving[k];
    if (c >= static_cast<int>(cells.size())) continue;
    const auto& piece = cells[static_cast<std::size_t>(c)];
    const auto kind = piece ? kind_of(*piece) : std::nullopt;
    if (!kind) continue;
    const float t =
        arriving.size() <= 2 ? std::clamp(frame.arrival, 0.0f, 1.0f) : arrival_of(frame.arrival, k, arriving.size());
    paint_marble(dl, *kind, arrival_point(source, L.cell_centre(c), t), L.marble_radius() * (0.75f + 0.25f * t), 0,
                 1.0f);
    if (arriving.size() <= 2) paint_arrival_mark(dl, L.cell_centre(c), L.r * 0.98f, t);
  }
  dl->PopClipRect();
}

}  // namespace puzzlelab::sigmar
