// Small drawing helpers shared by the panels.
#pragma once

#include <imgui.h>

namespace puzzlelab::ui {

// A spinning arc the height of a text line: something is being worked on.
void spinner(const char* id, double time, ImU32 color);

// A button that can be disabled (greyed out, not clickable) with a tooltip saying why or what it
// does. Returns true when clicked.
bool button(const char* label, bool enabled, const char* tooltip = nullptr, ImVec2 size = ImVec2(0, 0));

// A key cap, e.g. "Ctrl+Z", drawn inline.
void key_cap(const char* keys);

}  // namespace puzzlelab::ui
