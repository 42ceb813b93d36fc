// Where every Sigmar cell sits on screen. The 91 cells are pointy-top hexagons in horizontal rows
// (6 to 11 to 6 cells), so the board as a whole is a flat-topped hexagon. Everything is measured
// in hex radii (centre to corner of one cell) so the board scales as a whole: a band above it for
// the metal track, the board's plate, a band below it for the message line.
//
// Cell (x, y) in the engine's axial coordinates sits at sqrt(3) (x - y/2 - 2.5) radii across
// and 1.5 (y - 5) radii down from the centre cell: the neighbours (x+1, y+1) and (x, y+1) are
// then down-right and down-left, as rules.hpp lists them.
#pragma once

#include <algorithm>
#include <cmath>
#include <numbers>

#include <imgui.h>

#include "games/sigmar/rules.hpp"

namespace puzzlelab::sigmar {

struct Layout {
  static constexpr float kSqrt3 = 1.7320508f;
  // The plate: a flat-topped hexagon around the cells. The cells' centres lie on a hexagon of
  // circumradius 5 sqrt(3); the plate reaches 1.5 radii further, past the cells' own corners.
  static constexpr float kPlate = 5 * kSqrt3 + 1.5f;
  static constexpr float kMargin = 0.3f;
  static constexpr float kHeader = 2.2f;  // the metal track
  static constexpr float kFooter = 1.7f;  // the message line
  static constexpr float kWidth = 2 * kPlate + 2 * kMargin;
  static constexpr float kHeight = kHeader + 2 * (kPlate * kSqrt3 * 0.5f) + kFooter + 2 * kMargin;
  static constexpr float kMaxRadius = 46.0f;  // logical pixels: a big window does not get poster marbles

  ImVec2 min, max;  // the frame
  ImVec2 centre;    // of the centre cell
  float r = 1;      // one cell's radius in pixels

  static float aspect() { return kWidth / kHeight; }

  static Layout fit(ImVec2 min, ImVec2 max) {
    Layout layout;
    layout.min = min;
    layout.max = max;
    const float w = std::max(1.0f, max.x - min.x), h = std::max(1.0f, max.y - min.y);
    layout.r = std::min({w / kWidth, h / kHeight, kMaxRadius});
    const float used_h = layout.r * kHeight;
    const float top = min.y + (h - used_h) * 0.4f;
    layout.centre = ImVec2(min.x + w * 0.5f, top + layout.r * (kMargin + kHeader + kPlate * kSqrt3 * 0.5f));
    return layout;
  }

  ImVec2 at(float x_radii, float y_radii) const { return ImVec2(centre.x + x_radii * r, centre.y + y_radii * r); }

  ImVec2 cell_centre(int cell) const {
    const Axial a = axial(cell);
    return at(kSqrt3 * (static_cast<float>(a.x) - static_cast<float>(a.y) * 0.5f - 2.5f),
              1.5f * static_cast<float>(a.y - 5));
  }
  // A marble's radius: it fills most of its cell's inscribed circle (sqrt(3)/2 radii).
  float marble_radius() const { return r * 0.8f; }

  // The plate's corner k (0 = right, going clockwise on screen).
  ImVec2 plate_corner(int k, float grow = 0) const {
    const float angle = static_cast<float>(k) * 3.14159265f / 3.0f;
    return at((kPlate + grow) * std::cos(angle), (kPlate + grow) * std::sin(angle));
  }
  float plate_top() const { return centre.y - r * kPlate * kSqrt3 * 0.5f; }
  float plate_bottom() const { return centre.y + r * kPlate * kSqrt3 * 0.5f; }
  // The centre line of the bands above and below the plate.
  float header_y() const { return plate_top() - r * kHeader * 0.5f; }
  float footer_y() const { return plate_bottom() + r * kFooter * 0.5f; }
  // The horizontal extent of the bands: the plate's width.
  float band_left() const { return centre.x - r * kPlate; }
  float band_right() const { return centre.x + r * kPlate; }

  // The cell under a point (the nearest centre, up to a corner away: the whole hexagon), or kNoCell.
  int hit(ImVec2 p) const {
    int best = kNoCell;
    float best_d = r;
    for (int cell = 0; cell < kCells; ++cell) {
      const ImVec2 c = cell_centre(cell);
      const float d = std::hypot(p.x - c.x, p.y - c.y);
      if (d < best_d) {
        best_d = d;
        best = cell;
      }
    }
    return best;
  }

  // A pointy-top hexagon's corners, clockwise on screen (what anti-aliased filling wants).
  static void hexagon(ImVec2 centre, float radius, ImVec2 (&out)[6]) {
    for (int k = 0; k < 6; ++k) {
      const float a = -std::numbers::pi_v<float> / 2 + static_cast<float>(k) * std::numbers::pi_v<float> / 3;
      out[k] = ImVec2(centre.x + radius * std::cos(a), centre.y + radius * std::sin(a));
    }
  }
};

}  // namespace puzzlelab::sigmar
