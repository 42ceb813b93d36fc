// Drawing Sigmar's Garden with the ImGui draw list: a bronze-rimmed hexagonal plate of engraved
// hex cells; the marbles (sigmar_glyphs.cpp), blocked ones dimmed, the next metal in a warm halo;
// the selection lifted in gold with its partners ringed; the hint in cyan; the keyboard focus;
// pairs fading out as they leave; the metal track above the board (the order the metals must go
// in, the ones gone, the next one named) and the message line under it.
#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

#include "games/sigmar/sigmar_glyphs.hpp"
#include "games/sigmar/sigmar_view.hpp"
#include "ui/colour.hpp"

namespace puzzlelab::sigmar {
namespace {

using ui::mix;
using ui::with_alpha;

constexpr double kCelebrationSeconds = 3.0;
constexpr ImU32 kPlate = IM_COL32(44, 40, 48, 255);
constexpr ImU32 kRim = IM_COL32(164, 128, 72, 255);
constexpr ImU32 kTextDim = IM_COL32(168, 160, 150, 255);

ImVec2 operator+(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }

ImFont* font_of(const ui::Fonts* fonts, bool bold) {
  if (fonts && bold && fonts->bold) return fonts->bold;
  if (fonts && fonts->body) return fonts->body;
  return ImGui::GetFont();
}

// Text centred on a point; a line too wide for max_width shrinks (down to min_size), then breaks
// into two lines at the space nearest its middle.
void centred_text(ImDrawList* dl, ImFont* font, float size, float min_size, ImVec2 centre, float max_width, ImU32 color,
                  const std::string& text) {
  float width = font->CalcTextSizeA(size, 1e9f, 0, text.c_str()).x;
  if (width > max_width) {
    size = std::max(min_size, size * max_width / width);
    width = font->CalcTextSizeA(size, 1e9f, 0, text.c_str()).x;
  }
  if (width <= max_width) {
    dl->AddText(font, size, ImVec2(std::round(centre.x - width * 0.5f), std::round(centre.y - size * 0.5f)), color,
                text.c_str());
    return;
  }
  std::size_t split = std::string::npos;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == ' ' &&
        (split == std::string::npos || std::abs(static_cast<long>(i) - static_cast<long>(text.size() / 2)) <
                                           std::abs(static_cast<long>(split) - static_cast<long>(text.size() / 2))))
      split = i;
  if (split == std::string::npos) split = text.size() / 2;
  const std::string lines[2] = {text.substr(0, split), text.substr(std::min(text.size(), split + 1))};
  for (int i = 0; i < 2; ++i) {
    const float w = font->CalcTextSizeA(size, 1e9f, 0, lines[i].c_str()).x;
    const float y = centre.y + (static_cast<float>(i) - 1.0f) * size * 1.1f + size * 0.05f;
    dl->AddText(font, size, ImVec2(std::round(centre.x - w * 0.5f), std::round(y)), color, lines[i].c_str());
  }
}

}  // namespace

void SigmarView::paint_plate(ImDrawList* dl) const {
  const Layout& L = layout_;
  ImVec2 outer[6], inner[6];
  for (int k = 0; k < 6; ++k) {
    outer[k] = L.plate_corner(k);
    inner[k] = L.plate_corner(k, -0.35f);
  }
  ImVec2 shadow[6];
  for (int k = 0; k < 6; ++k) shadow[k] = outer[k] + ImVec2(L.r * 0.08f, L.r * 0.2f);
  dl->AddConvexPolyFilled(shadow, 6, IM_COL32(0, 0, 0, 90));
  dl->AddConvexPolyFilled(outer, 6, mix(kRim, IM_COL32(0, 0, 0, 255), 0.35f));
  dl->AddConvexPolyFilled(inner, 6, kPlate);
  dl->AddPolyline(outer, 6, kRim, ImDrawFlags_Closed, std::max(1.5f, L.r * 0.09f));
  dl->AddPolyline(inner, 6, with_alpha(kRim, 0.55f), ImDrawFlags_Closed, std::max(1.0f, L.r * 0.04f));
}

void SigmarView::paint_cells(ImDrawList* dl, const BoardFrame& frame, int hovered) const {
  (void)frame;
  const Layout& L = layout_;
  for (int c = 0; c < kCells; ++c) {
    ImVec2 hex[6];
    Layout::hexagon(L.cell_centre(c), L.r * 0.94f, hex);
    const bool lit = c == hovered && usable(c);
    dl->AddConvexPolyFilled(hex, 6, lit ? mix(kCellFill, IM_COL32(255, 255, 255, 255), 0.12f) : kCellFill);
    dl->AddPolyline(hex, 6, with_alpha(kCellEdge, 0.8f), ImDrawFlags_Closed, std::max(1.0f, L.r * 0.035f));
    if (!board_.has(c)) {
      // An empty cell: a small engraved ring, so the garden reads as cleared, not as unlit.
      dl->AddCircle(L.cell_centre(c), L.r * 0.16f, with_alpha(kCellEdge, 0.9f), 14, std::max(1.0f, L.r * 0.03f));
    }
  }
}

void SigmarView::paint_marbles(ImDrawList* dl, const BoardFrame& frame, int hovered) const {
  const Layout& L = layout_;
  const float r = L.marble_radius();
  const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(frame.ambient_time()) * 5.5f);
  const std::vector<int> partners = partners_of(selected_);
  const auto is_partner = [&](int c) { return std::binary_search(partners.begin(), partners.end(), c); };
  const std::optional<double> fade = animation_.glide_progress(frame.time, kFadeSeconds);
  const auto fading = [&](int c) {
    return fade && std::any_of(fades_.begin(), fades_.end(), [&](const Fade& f) { return f.cell == c; });
  };
  const float thick = std::max(2.0f, L.r * 0.09f);

  for (int c = 0; c < kCells; ++c) {
    if (!board_.has(c) || fading(c)) continue;
    const Kind kind = board_.kind(c);
    ImVec2 p = L.cell_centre(c);
    const bool is_free_here = free_[static_cast<std::size_t>(c)];
    const bool waits = is_metal(kind) && metal_rank(kind) != next_metal_;  // a metal whose turn has not come
    float dim = !is_free_here ? 1.0f : waits ? 0.55f : 0.0f;
    if (selected_ >= 0 && c != selected_ && !is_partner(c)) dim = std::max(dim, 0.4f);  // the choice stands out
    float size = r;
    if (c == hovered && usable(c)) size *= 1.06f;

    if (is_metal(kind) && metal_rank(kind) == next_metal_ && selected_ < 0) {
      // The next metal: a warm halo that breathes.
      for (int i = 3; i >= 1; --i)
        dl->AddCircleFilled(p, r * (1.0f + 0.1f * static_cast<float>(i)) + L.r * 0.04f * pulse,
                            with_alpha(ui::palette().board.accent, 0.13f), 32);
      dl->AddCircle(p, r * 1.12f, with_alpha(ui::palette().board.accent, 0.6f + 0.4f * pulse), 32,
                    std::max(1.5f, L.r * 0.06f));
    }
    if (c == selected_) {
      p.y -= L.r * 0.08f;  // lifted
      dl->AddCircleFilled(p, r * 1.22f, with_alpha(ui::palette().board.accent, 0.28f + 0.12f * pulse), 36);
    }
    if (is_partner(c)) {
      const float ring = size * (c == hovered || c == cursor_ ? 1.2f : 1.14f) + L.r * 0.03f * pulse;
      dl->AddCircle(p, ring, with_alpha(ui::palette().board.accent, 0.65f + 0.35f * pulse), 36, thick);
    }
    paint_marble(dl, kind, p, size, dim, 1.0f);
    if (c == selected_) dl->AddCircle(p, r * 1.08f, ui::palette().board.accent, 36, thick * 1.1f);
  }

  // Pairs leaving rise, shrink and fade inside a ring of their colour; marbles coming back (undo)
  // grow in.
  for (const Fade& f : fades_) {
    if (!fade) continue;
    const float t = static_cast<float>(*fade);
    const ImVec2 p = L.cell_centre(f.cell);
    if (f.removing) {
      const float k = static_cast<float>(ease_out(t));
      paint_marble(dl, f.kind, ImVec2(p.x, p.y - L.r * 0.35f * k), r * (1.0f - 0.5f * k), 0, 1.0f - k);
      dl->AddCircle(p, r * (1.0f + 0.9f * k), with_alpha(marble_look(f.kind).body, 0.9f * (1.0f - k)), 32,
                    std::max(1.5f, L.r * 0.08f));
    } else {
      paint_marble(dl, f.kind, p, r * (0.5f + 0.5f * static_cast<float>(ease_out(t))), 0, t);
    }
  }
}

void SigmarView::paint_hint(ImDrawList* dl, const BoardFrame& frame) const {
  const std::optional<Move> hint = hint_move(frame);
  if (!hint) return;
  const Layout& L = layout_;
  const float r = L.marble_radius();
  const float t = static_cast<float>(std::fmod(frame.ambient_time(), 1.4) / 1.4);
  const ImU32 color = ui::palette().board.hint;
  std::vector<int> cells{hint->a};
  if (!hint->single()) cells.push_back(hint->b);
  for (const int c : cells) {
    const ImVec2 p = L.cell_centre(c);
    dl->AddCircle(p, r * 1.16f, color, 36, std::max(2.5f, L.r * 0.1f));
    dl->AddCircle(p, r * (1.2f + 0.45f * t), with_alpha(color, 1.0f - t), 36, std::max(1.5f, L.r * 0.06f));
  }
  if (cells.size() == 2) {
    // The two joined, so the pair reads as one move.
    const ImVec2 a = L.cell_centre(cells[0]), b = L.cell_centre(cells[1]);
    const float dx = b.x - a.x, dy = b.y - a.y, length = std::sqrt(dx * dx + dy * dy);
    const float skip = r * 1.2f;
    if (length > 2 * skip)
      dl->AddLine(ImVec2(a.x + dx / length * skip, a.y + dy / length * skip),
                  ImVec2(b.x - dx / length * skip, b.y - dy / length * skip), with_alpha(color, 0.85f),
                  std::max(2.0f, L.r * 0.08f));
  }
}

void SigmarView::paint_cursor(ImDrawList* dl) const {
  if (cursor_ < 0 || cursor_ >= kCells) return;
  const Layout& L = layout_;
  ImVec2 hex[6];
  Layout::hexagon(L.cell_centre(cursor_), L.r * 0.98f, hex);
  // A dashed white hexagon: two dashes per side.
  for (int k = 0; k < 6; ++k) {
    const ImVec2 u = hex[k], v = hex[(k + 1) % 6];
    for (const float t0 : {0.08f, 0.56f}) {
      const float t1 = t0 + 0.36f;
      dl->AddLine(ImVec2(u.x + (v.x - u.x) * t0, u.y + (v.y - u.y) * t0),
                  ImVec2(u.x + (v.x - u.x) * t1, u.y + (v.y - u.y) * t1), IM_COL32(255, 255, 255, 235),
                  std::max(1.5f, L.r * 0.07f));
    }
  }
}

void SigmarView::paint_celebration(ImDrawList* dl, const BoardFrame& frame) const {
  if (!solved_) return;
  const Layout& L = layout_;
  // The cleared garden keeps a faint Sun in its centre: gold left last.
  paint_symbol(dl, Kind::gold, L.centre, L.r * 3.6f, with_alpha(ui::palette().board.accent, 0.3f), kPlate);
  const std::optional<double> age = animation_.celebration_age(frame.time, kCelebrationSeconds);
  if (!age) return;
  // Golden ripples run out from the centre to the rim.
  for (int i = 0; i < 3; ++i) {
    const float t = static_cast<float>(*age / kCelebrationSeconds) * 1.6f - static_cast<float>(i) * 0.25f;
    if (t <= 0 || t >= 1) continue;
    const float radius = L.r * (1.0f + t * Layout::kPlate);
    dl->AddCircle(L.centre, radius, with_alpha(ui::palette().board.accent, 0.8f * (1.0f - t)), 96,
                  std::max(2.0f, L.r * 0.12f * (1.0f - t)));
  }
}

void SigmarView::paint_metal_track(ImDrawList* dl, const BoardFrame& frame) const {
  const Layout& L = layout_;
  const float r = L.r * 0.5f;
  const float step = L.r * 1.3f;
  const float y = L.header_y();
  const float text_size = std::clamp(L.r * 0.62f, 11.0f, 22.0f);
  ImFont* bold = font_of(frame.fonts, true);
  const std::string label = next_metal_ < 0 ? "All metals gone"
                                            : "Next: " + std::string(kind_name(metal_of_rank(next_metal_))) +
                                                  (next_metal_ == metal_rank(Kind::gold) ? " (alone)" : "");
  const float label_w = bold->CalcTextSizeA(text_size, 1e9f, 0, label.c_str()).x;
  const float gap = L.r * 0.7f;
  // The metals of the challenge's tile set: gold and the ones below it (a smaller set has fewer).
  int first = 0;
  while (first < kMetals - 1 && start_.count(metal_of_rank(first)) == 0) ++first;
  const int shown = kMetals - first;
  const float track_w = step * static_cast<float>(shown - 1) + 2 * r;
  const float total = track_w + gap + label_w;
  const float x0 = L.centre.x - total * 0.5f + r;
  const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(frame.ambient_time()) * 5.5f);
  // A chain between the metals: the order they must leave in.
  dl->AddLine(ImVec2(x0, y), ImVec2(x0 + step * static_cast<float>(shown - 1), y), with_alpha(kRim, 0.7f),
              std::max(1.0f, L.r * 0.06f));
  for (int rank = first; rank < kMetals; ++rank) {
    const Kind metal = metal_of_rank(rank);
    const ImVec2 p(x0 + step * static_cast<float>(rank - first), y);
    const bool gone = start_.count(metal) > 0 ? board_.count(metal) == 0 : next_metal_ < 0 || rank < next_metal_;
    if (gone) {
      // Gone: an empty socket with the metal's sign engraved.
      dl->AddCircleFilled(p, r, kPlate, 24);
      dl->AddCircle(p, r, with_alpha(kRim, 0.6f), 24, std::max(1.0f, L.r * 0.04f));
      paint_symbol(dl, metal, p, r, with_alpha(kTextDim, 0.55f), kPlate);
      continue;
    }
    if (rank == next_metal_) {
      dl->AddCircleFilled(p, r * 1.35f + L.r * 0.05f * pulse, with_alpha(ui::palette().board.accent, 0.25f), 24);
      dl->AddCircle(p, r * 1.25f, ui::palette().board.accent, 24, std::max(1.5f, L.r * 0.06f));
    }
    paint_marble(dl, metal, p, r, rank == next_metal_ ? 0.0f : 0.45f, 1.0f);
  }
  // The label and the line under the plate sit on the window, so they take the theme's colours.
  const ImU32 label_color = next_metal_ < 0 ? ui::palette().text_dim : ui::palette().accent;
  dl->AddText(bold, text_size, ImVec2(std::round(x0 + track_w - r + gap), std::round(y - text_size * 0.5f)),
              label_color, label.c_str());
}

void SigmarView::paint_message(ImDrawList* dl, const BoardFrame& frame) const {
  const Layout& L = layout_;
  const float size = std::clamp(L.r * 0.6f, 11.0f, 20.0f);
  const float width = L.band_right() - L.band_left();
  const ImVec2 centre(L.centre.x, L.footer_y());
  if (!message_.empty()) {
    const ImU32 color = message_tone_ == Tone::bad ? ui::palette().bad : ui::palette().text;
    centred_text(dl, font_of(frame.fonts, true), size, 10.0f, centre, width, color, message_);
    return;
  }
  const ImU32 color = solved_ ? ui::palette().good : stuck_ ? ui::palette().bad : ui::palette().text_dim;
  centred_text(dl, font_of(frame.fonts, solved_ || stuck_), size, 10.0f, centre, width, color, status_line());
}

}  // namespace puzzlelab::sigmar
