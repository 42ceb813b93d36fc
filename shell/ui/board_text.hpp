// Text the board views paint on their boards: a label centred on a point, in the display font.
#pragma once

#include <cmath>

#include <imgui.h>

#include "ui/theme.hpp"

namespace puzzlelab::ui {

// `text` centred on `center` at logical size `size`, in the display font (ImGui's font when the
// fonts are not built yet), on whole pixels so that it stays sharp.
inline void centered_text(ImDrawList* dl, const Fonts* fonts, float size, ImVec2 center, ImU32 color,
                          const char* text) {
  ImFont* font = fonts && fonts->display ? fonts->display : ImGui::GetFont();
  const ImVec2 extent = font->CalcTextSizeA(size, 1e9f, 0, text);
  dl->AddText(font, size, ImVec2(std::round(center.x - extent.x * 0.5f), std::round(center.y - extent.y * 0.5f)), color,
              text);
}

}  // namespace puzzlelab::ui
