// Where every Fruit Dating tile sits on screen. Measured in tiles, so the board scales as a whole:
// the grid (border walls included) with a strip on each side for the tilt arrows, which can be
// clicked or tapped like a swipe. Where the arrows are played by a finger the strip has a least
// depth in pixels, so a small tile does not make a thin arrow.
#pragma once

#include <algorithm>

#include <imgui.h>

#include "games/fruit_dating/rules.hpp"

namespace puzzlelab::fruit_dating {

struct Layout {
  static constexpr float kArrowStrip = 0.62f;  // around the grid, in tiles: the tilt arrows
  static constexpr float kMaxTile = 92.0f;     // logical pixels: a 4 x 4 board does not become a poster

  int width = kMinSize, height = kMinSize;
  ImVec2 origin;              // top-left of the grid (the tile at row 0, column 0)
  float tile = 1;             // one tile's side in pixels
  float strip = kArrowStrip;  // the arrows' strip's depth in pixels

  static float aspect(int width, int height) {
    return (static_cast<float>(width) + 2 * kArrowStrip) / (static_cast<float>(height) + 2 * kArrowStrip);
  }

  // The board fitted into min..max; the arrows' strip is kArrowStrip tiles deep but at least
  // least_strip pixels (0 for a board no one taps, such as a thumbnail).
  static Layout fit(int width, int height, ImVec2 min, ImVec2 max, float least_strip = 0) {
    Layout layout;
    layout.width = width;
    layout.height = height;
    const float w = std::max(1.0f, max.x - min.x), h = std::max(1.0f, max.y - min.y);
    const float columns = static_cast<float>(width), rows = static_cast<float>(height);
    const float W = columns + 2 * kArrowStrip, H = rows + 2 * kArrowStrip;
    layout.tile = std::min({w / W, h / H, kMaxTile});
    layout.strip = kArrowStrip * layout.tile;
    if (layout.strip < least_strip) {
      // The strip is fixed in pixels and the grid takes what is left, never more than half of
      // the area so the board stays a board on a tiny window.
      layout.strip = std::min(least_strip, std::min(w, h) * 0.25f);
      layout.tile =
          std::max(1.0f, std::min({(w - 2 * layout.strip) / columns, (h - 2 * layout.strip) / rows, kMaxTile}));
    }
    const float used_w = layout.tile * columns + 2 * layout.strip, used_h = layout.tile * rows + 2 * layout.strip;
    layout.origin = ImVec2(min.x + (w - used_w) * 0.5f + layout.strip, min.y + (h - used_h) * 0.4f + layout.strip);
    return layout;
  }

  ImVec2 at(float column, float row) const { return ImVec2(origin.x + column * tile, origin.y + row * tile); }
  ImVec2 tile_min(int row, int column) const { return at(static_cast<float>(column), static_cast<float>(row)); }
  ImVec2 tile_max(int row, int column) const { return at(static_cast<float>(column + 1), static_cast<float>(row + 1)); }
  ImVec2 center(int row, int column) const {
    return at(static_cast<float>(column) + 0.5f, static_cast<float>(row) + 0.5f);
  }
  ImVec2 grid_max() const { return at(static_cast<float>(width), static_cast<float>(height)); }

  // The centre of the tilt arrow for a direction, in the strip on that side.
  ImVec2 arrow_center(Dir d) const {
    const float half = strip * 0.5f;
    const ImVec2 mid = at(static_cast<float>(width) * 0.5f, static_cast<float>(height) * 0.5f), end = grid_max();
    switch (d) {
      case Dir::right: return ImVec2(end.x + half, mid.y);
      case Dir::up: return ImVec2(mid.x, origin.y - half);
      case Dir::left: return ImVec2(origin.x - half, mid.y);
      case Dir::down: break;
    }
    return ImVec2(mid.x, end.y + half);
  }
  // The arrow's clickable half-extent: long along its side, as deep as the strip.
  ImVec2 arrow_half(Dir d) const {
    const bool sideways = d == Dir::right || d == Dir::left;
    const float along = std::max(1.1f * tile, strip), across = strip * 0.5f;
    return sideways ? ImVec2(across, along) : ImVec2(along, across);
  }
  // The tilt arrow under a point, if any.
  bool arrow_hit(ImVec2 p, Dir& out) const {
    for (Dir d : kDirs) {
      const ImVec2 c = arrow_center(d), h = arrow_half(d);
      if (p.x >= c.x - h.x && p.x <= c.x + h.x && p.y >= c.y - h.y && p.y <= c.y + h.y) {
        out = d;
        return true;
      }
    }
    return false;
  }
  // The tile under a point as row * width + column, or -1.
  int hit(ImVec2 p) const {
    const float c = (p.x - origin.x) / tile, r = (p.y - origin.y) / tile;
    if (c < 0 || r < 0 || c >= static_cast<float>(width) || r >= static_cast<float>(height)) return -1;
    return static_cast<int>(r) * width + static_cast<int>(c);
  }
};

}  // namespace puzzlelab::fruit_dating
