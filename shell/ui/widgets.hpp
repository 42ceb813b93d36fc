// Small drawing helpers shared by the panels.
#pragma once

#include <imgui.h>

namespace puzzlelab::ui {

// A spinning arc the height of a text line: something is being worked on.
void spinner(const char* id, double time, ImU32 color);

// A button that can be disabled (greyed out, not clickable) with a tooltip saying why or what it
// does. Returns true when clicked.
bool button(const char* label, bool enabled, const char* tooltip = nullptr, ImVec2 size = ImVec2(0, 0));

// Lays items out left to right, wrapping to a new line when the next one (of the given width)
// does not fit: call before every item but the first of a row.
void flow(float next_width, float spacing = -1);
// The width a button with this label takes.
float button_width(const char* label);

// Begins a screen's window: the whole display, no decoration, never in front of its own popups,
// and a scrollbar when the content is taller than the display (phones) unless `extra` says
// otherwise. End it with ImGui::End().
void begin_screen_window(const char* name, ImGuiWindowFlags extra = 0);

// A key cap, e.g. "Ctrl+Z", drawn inline.
void key_cap(const char* keys);

}  // namespace puzzlelab::ui
