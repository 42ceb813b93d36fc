// Talk mode's colours, for every part drawn in a talk (app/talk_screen, talk_overlays,
// speaker_panel, speaker_screen): high contrast for a projector, white and gold on black, whatever
// the app's theme, and traffic-light tones for the speaker view's time left.
#pragma once

#include <imgui.h>

namespace puzzlelab::talk_palette {

inline constexpr ImU32 background = IM_COL32(0, 0, 0, 255);
inline constexpr ImU32 text = IM_COL32(255, 255, 255, 255);
inline constexpr ImU32 dim = IM_COL32(190, 196, 210, 255);
inline constexpr ImU32 caption_band = IM_COL32(22, 24, 30, 255);
inline constexpr ImU32 panel = IM_COL32(16, 18, 24, 245);  // the keys, the jump box, the speaker panel
inline constexpr ImU32 card = IM_COL32(28, 31, 40, 255);   // an overview card
inline constexpr ImU32 shade = IM_COL32(0, 0, 0, 248);     // over the scene behind the overview
inline constexpr ImU32 warning = IM_COL32(255, 120, 110, 255);
inline constexpr ImU32 amber = IM_COL32(255, 176, 32, 255);
inline constexpr ImU32 red = IM_COL32(255, 72, 64, 255);
inline constexpr ImU32 green = IM_COL32(120, 220, 140, 255);

}  // namespace puzzlelab::talk_palette
