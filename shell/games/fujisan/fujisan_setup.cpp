// Fujisan's setup in progress: the mountain with the values laid so far, empty recesses where
// none is yet, and the supply beside it: the bag of coins (Any Coin, Piecepack, Unique Pairs), the
// pile of dominoes or engraved tiles (two values, laid as a column's top over bottom), or the die
// rolled for each space (Pure Random). The last step's values travel from there to their spaces.
#include <algorithm>
#include <cmath>
#include <string>

#include "games/fujisan/fujisan_view.hpp"
#include "games/setup_stage.hpp"
#include "ui/colour.hpp"

namespace puzzlelab::fujisan {
namespace {

// A trace cell (the board text's order: the top row's twelve mountain columns, then the
// bottom row's) as a space.
int space_of_cell(int cell) { return space_of(cell / 12, cell % 12 + kFirstMountain); }

int digit_value(char c) { return c >= '0' && c <= '9' ? c - '0' : 0; }

void paint_coin(ImDrawList* dl, const ui::Fonts* fonts, ImVec2 c, float size, int value, float alpha) {
  const float r = size * 0.46f;
  dl->AddCircleFilled(ImVec2(c.x, c.y + size * 0.04f), r, ui::with_alpha(IM_COL32(8, 10, 20, 140), alpha), 32);
  dl->AddCircleFilled(c, r, ui::with_alpha(IM_COL32(226, 210, 170, 255), alpha), 32);
  dl->AddCircle(c, r, ui::with_alpha(IM_COL32(120, 92, 52, 255), alpha), 32, std::max(1.0f, size * 0.05f));
  dl->AddCircle(c, r * 0.78f, ui::with_alpha(IM_COL32(150, 120, 70, 200), alpha), 32, std::max(1.0f, size * 0.025f));
  setup_text(dl, fonts, size * 0.55f, c, ui::with_alpha(IM_COL32(70, 52, 34, 255), alpha),
             std::string(1, static_cast<char>('0' + value)));
}

// A domino or an engraved tile standing up: the top half's value over the bottom half's.
void paint_domino(ImDrawList* dl, const ui::Fonts* fonts, ImVec2 c, float size, int top, int bottom, float alpha) {
  const float hw = size * 0.25f, hh = size * 0.48f;
  const ImVec2 a(c.x - hw, c.y - hh), b(c.x + hw, c.y + hh);
  dl->AddRectFilled(ImVec2(a.x + size * 0.03f, a.y + size * 0.04f), ImVec2(b.x + size * 0.03f, b.y + size * 0.04f),
                    ui::with_alpha(IM_COL32(8, 10, 20, 140), alpha), hw * 0.35f);
  dl->AddRectFilled(a, b, ui::with_alpha(IM_COL32(250, 247, 238, 255), alpha), hw * 0.35f);
  dl->AddRect(a, b, ui::with_alpha(IM_COL32(60, 56, 52, 255), alpha), hw * 0.35f, ImDrawFlags_None,
              std::max(1.0f, size * 0.03f));
  dl->AddLine(ImVec2(a.x + hw * 0.25f, c.y), ImVec2(b.x - hw * 0.25f, c.y),
              ui::with_alpha(IM_COL32(60, 56, 52, 255), alpha), std::max(1.0f, size * 0.03f));
  const ImU32 ink = ui::with_alpha(IM_COL32(40, 34, 30, 255), alpha);
  setup_text(dl, fonts, size * 0.36f, ImVec2(c.x, c.y - hh * 0.5f), ink, std::string(1, static_cast<char>('0' + top)));
  setup_text(dl, fonts, size * 0.36f, ImVec2(c.x, c.y + hh * 0.5f), ink,
             std::string(1, static_cast<char>('0' + bottom)));
}

// A die showing `value` pips (0 shows a blank face: the papers' die has faces 0-5).
void paint_die(ImDrawList* dl, ImVec2 c, float size, int value, float alpha) {
  const float h = size * 0.42f;
  dl->AddRectFilled(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h),
                    ui::with_alpha(IM_COL32(250, 250, 250, 255), alpha), h * 0.3f);
  dl->AddRect(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), ui::with_alpha(IM_COL32(50, 50, 60, 255), alpha),
              h * 0.3f, ImDrawFlags_None, std::max(1.0f, size * 0.04f));
  static const float pips[6][5][2] = {{},
                                      {{0, 0}},
                                      {{-1, -1}, {1, 1}},
                                      {{-1, -1}, {0, 0}, {1, 1}},
                                      {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
                                      {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}}};
  const int n = std::clamp(value, 0, 5);
  for (int i = 0; i < n; ++i)
    dl->AddCircleFilled(ImVec2(c.x + pips[n][i][0] * h * 0.55f, c.y + pips[n][i][1] * h * 0.55f), h * 0.16f,
                        ui::with_alpha(IM_COL32(30, 30, 40, 255), alpha), 12);
}

}  // namespace

void FujisanView::draw_setup(const SetupFrame& frame) {
  const SetupPlayback& playback = *frame.playback;
  const SetupAreas& areas = frame.areas;
  layout_ = Layout::fit(areas.board_min, areas.board_max);
  const Layout& L = layout_;
  const BoardFrame board_frame = board_frame_of(frame, areas);

  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PushClipRect(frame.min, frame.max, true);
  paint_backdrop(dl, board_frame);

  const auto& cells = playback.cells();
  const std::vector<int> arriving = playback.arriving();
  for (int space = 0; space < kSpaces; ++space)
    if (is_start_column(column_of(space))) paint_space(dl, frame.fonts, space, std::nullopt, 0);
  for (int cell = 0; cell < static_cast<int>(cells.size()) && cell < 24; ++cell) {
    const auto& piece = cells[static_cast<std::size_t>(cell)];
    const bool placed = piece && !piece->empty() && !is_arriving(arriving, cell);
    paint_space(dl, frame.fonts, space_of_cell(cell),
                placed ? std::optional<int>(digit_value((*piece)[0])) : std::nullopt, 0);
  }
  paint_column_numbers(dl, frame.fonts);

  // The supply: what the trace says is still to come, or the die of a roll.
  const TraceStep* step = playback.current();
  std::vector<std::string> supply = playback.supply();
  SupplyStyle style;
  if (setup_ == "pure-random") {
    style = {"Die", "", 1.0f, "A die is rolled for each space."};
    if (step && step->kind == "roll" && !step->placed.empty()) supply = {"die" + step->placed.back().piece};
  } else if (setup_ == "dominoes" || setup_ == "engraved-tiles") {
    // The pieces left over (three dominoes, ten tiles under the others) stay in the pile.
    style = {setup_ == "dominoes" ? "Dominoes" : "Tile pile", "pieces", 0.52f, "Step forward to start the setup."};
  } else {
    style = {"Bag", "coins", 1.0f, step ? "The bag is empty." : "Step forward to start the setup."};
  }
  const ui::Fonts* fonts = frame.fonts;
  const ImVec2 source = paint_supply(
      dl, areas, supply, style,
      [&](ImDrawList* d, const std::string& piece, ImVec2 c, float size, float alpha) {
        if (piece.rfind("die", 0) == 0 && piece.size() > 3)
          paint_die(d, c, size, digit_value(piece[3]), alpha);
        else if (piece.size() == 3 && piece[1] == ':')
          paint_domino(d, fonts, c, size, digit_value(piece[0]), digit_value(piece[2]), alpha);
        else if (!piece.empty())
          paint_coin(d, fonts, c, size, digit_value(piece[0]), alpha);
      },
      fonts);

  // The last step's values: on their way from the supply, then ringed in place. The two halves
  // of a domino or tile travel together.
  const float inner = L.cell * 0.88f;
  // A domino's halves keep their places in it on the way (top over bottom), around the source.
  ImVec2 centroid(0, 0);
  for (const int cell : arriving) {
    const ImVec2 c = L.center(space_of_cell(std::min(cell, 23)));
    centroid = ImVec2(centroid.x + c.x / static_cast<float>(arriving.size()),
                      centroid.y + c.y / static_cast<float>(arriving.size()));
  }
  for (std::size_t k = 0; k < arriving.size(); ++k) {
    const int cell = arriving[k];
    const auto& piece = cells[static_cast<std::size_t>(cell)];
    if (!piece || piece->empty() || cell >= 24) continue;
    const int space = space_of_cell(cell);
    const float t =
        arriving.size() <= 2 ? std::clamp(frame.arrival, 0.0f, 1.0f) : arrival_of(frame.arrival, k, arriving.size());
    const ImVec2 to = L.center(space);
    const ImVec2 from = arriving.size() <= 2
                            ? ImVec2(source.x + (to.x - centroid.x) * 0.7f, source.y + (to.y - centroid.y) * 0.7f)
                            : source;
    const ImVec2 c = arrival_point(from, to, t);
    const float half = inner * 0.5f * (0.7f + 0.3f * t);
    paint_value_tile(dl, frame.fonts, ImVec2(c.x - half, c.y - half), ImVec2(c.x + half, c.y + half),
                     digit_value((*piece)[0]), is_summit_column(column_of(space)), 0, 1.0f);
    paint_arrival_box(dl, L.space_min(space), L.space_max(space), t);
  }
  dl->PopClipRect();
}

}  // namespace puzzlelab::fujisan
