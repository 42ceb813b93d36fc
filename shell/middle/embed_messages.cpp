#include "middle/embed_messages.hpp"

#include <cstdint>

#include <nlohmann/json.hpp>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/json_input.hpp"

namespace puzzlelab::embed {
namespace {

using nlohmann::json;

constexpr const char* kEmbedCommands = "next, prev or goto";

Incoming embed_refusal(std::string message) {
  Incoming in;
  in.kind = Incoming::Kind::error;
  in.error = std::move(message);
  return in;
}

std::string embed_event(json body) {
  body["type"] = kMessageType;
  return body.dump();
}

// A value of the message, shown in an error as the host wrote it (cut short when long).
std::string shown_value(const json& value) {
  std::string text = value.dump();
  if (text.size() > 40) text = text.substr(0, 40) + "...";
  return text;
}

}  // namespace

Incoming read_message(std::string_view text) {
  json message;
  try {
    message = parse_json_input(text, "the message");
  } catch (const InputError&) {
    return {};  // not JSON: some other page's text
  }
  if (!message.is_object()) return {};
  const auto type = message.find("type");
  if (type == message.end() || !type->is_string() || type->get_ref<const std::string&>() != kMessageType) return {};
  // An event of this interface (another embedded frame's, heard by a page that relays them) is no command.
  if (message.contains("event")) return {};
  if (text.size() > kMaxMessageBytes)
    return embed_refusal("the message is " + std::to_string(text.size()) + " bytes long; at most " +
                         std::to_string(kMaxMessageBytes));
  for (const auto& [key, value] : message.items())
    if (key != "type" && key != "command" && key != "scene")
      return embed_refusal("unknown field " + quote_input(key) + " (a command has type, command and, for goto, scene)");
  const auto command = message.find("command");
  if (command == message.end())
    return embed_refusal(std::string("the message has no command (") + kEmbedCommands + ")");
  if (!command->is_string())
    return embed_refusal("the command is " + shown_value(*command) + ", not a name (" + kEmbedCommands + ")");
  const std::string& name = command->get_ref<const std::string&>();
  Incoming in;
  in.kind = Incoming::Kind::command;
  const auto scene = message.find("scene");
  if (name == "next" || name == "prev") {
    if (scene != message.end()) return embed_refusal("scene goes with goto only, not with " + name);
    in.command.kind = name == "next" ? CommandKind::next : CommandKind::prev;
    return in;
  }
  if (name != "goto") return embed_refusal("unknown command " + quote_input(name) + " (" + kEmbedCommands + ")");
  if (scene == message.end()) return embed_refusal("goto needs a scene: a whole number from 1");
  // JSON numbers from a page are doubles: 3 and 3.0 are the same scene, 2.5 and -1 no scene.
  const bool whole = scene->is_number_unsigned() || (scene->is_number_integer() && scene->get<long long>() >= 1) ||
                     (scene->is_number_float() && scene->get<double>() >= 1 && scene->get<double>() <= 1e15 &&
                      scene->get<double>() == static_cast<double>(static_cast<long long>(scene->get<double>())));
  if (!whole || (scene->is_number_unsigned() && scene->get<std::uint64_t>() == 0))
    return embed_refusal("scene " + shown_value(*scene) + " is not a whole number from 1");
  in.command.kind = CommandKind::go_to;
  in.command.scene = scene->is_number_float()      ? static_cast<std::size_t>(scene->get<double>())
                     : scene->is_number_unsigned() ? static_cast<std::size_t>(scene->get<std::uint64_t>())
                                                   : static_cast<std::size_t>(scene->get<long long>());
  return in;
}

std::optional<std::string> command_problem(const Command& command, std::optional<std::size_t> scenes) {
  if (!scenes) return std::string("this frame shows a board, not a talk: next, prev and goto move a talk");
  if (command.kind == CommandKind::go_to && command.scene > *scenes)
    return "scene " + std::to_string(command.scene) + " is past the talk's last scene, " + std::to_string(*scenes);
  return std::nullopt;
}

std::string format_command(const Command& command) {
  json body{{"type", kMessageType}};
  switch (command.kind) {
    case CommandKind::next: body["command"] = "next"; break;
    case CommandKind::prev: body["command"] = "prev"; break;
    case CommandKind::go_to:
      body["command"] = "goto";
      body["scene"] = command.scene;
      break;
  }
  return body.dump();
}

std::string ready_event() { return embed_event({{"event", "ready"}}); }

std::string scene_event(std::string_view talk, std::size_t scene, std::size_t scenes) {
  return embed_event({{"event", "scene"}, {"talk", talk}, {"scene", scene}, {"scenes", scenes}});
}

std::string solved_event(std::string_view game) { return embed_event({{"event", "solved"}, {"game", game}}); }

std::string error_event(std::string_view message) { return embed_event({{"event", "error"}, {"message", message}}); }

}  // namespace puzzlelab::embed
