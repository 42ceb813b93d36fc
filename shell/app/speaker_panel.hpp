// The speaker view's picture (docs/app/TALK_MODE.md, "Speaker view"): the scene on show and its
// notes (wrapped, scrollable) on the left, in large type; on the right the wall clock, the time
// since the talk started with a button to start it again, the time left when the talk has
// "minutes" (amber in the last five, red once over), and the next scene; a status line at the
// bottom (whether the main window is there). Drawn by the speaker window (app/speaker_screen) over
// the whole window and by the desktop's talk (app/speaker_host) over the bottom of the scene.
#pragma once

#include <string>

#include <imgui.h>

#include "middle/speaker_view.hpp"
#include "ui/theme.hpp"

namespace puzzlelab {

struct SpeakerPanelText {
  std::string status;       // "Connected to the main window", "Lost the main window ..."
  bool status_bad = false;  // shown in red
  std::string keys;         // the keys that work here, on the status line
};

// Draws the panel in [min, max] of the current window. True when its "Reset clock" button was
// pressed. The named widgets: speaker-panel, speaker-notes, speaker-next, speaker-elapsed,
// speaker-countdown, speaker-status, speaker-reset.
bool draw_speaker_panel(const SpeakerSummary& summary, const SpeakerPanelText& text, ImVec2 min, ImVec2 max,
                        const ui::Fonts& fonts);

// The local time of day, "14:05".
std::string wall_clock_text();

}  // namespace puzzlelab
