// What a host page and the app embedded in it (?embed=1, docs/app/TALK_MODE.md "Embed mode") say to
// each other through postMessage, as JSON text: the commands the host sends in, the events the
// app sends out. No UI and no browser: the platform layer carries the text (platform/embed_host.hpp),
// the app acts on what is read here (app/embed_bridge). Unit-tested (middle_embed_messages_test) and
// fuzzed (the documents target).
//
// In:  {"type": "puzzlelab", "command": "next" | "prev" | "goto", "scene": N}   (N from 1, goto only)
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

enum class CommandKind { next, prev, go_to };

struct Command {
  CommandKind kind = CommandKind::next;
  std::size_t scene = 0;  // go_to: the scene, counted from 1
  bool operator==(const Command&) const = default;
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
// Ignored: text that is not a JSON object, an object whose "type" is not "puzzlelab", and any
// event of this interface (an object with "event": never answered, so two frames never echo).
Incoming read_message(std::string_view text);

// Whether the frame can carry the command out: `scenes` is the open talk's count of scenes, none
// when the frame shows a board. The problem in words, or nothing.
std::optional<std::string> command_problem(const Command& command, std::optional<std::size_t> scenes);

// The command as a host writes it (what read_message reads back as the same command).
std::string format_command(const Command& command);

// The events, as JSON text.
std::string ready_event();
std::string scene_event(std::string_view talk, std::size_t scene, std::size_t scenes);  // scene from 1
std::string solved_event(std::string_view game);
std::string error_event(std::string_view message);

}  // namespace puzzlelab::embed
