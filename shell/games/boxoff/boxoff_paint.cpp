// Drawing BoxOff with the ImGui draw list: a tray with the coordinates around it, the empty wells
// or (tile setups) the L-shaped tile plates with their outlines, the tokens (Okabe-Ito colours,
// each with its own symbol), the selection with its partners, the keyboard cursor, the hint, and
// pairs fading out as they are removed.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <numbers>

#include "games/boxoff/boxoff_view.hpp"
#include "ui/board_text.hpp"
#include "ui/colour.hpp"

namespace puzzlelab::boxoff {
namespace {

using ui::centered_text;
using ui::mix;
using ui::with_alpha;

// Okabe and Ito's colour-blind-safe palette (black replaced by a light grey: the board is dark),
// in the order of the engine's colour names (engine/games/boxoff/info.cpp).
constexpr ImU32 kPalette[kMaxColours] = {
    IM_COL32(230, 159, 0, 255),    // orange
    IM_COL32(86, 180, 233, 255),   // sky blue
    IM_COL32(0, 158, 115, 255),    // bluish green
    IM_COL32(240, 228, 66, 255),   // yellow
    IM_COL32(0, 114, 178, 255),    // blue
    IM_COL32(213, 94, 0, 255),     // vermillion
    IM_COL32(204, 121, 167, 255),  // reddish purple
    IM_COL32(190, 190, 190, 255),  // grey
};

// Relative luminance (WCAG): decides whether a symbol is inked dark or light on its token.
float luminance(ImU32 color) {
  const auto lin = [&](int shift) {
    const float c = static_cast<float>((color >> shift) & 0xFF) / 255.0f;
    return c <= 0.03928f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f);
  };
  return 0.2126f * lin(IM_COL32_R_SHIFT) + 0.7152f * lin(IM_COL32_G_SHIFT) + 0.0722f * lin(IM_COL32_B_SHIFT);
}

ImU32 ink_for(ImU32 color) {
  const float l = luminance(color);
  // Contrast against near-black (0.012) and white (1.0); the larger wins.
  return (l + 0.05f) / (0.012f + 0.05f) >= (1.05f) / (l + 0.05f) ? IM_COL32(22, 26, 36, 255)
                                                                 : IM_COL32(255, 255, 255, 255);
}

// The symbol of colour k, centred on c, about 2r across.
void paint_symbol(ImDrawList* dl, int colour, ImVec2 c, float r, ImU32 ink) {
  switch (colour % kMaxColours) {
    case 0: dl->AddCircleFilled(c, r * 0.82f, ink, 28); break;
    case 1:
      dl->AddRectFilled(ImVec2(c.x - r * 0.72f, c.y - r * 0.72f), ImVec2(c.x + r * 0.72f, c.y + r * 0.72f), ink,
                        r * 0.12f);
      break;
    case 2:
      dl->AddTriangleFilled(ImVec2(c.x, c.y - r * 0.92f), ImVec2(c.x + r * 0.95f, c.y + r * 0.72f),
                            ImVec2(c.x - r * 0.95f, c.y + r * 0.72f), ink);
      break;
    case 3:
      dl->AddQuadFilled(ImVec2(c.x, c.y - r), ImVec2(c.x + r * 0.8f, c.y), ImVec2(c.x, c.y + r),
                        ImVec2(c.x - r * 0.8f, c.y), ink);
      break;
    case 4: {
      // A five-pointed star: the inner pentagon and five points.
      ImVec2 outer[5], inner[5];
      for (int i = 0; i < 5; ++i) {
        const float a = -std::numbers::pi_v<float> / 2 + static_cast<float>(i) * 2 * std::numbers::pi_v<float> / 5,
                    b = a + std::numbers::pi_v<float> / 5;
        outer[i] = ImVec2(c.x + std::cos(a) * r, c.y + 0.08f * r + std::sin(a) * r);
        inner[i] = ImVec2(c.x + std::cos(b) * r * 0.42f, c.y + 0.08f * r + std::sin(b) * r * 0.42f);
      }
      dl->AddConvexPolyFilled(inner, 5, ink);
      for (int i = 0; i < 5; ++i) dl->AddTriangleFilled(outer[i], inner[i], inner[(i + 4) % 5], ink);
      break;
    }
    case 5: {
      const float d = r * 0.7f, w = r * 0.42f;
      dl->AddLine(ImVec2(c.x - d, c.y - d), ImVec2(c.x + d, c.y + d), ink, w);
      dl->AddLine(ImVec2(c.x - d, c.y + d), ImVec2(c.x + d, c.y - d), ink, w);
      break;
    }
    case 6: dl->AddNgonFilled(c, r * 0.88f, ink, 6); break;
    default: {
      const float d = r * 0.85f, w = r * 0.22f;
      dl->AddRectFilled(ImVec2(c.x - d, c.y - w), ImVec2(c.x + d, c.y + w), ink);
      dl->AddRectFilled(ImVec2(c.x - w, c.y - d), ImVec2(c.x + w, c.y + d), ink);
      break;
    }
  }
}

}  // namespace

ImU32 token_color(int colour) { return kPalette[((colour % kMaxColours) + kMaxColours) % kMaxColours]; }

void BoxOffView::paint_frame(ImDrawList* dl, const BoardFrame& frame) const {
  const Layout& L = layout_;
  const float m = Layout::kMargin * L.cell;
  const ImVec2 a(L.grid_min().x - m, L.grid_min().y - m), b(L.grid_max().x + m, L.grid_max().y + m);
  // The tray: a soft shadow, the body, a rim.
  dl->AddRectFilled(ImVec2(a.x + L.cell * 0.04f, a.y + L.cell * 0.08f),
                    ImVec2(b.x + L.cell * 0.04f, b.y + L.cell * 0.08f), IM_COL32(8, 10, 16, 120), m * 1.2f);
  dl->AddRectFilled(a, b, IM_COL32(36, 41, 57, 255), m * 1.2f);
  dl->AddRect(a, b, IM_COL32(96, 106, 134, 255), m * 1.2f, ImDrawFlags_None, std::max(1.5f, L.cell * 0.03f));
  // Coordinates: column letters above, row numbers on the left, as in the move notation.
  const float size = std::clamp(L.cell * 0.3f, 9.0f, 26.0f);
  // Outside the tray, on the window: the theme's secondary text.
  const ImU32 ink = ui::palette().text_dim;
  for (int c = 0; c < L.cols; ++c) {
    const char label[2] = {static_cast<char>('a' + c), 0};
    centered_text(dl, frame.fonts, size,
                  ImVec2(L.origin.x + (static_cast<float>(c) + 0.5f) * L.cell, a.y - Layout::kLabel * L.cell * 0.5f),
                  ink, label);
  }
  for (int r = 0; r < L.rows; ++r) {
    char label[12];
    std::snprintf(label, sizeof label, "%d", r + 1);
    centered_text(dl, frame.fonts, size,
                  ImVec2(a.x - Layout::kLabel * L.cell * 0.5f, L.origin.y + (static_cast<float>(r) + 0.5f) * L.cell),
                  ink, label);
  }
}

void BoxOffView::paint_tiles(ImDrawList* dl) const {
  const Layout& L = layout_;
  const int squares = board_.rows * board_.cols;
  const float g = L.cell * 0.05f;  // half the groove between two pieces
  if (tiles_.empty() || static_cast<int>(tiles_.size()) != squares) {
    // No tiles: one well per square.
    for (int s = 0; s < squares; ++s) {
      const ImVec2 a = L.square_min(s), b = L.square_max(s);
      dl->AddRectFilled(ImVec2(a.x + g, a.y + g), ImVec2(b.x - g, b.y - g), IM_COL32(52, 59, 80, 255), L.cell * 0.12f);
    }
    return;
  }
  // Tiles: each is three squares of a 2x2 box; draw the L as two bars and trace its outline.
  std::map<int, std::vector<int>> by_tile;
  for (int s = 0; s < squares; ++s) by_tile[tiles_[static_cast<std::size_t>(s)]].push_back(s);
  const float stroke = std::max(1.5f, L.cell * 0.035f);
  for (const auto& [tile, members] : by_tile) {
    int r0 = 99, r1 = -1, c0 = 99, c1 = -1;
    for (const int s : members) {
      r0 = std::min(r0, s / L.cols), r1 = std::max(r1, s / L.cols);
      c0 = std::min(c0, s % L.cols), c1 = std::max(c1, s % L.cols);
    }
    const ImU32 plate = (tile % 2 == 0) ? IM_COL32(62, 70, 94, 255) : IM_COL32(56, 64, 88, 255);
    const ImU32 rim = IM_COL32(222, 206, 160, 210);
    if (members.size() != 3 || r1 - r0 != 1 || c1 - c0 != 1) {
      for (const int s : members) {
        const ImVec2 a = L.square_min(s), b = L.square_max(s);
        dl->AddRectFilled(ImVec2(a.x + g, a.y + g), ImVec2(b.x - g, b.y - g), plate);
        dl->AddRect(ImVec2(a.x + g, a.y + g), ImVec2(b.x - g, b.y - g), rim, 0, ImDrawFlags_None, stroke);
      }
      continue;
    }
    // The missing quadrant of the 2x2 box: 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left.
    int missing = 0;
    for (int q = 0; q < 4; ++q) {
      const int r = (q == 2 || q == 3) ? r1 : r0, c = (q == 1 || q == 2) ? c1 : c0;
      if (std::find(members.begin(), members.end(), r * L.cols + c) == members.end()) missing = q;
    }
    const float X0 = L.origin.x + static_cast<float>(c0) * L.cell + g,
                X1 = L.origin.x + static_cast<float>(c1 + 1) * L.cell - g;
    const float Y0 = L.origin.y + static_cast<float>(r0) * L.cell + g,
                Y1 = L.origin.y + static_cast<float>(r1 + 1) * L.cell - g;
    const float Xc = L.origin.x + static_cast<float>(c0 + 1) * L.cell,
                Yc = L.origin.y + static_cast<float>(r0 + 1) * L.cell;
    const float sx = (missing == 1 || missing == 2) ? 1.0f : -1.0f, sy = (missing == 2 || missing == 3) ? 1.0f : -1.0f;
    // Fill: the full-height bar on the side away from the missing square, the full-width bar likewise.
    if (sx > 0)
      dl->AddRectFilled(ImVec2(X0, Y0), ImVec2(Xc - g, Y1), plate);
    else
      dl->AddRectFilled(ImVec2(Xc + g, Y0), ImVec2(X1, Y1), plate);
    if (sy > 0)
      dl->AddRectFilled(ImVec2(X0, Y0), ImVec2(X1, Yc - g), plate);
    else
      dl->AddRectFilled(ImVec2(X0, Yc + g), ImVec2(X1, Y1), plate);
    // Outline, clockwise from the top-left, the missing corner replaced by the notch.
    const ImVec2 corners[4] = {ImVec2(X0, Y0), ImVec2(X1, Y0), ImVec2(X1, Y1), ImVec2(X0, Y1)};
    const ImVec2 notch(Xc - sx * g, Yc - sy * g);
    const ImVec2 on_vertical(corners[missing].x, Yc - sy * g), on_horizontal(Xc - sx * g, corners[missing].y);
    ImVec2 outline[6];
    int n = 0;
    for (int q = 0; q < 4; ++q) {
      if (q != missing) {
        outline[n++] = corners[q];
        continue;
      }
      const bool horizontal_first = q % 2 == 1;
      outline[n++] = horizontal_first ? on_horizontal : on_vertical;
      outline[n++] = notch;
      outline[n++] = horizontal_first ? on_vertical : on_horizontal;
    }
    dl->AddPolyline(outline, n, rim, ImDrawFlags_Closed, stroke);
  }
}

void BoxOffView::paint_highlights(ImDrawList* dl, const BoardFrame& frame, int hovered_square) const {
  const Layout& L = layout_;
  // Empty squares: a small hollow ring, so a removed token reads as a gap, not as a dark token.
  const Mask occupied = board_.occupied();
  for (int s = 0; s < board_.rows * board_.cols; ++s)
    if (!(occupied & bit(s)))
      dl->AddCircle(L.center(s), L.cell * 0.09f, IM_COL32(120, 130, 158, 150), 16, std::max(1.0f, L.cell * 0.02f));

  if (selected_ < 0) return;
  const std::vector<int> partners = partners_of(selected_);
  // The rectangle the pair would clear, for the partner under the mouse or the keyboard cursor.
  for (const int p : partners) {
    if (p != hovered_square && p != cursor_) continue;
    const int ra = selected_ / L.cols, ca = selected_ % L.cols, rb = p / L.cols, cb = p % L.cols;
    const ImVec2 a(L.origin.x + static_cast<float>(std::min(ca, cb)) * L.cell,
                   L.origin.y + static_cast<float>(std::min(ra, rb)) * L.cell);
    const ImVec2 b(L.origin.x + static_cast<float>(std::max(ca, cb) + 1) * L.cell,
                   L.origin.y + static_cast<float>(std::max(ra, rb) + 1) * L.cell);
    dl->AddRectFilled(a, b, with_alpha(ui::palette().board.accent, 0.16f), L.cell * 0.14f);
    dl->AddRect(a, b, with_alpha(ui::palette().board.accent, 0.75f), L.cell * 0.14f, ImDrawFlags_None,
                std::max(1.5f, L.cell * 0.03f));
  }
  (void)frame;
}

void BoxOffView::paint_token(ImDrawList* dl, ImVec2 c, float size, int colour, float alpha) const {
  const float h = size * 0.5f, round = size * 0.24f;
  const ImU32 fill = token_color(colour);
  // Shadow, body, a lighter top half (a rounded, glossy chip), a dark rim, the symbol.
  dl->AddRectFilled(ImVec2(c.x - h + size * 0.03f, c.y - h + size * 0.07f),
                    ImVec2(c.x + h + size * 0.03f, c.y + h + size * 0.07f), with_alpha(IM_COL32(6, 8, 14, 150), alpha),
                    round);
  dl->AddRectFilled(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), with_alpha(fill, alpha), round);
  dl->AddRectFilled(ImVec2(c.x - h + size * 0.06f, c.y - h + size * 0.05f),
                    ImVec2(c.x + h - size * 0.06f, c.y - size * 0.02f),
                    with_alpha(mix(fill, IM_COL32(255, 255, 255, 255), 0.28f), alpha * 0.55f), round * 0.8f,
                    ImDrawFlags_RoundCornersTop);
  dl->AddRect(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h),
              with_alpha(mix(fill, IM_COL32(0, 0, 0, 255), 0.45f), alpha), round, ImDrawFlags_None,
              std::max(1.0f, size * 0.035f));
  const ImU32 ink = ink_for(fill);
  paint_symbol(dl, colour, c, size * 0.27f, with_alpha(ink, alpha * 0.9f));
}

void BoxOffView::paint_tokens(ImDrawList* dl, const BoardFrame& frame, int hovered_square) const {
  const Layout& L = layout_;
  const float size = L.cell * 0.74f;
  const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(frame.ambient_time()) * 6.0f);
  const std::vector<int> partners = partners_of(selected_);
  const auto is_partner = [&](int s) { return std::find(partners.begin(), partners.end(), s) != partners.end(); };
  const std::optional<double> fade = animation_.glide_progress(frame.time, kFadeSeconds);
  const auto fading = [&](int s) {
    return fade && std::any_of(fades_.begin(), fades_.end(), [&](const Fade& f) { return f.square == s; });
  };

  for (int s = 0; s < board_.rows * board_.cols; ++s) {
    const int colour = board_.colour_at(s);
    if (colour < 0 || fading(s)) continue;
    ImVec2 c = L.center(s);
    float alpha = 1.0f, grow = 1.0f;
    if (selected_ >= 0 && s != selected_ && !is_partner(s)) alpha = 0.38f;  // the choice stands out
    if (s == selected_) {
      c.y -= L.cell * 0.05f;  // lifted
      dl->AddRectFilled(ImVec2(c.x - size * 0.62f, c.y - size * 0.62f), ImVec2(c.x + size * 0.62f, c.y + size * 0.62f),
                        with_alpha(ui::palette().board.accent, 0.3f + 0.12f * pulse), size * 0.3f);
    }
    if (is_partner(s)) {
      grow = s == hovered_square || s == cursor_ ? 1.08f : 1.0f;
      const float ring = size * 0.5f * grow + L.cell * (0.06f + 0.02f * pulse);
      dl->AddRect(ImVec2(c.x - ring, c.y - ring), ImVec2(c.x + ring, c.y + ring),
                  with_alpha(ui::palette().board.accent, 0.65f + 0.35f * pulse), size * 0.3f, ImDrawFlags_None,
                  std::max(2.0f, L.cell * 0.05f));
    }
    paint_token(dl, c, size * grow, colour, alpha);
    if (s == selected_)
      dl->AddRect(ImVec2(c.x - size * 0.56f, c.y - size * 0.56f), ImVec2(c.x + size * 0.56f, c.y + size * 0.56f),
                  ui::palette().board.accent, size * 0.28f, ImDrawFlags_None, std::max(2.0f, L.cell * 0.055f));
  }

  // Pairs being removed shrink and fade; tokens coming back (undo) grow in.
  for (const Fade& f : fades_) {
    if (!fade || f.colour < 0) continue;
    const float t = static_cast<float>(*fade);
    const ImVec2 c = L.center(f.square);
    if (f.removing) {
      const float k = static_cast<float>(ease_out(t));
      paint_token(dl, ImVec2(c.x, c.y - L.cell * 0.12f * k), size * (1.0f - 0.55f * k), f.colour, 1.0f - k);
      dl->AddCircle(c, size * (0.45f + 0.5f * k), with_alpha(token_color(f.colour), 0.8f * (1.0f - k)), 32,
                    std::max(1.5f, L.cell * 0.04f));
    } else {
      paint_token(dl, c, size * (0.5f + 0.5f * static_cast<float>(ease_out(t))), f.colour, t);
    }
  }

  // The keyboard cursor: a dashed white frame.
  if (cursor_ >= 0 && cursor_ < board_.rows * board_.cols) {
    const ImVec2 a = L.square_min(cursor_), b = L.square_max(cursor_);
    const float in = L.cell * 0.03f;
    const ImVec2 p[4] = {ImVec2(a.x + in, a.y + in), ImVec2(b.x - in, a.y + in), ImVec2(b.x - in, b.y - in),
                         ImVec2(a.x + in, b.y - in)};
    const int dashes = 6;
    for (int side = 0; side < 4; ++side) {
      const ImVec2 u = p[side], v = p[(side + 1) % 4];
      for (int i = 0; i < dashes; ++i) {
        const float t0 = (static_cast<float>(i) + 0.2f) / dashes, t1 = (static_cast<float>(i) + 0.8f) / dashes;
        dl->AddLine(ImVec2(u.x + (v.x - u.x) * t0, u.y + (v.y - u.y) * t0),
                    ImVec2(u.x + (v.x - u.x) * t1, u.y + (v.y - u.y) * t1), IM_COL32(255, 255, 255, 230),
                    std::max(1.5f, L.cell * 0.035f));
      }
    }
  }
}

void BoxOffView::paint_hint(ImDrawList* dl, const BoardFrame& frame) const {
  const std::optional<Move> hint = hint_move(frame);
  if (!hint) return;
  const Layout& L = layout_;
  const float t = static_cast<float>(std::fmod(frame.ambient_time(), 1.4) / 1.4);
  const ImU32 color = ui::palette().board.hint;
  const float size = L.cell * 0.74f;
  for (const int s : {static_cast<int>(hint->a), static_cast<int>(hint->b)}) {
    const ImVec2 c = L.center(s);
    const float ring = size * 0.5f + L.cell * 0.07f;
    dl->AddRect(ImVec2(c.x - ring, c.y - ring), ImVec2(c.x + ring, c.y + ring), color, size * 0.3f, ImDrawFlags_None,
                std::max(2.5f, L.cell * 0.06f));
    const float wave = ring + L.cell * 0.12f * t;
    dl->AddRect(ImVec2(c.x - wave, c.y - wave), ImVec2(c.x + wave, c.y + wave), with_alpha(color, 1.0f - t),
                size * 0.34f, ImDrawFlags_None, std::max(1.5f, L.cell * 0.035f));
  }
  // The two joined by a line, so the pair reads as one move.
  const ImVec2 from = L.center(hint->a), to = L.center(hint->b);
  const float dx = to.x - from.x, dy = to.y - from.y, length = std::sqrt(dx * dx + dy * dy);
  const float skip = size * 0.5f + L.cell * 0.07f;  // start and end at the rings
  if (length > 2 * skip)
    dl->AddLine(ImVec2(from.x + dx / length * skip, from.y + dy / length * skip),
                ImVec2(to.x - dx / length * skip, to.y - dy / length * skip), with_alpha(color, 0.8f),
                std::max(2.0f, L.cell * 0.045f));
}

void BoxOffView::paint_note(ImDrawList* dl, const BoardFrame& frame, const std::string& note) const {
  // Under the tray, where the dimmed tokens would otherwise leave the player guessing why nothing
  // lit up (over the board's bottom edge only when the frame has no room below it).
  const Layout& L = layout_;
  ImFont* font = frame.fonts && frame.fonts->body ? frame.fonts->body : ImGui::GetFont();
  const float size = std::clamp(L.cell * 0.26f, 14.0f, 22.0f);
  const float pad = size * 0.6f;
  const float tray = Layout::kMargin * L.cell;
  const float centre = (L.grid_min().x + L.grid_max().x) * 0.5f;
  const float width =
      std::min(frame.max.x - frame.min.x - pad * 2, std::max(L.grid_max().x - L.grid_min().x + tray * 2, size * 26));
  const float wrap = std::max(40.0f, width - pad * 2);
  const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, wrap, note.c_str());
  const float height = extent.y + pad * 2;
  float top = L.grid_max().y + tray + pad;
  if (top + height > frame.max.y - pad) top = frame.max.y - pad - height;
  const ImVec2 a(centre - width * 0.5f, top), b(centre + width * 0.5f, top + height);
  dl->AddRectFilled(a, b, IM_COL32(18, 21, 30, 240), pad * 0.6f);
  dl->AddRect(a, b, IM_COL32(240, 190, 80, 255), pad * 0.6f, ImDrawFlags_None, 1.5f);
  dl->AddText(font, size, ImVec2(a.x + pad, a.y + pad), IM_COL32(240, 232, 210, 255), note.c_str(), nullptr, wrap);
}

}  // namespace puzzlelab::boxoff
