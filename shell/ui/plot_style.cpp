#include "ui/plot_style.hpp"

#include <algorithm>

#include "ui/colour.hpp"
#include "ui/plot.hpp"
#include "ui/palette.hpp"

namespace puzzlelab::ui::plot {

Style current_style() {
  Style s;
  s.font = ImGui::GetFontSize();
  s.pad = s.font * 0.4f;
  s.tick = s.font * 0.3f;
  // Lines stay at least a pixel wide at small sizes, and grow with the text at talk size.
  s.line = std::max(1.5f, s.font * 0.12f);
  s.thin = std::max(1.0f, s.font * 0.06f);
  s.marker = s.font * 0.28f;
  s.swatch = s.font * 0.9f;
  s.text = ImGui::GetColorU32(ImGuiCol_Text);
  s.title = palette().text_dim;
  s.axis = palette().text_dim;
  s.grid = with_alpha(ImGui::GetColorU32(ImGuiCol_Border), 0.55f);
  s.background = with_alpha(ImGui::GetColorU32(ImGuiCol_ChildBg), 0.8f);
  s.highlight = with_alpha(ImGui::GetColorU32(ImGuiCol_HeaderHovered), 0.45f);
  s.reference = ImGui::GetColorU32(ImGuiCol_Text);
  s.outline = ImGui::GetColorU32(ImGuiCol_WindowBg);
  return s;
}

ImU32 series_color(int index) {
  const auto& series = palette().series;
  constexpr int count = static_cast<int>(sizeof series / sizeof series[0]);
  return series[((index % count) + count) % count];
}

}  // namespace puzzlelab::ui::plot
