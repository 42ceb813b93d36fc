// The screen rectangles of the app's named widgets (buttons, fields), collected while the frame
// is drawn, for the automation hook (window.puzzlelab.state() in the browser). End-to-end tests
// read them to click real pixels, exactly where a person would. The widgets record themselves
// (ui/named_widgets.hpp); track() is for the other items a test looks for (a line of text, a
// table, a plot, a board's panel), called where they are drawn.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab::ui::automation {

// Forgets last frame's rectangles and reports.
void begin_frame();
// While one lives, nothing is recorded: a picture drawn apart from the screen (ui/scene_capture.hpp)
// leaves the screen's widgets, reports, texts and controls as the screen drew them.
class Muted {
 public:
  Muted();
  ~Muted();
  Muted(const Muted&) = delete;
  Muted& operator=(const Muted&) = delete;
};
// Records the last ImGui item's rectangle under `name`.
void track(const std::string& name);
// Records what a tracked widget shows (a combo's chosen value) as its "value", so that a test can
// check a choice took. Call after track(name); nothing when track left the widget out.
void show_value(const std::string& name, const std::string& value);
// Records the current window's rectangle and vertical scroll under `name`, with "scroll" and
// "scroll_max" besides the rectangle's keys (a test swipes it and checks what moved).
void track_window(const std::string& name);
// Records the table being drawn (call before its EndTable) under `name`: its rectangle and, per
// column, the header's text, the width its cells have for their contents, and the width of the
// header's first word in the font it is drawn with, all in pixels as laid out this frame, so a
// test can check that no column was squeezed narrower than the word naming it.
void track_table(const std::string& name);
// {"name": {"x", "y", "w", "h", "columns": [{"header", "width", "first_word"}, ...]}, ...}
nlohmann::json tables();
// Records a fact of this frame's drawing that a screen's state reports (the popup open, the
// solved banner's text, the area a board was drawn into), where it is drawn: the screen's
// automation() reads it back with reported(key), null when it was not drawn this frame.
void report(const std::string& key, nlohmann::json value);
nlohmann::json reported(const std::string& key);
// Records a block of text as this frame drew it: its rectangle, its type size, and `whole` false
// when the text was cut to fit (shortened, or clipped by its box). A screen that lays text out
// for its frame reports these (the talk's "texts"), so that a test can check from the drawing
// itself that no two blocks overlap and none is under the smallest size allowed.
void text_block(const std::string& name, float x, float y, float w, float h, float size, bool whole = true);
// [{"name", "x", "y", "w", "h", "size", "whole"}, ...] in the order drawn this frame.
nlohmann::json text_blocks();
// The name of the tracked widget that has the keyboard's focus frame, else empty.
const std::string& focused();
// The controls a person presses (buttons, checkboxes, choices, tabs), in the order drawn, with
// what they show, for the page's screen-reader layer (docs/app/ACCESSIBILITY.md). The named
// widgets record themselves with control() after track(); a control behind an open modal dialog,
// or scrolled out of sight, is left out.
struct Control {
  std::string id;
  std::string label;
  bool disabled = false;
  float x = 0, y = 0, w = 0, h = 0;
  friend bool operator==(const Control&, const Control&) = default;
};
void control(const std::string& name, const std::string& label, bool disabled = false);
const std::vector<Control>& controls();
// [{"id", "label", "disabled", "x", "y", "w", "h"}, ...], what the page's layer is handed.
nlohmann::json controls_json();
// A control pressed from outside the canvas (the page's layer): the named widget `name` acts as if
// clicked when the next frame draws it; a press nothing draws in that frame is dropped.
void press(const std::string& name);
// In a named widget, after drawing it: whether it was pressed that way (once), and not behind an
// open modal dialog.
bool take_press(const std::string& name);
// An ImGui label as a person reads it: without its "##id" part.
std::string visible_label(const char* label);

// {"name": {"x": left, "y": top, "w": width, "h": height, "cx": centre x, "cy": centre y}, ...}
nlohmann::json widgets();

}  // namespace puzzlelab::ui::automation
