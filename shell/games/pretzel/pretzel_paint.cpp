// Drawing Pretzel with the ImGui draw list: a felt table, the aces column, holes as sunken slots
// (numbered when a card fits them, crossed when nothing can), cards with their rank and a suit
// symbol drawn as shapes (the board font carries no card suits), the movable cards' gold edges,
// the hover / selection / hint guides and the keyboard focus.
//
// Suits: a four-colour deck for the first four (spades black, hearts red, diamonds blue, clubs
// green), then stars (orange), moons (violet), triangles (teal) and hexagons (magenta): each suit
// differs in shape and in colour, so eight suits stay apart, colour-blind players included.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

#include "games/pretzel/pretzel_view.hpp"
#include "ui/board_text.hpp"
#include "ui/colour.hpp"

namespace puzzlelab::pretzel {
namespace {

using ui::centered_text;
using ui::mix;
using ui::with_alpha;

constexpr double kCelebrationSeconds = 3.0;  // the wave along the sorted rows after the solving move
constexpr ImU32 kFace = IM_COL32(252, 250, 244, 255);
constexpr ImU32 kFaceHome = IM_COL32(240, 248, 236, 255);
constexpr ImU32 kHomeMark = IM_COL32(70, 160, 92, 255);

ImU32 suit_color(int suit) {
  static const ImU32 colors[kMaxSuits] = {
      IM_COL32(28, 30, 38, 255),    // spades: black
      IM_COL32(210, 38, 48, 255),   // hearts: red
      IM_COL32(28, 98, 212, 255),   // diamonds: blue
      IM_COL32(24, 138, 62, 255),   // clubs: green
      IM_COL32(232, 122, 0, 255),   // stars: orange
      IM_COL32(124, 62, 196, 255),  // moons: violet
      IM_COL32(0, 140, 150, 255),   // triangles: teal
      IM_COL32(200, 36, 140, 255),  // hexagons: magenta
  };
  return colors[std::clamp(suit, 0, kMaxSuits - 1)];
}

ImVec2 operator+(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }

void triangle(ImDrawList* dl, ImVec2 c, float s, ImVec2 a, ImVec2 b, ImVec2 d, ImU32 color) {
  dl->AddTriangleFilled(c + ImVec2(a.x * s, a.y * s), c + ImVec2(b.x * s, b.y * s), c + ImVec2(d.x * s, d.y * s),
                        color);
}

// A suit symbol centred on c, `size` tall; `ground` is the colour behind it (the moon's bite).
void suit_symbol(ImDrawList* dl, int suit, ImVec2 c, float size, ImU32 color, ImU32 ground) {
  const float s = size * 0.5f;
  const int seg = std::clamp(static_cast<int>(size * 0.6f), 10, 32);
  switch (suit) {
    case 0: {  // spade: an upside-down heart on a stem
      dl->AddCircleFilled(c + ImVec2(-0.44f * s, 0.16f * s), 0.47f * s, color, seg);
      dl->AddCircleFilled(c + ImVec2(0.44f * s, 0.16f * s), 0.47f * s, color, seg);
      triangle(dl, c, s, ImVec2(-0.89f, 0.05f), ImVec2(0, -0.98f), ImVec2(0.89f, 0.05f), color);
      triangle(dl, c, s, ImVec2(0, 0.1f), ImVec2(0.34f, 0.98f), ImVec2(-0.34f, 0.98f), color);
      break;
    }
    case 1: {  // heart
      dl->AddCircleFilled(c + ImVec2(-0.45f * s, -0.36f * s), 0.5f * s, color, seg);
      dl->AddCircleFilled(c + ImVec2(0.45f * s, -0.36f * s), 0.5f * s, color, seg);
      triangle(dl, c, s, ImVec2(-0.93f, -0.22f), ImVec2(0.93f, -0.22f), ImVec2(0, 0.92f), color);
      break;
    }
    case 2: {  // diamond
      const ImVec2 pts[4] = {c + ImVec2(0, -s), c + ImVec2(0.7f * s, 0), c + ImVec2(0, s), c + ImVec2(-0.7f * s, 0)};
      dl->AddConvexPolyFilled(pts, 4, color);
      break;
    }
    case 3: {  // club: three leaves on a stem
      dl->AddCircleFilled(c + ImVec2(0, -0.48f * s), 0.36f * s, color, seg);
      dl->AddCircleFilled(c + ImVec2(-0.45f * s, 0.12f * s), 0.36f * s, color, seg);
      dl->AddCircleFilled(c + ImVec2(0.45f * s, 0.12f * s), 0.36f * s, color, seg);
      dl->AddCircleFilled(c + ImVec2(0, -0.05f * s), 0.24f * s, color, seg);
      triangle(dl, c, s, ImVec2(0, -0.1f), ImVec2(0.32f, 0.98f), ImVec2(-0.32f, 0.98f), color);
      break;
    }
    case 4: {  // five-pointed star: a pentagon and five points
      ImVec2 outer[5], inner[5];
      for (int i = 0; i < 5; ++i) {
        const float a = -std::numbers::pi_v<float> / 2 + static_cast<float>(i) * 2 * std::numbers::pi_v<float> / 5;
        const float b = a + std::numbers::pi_v<float> / 5;
        outer[i] = c + ImVec2(std::cos(a) * s, std::sin(a) * s + 0.08f * s);
        inner[i] = c + ImVec2(std::cos(b) * 0.42f * s, std::sin(b) * 0.42f * s + 0.08f * s);
      }
      dl->AddConvexPolyFilled(inner, 5, color);
      for (int i = 0; i < 5; ++i) dl->AddTriangleFilled(inner[(i + 4) % 5], outer[i], inner[i], color);
      break;
    }
    case 5: {  // crescent moon
      dl->AddCircleFilled(c, 0.9f * s, color, seg + 8);
      dl->AddCircleFilled(c + ImVec2(0.42f * s, -0.26f * s), 0.74f * s, ground, seg + 8);
      break;
    }
    case 6: {  // triangle
      triangle(dl, c, s, ImVec2(0, -0.95f), ImVec2(0.95f, 0.8f), ImVec2(-0.95f, 0.8f), color);
      break;
    }
    default: {  // hexagon
      dl->AddNgonFilled(c, 0.92f * s, color, 6);
      break;
    }
  }
}

// An arrow from a to b with a head at b.
void arrow(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 color, float thickness) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
  if (len < 1) return;
  const float ux = dx / len, uy = dy / len, head = thickness * 3.2f;
  const ImVec2 base(b.x - ux * head, b.y - uy * head);
  // A gentle arc: a card lifts off the table on its way.
  const ImVec2 mid((a.x + base.x) * 0.5f - uy * len * 0.12f, (a.y + base.y) * 0.5f + ux * len * 0.12f);
  dl->AddBezierQuadratic(a, mid, base, color, thickness);
  const float tx = base.x - mid.x, ty = base.y - mid.y, tl = std::max(1e-3f, std::sqrt(tx * tx + ty * ty));
  const float vx = tx / tl, vy = ty / tl;
  dl->AddTriangleFilled(ImVec2(base.x + vx * head, base.y + vy * head),
                        ImVec2(base.x - vy * head * 0.6f, base.y + vx * head * 0.6f),
                        ImVec2(base.x + vy * head * 0.6f, base.y - vx * head * 0.6f), color);
}

}  // namespace

void PretzelView::paint_table(ImDrawList* dl, const BoardFrame& frame) const {
  const Layout& L = layout_;
  // Green baize, darker towards the edges.
  dl->AddRectFilledMultiColor(frame.min, frame.max, IM_COL32(22, 74, 52, 255), IM_COL32(22, 74, 52, 255),
                              IM_COL32(14, 50, 36, 255), IM_COL32(14, 50, 36, 255));
  const Shape& s = board_.shape;
  const ImVec2 a = L.at(0, Layout::kMargin * 0.5f);
  const ImVec2 b = L.at(Layout::width_units(s), Layout::height_units(s) - Layout::kMargin * 0.5f);
  dl->AddRectFilled(a, b, IM_COL32(30, 96, 66, 255), L.unit * 0.2f);
  dl->AddRect(a, b, IM_COL32(120, 170, 130, 60), L.unit * 0.2f, ImDrawFlags_None, std::max(1.0f, L.unit * 0.02f));

  // The aces column's own strip, set apart from the grid.
  const float strip_x0 = Layout::column_x(-1) - Layout::kMargin * 0.5f,
              strip_x1 = Layout::column_x(-1) + 1 + Layout::kMargin * 0.5f;
  dl->AddRectFilled(L.at(strip_x0, Layout::kMargin), L.at(strip_x1, Layout::height_units(s) - Layout::kMargin),
                    IM_COL32(20, 70, 48, 255), L.unit * 0.14f);

  // The rank each column is for, above it: the goal, row by row.
  const float label = std::max(9.0f, L.unit * 0.24f);
  const float y = Layout::kMargin + Layout::kHeader * 0.5f;
  centered_text(dl, frame.fonts, label, L.at(Layout::column_x(-1) + 0.5f, y), IM_COL32(170, 210, 180, 200), "ACES");
  // The last column is where each row's hole ends up: no rank goes there.
  for (int column = 0; column + 1 < s.ranks; ++column) {
    const std::string text = rank_label(column + 2, s.ranks);
    centered_text(dl, frame.fonts, label, L.at(Layout::column_x(column) + 0.5f, y), IM_COL32(170, 210, 180, 200),
                  text.c_str());
  }
}

void PretzelView::paint_slots(ImDrawList* dl, const BoardFrame& frame, int hovered_cell) const {
  const Layout& L = layout_;
  const Shape& s = board_.shape;
  const float r = L.unit * 0.09f;
  const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(frame.ambient_time()) * 5.0f);
  for (int cell = 0; cell < s.cells(); ++cell) {
    // Every cell has a slot under its card, so a card gliding away uncovers it.
    const ImVec2 a = L.cell_min(cell), b = L.cell_max(cell);
    const Card card = board_.cells[static_cast<std::size_t>(cell)];
    if (card != kHole) {
      dl->AddRectFilled(a, b, IM_COL32(16, 58, 40, 255), r);
      continue;
    }
    // A hole: a sunken slot with a dashed rim.
    const Movable* fill = filling(cell);
    const bool chosen = cell == selected_ || cell == hovered_cell;
    dl->AddRectFilled(a, b, IM_COL32(12, 44, 31, 255), r);
    dl->AddRectFilled(ImVec2(a.x, a.y), ImVec2(b.x, a.y + L.unit * 0.06f), IM_COL32(0, 0, 0, 60), r,
                      ImDrawFlags_RoundCornersTop);
    const ImU32 rim = fill ? with_alpha(ui::palette().board.accent, chosen ? 1.0f : 0.55f + 0.25f * pulse)
                           : IM_COL32(120, 150, 130, 110);
    const float w = std::max(1.5f, L.unit * (chosen ? 0.05f : 0.03f));
    const int dashes = 7;
    for (int i = 0; i < dashes; ++i) {
      const float t0 = static_cast<float>(i) / dashes, t1 = t0 + 0.55f / dashes;
      const float pad = r * 0.6f;
      dl->AddLine(ImVec2(a.x + pad + (b.x - a.x - 2 * pad) * t0, a.y + w * 0.5f),
                  ImVec2(a.x + pad + (b.x - a.x - 2 * pad) * t1, a.y + w * 0.5f), rim, w);
      dl->AddLine(ImVec2(a.x + pad + (b.x - a.x - 2 * pad) * t0, b.y - w * 0.5f),
                  ImVec2(a.x + pad + (b.x - a.x - 2 * pad) * t1, b.y - w * 0.5f), rim, w);
      dl->AddLine(ImVec2(a.x + w * 0.5f, a.y + pad + (b.y - a.y - 2 * pad) * t0),
                  ImVec2(a.x + w * 0.5f, a.y + pad + (b.y - a.y - 2 * pad) * t1), rim, w);
      dl->AddLine(ImVec2(b.x - w * 0.5f, a.y + pad + (b.y - a.y - 2 * pad) * t0),
                  ImVec2(b.x - w * 0.5f, a.y + pad + (b.y - a.y - 2 * pad) * t1), rim, w);
    }
    const ImVec2 c = L.center(cell);
    if (fill) {
      // A ghost of the card that fits, and its keyboard number.
      const std::string rank = rank_label(rank_of(fill->card), s.ranks);
      // Opaque (mixed with the slot's colour), so the symbol's overlapping parts do not show.
      const ImU32 ghost = mix(IM_COL32(12, 44, 31, 255), IM_COL32(210, 235, 215, 255), chosen ? 0.75f : 0.35f);
      centered_text(dl, frame.fonts, L.unit * 0.34f, ImVec2(c.x, c.y - L.unit * 0.2f), ghost, rank.c_str());
      suit_symbol(dl, suit_of(fill->card), ImVec2(c.x, c.y + L.unit * 0.2f), L.unit * 0.3f, ghost,
                  IM_COL32(12, 44, 31, 255));
      const auto index = static_cast<std::size_t>(fill - movable_.data());
      if (index < 9) {
        const ImVec2 badge(b.x - L.unit * 0.17f, a.y + L.unit * 0.17f);
        dl->AddCircleFilled(badge, L.unit * 0.13f, IM_COL32(40, 36, 28, 230), 20);
        char number[3];
        std::snprintf(number, sizeof number, "%d", static_cast<int>(index + 1));
        centered_text(dl, frame.fonts, L.unit * 0.18f, badge, ui::palette().board.accent, number);
      }
    } else {
      // Nothing can ever fill this hole until the card on its left moves: a faint cross.
      const float k = L.unit * 0.14f;
      const ImU32 cross = solved_ ? IM_COL32(0, 0, 0, 0) : IM_COL32(140, 170, 150, 90);
      dl->AddLine(ImVec2(c.x - k, c.y - k), ImVec2(c.x + k, c.y + k), cross, std::max(1.5f, L.unit * 0.03f));
      dl->AddLine(ImVec2(c.x - k, c.y + k), ImVec2(c.x + k, c.y - k), cross, std::max(1.5f, L.unit * 0.03f));
    }
  }
}

void PretzelView::paint_card(ImDrawList* dl, const BoardFrame& frame, ImVec2 a, Card card, bool home, float lift,
                             float width) const {
  const Layout& L = layout_;
  const float w = width > 0 ? width : L.card_w(), h = w * Layout::kCardH, r = w * 0.09f;
  a.y -= lift;
  const ImVec2 b(a.x + w, a.y + h);
  const int suit = suit_of(card), rank = rank_of(card);
  const ImU32 ink = suit_color(suit);
  const ImU32 face = home ? kFaceHome : kFace;
  // Shadow, face, rim.
  const float drop = w * (0.035f + lift / std::max(1.0f, w) * 0.5f);
  dl->AddRectFilled(ImVec2(a.x + drop * 0.5f, a.y + drop), ImVec2(b.x + drop * 0.5f, b.y + drop), IM_COL32(0, 0, 0, 70),
                    r);
  dl->AddRectFilled(a, b, face, r);
  dl->AddRect(a, b, IM_COL32(60, 60, 70, 120), r, ImDrawFlags_None, std::max(1.0f, w * 0.012f));
  // Rank in the corner with a small pip under it, a large pip in the middle.
  const std::string label = rank_label(rank, board_.shape.ranks);
  const float rank_size = w * (label.size() > 1 ? 0.34f : 0.38f);
  const ImVec2 corner(a.x + w * 0.22f, a.y + w * 0.25f);
  centered_text(dl, frame.fonts, rank_size, corner, ink, label.c_str());
  suit_symbol(dl, suit, ImVec2(corner.x, a.y + w * 0.56f), w * 0.2f, ink, face);
  suit_symbol(dl, suit, ImVec2(a.x + w * 0.56f, a.y + h * 0.66f), w * 0.5f, ink, face);
  if (home) {
    // In its place for good (its row is sorted up to here): a small green tick, top right.
    const ImVec2 m(b.x - w * 0.16f, a.y + w * 0.16f);
    const float k = w * 0.07f, t = std::max(1.5f, w * 0.035f);
    dl->AddLine(ImVec2(m.x - k, m.y), ImVec2(m.x - k * 0.2f, m.y + k * 0.8f), kHomeMark, t);
    dl->AddLine(ImVec2(m.x - k * 0.2f, m.y + k * 0.8f), ImVec2(m.x + k * 1.1f, m.y - k * 0.8f), kHomeMark, t);
  }
}

void PretzelView::paint_cards(ImDrawList* dl, const BoardFrame& frame, int hovered_cell) const {
  const Layout& L = layout_;
  const Shape& s = board_.shape;
  const std::optional<double> celebration = animation_.celebration_age(frame.time, kCelebrationSeconds);
  // The aces: fixed, in their column.
  for (int row = 0; row < s.suits; ++row) paint_card(dl, frame, L.slot_min(row, -1), make_card(row, 1), false, 0);

  // Resting cards first, gliding ones over them.
  std::vector<int> order;
  for (int cell = 0; cell < s.cells(); ++cell)
    if (board_.cells[static_cast<std::size_t>(cell)] != kHole) order.push_back(cell);
  std::stable_partition(order.begin(), order.end(),
                        [&](int cell) { return glides_[static_cast<std::size_t>(cell)].from < 0; });
  const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(frame.ambient_time()) * 5.0f);
  for (const int cell : order) {
    const Card card = board_.cells[static_cast<std::size_t>(cell)];
    float lift = 0;
    if (celebration) {
      // A wave runs along the sorted rows.
      const float t = static_cast<float>(*celebration) * 6.0f - static_cast<float>(s.column(cell)) * 0.6f -
                      static_cast<float>(s.row(cell)) * 0.3f;
      if (t > 0 && t < std::numbers::pi_v<float>) lift = std::sin(t) * L.unit * 0.18f;
    }
    const Movable* m = movable_at(cell);
    const bool hovered = cell == hovered_cell && m;
    if (hovered) lift = L.unit * 0.05f;
    const ImVec2 a = card_min(cell, frame.time);
    paint_card(dl, frame, a, card, !home_.empty() && home_[static_cast<std::size_t>(cell)], lift);
    if (m && !dead_end_) {
      // Movable: a gold edge, brighter under the pointer or when its hole is selected.
      const bool lit = hovered || (selected_ >= 0 && m->to == selected_);
      const ImVec2 p(a.x, a.y - lift), q(a.x + L.card_w(), a.y - lift + L.card_h());
      const float grow = L.unit * (lit ? 0.05f : 0.03f);
      dl->AddRect(ImVec2(p.x - grow, p.y - grow), ImVec2(q.x + grow, q.y + grow),
                  with_alpha(ui::palette().board.accent, lit ? 1.0f : 0.7f + 0.3f * pulse), L.unit * 0.12f,
                  ImDrawFlags_None, std::max(2.0f, L.unit * (lit ? 0.06f : 0.04f)));
    }
  }
}

void PretzelView::paint_guides(ImDrawList* dl, const BoardFrame& frame, int hovered_cell) const {
  const Layout& L = layout_;
  const Shape& s = board_.shape;
  const float thick = std::max(2.0f, L.unit * 0.045f);
  const auto outline = [&](int cell, ImU32 color, float grow, float width) {
    const ImVec2 a = L.cell_min(cell), b = L.cell_max(cell);
    dl->AddRect(ImVec2(a.x - grow, a.y - grow), ImVec2(b.x + grow, b.y + grow), color, L.unit * 0.12f, ImDrawFlags_None,
                width);
  };
  // Where the card under the pointer, or the card fitting the selected hole, would go.
  const Movable* path = nullptr;
  if (hovered_cell >= 0) path = movable_at(hovered_cell);
  if (!path && hovered_cell >= 0 && board_.cells[static_cast<std::size_t>(hovered_cell)] == kHole)
    path = filling(hovered_cell);
  if (!path && selected_ >= 0) path = filling(selected_);
  if (path) arrow(dl, L.center(path->from), L.center(path->to), with_alpha(ui::palette().board.accent, 0.9f), thick);

  // A selected card that cannot move: the card it must follow, and the reason in a ring.
  if (selected_ >= 0 && board_.cells[static_cast<std::size_t>(selected_)] != kHole) {
    const Card card = board_.cells[static_cast<std::size_t>(selected_)];
    outline(selected_, ui::palette().board.bad, L.unit * 0.04f, thick);
    if (rank_of(card) > 2) {
      const int before = cell_of(static_cast<Card>(card - 1));
      if (before >= 0) outline(before, IM_COL32(235, 235, 245, 220), L.unit * 0.04f, thick);
    }
  }

  // The hint: the card and its hole in cyan, an arrow between them.
  if (frame.hint) {
    Move card = kHole;
    try {
      card = parse_move(board_, *frame.hint);
    } catch (const std::exception&) {
      card = kHole;  // the hint belongs to another position
    }
    if (card != kHole) {
      const int from = cell_of(card), to = target_of(board_, card);
      if (from >= 0 && to >= 0) {
        const float t = static_cast<float>(std::fmod(frame.ambient_time(), 1.4) / 1.4);
        outline(from, ui::palette().board.hint, L.unit * 0.08f, thick * 1.2f);
        outline(to, ui::palette().board.hint, L.unit * 0.03f, thick);
        outline(from, with_alpha(ui::palette().board.hint, 1 - t), L.unit * (0.08f + 0.15f * t), thick * 0.8f);
        arrow(dl, L.center(from), L.center(to), ui::palette().board.hint, thick * 1.2f);
      }
    }
  }

  // The keyboard focus: a white frame.
  if (cursor_ >= 0 && cursor_ < s.cells()) outline(cursor_, IM_COL32(255, 255, 255, 240), L.unit * 0.1f, thick);
}

}  // namespace puzzlelab::pretzel
