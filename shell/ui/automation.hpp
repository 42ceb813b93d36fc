// The screen rectangles of the app's named widgets (buttons, fields), collected while the frame
// is drawn, for the automation hook (window.puzzlelab.state() in the browser). End-to-end tests
// read them to click real pixels, exactly where a person would. The widgets record themselves
// (ui/named_widgets.hpp); track() is for the other items a test looks for (a line of text, a
// table, a plot, a board's panel), called where they are drawn.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace puzzlelab::ui::automation {

// Forgets last frame's rectangles and reports.
void begin_frame();
// Records the last ImGui item's rectangle under `name`.
void track(const std::string& name);
// Records what a tracked widget shows (a combo's chosen value) as its "value", so that a test can
// check a choice took. Call after track(name); nothing when track left the widget out.
void show_value(const std::string& name, const std::string& value);
// Records the current window's rectangle and vertical scroll under `name`, with "scroll" and
// "scroll_max" besides the rectangle's keys (a test swipes it and checks what moved).
void track_window(const std::string& name);
// Records a fact of this frame's drawing that a screen's state reports (the popup open, the
// solved banner's text, the area a board was drawn into), where it is drawn: the screen's
// automation() reads it back with reported(key), null when it was not drawn this frame.
void report(const std::string& key, nlohmann::json value);
nlohmann::json reported(const std::string& key);
// The name of the tracked widget that has the keyboard's focus frame, else empty.
const std::string& focused();
// {"name": {"x": left, "y": top, "w": width, "h": height, "cx": centre x, "cy": centre y}, ...}
nlohmann::json widgets();

}  // namespace puzzlelab::ui::automation
