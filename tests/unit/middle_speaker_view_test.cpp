// What the speaker view shows (shell/middle/speaker_view): the scene's notes and the next scene,
// the clock's words, and the countdown's tone at its edges.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>

#include "middle/speaker_view.hpp"
#include "middle/talk.hpp"

using namespace puzzlelab;

namespace {

Talk speaker_demo_talk(std::uint64_t minutes) {
  return parse_talk(std::string(R"({"format": "puzzlelab-talk", "version": 1, "name": "demo", "title": "Demo",)") +
                    (minutes ? "\"minutes\": " + std::to_string(minutes) + "," : "") + R"(
    "scenes": [
      {"kind": "title", "title": "Hello", "caption": "First", "notes": "Greet the room."},
      {"kind": "title", "title": "Second card", "caption": "Second"},
      {"kind": "board", "game": "sigmar", "setup": "linear", "seed": 3, "caption": "A board", "notes": "Point."}
    ]})");
}

}  // namespace

TEST_CASE("speaker view: the scene's notes, the next scene, the end of the talk") {
  const Talk talk = speaker_demo_talk(0);
  const SpeakerSummary first = summarize_for_speaker(talk, 0, 12.7);
  CHECK(first.title == "Demo");
  CHECK(first.where == "Scene 1 / 3");
  CHECK(first.scene == 1);
  CHECK(first.scenes == 3);
  CHECK(first.notes == "Greet the room.");
  CHECK(first.caption == "First");
  CHECK(first.next_kind == "title");
  CHECK(first.next == "Second card. Second");
  CHECK(first.elapsed_s == doctest::Approx(12.7));
  CHECK_FALSE(first.countdown_s.has_value());  // no minutes, no countdown

  const SpeakerSummary second = summarize_for_speaker(talk, 1, 0);
  CHECK(second.notes.empty());
  CHECK(second.next_kind == "board");
  CHECK(second.next == "A board");

  const SpeakerSummary last = summarize_for_speaker(talk, 2, 0);
  CHECK(last.kind == "board");
  CHECK(last.next_kind.empty());
  CHECK(last.next == "End of talk");
  CHECK(summarize_for_speaker(talk, 99, 0).scene == 3);  // clamped to the talk
  CHECK(summarize_for_speaker(talk, 0, -5).elapsed_s == 0);
  CHECK(summarize_for_speaker(talk, 0, std::numeric_limits<double>::quiet_NaN()).elapsed_s == 0);
}

TEST_CASE("speaker view: the countdown from the talk's minutes, amber in its last five minutes, red when over") {
  const Talk talk = speaker_demo_talk(20);
  const SpeakerSummary early = summarize_for_speaker(talk, 0, 60);
  REQUIRE(early.countdown_s);
  CHECK(*early.countdown_s == doctest::Approx(19 * 60));
  CHECK(early.tone == CountdownTone::normal);
  CHECK(summarize_for_speaker(talk, 0, 15 * 60 - 1).tone == CountdownTone::normal);
  CHECK(summarize_for_speaker(talk, 0, 15 * 60).tone == CountdownTone::amber);
  CHECK(summarize_for_speaker(talk, 0, 20 * 60).tone == CountdownTone::amber);
  CHECK(summarize_for_speaker(talk, 0, 20 * 60 + 0.5).tone == CountdownTone::red);
}

TEST_CASE("speaker view: durations in a clock's words") {
  CHECK(speaker_clock_text(0) == "0:00");
  CHECK(speaker_clock_text(7.9) == "0:07");
  CHECK(speaker_clock_text(725) == "12:05");
  CHECK(speaker_clock_text(3723) == "1:02:03");
  CHECK(speaker_clock_text(-133) == "-2:13");
  CHECK(speaker_clock_text(-0.4) == "0:00");
  CHECK(speaker_clock_text(std::numeric_limits<double>::infinity()) == "0:00");
  CHECK(speaker_clock_text(1e300).size() < 20);  // clamped, never an overflow
  CHECK(speaker_countdown_text(1100) == "18:20 left");
  CHECK(speaker_countdown_text(0.2) == "0:01 left");
  CHECK(speaker_countdown_text(0) == "0:00 left");
  CHECK(speaker_countdown_text(-133.5) == "2:13 over");
}
