// The smallest type talk mode draws (docs/app/TALK_MODE.md, "Type sizes"): every line of a scene
// (the key line, a title card, the caption band, the verdicts, a setup's labels) is at least this
// size. 14 px in the example deck's 960 x 540 frame and on a phone, growing with the frame (a
// 1280 x 720 projector 18.7 px) up to 24 px from a 1080p screen on, so that the back of a room
// reads what the front row does.
#pragma once

#include <algorithm>

#include <imgui.h>

namespace puzzlelab::talk_type {

inline constexpr float kSmallest = 14, kLargest = 24;

inline float min_size(ImVec2 frame) {
  const float scale = std::min(frame.x / 960.0f, frame.y / 540.0f);
  return std::clamp(kSmallest * scale, kSmallest, kLargest);
}

}  // namespace puzzlelab::talk_type
