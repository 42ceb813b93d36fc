// Drawing Fujisan with the ImGui draw list: a dawn sky, the mountain's silhouette with its snow
// cap, the 24 value tiles (the summit's four in snow and gold), the start pads, the selected
// priest's targets with their keyboard numbers, the hint arrow and the four priests.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

#include "games/fujisan/fujisan_view.hpp"
#include "ui/board_text.hpp"
#include "ui/colour.hpp"

namespace puzzlelab::fujisan {
namespace {

using ui::centered_text;
using ui::mix;
using ui::with_alpha;

constexpr double kCelebrationSeconds = 4.0;  // sparks over the summit after the solving move

// Priest colours: distinct in hue and in lightness, so they stay apart for colour-blind players
// too (the letters settle any doubt).
ImU32 priest_color(int priest) {
  switch (kPriestLetters[priest]) {
    case 'A': return IM_COL32(214, 69, 65, 255);   // red
    case 'C': return IM_COL32(46, 160, 92, 255);   // green
    case 'M': return IM_COL32(58, 112, 218, 255);  // blue
    default: return IM_COL32(150, 84, 196, 255);   // 'S': violet
  }
}

// A quadrilateral with one colour on top and another at the bottom (a-b top edge, c-d bottom).
void gradient_quad(ImDrawList* dl, ImVec2 a, ImVec2 b, ImVec2 c, ImVec2 d, ImU32 top, ImU32 bottom) {
  const ImVec2 uv = ImGui::GetFontTexUvWhitePixel();
  dl->PrimReserve(6, 4);
  const auto base = static_cast<ImDrawIdx>(dl->_VtxCurrentIdx);
  dl->PrimWriteIdx(base);
  dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 1));
  dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 2));
  dl->PrimWriteIdx(base);
  dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 2));
  dl->PrimWriteIdx(static_cast<ImDrawIdx>(base + 3));
  dl->PrimWriteVtx(a, uv, top);
  dl->PrimWriteVtx(b, uv, top);
  dl->PrimWriteVtx(c, uv, bottom);
  dl->PrimWriteVtx(d, uv, bottom);
}

// Tile colours by value: stone warming from pale (1) to ochre (5); 0 is dark, the "pit" that only
// an up/down move reaches.
ImU32 tile_color(int value) {
  static const ImU32 colors[] = {IM_COL32(84, 92, 112, 255),   IM_COL32(238, 232, 216, 255),
                                 IM_COL32(233, 220, 190, 255), IM_COL32(228, 206, 160, 255),
                                 IM_COL32(222, 189, 128, 255), IM_COL32(213, 167, 96, 255)};
  return colors[std::clamp(value, 0, 5)];
}

// The mountain's height profile, 0 at the foot, 1 at the summit plateau: Fuji's concave flanks.
float flank(float t) { return std::pow(std::clamp(t, 0.0f, 1.0f), 1.7f); }

}  // namespace

void FujisanView::paint_backdrop(ImDrawList* dl, const BoardFrame& frame) const {
  const Layout& L = layout_;
  // Dawn sky over the whole board area, ground below the tiles.
  dl->AddRectFilledMultiColor(frame.min, ImVec2(frame.max.x, L.tiles_bottom()), IM_COL32(34, 44, 78, 255),
                              IM_COL32(34, 44, 78, 255), IM_COL32(236, 168, 134, 255), IM_COL32(236, 168, 134, 255));
  dl->AddRectFilledMultiColor(ImVec2(frame.min.x, L.tiles_bottom()), frame.max, IM_COL32(58, 74, 62, 255),
                              IM_COL32(58, 74, 62, 255), IM_COL32(34, 44, 40, 255), IM_COL32(34, 44, 40, 255));

  // The silhouette: strips from the foot (column 1's left edge, column 12's right edge, at the
  // bottom of the tiles) up to the plateau over the summit columns.
  const float foot_left = Layout::column_x(1) - 0.6f, foot_right = Layout::column_x(12) + 1.6f;
  const float top_left = Layout::column_x(kSummitLeft) + 0.15f, top_right = Layout::column_x(kSummitRight) + 0.85f;
  const float base_y = Layout::kSky + 2.0f, peak_y = 0.25f;
  const float snow_line = 0.95f;  // in cells below the peak
  const int strips = 48;
  const auto height_at = [&](float x) {
    if (x <= top_left) return flank((x - foot_left) / (top_left - foot_left));
    if (x >= top_right) return flank((foot_right - x) / (foot_right - top_right));
    return 1.0f;
  };
  std::vector<ImVec2> outline;
  for (int i = 0; i < strips; ++i) {
    const float x0 = foot_left + (foot_right - foot_left) * static_cast<float>(i) / strips;
    const float x1 = foot_left + (foot_right - foot_left) * static_cast<float>(i + 1) / strips;
    const float y0 = base_y - (base_y - peak_y) * height_at(x0), y1 = base_y - (base_y - peak_y) * height_at(x1);
    gradient_quad(dl, L.at(x0, y0), L.at(x1, y1), L.at(x1, base_y), L.at(x0, base_y), IM_COL32(92, 104, 150, 255),
                  IM_COL32(58, 66, 104, 255));
    // Snow: down to a wavy line below the peak, only where the slope is high enough.
    const auto snow_bottom = [&](float x, float y) {
      const float wave = 0.18f * std::sin(x * 4.1f) + 0.1f * std::sin(x * 9.3f + 1.0f);
      return std::max(y, peak_y + snow_line + wave);
    };
    const float s0 = snow_bottom(x0, y0), s1 = snow_bottom(x1, y1);
    if (s0 > y0 || s1 > y1)
      gradient_quad(dl, L.at(x0, y0), L.at(x1, y1), L.at(x1, s1), L.at(x0, s0), IM_COL32(250, 251, 255, 255),
                    IM_COL32(214, 222, 240, 255));
    outline.push_back(L.at(x0, y0));
    if (i == strips - 1) outline.push_back(L.at(x1, y1));
  }
  // An anti-aliased rim smooths the strips' jagged outline.
  dl->AddPolyline(outline.data(), static_cast<int>(outline.size()), IM_COL32(230, 234, 246, 200), ImDrawFlags_None,
                  std::max(1.0f, L.cell * 0.03f));

  // "SUMMIT" on a small plaque over the summit columns.
  const ImVec2 label = L.at(Layout::column_x(kSummitLeft) + 1.0f, Layout::kSky - 0.32f);
  const float half_w = L.cell * 0.62f, half_h = L.cell * 0.17f;
  dl->AddRectFilled(ImVec2(label.x - half_w, label.y - half_h), ImVec2(label.x + half_w, label.y + half_h),
                    IM_COL32(36, 32, 26, 215), half_h);
  centered_text(dl, frame.fonts, std::max(9.0f, L.cell * 0.22f), label, ui::palette().board.accent, "SUMMIT");
}

void paint_value_tile(ImDrawList* dl, const ui::Fonts* fonts, ImVec2 a, ImVec2 b, int value, bool summit, float glow,
                      float alpha) {
  const float cell = b.x - a.x;
  const float rounding = cell * 0.16f;
  // A soft shadow lifts the tile off the mountain.
  dl->AddRectFilled(ImVec2(a.x, a.y + cell * 0.045f), ImVec2(b.x, b.y + cell * 0.045f),
                    with_alpha(IM_COL32(20, 22, 40, 90), alpha), rounding);
  if (summit) {
    dl->AddRectFilled(a, b, with_alpha(IM_COL32(250, 249, 244, 255), alpha), rounding);
    dl->AddRect(a, b, with_alpha(mix(ui::palette().board.accent, IM_COL32(255, 240, 190, 255), glow), alpha), rounding,
                ImDrawFlags_None, std::max(2.0f, cell * (0.068f + 0.045f * glow)));
  } else {
    dl->AddRectFilled(a, b, with_alpha(tile_color(value), alpha), rounding);
    dl->AddRect(a, b, with_alpha(IM_COL32(40, 40, 60, 70), alpha), rounding, ImDrawFlags_None, 1.0f);
  }
  char digit[2] = {static_cast<char>('0' + std::clamp(value, 0, 9)), 0};
  const ImU32 ink = value == 0 && !summit ? IM_COL32(210, 216, 232, 255) : IM_COL32(70, 52, 34, 255);
  centered_text(dl, fonts, cell * 0.57f, ImVec2((a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f), with_alpha(ink, alpha), digit);
}

void FujisanView::paint_space(ImDrawList* dl, const ui::Fonts* fonts, int space, std::optional<int> value,
                              float glow) const {
  const Layout& L = layout_;
  const float inset = L.cell * 0.06f, rounding = L.cell * 0.14f;
  const int column = column_of(space);
  ImVec2 a = L.space_min(space), b = L.space_max(space);
  a = ImVec2(a.x + inset, a.y + inset);
  b = ImVec2(b.x - inset, b.y - inset);
  if (is_start_column(column)) {
    // Start pads: ground where the priests wait, dashed rim.
    dl->AddRectFilled(a, b, IM_COL32(70, 86, 74, 255), rounding);
    const int dashes = 16;
    const ImVec2 c = L.center(space);
    const float r = L.cell * 0.36f;
    for (int i = 0; i < dashes; i += 2) {
      const float t0 = 2 * std::numbers::pi_v<float> * static_cast<float>(i) / dashes,
                  t1 = 2 * std::numbers::pi_v<float> * static_cast<float>(i + 1) / dashes;
      dl->PathArcTo(c, r, t0, t1, 6);
      dl->PathStroke(IM_COL32(150, 170, 150, 200), ImDrawFlags_None, std::max(1.0f, L.cell * 0.03f));
    }
    return;
  }
  if (!value) {
    // A space no coin or tile has reached yet: a recess in the mountain, its rim traced.
    dl->AddRectFilled(a, b, IM_COL32(40, 46, 76, 150), rounding);
    dl->AddRect(a, b, IM_COL32(170, 180, 214, 140), rounding, ImDrawFlags_None, std::max(1.0f, L.cell * 0.025f));
    return;
  }
  paint_value_tile(dl, fonts, a, b, *value, is_summit_column(column), glow, 1.0f);
}

void FujisanView::paint_column_numbers(ImDrawList* dl, const ui::Fonts* fonts) const {
  const Layout& L = layout_;
  for (int column = kFirstMountain; column <= kLastMountain; ++column) {
    char label[4];
    std::snprintf(label, sizeof label, "%d", column);
    centered_text(dl, fonts, std::max(9.0f, L.cell * 0.22f), L.at(Layout::column_x(column) + 0.5f, Layout::kSky + 2.3f),
                  IM_COL32(170, 186, 176, 255), label);
  }
}

void FujisanView::paint_tiles(ImDrawList* dl, const BoardFrame& frame) const {
  const float glow = solved_ ? 0.5f + 0.5f * std::sin(static_cast<float>(frame.ambient_time()) * 5.0f) : 0.0f;
  for (int space = 0; space < kSpaces; ++space)
    paint_space(dl, frame.fonts, space,
                is_start_column(column_of(space)) ? std::nullopt : std::optional<int>(board_.value(space)), glow);
  paint_column_numbers(dl, frame.fonts);
}

void FujisanView::paint_targets(ImDrawList* dl, const BoardFrame& frame, int hovered_space) const {
  if (selected_ < 0) return;
  const Layout& L = layout_;
  const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(frame.ambient_time()) * 6.0f);
  const std::vector<Target> targets = targets_of(selected_);
  const ImVec2 from = L.center(priests_[selected_]);
  for (std::size_t i = 0; i < targets.size(); ++i) {
    const int space = targets[i].move.to;
    const ImVec2 a = L.space_min(space), b = L.space_max(space);
    const float inset = L.cell * 0.04f;
    const bool chosen = static_cast<int>(i) == cursor_ || space == hovered_space;
    dl->AddRectFilled(ImVec2(a.x + inset, a.y + inset), ImVec2(b.x - inset, b.y - inset),
                      with_alpha(ui::palette().board.accent, chosen ? 0.45f : 0.18f + 0.12f * pulse), L.cell * 0.14f);
    dl->AddRect(ImVec2(a.x + inset, a.y + inset), ImVec2(b.x - inset, b.y - inset), ui::palette().board.accent,
                L.cell * 0.14f, ImDrawFlags_None, std::max(2.0f, L.cell * (chosen ? 0.08f : 0.05f)));
    // The keyboard number in a small badge.
    const ImVec2 badge(b.x - L.cell * 0.16f, a.y + L.cell * 0.16f);
    dl->AddCircleFilled(badge, L.cell * 0.15f, IM_COL32(40, 36, 28, 230), 20);
    char number[3];
    std::snprintf(number, sizeof number, "%d", static_cast<int>(i + 1));
    if (i < 9) centered_text(dl, frame.fonts, L.cell * 0.2f, badge, ui::palette().board.accent, number);
    if (chosen) {
      // Where the priest would land, and the way it would go.
      const ImVec2 to = L.center(space);
      const bool sideways = row_of(space) == row_of(priests_[selected_]);
      const float lift = sideways ? L.cell * 0.9f : 0.0f;
      dl->AddBezierCubic(from, ImVec2(from.x, from.y - lift), ImVec2(to.x, to.y - lift), to,
                         with_alpha(ui::palette().board.accent, 0.9f), std::max(2.0f, L.cell * 0.05f));
      // A ring, not a disc: the target's value stays readable.
      dl->AddCircle(to, L.cell * 0.36f, with_alpha(priest_color(selected_), 0.9f), 32, std::max(2.0f, L.cell * 0.07f));
    }
  }
}

void FujisanView::paint_hint(ImDrawList* dl, const BoardFrame& frame) const {
  if (!frame.hint) return;
  const Layout& L = layout_;
  Move move{};
  try {
    move = parse_notation(board_, variant_, priests_, *frame.hint);
  } catch (const std::exception&) {
    return;  // the hint belongs to another position
  }
  const ImVec2 from = L.center(move.from), to = L.center(move.to);
  const bool sideways = row_of(move.from) == row_of(move.to);
  const float lift = sideways ? L.cell * 1.1f : 0.0f;
  const float t = static_cast<float>(std::fmod(frame.ambient_time(), 1.6) / 1.6);
  const ImU32 color = ui::palette().board.hint;
  dl->AddBezierCubic(from, ImVec2(from.x, from.y - lift), ImVec2(to.x, to.y - lift), to, color,
                     std::max(2.5f, L.cell * 0.07f));
  // An arrowhead at the target and a ring travelling along the path.
  dl->AddCircle(to, L.cell * 0.42f, color, 32, std::max(2.5f, L.cell * 0.07f));
  dl->AddCircle(from, L.cell * (0.42f + 0.1f * t), with_alpha(color, 1.0f - t), 32, std::max(2.0f, L.cell * 0.05f));
}

void FujisanView::paint_priests(ImDrawList* dl, const BoardFrame& frame) const {
  const Layout& L = layout_;
  const float radius = L.cell * 0.34f;
  // The moving priest last, so it passes over the others.
  std::array<int, kPriests> order{0, 1, 2, 3};
  std::stable_sort(order.begin(), order.end(),
                   [&](int x, int y) { return glides_[x].from < 0 && glides_[y].from >= 0; });
  for (const int i : order) {
    const ImVec2 c = priest_point(i, frame.time);
    const ImU32 color = priest_color(i);
    if (i == selected_) {
      const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(frame.ambient_time()) * 6.0f);
      dl->AddCircleFilled(c, radius + L.cell * (0.1f + 0.03f * pulse), with_alpha(ui::palette().board.accent, 0.35f),
                          40);
      dl->AddCircle(c, radius + L.cell * 0.07f, ui::palette().board.accent, 40, std::max(2.0f, L.cell * 0.06f));
    }
    dl->AddCircleFilled(ImVec2(c.x + L.cell * 0.03f, c.y + L.cell * 0.05f), radius, IM_COL32(10, 10, 20, 110), 40);
    dl->AddCircleFilled(c, radius, color, 40);
    // A highlight towards the top-left reads as a rounded pawn head.
    dl->AddCircleFilled(ImVec2(c.x - radius * 0.3f, c.y - radius * 0.35f), radius * 0.42f, IM_COL32(255, 255, 255, 45),
                        24);
    dl->AddCircle(c, radius, IM_COL32(20, 20, 30, 200), 40, std::max(1.0f, L.cell * 0.025f));
    const char letter[2] = {kPriestLetters[i], 0};
    centered_text(dl, frame.fonts, L.cell * 0.4f, ImVec2(c.x + 1, c.y + 1.5f), IM_COL32(0, 0, 0, 110), letter);
    centered_text(dl, frame.fonts, L.cell * 0.4f, c, IM_COL32(255, 255, 255, 255), letter);
  }

  // The solved moment: sparks rising from the summit for a few seconds.
  if (const std::optional<double> since = animation_.celebration_age(frame.time, kCelebrationSeconds)) {
    const float age = static_cast<float>(*since);
    const ImVec2 summit = L.at(Layout::column_x(kSummitLeft) + 1.0f, Layout::kSky + 1.0f);
    for (int k = 0; k < 36; ++k) {
      const float angle = static_cast<float>(k) * 2.39996f;  // golden angle spreads them evenly
      const float speed = L.cell * (1.2f + 0.9f * static_cast<float>((k * 37) % 11) / 11.0f);
      const float t = std::fmod(age + static_cast<float>(k % 5) * 0.13f, 1.6f);
      const ImVec2 p(summit.x + std::cos(angle) * speed * t,
                     summit.y + std::sin(angle) * speed * t * 0.7f - L.cell * 0.8f * t + L.cell * 0.9f * t * t);
      const ImU32 spark = k % 3 == 0 ? ui::palette().board.accent
                                     : (k % 3 == 1 ? IM_COL32(255, 255, 255, 255) : priest_color(k % kPriests));
      dl->AddCircleFilled(p, L.cell * 0.06f * (1.0f - t / 1.6f) + 1.0f, with_alpha(spark, 1.0f - t / 1.6f), 8);
    }
  }
}

}  // namespace puzzlelab::fujisan
