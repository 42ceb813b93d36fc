// Pretzel's setup in progress: the table with the cards dealt so far, empty places as bare slots,
// and the deck beside it (the whole deck, or one suit's deck for the suit-by-suit deals). The last
// card dealt flies from the deck to its place; the last step takes the aces out of the grid to
// their column on the left, leaving the holes.
#include <algorithm>
#include <cctype>
#include <string>

#include "games/pretzel/pretzel_view.hpp"
#include "games/setup_stage.hpp"

namespace puzzlelab::pretzel {
namespace {

// A card's board text ("3c", "12a", "1d" an ace) as a Card; a hole or anything else is kHole.
Card card_of(const std::string& text) {
  std::size_t i = 0;
  int rank = 0;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) rank = rank * 10 + (text[i++] - '0');
  if (i + 1 != text.size() || rank < 1 || rank > 13 || text[i] < 'a' || text[i] > 'h') return kHole;
  return make_card(text[i] - 'a', rank);
}

}  // namespace

void PretzelView::draw_setup(const SetupFrame& frame) {
  const SetupPlayback& playback = *frame.playback;
  const SetupAreas& areas = frame.areas;
  layout_ = Layout::fit(board_.shape, areas.board_min, areas.board_max);
  const Layout& L = layout_;
  const Shape& s = board_.shape;
  const BoardFrame board_frame = board_frame_of(frame, areas);

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  paint_table(dl, board_frame);

  const auto& cells = playback.cells();
  const std::vector<int> arriving = playback.arriving();
  // The aces are in their column once every place is dealt and none of them is left in the grid.
  bool all_dealt = static_cast<int>(cells.size()) >= s.cells();
  bool ace_in_grid = false;
  for (int cell = 0; cell < s.cells() && cell < static_cast<int>(cells.size()); ++cell) {
    const auto& piece = cells[static_cast<std::size_t>(cell)];
    if (!piece)
      all_dealt = false;
    else if (const Card c = card_of(*piece); c != kHole && rank_of(c) == 1)
      ace_in_grid = true;
  }
  const bool aces_out = all_dealt && !ace_in_grid;
  // The step that takes the aces out: which ace leaves which place (the deal before it says).
  std::vector<std::pair<int, Card>> leaving_aces;
  if (aces_out && !arriving.empty() && playback.position() > 0) {
    SetupPlayback before = playback;
    before.seek(playback.position() - 1);
    for (const int cell : arriving)
      if (const auto& was = before.cells()[static_cast<std::size_t>(cell)]; was && rank_of(card_of(*was)) == 1)
        leaving_aces.emplace_back(cell, card_of(*was));
  }

  const float r = L.unit * 0.09f;
  for (int row = 0; row < s.suits; ++row) {
    const ImVec2 a = L.slot_min(row, -1), b = L.slot_max(row, -1);
    const bool leaving =
        std::any_of(leaving_aces.begin(), leaving_aces.end(), [&](const auto& p) { return suit_of(p.second) == row; });
    if (aces_out && !(leaving && frame.arrival < 1))
      paint_card(dl, board_frame, a, make_card(row, 1), false, 0);
    else
      dl->AddRect(a, b, IM_COL32(120, 170, 130, 90), r, ImDrawFlags_None, std::max(1.0f, L.unit * 0.02f));
  }
  for (int cell = 0; cell < s.cells() && cell < static_cast<int>(cells.size()); ++cell) {
    const ImVec2 a = L.cell_min(cell), b = L.cell_max(cell);
    const auto& piece = cells[static_cast<std::size_t>(cell)];
    const Card card = piece ? card_of(*piece) : kHole;
    if (piece && card != kHole && !is_arriving(arriving, cell)) {
      paint_card(dl, board_frame, a, card, false, 0);
      continue;
    }
    // Not dealt yet (or the card on its way): a bare slot; a hole the aces left: sunken, rimmed.
    const bool hole = piece && card == kHole;
    dl->AddRectFilled(a, b, hole ? IM_COL32(12, 44, 31, 255) : IM_COL32(16, 58, 40, 255), r);
    dl->AddRect(a, b, hole ? IM_COL32(120, 150, 130, 150) : IM_COL32(120, 170, 130, 70), r, ImDrawFlags_None,
                std::max(1.0f, L.unit * 0.02f));
  }

  // The deck: the trace's cards still to deal.
  const ImVec2 source = paint_supply(
      dl, areas, playback.supply(),
      {"Deck", "cards", 1.0f / Layout::kCardH,
       playback.current() ? "Every card is dealt." : "Step forward to start the deal."},
      [&](ImDrawList* d, const std::string& piece, ImVec2 c, float h, float) {
        const Card card = card_of(piece);
        if (card == kHole) return;
        const float w = h * 0.92f / Layout::kCardH;
        paint_card(d, board_frame, ImVec2(c.x - w * 0.5f, c.y - w * Layout::kCardH * 0.5f), card, false, 0, w);
      },
      frame.fonts);

  const float t = std::clamp(frame.arrival, 0.0f, 1.0f);
  const float half_w = L.card_w() * 0.5f, half_h = L.card_h() * 0.5f;
  // Aces leaving the grid for their column.
  for (const auto& [cell, ace] : leaving_aces) {
    const int row = suit_of(ace);
    const ImVec2 to(L.slot_min(row, -1).x + half_w, L.slot_min(row, -1).y + half_h);
    const ImVec2 c = arrival_point(L.center(cell), to, t);
    paint_card(dl, board_frame, ImVec2(c.x - half_w, c.y - half_h), ace, false, 0);
    paint_arrival_box(dl, L.slot_min(row, -1), L.slot_max(row, -1), t);
  }
  // Cards dealt by the last step, on their way from the deck.
  for (std::size_t k = 0; k < arriving.size(); ++k) {
    const int cell = arriving[k];
    if (cell >= s.cells()) continue;
    const auto& piece = cells[static_cast<std::size_t>(cell)];
    const Card card = piece ? card_of(*piece) : kHole;
    if (card == kHole) {
      paint_arrival_box(dl, L.cell_min(cell), L.cell_max(cell), t);  // a hole the aces left
      continue;
    }
    const float tk = arrival_of(frame.arrival, k, arriving.size());
    const ImVec2 c = arrival_point(source, L.center(cell), tk);
    const float w = L.card_w() * (0.7f + 0.3f * tk);
    paint_card(dl, board_frame, ImVec2(c.x - w * 0.5f, c.y - w * Layout::kCardH * 0.5f), card, false, 0, w);
    paint_arrival_box(dl, L.cell_min(cell), L.cell_max(cell), tk);
  }
  dl->PopClipRect();
}

}  // namespace puzzlelab::pretzel
