#include "app/board_zoom.hpp"

#include <algorithm>

namespace puzzlelab {
namespace {

// One axis: a board smaller than the area is centred in it, a larger one may be moved only as far
// as its edges reach the area's.
float place(float offset, float size, float area) {
  if (size <= area) return (area - size) * 0.5f;
  return std::clamp(offset, area - size, 0.0f);
}

}  // namespace

void BoardZoom::set_scale(float scale) {
  pending_from_ = scale_;
  scale_ = std::clamp(scale, 1.0f, kMaxScale);
  centre_pending_ = true;
}

void BoardZoom::layout(ImVec2 area_min, ImVec2 area_size, ImVec2 fit_size, const ui::touch::BoardGesture& gesture) {
  const auto zoom_around = [&](ImVec2 centre, float from, float to) {
    // The point under `centre` stays under it.
    const float k = to / from;
    offset_.x = centre.x - area_min.x - (centre.x - area_min.x - offset_.x) * k;
    offset_.y = centre.y - area_min.y - (centre.y - area_min.y - offset_.y) * k;
  };
  if (centre_pending_) {
    zoom_around(ImVec2(area_min.x + area_size.x * 0.5f, area_min.y + area_size.y * 0.5f), pending_from_, scale_);
    centre_pending_ = false;
  }
  offset_.x += gesture.pan.x;
  offset_.y += gesture.pan.y;
  if (gesture.zoom != 1) {
    const float to = std::clamp(scale_ * gesture.zoom, 1.0f, kMaxScale);
    zoom_around(gesture.centre, scale_, to);
    scale_ = to;
  }
  frame_size_ = ImVec2(fit_size.x * scale_, fit_size.y * scale_);
  offset_.x = place(offset_.x, frame_size_.x, area_size.x);
  offset_.y = place(offset_.y, frame_size_.y, area_size.y);
  frame_min_ = ImVec2(area_min.x + offset_.x, area_min.y + offset_.y);
}

}  // namespace puzzlelab
