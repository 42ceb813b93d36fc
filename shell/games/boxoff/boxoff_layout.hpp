// Where every BoxOff square sits on screen. Everything is measured in "cells" (one square's side)
// so the board scales as a whole: the grid, a margin around it for the tile plates' rims, column
// letters above it and row numbers to its left (the move notation's names, "a1" top-left).
#pragma once

#include <algorithm>

#include <imgui.h>

namespace puzzlelab::boxoff {

struct Layout {
  static constexpr float kLabel = 0.55f;   // the band for column letters / row numbers
  static constexpr float kMargin = 0.25f;  // around the grid (the frame)

  int rows = 1, cols = 1;
  ImVec2 origin;  // top-left of the grid's first square
  float cell = 1;

  static float width_cells(int cols) { return kLabel + kMargin * 2 + static_cast<float>(cols); }
  static float height_cells(int rows) { return kLabel + kMargin * 2 + static_cast<float>(rows); }

  static Layout fit(ImVec2 min, ImVec2 max, int rows, int cols) {
    Layout layout;
    layout.rows = std::max(1, rows);
    layout.cols = std::max(1, cols);
    const float w = std::max(1.0f, max.x - min.x), h = std::max(1.0f, max.y - min.y);
    const float wc = width_cells(layout.cols), hc = height_cells(layout.rows);
    // Never huge: a 2x2 board should not fill a whole screen.
    layout.cell = std::min({w / wc, h / hc, 120.0f});
    const float used_w = layout.cell * wc, used_h = layout.cell * hc;
    const ImVec2 corner(min.x + (w - used_w) * 0.5f, min.y + (h - used_h) * 0.5f);
    layout.origin = ImVec2(corner.x + (kLabel + kMargin) * layout.cell, corner.y + (kLabel + kMargin) * layout.cell);
    return layout;
  }

  ImVec2 square_min(int square) const {
    return ImVec2(origin.x + static_cast<float>(square % cols) * cell,
                  origin.y + static_cast<float>(square / cols) * cell);
  }
  ImVec2 square_max(int square) const {
    const ImVec2 m = square_min(square);
    return ImVec2(m.x + cell, m.y + cell);
  }
  ImVec2 center(int square) const {
    const ImVec2 m = square_min(square);
    return ImVec2(m.x + cell * 0.5f, m.y + cell * 0.5f);
  }
  ImVec2 grid_min() const { return origin; }
  ImVec2 grid_max() const {
    return ImVec2(origin.x + static_cast<float>(cols) * cell, origin.y + static_cast<float>(rows) * cell);
  }
  // The square under a point, or -1.
  int hit(ImVec2 p) const {
    if (p.x < origin.x || p.y < origin.y) return -1;
    const int c = static_cast<int>((p.x - origin.x) / cell), r = static_cast<int>((p.y - origin.y) / cell);
    if (c < 0 || c >= cols || r < 0 || r >= rows) return -1;
    return r * cols + c;
  }
};

}  // namespace puzzlelab::boxoff
