// What the Lab's result panes share: a tab with its scrolling pane, the tables (as wide as their
// columns; the pane scrolls sideways when they do not fit, on phones or with many setups), a
// section heading and a cell of text.
#pragma once

#include <algorithm>
#include <string>

#include <imgui.h>

#include "ui/automation.hpp"
#include "ui/named_widgets.hpp"
#include "ui/theme.hpp"

namespace puzzlelab::lab_tables {

inline constexpr ImGuiTableFlags kTableFlags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                               ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_NoHostExtendX |
                                               ImGuiTableFlags_NoSavedSettings;

// Begins a Lab table as wide as its columns' contents, however narrow the pane. Left to fit the
// pane, ImGui keeps every column in view by squeezing the last ones to a letter or two; given a
// host wider than any screen, with kTableFlags' NoHostExtendX the table ends where its last column
// does, and the pane (tab_pane) scrolls sideways to it. A table that scrolls itself (ScrollY)
// gets ScrollX instead: it scrolls sideways within its own rectangle.
inline bool begin_table(const char* id, int columns, ImGuiTableFlags flags = kTableFlags, float height = 0) {
  constexpr float kWiderThanAnyScreen = 100000;
  if (flags & ImGuiTableFlags_ScrollY)
    return ImGui::BeginTable(id, columns, flags | ImGuiTableFlags_ScrollX, ImVec2(0, height));
  return ImGui::BeginTable(id, columns, flags | ImGuiTableFlags_NoHostExtendX, ImVec2(kWiderThanAnyScreen, height));
}

// Ends the table begun with begin_table, recording its columns for the automation hook under its id.
inline void end_table(const char* id) {
  ui::automation::track_table(id);
  ImGui::EndTable();
}

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

// A run's progress: the bar with its percentage, and under it what is done as wrapped text, so the
// counts are never clipped by the bar's width (on a phone, or with many digits).
inline void progress(float fraction, const std::string& counts) {
  ImGui::ProgressBar(fraction, ImVec2(-1, 0));
  ui::automation::track("lab-progress");
  ImGui::PushTextWrapPos(0);
  ImGui::TextUnformatted(counts.c_str());
  ImGui::PopTextWrapPos();
  ui::automation::track("lab-progress-text");
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
