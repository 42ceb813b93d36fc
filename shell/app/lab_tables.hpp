// What the Lab's result panes share to draw their tables: the table flags (as wide as their
// columns; the pane scrolls sideways when they do not fit, on phones), a section heading and a
// cell of text.
#pragma once

#include <string>

#include <imgui.h>

#include "ui/theme.hpp"

namespace puzzlelab::lab_tables {

inline constexpr ImGuiTableFlags kTableFlags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                               ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_NoHostExtendX |
                                               ImGuiTableFlags_NoSavedSettings;

inline void heading(const ui::Fonts& fonts, const char* title) {
  ImGui::Spacing();
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted(title);
  ImGui::PopFont();
}

inline void cell(const std::string& text) {
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(text.c_str());
}

}  // namespace puzzlelab::lab_tables
