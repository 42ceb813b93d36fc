// The app's look: the ImGui style (colours from the theme's palette, rounding, spacing) and its
// fonts. Fonts are rasterized at (size x text scale x pixel ratio) and drawn at 1/pixel ratio, so
// text stays sharp on HiDPI screens; they are rebuilt whenever the pixel ratio or the text scale changes.
#pragma once

#include <imgui.h>

#include "ui/palette.hpp"

namespace puzzlelab::ui {

struct Fonts {
  ImFont* body = nullptr;     // running text and widgets
  ImFont* bold = nullptr;     // emphasis, section titles
  ImFont* heading = nullptr;  // the app title, the solved banner
  ImFont* display = nullptr;  // large glyphs drawn on boards (values, priest letters)
  float display_size = 0;     // the logical size `display` was built for
};

// Makes `theme` the palette in use (ui/palette.hpp) and builds ImGui's style from it: sizes,
// rounding and the widgets' colours. Cheap enough to call whenever the theme changes.
void apply_style(Theme theme);

// (Re)builds the font atlas for this pixel ratio and text scale. Returns the fonts; the caller
// must recreate the renderer's font texture afterwards.
Fonts build_fonts(float pixel_ratio, float text_scale);

// Text in a given colour, wrapped at the window's edge.
void text_colored_wrapped(ImU32 color, const char* text);

}  // namespace puzzlelab::ui
