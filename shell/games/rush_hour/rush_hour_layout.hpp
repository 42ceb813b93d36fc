// Where every Rush Hour cell sits on screen. Measured in cells, so the board scales as a whole: the
// grid inside a tray's rim, and beyond the rim on the right a strip for the exit's arrow (the exit
// is a gap in the rim at the end of the primary car's row).
#pragma once

#include <algorithm>

#include <imgui.h>

#include "games/rush_hour/rules.hpp"

namespace puzzlelab::rush_hour {

struct Layout {
  static constexpr float kRim = 0.32f;       // the tray's rim around the grid, in cells
  static constexpr float kExitRoom = 0.62f;  // right of the rim: the exit's arrow, in cells
  static constexpr float kMaxCell = 96.0f;   // logical pixels: a 4 x 4 board does not become a poster

  int size = kStandardSize;
  ImVec2 origin;  // top-left of the grid (the cell at row 0, column 0)
  float cell = 1;

  static float aspect(int size) {
    const float n = static_cast<float>(size);
    return (n + 2 * kRim + kExitRoom) / (n + 2 * kRim);
  }

  static Layout fit(int size, ImVec2 min, ImVec2 max) {
    Layout layout;
    layout.size = std::max(1, size);
    const float w = std::max(1.0f, max.x - min.x), h = std::max(1.0f, max.y - min.y);
    const float n = static_cast<float>(layout.size);
    const float W = n + 2 * kRim + kExitRoom, H = n + 2 * kRim;
    layout.cell = std::max(1.0f, std::min({w / W, h / H, kMaxCell}));
    const float used_w = layout.cell * W, used_h = layout.cell * H;
    layout.origin =
        ImVec2(min.x + (w - used_w) * 0.5f + kRim * layout.cell, min.y + (h - used_h) * 0.45f + kRim * layout.cell);
    return layout;
  }

  ImVec2 at(float column, float row) const { return ImVec2(origin.x + column * cell, origin.y + row * cell); }
  ImVec2 cell_min(int row, int column) const { return at(static_cast<float>(column), static_cast<float>(row)); }
  ImVec2 cell_max(int row, int column) const { return at(static_cast<float>(column + 1), static_cast<float>(row + 1)); }
  ImVec2 center(int row, int column) const {
    return at(static_cast<float>(column) + 0.5f, static_cast<float>(row) + 0.5f);
  }
  ImVec2 grid_max() const { return at(static_cast<float>(size), static_cast<float>(size)); }
  // The tray: the grid and its rim.
  ImVec2 tray_min() const { return at(-kRim, -kRim); }
  ImVec2 tray_max() const { return at(static_cast<float>(size) + kRim, static_cast<float>(size) + kRim); }

  // A vehicle's rectangle with its offset (leftmost column or top row) at `offset`, which may lie
  // between cells while it glides or is dragged.
  void vehicle_rect(const Vehicle& v, float offset, ImVec2& lo, ImVec2& hi) const {
    const float line = static_cast<float>(v.line), length = static_cast<float>(v.length);
    lo = v.horizontal ? at(offset, line) : at(line, offset);
    hi = v.horizontal ? at(offset + length, line + 1) : at(line + 1, offset + length);
  }

  // The cell under a point as row * size + column, or -1.
  int hit(ImVec2 p) const {
    const float c = (p.x - origin.x) / cell, r = (p.y - origin.y) / cell;
    const float n = static_cast<float>(size);
    if (c < 0 || r < 0 || c >= n || r >= n) return -1;
    return static_cast<int>(r) * size + static_cast<int>(c);
  }
};

}  // namespace puzzlelab::rush_hour
