// The marks the plots are made of, shared by the plots and their legends: series markers (a shape
// per series, so series differ by more than colour), the published-value mark, the mean cross,
// interval whiskers and dashed lines.
#pragma once

#include <imgui.h>

#include "ui/plot_style.hpp"

namespace puzzlelab::ui::plot {

// Series i's marker: circle, square, triangle, diamond, then again.
void series_marker(ImDrawList* dl, ImVec2 centre, float radius, ImU32 color, int series, const Style& style);
// A published value: a light dashed line across [x0, x1] at y ending in a diamond at x1,
// outlined so it shows over any series colour.
void reference_mark(ImDrawList* dl, float x0, float x1, float y, const Style& style);
// A mean: an outlined diagonal cross.
void mean_mark(ImDrawList* dl, ImVec2 centre, float radius, const Style& style);
// A vertical interval [y_lo, y_hi] at x with caps `cap` wide on each side.
void whisker(ImDrawList* dl, float x, float y_lo, float y_hi, float cap, ImU32 color, float thickness);
// A dashed line from a to b, dashes `dash` long.
void dashed_line(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 color, float thickness, float dash);

}  // namespace puzzlelab::ui::plot
