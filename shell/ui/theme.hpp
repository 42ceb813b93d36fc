// The app's look: the ImGui style (colours, rounding, spacing) and its fonts. Fonts are rasterized
// at (size x text scale x pixel ratio) and drawn at 1/pixel ratio, so text stays sharp on HiDPI
// screens; they are rebuilt whenever the pixel ratio or the text scale changes.
#pragma once

#include <imgui.h>

namespace puzzlelab::ui {

struct Fonts {
  ImFont* body = nullptr;     // running text and widgets
  ImFont* bold = nullptr;     // emphasis, section titles
  ImFont* heading = nullptr;  // the app title, the solved banner
  ImFont* display = nullptr;  // large glyphs drawn on boards (values, priest letters)
  float display_size = 0;     // the logical size `display` was built for
};

// Colours shared by panels and boards.
namespace colors {
inline constexpr ImU32 kAccent = IM_COL32(242, 184, 75, 255);      // warm gold: selection, summit
inline constexpr ImU32 kAccentSoft = IM_COL32(242, 184, 75, 90);
inline constexpr ImU32 kHint = IM_COL32(86, 205, 230, 255);        // cyan: hints
inline constexpr ImU32 kGood = IM_COL32(112, 201, 120, 255);
inline constexpr ImU32 kBad = IM_COL32(236, 98, 92, 255);
inline constexpr ImU32 kTextDim = IM_COL32(170, 178, 196, 255);
// Plot series: Okabe and Ito's palette ("Color Universal Design", 2008), told apart with every
// common colour-vision deficiency; ordered so the first ones stand out most on the dark panels.
inline constexpr ImU32 kSeries[] = {
    IM_COL32(86, 180, 233, 255),   // sky blue
    IM_COL32(230, 159, 0, 255),    // orange
    IM_COL32(0, 158, 115, 255),    // bluish green
    IM_COL32(204, 121, 167, 255),  // reddish purple
    IM_COL32(240, 228, 66, 255),   // yellow
    IM_COL32(213, 94, 0, 255),     // vermillion
    IM_COL32(0, 114, 178, 255),    // blue
    IM_COL32(190, 190, 190, 255),  // grey
};
}  // namespace colors

void apply_style();

// (Re)builds the font atlas for this pixel ratio and text scale. Returns the fonts; the caller
// must recreate the renderer's font texture afterwards.
Fonts build_fonts(float pixel_ratio, float text_scale);

// Text in a given colour, wrapped at the window's edge.
void text_colored_wrapped(ImU32 color, const char* text);

}  // namespace puzzlelab::ui
