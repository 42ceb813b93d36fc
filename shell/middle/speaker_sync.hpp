// The messages between a talk's main window and its speaker view (docs/app/TALK_MODE.md, "Speaker
// view"), as JSON text over the browser's BroadcastChannel "puzzlelab-talk". Every message is an
// object with "type": "puzzlelab-speaker", the pairing's "token" and either an "event" or a "command":
//
//   (every message also holds "type": "puzzlelab-speaker" and "token": TOKEN)
//   main -> speaker  {"event": "state", "talk": NAME, "document": TEXT, "scene": N, "scenes": COUNT,
//                     "started": MS}   after every change, in answer to "hello", and every 2 s
//                    {"event": "state", "talk": null}   no talk open
//                    {"event": "closed"}                the main window is going away
//   speaker -> main  {"event": "hello"}                 a speaker view asks for the state
//                    {"command": "next" | "step" | "back" | "next-scene" | "previous-scene" |
//                                "reset-clock"}
//                    {"command": "goto", "scene": N}
//
// The token (32 lower-case hex digits, random) is made by the main window when it opens its speaker
// view and put in the speaker window's address (?speaker=TOKEN): each window reads only the messages
// of its own pairing, so another tab of the app, or another page of the same origin, moves nothing.
// N is counted from 1; "document" (a talk document's text) is there only for a talk that is not
// shipped (a file, or one built in the app); "started" is the talk's start in milliseconds since
// 1970. Any other window of the same origin may post on the channel, so a message is read with no
// trust: anything malformed (not JSON, another type, an unknown event, command or field, a number
// out of range, a document past the size limit) is refused with the reason, and the app ignores it.
// No ImGui and no platform: unit-tested (tests/unit/middle_speaker_sync_test.cpp) and fuzzed
// (tests/fuzz/documents_fuzz.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace puzzlelab {

// The largest talk document sent over the channel, and the largest message read.
constexpr std::size_t kMaxSpeakerDocument = 1 << 20;
constexpr std::size_t kMaxSpeakerMessage = kMaxSpeakerDocument + 4096;

enum class SpeakerEvent { hello, state, closed, command };
enum class SpeakerCommand { next_beat, step, step_back, next_scene, previous_scene, go_to, reset_clock };

// "next", "step", "back", "next-scene", "previous-scene", "goto", "reset-clock".
const char* speaker_command_name(SpeakerCommand command);

// What the main window shows: a talk at a scene, or none.
struct SpeakerState {
  std::optional<std::string> talk;  // the talk's name; empty: no talk open
  std::string document;             // the talk document's text, for a talk that is not shipped; else ""
  std::size_t scene = 0;            // 0-based, below scenes
  std::size_t scenes = 0;
  std::uint64_t started_ms = 0;  // the talk's start (the speaker's clock counts from it)
  bool operator==(const SpeakerState&) const = default;
};

struct SpeakerMessage {
  SpeakerEvent event = SpeakerEvent::hello;
  SpeakerState state;                                  // event state
  SpeakerCommand command = SpeakerCommand::next_beat;  // event command
  std::size_t scene = 0;                               // command go_to: 0-based
};

// Whether `text` is a pairing token: 32 lower-case hexadecimal digits (128 random bits).
bool is_speaker_token(std::string_view text);

// A message read, or why it is refused ("not JSON", "unknown command 'x'", ...). Never throws.
struct SpeakerRead {
  std::optional<SpeakerMessage> message;
  std::string token;  // the pairing the message belongs to (read), when it is read
  std::string problem;
};
SpeakerRead read_speaker_message(std::string_view text);
// The same, for one window of a pairing: a message of another pairing (another token) is refused.
SpeakerRead read_speaker_message(std::string_view text, std::string_view token);

// The messages as sent, each with the pairing's `token`. A state with no talk is written with
// "talk": null.
std::string speaker_hello(const std::string& token);
std::string speaker_closed(const std::string& token);
std::string speaker_state_message(const std::string& token, const SpeakerState& state);
std::string speaker_command_message(const std::string& token, SpeakerCommand command, std::size_t scene = 0);

}  // namespace puzzlelab
