// What the speaker view shows of a talk at a scene (docs/app/TALK_MODE.md, "Speaker view"), as
// words and numbers with no drawing: the scene's notes, the next scene, "Scene i / n", the time since
// the talk started and, when the talk has "minutes", the time left, amber in the last five minutes
// and red once over. Drawn by app/speaker_panel in the speaker window and in the desktop's panel;
// unit-tested (tests/unit/middle_speaker_view_test.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "middle/talk.hpp"

namespace puzzlelab {

// The countdown turns amber with this much left.
constexpr double kSpeakerAmberSeconds = 5 * 60;

enum class CountdownTone { normal, amber, red };

struct SpeakerSummary {
  std::string title;      // the talk's
  std::string where;      // "Scene 3 / 9"
  std::size_t scene = 0;  // counted from 1
  std::size_t scenes = 0;
  std::string kind;                   // the scene's kind ("setup")
  std::string notes;                  // the scene's notes ("" when it has none)
  std::string caption;                // the scene's caption, which the room sees
  std::string next_kind;              // the next scene's kind, "" after the last scene
  std::string next;                   // its title (a title card) or caption; "End of talk" after the last scene
  double elapsed_s = 0;               // since the talk started (never negative)
  std::optional<double> countdown_s;  // time left of the talk's minutes (negative once over); none without minutes
  CountdownTone tone = CountdownTone::normal;
};

// The summary of `talk` at `scene` (0-based, clamped to the talk), `elapsed_s` after it started.
SpeakerSummary summarize_for_speaker(const Talk& talk, std::size_t scene, double elapsed_s);

CountdownTone countdown_tone(double remaining_s);

// A duration as a clock shows it: "0:07", "12:05", "1:02:03"; a negative one with a minus ("-2:13").
// Whole seconds, rounded down (a countdown rounds its seconds left up, as kitchen timers do:
// speaker_countdown_text).
std::string speaker_clock_text(double seconds);
// The countdown's words: "18:20 left", "0:01 left" in its last second, "2:13 over".
std::string speaker_countdown_text(double remaining_s);

}  // namespace puzzlelab
