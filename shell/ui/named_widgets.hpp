// ImGui's widgets under a name: each takes its automation id first, draws the ImGui widget, and
// records itself in the automation hook (ui/automation.hpp: its rectangle, and a closed combo's
// chosen value), so a screen reads like ImGui's demo, e.g.
//   if (ui::button("new-game", "New game")) open_new_game_dialog();
// and the end-to-end tests click the very pixels a person would. Each mirrors the ImGui call it
// wraps (same arguments after the id, same result). Items that are not widgets (a line of text, a
// table, a plot, a board) are recorded where they are drawn, with ui::automation::track.
#pragma once

#include <cstdint>
#include <string>

#include <imgui.h>

namespace puzzlelab::ui {

// A button that can be disabled (greyed out, not clickable) with a tooltip saying why or what it
// does; the tooltip stays away once it is clicked, until the mouse leaves it. True when clicked.
bool button(const char* id, const char* label, bool enabled = true, const char* tooltip = nullptr,
            ImVec2 size = ImVec2(0, 0));
// A small inline button, finger-sized on a narrow screen (ui::small_button in widgets.hpp).
bool small_button(const char* id, const char* label);
// ImGui's small button as it is on every screen: a row of a table, a plot's "PNG".
bool inline_button(const char* id, const char* label);
// ImGui's invisible button: a clickable area the screen draws itself (a palette's icon).
bool invisible_button(const char* id, const char* str_id, ImVec2 size, ImGuiButtonFlags flags = 0);

// A command that has a key and no widget of its own (talk mode's keys): an area of `size` at the
// cursor, with no look and no mouse of its own (the screen draws what is there), listed for the
// page's screen-reader layer as a button named `label` and pressed from there. True when pressed.
bool layer_control(const char* id, const char* label, ImVec2 size);

bool checkbox(const char* id, const char* label, bool* value);
bool radio_button(const char* id, const char* label, bool active);
bool selectable(const char* id, const char* label, bool selected, ImGuiSelectableFlags flags = 0,
                ImVec2 size = ImVec2(0, 0));
bool collapsing_header(const char* id, const char* label);
bool slider_float(const char* id, const char* label, float* value, float min, float max, const char* format,
                  ImGuiSliderFlags flags = 0);

// A text field; `hint` (when given) shows while it is empty.
bool input_text(const char* id, const char* label, std::string* text, const char* hint = nullptr,
                ImGuiInputTextFlags flags = 0);
// A text field of several lines, `size` in pixels (0: ImGui's default for that side).
bool input_text_multiline(const char* id, const char* label, std::string* text, ImVec2 size = ImVec2(0, 0),
                          ImGuiInputTextFlags flags = 0);
// A whole number with -/+ buttons.
bool input_int(const char* id, const char* label, int* value);
// A count (0 and up) with -/+ buttons.
bool input_count(const char* id, const char* label, std::uint64_t* value);

// A combo box: recorded while closed (while open, the current window is its list), with `value`
// (when given: the chosen entry's name, which tests compare) as its "value". Its entries are
// ui::selectable under "<id>-option-<name>". End it with ImGui::EndCombo() when it returns true.
bool begin_combo(const char* id, const char* label, const char* preview, ImGuiComboFlags flags = 0,
                 const char* value = nullptr);
// A tab of a tab bar; end it with ImGui::EndTabItem() when it returns true.
bool begin_tab_item(const char* id, const char* label, ImGuiTabItemFlags flags = 0);

// Ends a panel (a child window) that the keyboard enters as a whole, with Enter or Space, and
// leaves with Esc: records it and frames it while it has the focus (ui::focus::emphasize_panel).
void end_panel(const char* id);

}  // namespace puzzlelab::ui
