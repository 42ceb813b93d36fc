// What the Lab's result panes share: a tab with its scrolling pane, the table flags (as wide as
// their columns; the pane scrolls sideways when they do not fit, on phones), a section heading
// and a cell of text.
#pragma once

#include <algorithm>
#include <string>

#include <imgui.h>

#include "ui/named_widgets.hpp"
#include "ui/theme.hpp"

namespace puzzlelab::lab_tables {

inline constexpr ImGuiTableFlags kTableFlags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                               ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_NoHostExtendX |
                                               ImGuiTableFlags_NoSavedSettings;

// A results tab (`id` for the tests) whose contents, drawn by `draw`, scroll in a pane of their
// own. Tabs keep every part one click away, without scrolling past the others; under the form on
// a phone (`narrow`) a pane is most of a screen high and the window scrolls to it.
template <class Draw>
void tab_pane(const char* id, const char* label, const char* pane_id, bool narrow, Draw&& draw,
              ImGuiTabItemFlags flags = 0) {
  if (!ui::begin_tab_item(id, label, flags)) return;
  const ImVec2 size = narrow ? ImVec2(0, std::max(420.0f, ImGui::GetIO().DisplaySize.y - 140)) : ImVec2(0, 0);
  ImGui::BeginChild(pane_id, size, false, ImGuiWindowFlags_HorizontalScrollbar);
  draw();
  ImGui::EndChild();
  ImGui::EndTabItem();
}

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
