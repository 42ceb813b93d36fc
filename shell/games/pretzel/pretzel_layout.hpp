// Where every Pretzel card sits on screen. Measured in card widths, so the table scales as a
// whole: the aces column stands apart on the left, then the k x n grid (one row per suit, one
// column per rank 2..n), with the rank that belongs in each column written above it.
#pragma once

#include <algorithm>

#include <imgui.h>

#include "games/pretzel/rules.hpp"

namespace puzzlelab::pretzel {

struct Layout {
  static constexpr float kCardH = 1.4f;   // card height / width (a poker card is 1.4)
  static constexpr float kGapX = 0.12f;   // between grid columns
  static constexpr float kGapY = 0.16f;   // between rows
  static constexpr float kAceGap = 0.5f;  // between the aces column and the grid
  static constexpr float kMargin = 0.25f;
  static constexpr float kHeader = 0.42f;    // the goal ranks above the columns
  static constexpr float kMaxCard = 128.0f;  // logical pixels: small deals do not become posters

  Shape shape;
  ImVec2 origin;   // top-left of the table
  float unit = 1;  // one card width in pixels

  static float width_units(const Shape& s) {
    return 2 * kMargin + 1 + kAceGap + static_cast<float>(s.ranks) + static_cast<float>(s.ranks - 1) * kGapX;
  }
  static float height_units(const Shape& s) {
    return 2 * kMargin + kHeader + static_cast<float>(s.suits) * kCardH + static_cast<float>(s.suits - 1) * kGapY;
  }
  static float aspect(const Shape& s) { return width_units(s) / height_units(s); }

  static Layout fit(const Shape& shape, ImVec2 min, ImVec2 max) {
    Layout layout;
    layout.shape = shape;
    const float w = std::max(1.0f, max.x - min.x), h = std::max(1.0f, max.y - min.y);
    const float W = width_units(shape), H = height_units(shape);
    layout.unit = std::min({w / W, h / H, kMaxCard});
    const float used_w = layout.unit * W, used_h = layout.unit * H;
    layout.origin = ImVec2(min.x + (w - used_w) * 0.5f, min.y + (h - used_h) * 0.4f);
    return layout;
  }

  // Left edge of a grid column (column -1 is the aces column), top of a row, in units.
  static float column_x(int column) {
    if (column < 0) return kMargin;
    return kMargin + 1 + kAceGap + static_cast<float>(column) * (1 + kGapX);
  }
  static float row_y(int row) { return kMargin + kHeader + static_cast<float>(row) * (kCardH + kGapY); }

  ImVec2 at(float x_units, float y_units) const { return ImVec2(origin.x + x_units * unit, origin.y + y_units * unit); }
  ImVec2 slot_min(int row, int column) const { return at(column_x(column), row_y(row)); }
  ImVec2 slot_max(int row, int column) const {
    const ImVec2 m = slot_min(row, column);
    return ImVec2(m.x + unit, m.y + unit * kCardH);
  }
  ImVec2 cell_min(int cell) const { return slot_min(shape.row(cell), shape.column(cell)); }
  ImVec2 cell_max(int cell) const { return slot_max(shape.row(cell), shape.column(cell)); }
  ImVec2 center(int cell) const {
    const ImVec2 m = cell_min(cell);
    return ImVec2(m.x + unit * 0.5f, m.y + unit * kCardH * 0.5f);
  }
  float card_w() const { return unit; }
  float card_h() const { return unit * kCardH; }

  // The grid cell under a point, or -1.
  int hit(ImVec2 p) const {
    for (int cell = 0; cell < shape.cells(); ++cell) {
      const ImVec2 a = cell_min(cell), b = cell_max(cell);
      if (p.x >= a.x && p.x < b.x && p.y >= a.y && p.y < b.y) return cell;
    }
    return -1;
  }
};

}  // namespace puzzlelab::pretzel
