#include "middle/speaker_sync.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include <nlohmann/json.hpp>

#include "core/input_error.hpp"
#include "game/json_input.hpp"
#include "middle/json_read.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

constexpr const char* kType = "puzzlelab-speaker";
// More scenes than any talk may have (middle/talk.cpp), so the count is never what refuses a talk.
constexpr std::uint64_t kMaxSpeakerScenes = 1000;
// JavaScript's Date.now() is exact up to 2^53.
constexpr std::uint64_t kMaxStartedMs = std::uint64_t{1} << 53;

constexpr std::array<std::pair<SpeakerCommand, const char*>, 7> kCommands = {{
    {SpeakerCommand::next_beat, "next"},
    {SpeakerCommand::step, "step"},
    {SpeakerCommand::step_back, "back"},
    {SpeakerCommand::next_scene, "next-scene"},
    {SpeakerCommand::previous_scene, "previous-scene"},
    {SpeakerCommand::go_to, "goto"},
    {SpeakerCommand::reset_clock, "reset-clock"},
}};

constexpr std::size_t kTokenLength = 32;

SpeakerRead refused(std::string problem) { return {std::nullopt, "", std::move(problem)}; }

// The fields a message may have beside "type": an unknown one means a sender this build does not
// understand, so the message is not trusted.
std::optional<std::string> unknown_field(const json& object, std::initializer_list<const char*> known) {
  for (const auto& item : object.items()) {
    const std::string& key = item.key();
    if (key == "type" || key == "token") continue;
    if (std::none_of(known.begin(), known.end(), [&](const char* k) { return key == k; })) return key;
  }
  return std::nullopt;
}

SpeakerRead read_state(const json& object) {
  if (const auto field = unknown_field(object, {"event", "talk", "document", "scene", "scenes", "started"}))
    return refused("unknown field '" + *field + "' in a state");
  SpeakerMessage message;
  message.event = SpeakerEvent::state;
  const json& talk = json_read::at(object, "talk");
  if (talk.is_null()) {
    if (object.size() != 4) return refused("a state with no talk has no other fields");
    return {message, "", ""};
  }
  const auto name = json_read::text(talk, 40);
  if (!name || name->empty()) return refused("'talk' is not a talk's name (1 to 40 characters) or null");
  message.state.talk = *name;
  if (object.contains("document")) {
    const auto document = json_read::text(object["document"], kMaxSpeakerDocument);
    if (!document || document->empty())
      return refused("'document' is not a talk document of at most " + std::to_string(kMaxSpeakerDocument) + " bytes");
    message.state.document = *document;
  }
  const auto scenes = json_read::whole_number(json_read::at(object, "scenes"));
  if (!scenes || *scenes < 1 || *scenes > kMaxSpeakerScenes) return refused("'scenes' is not a count of scenes");
  const auto scene = json_read::whole_number(json_read::at(object, "scene"));
  if (!scene || *scene < 1 || *scene > *scenes) return refused("'scene' is not a scene from 1 to 'scenes'");
  const auto started = json_read::whole_number(json_read::at(object, "started"));
  if (!started || *started > kMaxStartedMs) return refused("'started' is not a time in milliseconds");
  message.state.scenes = static_cast<std::size_t>(*scenes);
  message.state.scene = static_cast<std::size_t>(*scene - 1);
  message.state.started_ms = *started;
  return {message, "", ""};
}

SpeakerRead read_command(const json& object) {
  const auto name = json_read::text(json_read::at(object, "command"), 40);
  if (!name) return refused("'command' is not a string");
  const auto it = std::find_if(kCommands.begin(), kCommands.end(), [&](const auto& c) { return *name == c.second; });
  if (it == kCommands.end()) return refused("unknown command '" + *name + "'");
  SpeakerMessage message;
  message.event = SpeakerEvent::command;
  message.command = it->first;
  if (message.command != SpeakerCommand::go_to) {
    if (const auto field = unknown_field(object, {"command"}))
      return refused("unknown field '" + *field + "' in a command");
    return {message, "", ""};
  }
  if (const auto field = unknown_field(object, {"command", "scene"}))
    return refused("unknown field '" + *field + "' in a command");
  const auto scene = json_read::whole_number(json_read::at(object, "scene"));
  if (!scene || *scene < 1 || *scene > kMaxSpeakerScenes) return refused("'scene' is not a scene counted from 1");
  message.scene = static_cast<std::size_t>(*scene - 1);
  return {message, "", ""};
}

// The message's event or command and their fields (its type and token are read).
SpeakerRead read_fields(const json& object) {
  const bool has_event = object.contains("event");
  if (has_event == object.contains("command")) return refused("a message has either 'event' or 'command'");
  if (!has_event) return read_command(object);
  const auto event = json_read::text(object["event"], 40);
  if (!event) return refused("'event' is not a string");
  if (*event == "state") return read_state(object);
  SpeakerMessage message;
  if (*event == "hello")
    message.event = SpeakerEvent::hello;
  else if (*event == "closed")
    message.event = SpeakerEvent::closed;
  else
    return refused("unknown event '" + *event + "'");
  if (const auto field = unknown_field(object, {"event"})) return refused("unknown field '" + *field + "'");
  return {message, "", ""};
}

}  // namespace

bool is_speaker_token(std::string_view text) {
  return text.size() == kTokenLength &&
         std::all_of(text.begin(), text.end(), [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); });
}

const char* speaker_command_name(SpeakerCommand command) {
  for (const auto& [c, name] : kCommands)
    if (c == command) return name;
  return "next";
}

SpeakerRead read_speaker_message(std::string_view text) {
  if (text.size() > kMaxSpeakerMessage)
    return refused("a message of more than " + std::to_string(kMaxSpeakerMessage) + " bytes");
  json object;
  try {
    object = parse_json_input(text, "the message");
  } catch (const InputError& e) {
    return refused(std::string("not JSON: ") + e.what());
  }
  if (!object.is_object()) return refused("not a JSON object");
  if (json_read::text(json_read::at(object, "type")) != std::optional<std::string>(kType))
    return refused(std::string("'type' is not \"") + kType + "\"");
  // A message of no pairing is for no window: the token is checked before anything else is read.
  const auto token = json_read::text(json_read::at(object, "token"), kTokenLength);
  if (!token || !is_speaker_token(*token)) return refused("'token' is not a pairing's token (32 hexadecimal digits)");
  SpeakerRead read = read_fields(object);
  if (read.message) read.token = *token;
  return read;
}

SpeakerRead read_speaker_message(std::string_view text, std::string_view token) {
  SpeakerRead read = read_speaker_message(text);
  if (read.message && read.token != token) return refused("a message of another pairing (another 'token')");
  return read;
}

std::string speaker_hello(const std::string& token) {
  return json({{"type", kType}, {"token", token}, {"event", "hello"}}).dump();
}

std::string speaker_closed(const std::string& token) {
  return json({{"type", kType}, {"token", token}, {"event", "closed"}}).dump();
}

std::string speaker_state_message(const std::string& token, const SpeakerState& state) {
  json out = {{"type", kType}, {"token", token}, {"event", "state"}};
  if (!state.talk) {
    out["talk"] = nullptr;
    return out.dump();
  }
  out["talk"] = *state.talk;
  if (!state.document.empty()) out["document"] = state.document;
  out["scene"] = state.scene + 1;
  out["scenes"] = state.scenes;
  out["started"] = state.started_ms;
  // Invalid UTF-8 in a document (a file is read as bytes) is replaced, never thrown on.
  return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string speaker_command_message(const std::string& token, SpeakerCommand command, std::size_t scene) {
  json out = {{"type", kType}, {"token", token}, {"command", speaker_command_name(command)}};
  if (command == SpeakerCommand::go_to) out["scene"] = scene + 1;
  return out.dump();
}

}  // namespace puzzlelab
