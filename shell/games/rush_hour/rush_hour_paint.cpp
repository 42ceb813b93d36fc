// Drawing Rush Hour with the ImGui draw list. The board is a picture with its own surfaces, the
// same in both themes (ui/palette.hpp): a dark tray with a light grid of parking bays, walls as
// raised concrete blocks with hatching, vehicles as rounded bars with windows at their front and
// their letter in the middle, the primary car red and every other vehicle in a colour of its own
// by letter (the letter tells them apart in print and without colour vision). The exit is a gap in
// the tray's rim at the end of the primary car's row, with an arrow beyond it. Marks: the selected
// vehicle ringed in gold with the cells it can reach dotted, a dragged one's drop outlined under
// it, the hinted one in cyan with a ghost where it goes.
#include <algorithm>
#include <cmath>

#include "games/rush_hour/rush_hour_view.hpp"
#include "ui/board_text.hpp"
#include "ui/colour.hpp"
#include "ui/palette.hpp"

namespace puzzlelab::rush_hour {
namespace {

using ui::mix;
using ui::with_alpha;

ImVec2 operator+(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
ImVec2 operator-(ImVec2 a, ImVec2 b) { return ImVec2(a.x - b.x, a.y - b.y); }

constexpr ImU32 kTray = IM_COL32(46, 52, 64, 255);
constexpr ImU32 kTrayEdge = IM_COL32(96, 106, 126, 255);
constexpr ImU32 kBay = IM_COL32(214, 218, 224, 255);
constexpr ImU32 kBayLine = IM_COL32(184, 190, 198, 255);
constexpr ImU32 kWall = IM_COL32(112, 112, 118, 255);
constexpr ImU32 kWallTop = IM_COL32(146, 146, 152, 255);
constexpr ImU32 kWallInk = IM_COL32(70, 70, 76, 255);
constexpr ImU32 kRed = IM_COL32(214, 36, 40, 255);

ImU32 ink_on(ImU32 fill) {
  const float r = static_cast<float>((fill >> IM_COL32_R_SHIFT) & 0xFF),
              g = static_cast<float>((fill >> IM_COL32_G_SHIFT) & 0xFF),
              b = static_cast<float>((fill >> IM_COL32_B_SHIFT) & 0xFF);
  return 0.299f * r + 0.587f * g + 0.114f * b > 150 ? IM_COL32(24, 24, 28, 255) : IM_COL32(255, 255, 255, 255);
}

void inset(ImVec2& lo, ImVec2& hi, float by) {
  lo = lo + ImVec2(by, by);
  hi = hi - ImVec2(by, by);
}

// An arrow from a to b (a shaft and a head), `thick` wide.
void arrow(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 colour, float thick) {
  const float dx = b.x - a.x, dy = b.y - a.y, len = std::hypot(dx, dy);
  if (len < 1) return;
  const ImVec2 u(dx / len, dy / len), n(-u.y, u.x);
  const float head = thick * 3;
  const ImVec2 base = b - ImVec2(u.x * head, u.y * head);
  dl->AddLine(a, base, colour, thick);
  dl->AddTriangleFilled(b, base + ImVec2(n.x * head * 0.6f, n.y * head * 0.6f),
                        base - ImVec2(n.x * head * 0.6f, n.y * head * 0.6f), colour);
}

}  // namespace

ImU32 vehicle_colour(char letter) {
  // Distinct hues, none near the primary car's red; a vehicle's letter picks one.
  static const ImU32 colours[] = {
      IM_COL32(92, 178, 76, 255),    // green
      IM_COL32(246, 152, 32, 255),   // orange
      IM_COL32(58, 124, 214, 255),   // blue
      IM_COL32(240, 120, 178, 255),  // pink
      IM_COL32(134, 88, 192, 255),   // purple
      IM_COL32(32, 152, 142, 255),   // teal
      IM_COL32(242, 206, 52, 255),   // yellow
      IM_COL32(142, 100, 62, 255),   // brown
      IM_COL32(126, 196, 234, 255),  // sky blue
      IM_COL32(78, 86, 98, 255),     // graphite
      IM_COL32(182, 204, 74, 255),   // lime
      IM_COL32(206, 160, 120, 255),  // tan
      IM_COL32(24, 92, 84, 255),     // dark green
  };
  if (letter == 'A') return kRed;
  const int n = static_cast<int>(sizeof colours / sizeof colours[0]);
  const int i = letter >= 'B' && letter <= 'Z' ? letter - 'B' : 0;
  // A large board has more vehicles than hues: the second round is a darker shade of the first.
  return i < n ? colours[i] : mix(colours[i % n], IM_COL32(0, 0, 0, 255), 0.35f);
}

void paint_tray(ImDrawList* dl, const Layout& L, int exit_row) {
  const float c = L.cell;
  const ImVec2 lo = L.tray_min(), hi = L.tray_max();
  dl->AddRectFilled(lo + ImVec2(c * 0.05f, c * 0.09f), hi + ImVec2(c * 0.05f, c * 0.09f), IM_COL32(0, 0, 0, 70),
                    c * 0.22f);
  dl->AddRectFilled(lo, hi, kTray, c * 0.2f);
  dl->AddRect(lo, hi, kTrayEdge, c * 0.2f, 0, std::max(1.0f, c * 0.03f));
  // The exit: the row's road runs on through a gap in the rim, an arrow beyond it.
  const ImVec2 gap_lo = L.at(static_cast<float>(L.size) - 0.1f, static_cast<float>(exit_row) + 0.04f);
  const ImVec2 gap_hi = L.at(static_cast<float>(L.size) + Layout::kRim + 0.02f, static_cast<float>(exit_row) + 0.96f);
  dl->AddRectFilled(gap_lo, gap_hi, kBay);
  const float y = L.at(0, static_cast<float>(exit_row) + 0.5f).y;
  const float x0 = gap_hi.x + c * 0.08f, x1 = x0 + c * (Layout::kExitRoom - 0.16f);
  for (int k = 0; k < 2; ++k) {
    // Two chevrons pointing out.
    const float x = x0 + (x1 - x0) * (0.15f + 0.45f * static_cast<float>(k));
    const float w = c * 0.18f, h = c * 0.26f;
    dl->AddLine(ImVec2(x, y - h), ImVec2(x + w, y), with_alpha(kRed, 0.75f + 0.25f * static_cast<float>(k)),
                std::max(2.0f, c * 0.07f));
    dl->AddLine(ImVec2(x + w, y), ImVec2(x, y + h), with_alpha(kRed, 0.75f + 0.25f * static_cast<float>(k)),
                std::max(2.0f, c * 0.07f));
  }
  // The parking bays.
  for (int row = 0; row < L.size; ++row)
    for (int column = 0; column < L.size; ++column) {
      ImVec2 a = L.cell_min(row, column), b = L.cell_max(row, column);
      inset(a, b, c * 0.02f);
      dl->AddRectFilled(a, b, kBay, c * 0.06f);
      inset(a, b, c * 0.06f);
      dl->AddRect(a, b, kBayLine, c * 0.05f, 0, std::max(1.0f, c * 0.02f));
    }
}

void paint_walls(ImDrawList* dl, const Layout& L, const std::vector<std::uint8_t>& walls) {
  const float c = L.cell;
  for (const std::uint8_t w : walls) {
    ImVec2 lo = L.cell_min(w / L.size, w % L.size), hi = L.cell_max(w / L.size, w % L.size);
    inset(lo, hi, c * 0.03f);
    dl->AddRectFilled(lo + ImVec2(0, c * 0.05f), hi + ImVec2(0, c * 0.05f), IM_COL32(0, 0, 0, 80), c * 0.08f);
    dl->AddRectFilled(lo, hi, kWall, c * 0.08f);
    ImVec2 top_lo = lo, top_hi = hi;
    inset(top_lo, top_hi, c * 0.08f);
    dl->AddRectFilled(top_lo, top_hi, kWallTop, c * 0.05f);
    // Hatching, clipped to the block's top: solid and in the way, in print too.
    dl->PushClipRect(top_lo, top_hi, true);
    const float step = c * 0.2f;
    for (float x = top_lo.x - (top_hi.y - top_lo.y); x < top_hi.x; x += step)
      dl->AddLine(ImVec2(x, top_hi.y), ImVec2(x + (top_hi.y - top_lo.y), top_lo.y), kWallInk,
                  std::max(1.0f, c * 0.03f));
    dl->PopClipRect();
    dl->AddRect(lo, hi, kWallInk, c * 0.08f, 0, std::max(1.0f, c * 0.03f));
  }
}

void paint_vehicle(ImDrawList* dl, const Layout& L, const Vehicle& v, float offset, const ui::Fonts* fonts,
                   float alpha) {
  const float c = L.cell;
  ImVec2 lo, hi;
  L.vehicle_rect(v, offset, lo, hi);
  inset(lo, hi, c * 0.07f);
  const ImU32 body = vehicle_colour(v.letter);
  const float round = c * 0.2f;
  dl->AddRectFilled(lo + ImVec2(c * 0.03f, c * 0.06f), hi + ImVec2(c * 0.03f, c * 0.06f),
                    with_alpha(IM_COL32(0, 0, 0, 90), alpha), round);
  dl->AddRectFilled(lo, hi, with_alpha(body, alpha), round);
  dl->AddRect(lo, hi, with_alpha(mix(body, IM_COL32(0, 0, 0, 255), 0.45f), alpha), round, 0,
              std::max(1.0f, c * 0.035f));
  // A windscreen across the front (right or bottom end) and a rear window: which way is the
  // front does not matter to the rules, it only makes a bar read as a vehicle.
  const ImU32 glass = with_alpha(mix(IM_COL32(200, 226, 240, 255), body, 0.25f), alpha);
  const float across0 = 0.2f, across1 = 0.8f;  // of the vehicle's width
  const float len = v.horizontal ? hi.x - lo.x : hi.y - lo.y, wide = v.horizontal ? hi.y - lo.y : hi.x - lo.x;
  const auto window = [&](float from, float to) {
    const ImVec2 a = v.horizontal ? ImVec2(lo.x + from * len, lo.y + across0 * wide)
                                  : ImVec2(lo.x + across0 * wide, lo.y + from * len);
    const ImVec2 b =
        v.horizontal ? ImVec2(lo.x + to * len, lo.y + across1 * wide) : ImVec2(lo.x + across1 * wide, lo.y + to * len);
    dl->AddRectFilled(a, b, glass, c * 0.05f);
  };
  const float unit = 1.0f / static_cast<float>(v.length);  // one cell of the vehicle's length
  window(1 - unit * 0.42f, 1 - unit * 0.2f);
  window(unit * 0.12f, unit * 0.26f);
  // The letter on a disc in the middle.
  const ImVec2 mid((lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f);
  dl->AddCircleFilled(mid, c * 0.27f, with_alpha(mix(body, IM_COL32(255, 255, 255, 255), 0.18f), alpha), 28);
  const char text[2] = {v.letter, 0};
  ui::centered_text(dl, fonts, c * 0.42f, mid, with_alpha(ink_on(body), alpha), text);
}

void paint_board(ImDrawList* dl, const BoardPaint& p, const ui::Fonts* fonts) {
  const Board& b = *p.board;
  const Layout& L = p.layout;
  const float c = L.cell;
  const ui::Palette::OnBoard& marks = ui::palette().board;
  const int exit_row = b.vehicles.empty() ? exit_row_for(b.size) : b.vehicles.front().line;
  paint_tray(dl, L, exit_row);
  paint_walls(dl, L, b.walls);
  const auto offset_of = [&](int v) {
    return p.offsets.empty() ? static_cast<float>(b.vehicles[static_cast<std::size_t>(v)].offset)
                             : p.offsets[static_cast<std::size_t>(v)];
  };
  const float pulse = static_cast<float>(0.5 + 0.5 * std::sin(p.time * 5.0));
  const float thick = std::max(2.0f, c * 0.07f);

  // The selected vehicle's reach: dots on the free cells it can slide onto.
  if (p.selected >= 0 && p.selected < static_cast<int>(b.vehicles.size()) && p.dragged < 0) {
    const Vehicle& v = b.vehicles[static_cast<std::size_t>(p.selected)];
    const Reach r = reach(b, occupancy(b), p.selected);
    for (int d = r.back; d <= r.forward; ++d) {
      if (d == 0) continue;
      const int at = d < 0 ? v.offset + d : v.offset + v.length - 1 + d;
      const ImVec2 centre = v.horizontal ? L.center(v.line, at) : L.center(at, v.line);
      dl->AddCircleFilled(centre, c * 0.09f, with_alpha(marks.accent, 0.85f), 16);
    }
  }
  // The hint's target: a ghost of the vehicle where the move puts it, with an arrow to it.
  if (p.hint && p.hint->vehicle < static_cast<int>(b.vehicles.size())) {
    const Vehicle& v = b.vehicles[static_cast<std::size_t>(p.hint->vehicle)];
    ImVec2 lo, hi;
    L.vehicle_rect(v, static_cast<float>(v.offset + p.hint->distance), lo, hi);
    inset(lo, hi, c * 0.07f);
    dl->AddRectFilled(lo, hi, with_alpha(marks.hint, 0.22f + 0.12f * pulse), c * 0.2f);
    dl->AddRect(lo, hi, with_alpha(marks.hint, 0.9f), c * 0.2f, 0, thick * 0.7f);
  }

  // Where a dragged vehicle drops if let go now: the nearest cells, outlined under it.
  if (p.dragged >= 0) {
    const Vehicle& v = b.vehicles[static_cast<std::size_t>(p.dragged)];
    const float base = static_cast<float>(v.offset);  // rounded as the drop is: the distance
    ImVec2 lo, hi;
    L.vehicle_rect(v, base + std::round(offset_of(p.dragged) - base), lo, hi);
    inset(lo, hi, c * 0.07f);
    dl->AddRectFilled(lo, hi, with_alpha(marks.accent, 0.18f), c * 0.2f);
    dl->AddRect(lo, hi, with_alpha(marks.accent, 0.85f), c * 0.2f, 0, thick * 0.6f);
  }
  // Vehicles, the dragged one last so that it rides over the marks.
  for (int v = 0; v < static_cast<int>(b.vehicles.size()); ++v)
    if (v != p.dragged) paint_vehicle(dl, L, b.vehicles[static_cast<std::size_t>(v)], offset_of(v), fonts);
  if (p.dragged >= 0)
    paint_vehicle(dl, L, b.vehicles[static_cast<std::size_t>(p.dragged)], offset_of(p.dragged), fonts);

  const auto ring = [&](int v, ImU32 colour, float grow, float width) {
    ImVec2 lo, hi;
    L.vehicle_rect(b.vehicles[static_cast<std::size_t>(v)], offset_of(v), lo, hi);
    inset(lo, hi, c * (0.07f - grow));
    dl->AddRect(lo, hi, colour, c * (0.2f + grow), 0, width);
  };
  if (p.hovered >= 0 && p.hovered != p.selected)
    ring(p.hovered, with_alpha(IM_COL32(255, 255, 255, 255), 0.8f), 0.0f, thick * 0.6f);
  if (p.hint && p.hint->vehicle < static_cast<int>(b.vehicles.size())) {
    const int v = p.hint->vehicle;
    ring(v, marks.hint, 0.04f, thick);
    const Vehicle& veh = b.vehicles[static_cast<std::size_t>(v)];
    ImVec2 lo, hi, to_lo, to_hi;
    L.vehicle_rect(veh, offset_of(v), lo, hi);
    L.vehicle_rect(veh, static_cast<float>(veh.offset + p.hint->distance), to_lo, to_hi);
    const ImVec2 from((lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f),
        to((to_lo.x + to_hi.x) * 0.5f, (to_lo.y + to_hi.y) * 0.5f);
    // The arrow starts at the vehicle's leading end so that it does not cover the letter.
    const float half = static_cast<float>(veh.length) * 0.5f * c - c * 0.3f;
    const float sign = p.hint->distance > 0 ? 1.0f : -1.0f;
    const ImVec2 start = veh.horizontal ? ImVec2(from.x + sign * half, from.y) : ImVec2(from.x, from.y + sign * half);
    const ImVec2 end = veh.horizontal ? ImVec2(to.x + sign * half, to.y) : ImVec2(to.x, to.y + sign * half);
    arrow(dl, start, end, with_alpha(marks.hint, 0.75f + 0.25f * pulse), thick);
  }
  if (p.selected >= 0 && p.selected < static_cast<int>(b.vehicles.size()))
    ring(p.selected, with_alpha(marks.accent, 0.8f + 0.2f * pulse), 0.05f, thick * 1.1f);
  if (p.solved_glow > 0 && !b.vehicles.empty()) {
    ring(0, with_alpha(marks.good, p.solved_glow), 0.06f + 0.05f * p.solved_glow, thick * 1.2f);
    const ImVec2 a = L.at(static_cast<float>(L.size), static_cast<float>(exit_row)),
                 z = L.at(static_cast<float>(L.size) + Layout::kRim + Layout::kExitRoom,
                          static_cast<float>(exit_row + 1));
    dl->AddRectFilled(a, z, with_alpha(marks.good, 0.35f * p.solved_glow), c * 0.15f);
  }
}

}  // namespace puzzlelab::rush_hour
