// Small drawing helpers shared by the panels.
#pragma once

#include <imgui.h>

namespace puzzlelab::ui {

// A screen narrower than this (logical pixels: a phone held upright) gets the narrow layout: the
// board first, the panels folded below it, a compact top bar, finger-sized controls (docs/app/PHONE.md).
inline constexpr float kNarrowWidth = 600;
bool narrow_screen();
// The least size of anything a finger taps on a narrow screen (Apple's 44 pt, close to Android's
// 48 dp).
inline constexpr float kTouchTarget = 44;

// A spinning arc the height of a text line: something is being worked on. It turns in steps,
// kSpinnerSteps a second, and asks for the frame of its next step (ui::redraw::request_at): a
// spinner that turned every frame kept the app drawing as fast as the screen refreshes while a
// worker computed (a Lab run, a solve), taking a phone's battery, or a software renderer's core,
// from the workers it waits for.
inline constexpr double kSpinnerSteps = 12;
void spinner(const char* id, double time, ImU32 color);

// Lays items out left to right, wrapping to a new line when the next one (of the given width)
// does not fit: call before every item but the first of a row.
void flow(float next_width, float spacing = -1);
// The width a button with this label takes.
float button_width(const char* label);

// Begins a screen's window: the whole display, no decoration, never in front of its own popups,
// and a scrollbar when the content is taller than the display (phones) unless `extra` says
// otherwise. End it with ImGui::End().
// The first screen window of a frame draws no background of its own when its colour
// (ImGuiCol_WindowBg) is opaque: the frame loop clears the canvas to that colour instead
// (take_screen_background()). A background is a rectangle over the whole display, and a browser that
// draws WebGL on the processor pays for every pixel of it; clearing costs next to nothing.
void begin_screen_window(const char* name, ImGuiWindowFlags extra = 0);

// The colour this frame's first screen window left to the clear, or the theme's window colour when
// no screen window took one: what the frame loop clears the canvas to. It ends the frame's record,
// so the frame loop takes it once a frame, after ImGui::Render(). (A frame whose record was not
// taken leaves the next frame's screen windows drawing their backgrounds: the same picture.)
ImU32 take_screen_background();

// A small inline button (ImGui::SmallButton), finger-sized on a narrow screen.
bool small_button(const char* label);

// Controls sized for fingers: on a narrow screen every frame (buttons, fields, checkboxes, combo
// boxes, collapsing headers) is at least kTouchTarget tall. Push before a screen draws, pop after.
void push_touch_style();
void pop_touch_style();

// On a narrow screen the next popup spans the screen's width less a margin, under the top bar,
// so that no line of it runs off the screen's edge; elsewhere nothing changes.
void fit_next_popup_to_narrow_screen();

// A key cap, e.g. "Ctrl+Z", drawn inline.
void key_cap(const char* keys);

}  // namespace puzzlelab::ui
