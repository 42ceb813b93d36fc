// Colour arithmetic the board views share: fading a colour and blending two.
#pragma once

#include <algorithm>

#include <imgui.h>

namespace puzzlelab::ui {

// The colour with its alpha scaled by `alpha` (clamped to 0..1).
inline ImU32 with_alpha(ImU32 color, float alpha) {
  const auto a =
      static_cast<ImU32>(std::clamp(alpha, 0.0f, 1.0f) * static_cast<float>((color >> IM_COL32_A_SHIFT) & 0xFF));
  return (color & ~IM_COL32_A_MASK) | (a << IM_COL32_A_SHIFT);
}

// Channel-wise blend: t = 0 gives a, t = 1 gives b.
inline ImU32 mix(ImU32 a, ImU32 b, float t) {
  const auto channel = [&](int shift) {
    const float x = static_cast<float>((a >> shift) & 0xFF), y = static_cast<float>((b >> shift) & 0xFF);
    return static_cast<ImU32>(x + (y - x) * t + 0.5f) << shift;
  };
  return channel(IM_COL32_R_SHIFT) | channel(IM_COL32_G_SHIFT) | channel(IM_COL32_B_SHIFT) | channel(IM_COL32_A_SHIFT);
}

}  // namespace puzzlelab::ui
