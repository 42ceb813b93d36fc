// What a host page and the app embedded in it (?embed=1, docs/app/TALK_MODE.md "Embed mode") say to
// each other through postMessage, as JSON text: the commands the host sends in, the events the
// app sends out. No UI and no browser: the platform layer carries the text (platform/embed_host.hpp),
// the app acts on what is read here (app/embed_bridge). Unit-tested (middle_embed_messages_test) and
// fuzzed (the documents target).
//
// In:  {"type": "puzzlelab", "command": "next" | "prev" | "goto", "scene": N}   (N from 1, goto only)
//      "slide:start", "slide:stop"   (the strings reveal.js posts to a slide's frames)
//      {"method": "next" | "prev" | "slide", "args": [K]}   (reveal.js's postMessage API, as an object
//                                                         or as its JSON text; K from 0, slide only)
// Out: {"type": "puzzlelab", "event": "ready"}
//      {"type": "puzzlelab", "event": "scene", "talk": NAME, "scene": N, "scenes": COUNT}
//      {"type": "puzzlelab", "event": "solved", "game": GAME}
//      {"type": "puzzlelab", "event": "error", "message": TEXT}
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace puzzlelab::embed {

// The "type" every message of this interface carries; a message without it is another page's.
inline constexpr std::string_view kMessageType = "puzzlelab";
// A longer message of this interface is refused (it has no reason to be long).
inline constexpr std::size_t kMaxMessageBytes = 4096;

// next: the talk's next beat (Space); prev: one step back (Left arrow); go_to: a scene. From
// reveal.js: step (its "next": one step of the scene, Right arrow), step_to (its "slide": the
// scene's step K, 0 its start), resume ("slide:start": drawing again, the scene restarted from its
// beginning), stop ("slide:stop": nothing drawn, the scene's work cancelled). Its "prev" is prev.
enum class CommandKind { next, prev, go_to, step, step_to, resume, stop };

struct Command {
  CommandKind kind = CommandKind::next;
  std::size_t scene = 0;  // go_to: the scene, counted from 1
  std::size_t step = 0;   // step_to: the step, counted from 0 (the scene's start)
  bool operator==(const Command&) const = default;
};

// What the frame shows, for command_problem.
struct FrameFacts {
  std::optional<std::size_t> scenes;  // the open talk's count of scenes; none: a board, or no talk
  std::size_t scene = 0;              // the scene on show, counted from 1
  bool stopped = false;               // stopped by "slide:stop"
  // The steps of the scene on show: none (a title card, a board, a Lab study), not known yet (its
  // setup being traced, its solution being found), or known: `steps` of them after its start.
  enum class Steps { none, unknown, known };
  Steps has_steps = Steps::none;
  std::size_t steps = 0;
};

// A message from the host: not ours (ignored: another library's message on the same window), a
// command, or one of ours that is wrong (error: the problem, named, for an error event).
struct Incoming {
  enum class Kind { ignored, command, error };
  Kind kind = Kind::ignored;
  Command command;
  std::string error;
};

// Reads one message's text (the host's object as JSON, or a string the host posted). Never throws.
// Ignored: text that is neither reveal.js's two strings nor a JSON object, an object with a "type"
// other than "puzzlelab", an object with neither "type" nor "method", reveal.js's own events (an
// object with "namespace") and any event of this interface (an object with "event": never
// answered, so two frames never echo).
Incoming read_message(std::string_view text);

// Whether the frame can carry the command out now. The problem in words, or nothing.
std::optional<std::string> command_problem(const Command& command, const FrameFacts& frame);

// The command as a host writes it (what read_message reads back as the same command): reveal.js's
// commands in reveal.js's form.
std::string format_command(const Command& command);

// The events, as JSON text.
std::string ready_event();
std::string scene_event(std::string_view talk, std::size_t scene, std::size_t scenes);  // scene from 1
std::string solved_event(std::string_view game);
std::string error_event(std::string_view message);

}  // namespace puzzlelab::embed
