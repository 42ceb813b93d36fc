// The board's zoom on a narrow screen: a board too small for fingers (Fujisan's 14 columns,
// Pretzel's 13, Sigmar's hexagon on a phone) is drawn larger than its area and panned inside it.
// The fingers drive it (ui/touch.hpp: one pans, two pinch) and so does a button (fit / touch size).
// The app zooms the board itself rather than letting the browser zoom the page: a page zoomed by
// the browser magnifies the canvas's pixels (blurred), puts the buttons off screen and leaves
// ImGui's coordinates to the browser; the app's zoom draws the board sharp at its new size and
// keeps everything else where it is.
#pragma once

#include <imgui.h>

#include "ui/touch.hpp"

namespace puzzlelab {

class BoardZoom {
 public:
  static constexpr float kMaxScale = 4;

  // The board's area on screen this frame and the size the board fits in it at scale 1 (by its
  // aspect); applies the fingers' gesture. The view then draws into frame_min()..frame_max().
  void layout(ImVec2 area_min, ImVec2 area_size, ImVec2 fit_size, const ui::touch::BoardGesture& gesture);
  ImVec2 frame_min() const { return frame_min_; }
  ImVec2 frame_max() const { return ImVec2(frame_min_.x + frame_size_.x, frame_min_.y + frame_size_.y); }

  float scale() const { return scale_; }
  bool zoomed() const { return scale_ > 1.001f; }
  // Zooms to `scale` around the area's centre (1: the whole board).
  void set_scale(float scale);
  void reset() { scale_ = 1, offset_ = ImVec2(0, 0), centre_pending_ = false; }

 private:
  float scale_ = 1;
  ImVec2 offset_{0, 0};          // the zoomed board's top-left from the area's top-left (<= 0 when larger)
  bool centre_pending_ = false;  // set_scale: keep the area's centre on the next layout
  float pending_from_ = 1;
  ImVec2 frame_min_{0, 0}, frame_size_{0, 0};
};

}  // namespace puzzlelab
