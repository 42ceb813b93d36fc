#include "ui/palette.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace puzzlelab::ui {
namespace {

constexpr ImU32 rgb(int r, int g, int b, int a = 255) { return IM_COL32(r, g, b, a); }

// The boards' marks: one set for both themes (see palette.hpp).
constexpr Palette::OnBoard kOnBoard{
    rgb(242, 184, 75),      // accent
    rgb(242, 184, 75, 90),  // accent_soft
    rgb(86, 205, 230),      // hint
    rgb(112, 201, 120),     // good
    rgb(236, 98, 92),       // bad
    rgb(250, 244, 226),     // text
    rgb(176, 184, 204),     // text_dim
    rgb(24, 28, 40, 225),   // overlay
};

Palette make_dark() {
  Palette p;
  p.theme = Theme::dark;
  p.window = rgb(29, 34, 48);
  p.panel = rgb(36, 42, 59);
  p.popup = rgb(40, 47, 66, 250);
  p.frame = rgb(50, 58, 80);
  p.button = rgb(58, 68, 94);
  p.header = rgb(64, 74, 102);
  p.border = rgb(70, 80, 104, 204);
  p.text = rgb(232, 236, 244);
  p.text_disabled = rgb(128, 136, 156);
  p.text_dim = rgb(170, 178, 196);
  p.accent = rgb(242, 184, 75);
  p.accent_soft = rgb(242, 184, 75, 90);
  p.hint = rgb(86, 205, 230);
  p.good = rgb(112, 201, 120);
  p.bad = rgb(240, 112, 106);
  p.focus = rgb(255, 204, 92);
  // Ordered so the first ones stand out most; the blue is lightened a little from Okabe and Ito's
  // (0, 114, 178), which falls under 3:1 on the dark panels.
  const ImU32 series[] = {rgb(86, 180, 233), rgb(230, 159, 0), rgb(0, 158, 115),  rgb(204, 121, 167),
                          rgb(240, 228, 66), rgb(213, 94, 0),  rgb(60, 136, 214), rgb(190, 190, 190)};
  std::copy(std::begin(series), std::end(series), p.series);
  p.notice_error = rgb(120, 44, 48);
  p.notice_warning = rgb(112, 84, 28);
  p.notice_info = rgb(40, 86, 70);
  p.row_bad = rgb(120, 30, 30, 110);
  p.chip = rgb(48, 56, 78);
  p.chip_next = rgb(90, 72, 30);
  p.key_cap = rgb(60, 70, 96);
  p.key_cap_edge = rgb(110, 122, 152);
  p.tool = rgb(44, 50, 68);
  p.tool_hovered = rgb(58, 66, 88);
  p.tool_chosen = rgb(92, 84, 60);
  p.board = kOnBoard;
  return p;
}

Palette make_light() {
  Palette p;
  p.theme = Theme::light;
  p.window = rgb(246, 247, 250);
  p.panel = rgb(236, 239, 245);
  p.popup = rgb(252, 252, 254, 250);
  p.frame = rgb(222, 227, 236);
  p.button = rgb(212, 219, 232);
  p.header = rgb(200, 210, 228);
  p.border = rgb(168, 176, 194, 204);
  p.text = rgb(24, 28, 40);
  p.text_disabled = rgb(98, 106, 122);
  p.text_dim = rgb(84, 92, 110);
  // The gold, cyan, green and red of the dark theme, darkened until they read as text on white.
  p.accent = rgb(138, 88, 0);
  p.accent_soft = rgb(230, 170, 50, 80);
  p.hint = rgb(0, 106, 136);
  p.good = rgb(24, 116, 52);
  p.bad = rgb(190, 36, 36);
  p.focus = rgb(156, 100, 0);
  // Okabe and Ito's hues, darkened where they fall under 3:1 on white (sky blue, orange, green,
  // purple, yellow, grey); blue and vermillion keep their published values.
  const ImU32 series[] = {rgb(30, 130, 190), rgb(184, 112, 0), rgb(0, 140, 100), rgb(190, 90, 150),
                          rgb(150, 132, 0),  rgb(213, 94, 0),  rgb(0, 114, 178), rgb(110, 110, 110)};
  std::copy(std::begin(series), std::end(series), p.series);
  p.notice_error = rgb(250, 218, 218);
  p.notice_warning = rgb(250, 236, 200);
  p.notice_info = rgb(214, 240, 226);
  p.row_bad = rgb(240, 190, 190, 170);
  p.chip = rgb(220, 226, 238);
  p.chip_next = rgb(248, 226, 170);
  p.key_cap = rgb(230, 234, 242);
  p.key_cap_edge = rgb(150, 160, 182);
  p.tool = rgb(226, 231, 240);
  p.tool_hovered = rgb(210, 218, 232);
  p.tool_chosen = rgb(248, 226, 170);
  p.board = kOnBoard;
  return p;
}

const Palette kDark = make_dark();
const Palette kLight = make_light();
const Palette* g_current = &kDark;

float channel(ImU32 color, int shift) {
  const float c = static_cast<float>((color >> shift) & 0xFF) / 255.0f;
  return c <= 0.04045f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f);
}

float luminance(ImU32 color) {
  return 0.2126f * channel(color, IM_COL32_R_SHIFT) + 0.7152f * channel(color, IM_COL32_G_SHIFT) +
         0.0722f * channel(color, IM_COL32_B_SHIFT);
}

}  // namespace

const Palette& palette_of(Theme theme) { return theme == Theme::light ? kLight : kDark; }

const Palette& palette() { return *g_current; }

bool set_palette(Theme theme) {
  const Palette* next = &palette_of(theme);
  const bool changed = next != g_current;
  g_current = next;
  return changed;
}

float contrast_ratio(ImU32 a, ImU32 b) {
  const float la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05f) / (std::min(la, lb) + 0.05f);
}

}  // namespace puzzlelab::ui
