// Where every Fujisan space sits on screen. Everything is measured in "cells" (one mountain
// space's width) so the board scales as a whole: the two start columns stand apart from the
// twelve mountain columns, the mountain's silhouette rises above the tiles, column numbers run
// below them.
#pragma once

#include <algorithm>

#include <imgui.h>

#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

struct Layout {
  // Board size in cells.
  static constexpr float kStartGap = 0.5f;  // between a start column and the mountain
  static constexpr float kSky = 2.4f;       // mountain silhouette above the tiles
  static constexpr float kFooter = 0.6f;    // column numbers below the tiles
  static constexpr float kWidth = 1 + kStartGap + 12 + kStartGap + 1;
  static constexpr float kHeight = kSky + 2 + kFooter;

  ImVec2 origin;  // top-left of the board (cell units start here)
  float cell = 1;

  static Layout fit(ImVec2 min, ImVec2 max) {
    Layout layout;
    const float w = std::max(1.0f, max.x - min.x), h = std::max(1.0f, max.y - min.y);
    layout.cell = std::min(w / kWidth, h / kHeight);
    const float used_w = layout.cell * kWidth, used_h = layout.cell * kHeight;
    // Spare height goes mostly to the sky: the mountain stands on the lower part of the area.
    layout.origin = ImVec2(min.x + (w - used_w) * 0.5f, min.y + (h - used_h) * 0.7f);
    return layout;
  }

  // Left edge of a column, in cells.
  static float column_x(int column) {
    if (column == 0) return 0;
    if (column == kColumns - 1) return 1 + kStartGap + 12 + kStartGap;
    return 1 + kStartGap + static_cast<float>(column - 1);
  }

  ImVec2 at(float x_cells, float y_cells) const { return ImVec2(origin.x + x_cells * cell, origin.y + y_cells * cell); }
  float tiles_top() const { return origin.y + kSky * cell; }
  float tiles_bottom() const { return origin.y + (kSky + 2) * cell; }
  ImVec2 space_min(int space) const { return at(column_x(column_of(space)), kSky + static_cast<float>(row_of(space))); }
  ImVec2 space_max(int space) const {
    const ImVec2 m = space_min(space);
    return ImVec2(m.x + cell, m.y + cell);
  }
  ImVec2 center(int space) const {
    const ImVec2 m = space_min(space);
    return ImVec2(m.x + cell * 0.5f, m.y + cell * 0.5f);
  }
  // The space under a point, or -1.
  int hit(ImVec2 p) const {
    for (int space = 0; space < kSpaces; ++space) {
      const ImVec2 a = space_min(space), b = space_max(space);
      if (p.x >= a.x && p.x < b.x && p.y >= a.y && p.y < b.y) return space;
    }
    return -1;
  }
};

}  // namespace puzzlelab::fujisan
