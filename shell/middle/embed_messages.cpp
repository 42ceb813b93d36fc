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
constexpr const char* kRevealMethods = "next, prev or slide";
// What reveal.js posts to the frames of a slide it shows and of one it leaves
// (js/controllers/slidecontent.js: startEmbeddedIframe, stopEmbeddedContent).
constexpr std::string_view kSlideStart = "slide:start";
constexpr std::string_view kSlideStop = "slide:stop";

Incoming command_of(Command command) {
  Incoming in;
  in.kind = Incoming::Kind::command;
  in.command = command;
  return in;
}

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

// A whole number of at least `least`, as a page writes it: JSON numbers from a page are doubles, so
// 3 and 3.0 are the same number, 2.5, -1 and "3" none.
std::optional<std::size_t> whole_number(const json& value, std::size_t least) {
  if (value.is_number_unsigned()) {
    const std::uint64_t number = value.get<std::uint64_t>();
    if (number < least) return std::nullopt;
    return static_cast<std::size_t>(number);
  }
  if (value.is_number_integer()) {
    const long long number = value.get<long long>();
    if (number < 0 || static_cast<unsigned long long>(number) < least) return std::nullopt;
    return static_cast<std::size_t>(number);
  }
  if (value.is_number_float()) {
    const double number = value.get<double>();
    if (!(number >= static_cast<double>(least) && number <= 1e15) ||
        number != static_cast<double>(static_cast<long long>(number)))
      return std::nullopt;
    return static_cast<std::size_t>(number);
  }
  return std::nullopt;
}

// A call of reveal.js's postMessage API ({"method": NAME, "args": [...]}), which a deck posts to a
// frame as it would to a deck inside it: its next and prev step the scene, its slide goes to a step.
Incoming read_reveal_call(const json& message) {
  for (const auto& [key, value] : message.items())
    if (key != "method" && key != "args")
      return embed_refusal("unknown field " + quote_input(key) + " (a reveal.js call has method and args)");
  const json& method = message.at("method");
  if (!method.is_string())
    return embed_refusal("the method is " + shown_value(method) + ", not a name (" + kRevealMethods + ")");
  const std::string& name = method.get_ref<const std::string&>();
  const auto args = message.find("args");
  if (args != message.end() && !args->is_array())
    return embed_refusal("the args are " + shown_value(*args) + ", not a list");
  const std::size_t count = args == message.end() ? 0 : args->size();
  if (name == "next" || name == "prev") {
    if (count > 0) return embed_refusal(name + " takes no args");
    return command_of({name == "next" ? CommandKind::step : CommandKind::prev});
  }
  if (name != "slide") return embed_refusal("unknown method " + quote_input(name) + " (" + kRevealMethods + ")");
  if (count != 1) return embed_refusal("slide takes one arg, the step: a whole number from 0");
  const json& step = args->at(0);
  const std::optional<std::size_t> number = whole_number(step, 0);
  if (!number) return embed_refusal("step " + shown_value(step) + " is not a whole number from 0");
  Command command{CommandKind::step_to};
  command.step = *number;
  return command_of(command);
}

}  // namespace

Incoming read_message(std::string_view text) {
  if (text == kSlideStart) return command_of({CommandKind::resume});
  if (text == kSlideStop) return command_of({CommandKind::stop});
  json message;
  try {
    message = parse_json_input(text, "the message");
  } catch (const InputError&) {
    return {};  // not JSON: some other page's text
  }
  if (!message.is_object()) return {};
  const auto type = message.find("type");
  if (type != message.end()) {
    if (!type->is_string() || type->get_ref<const std::string&>() != kMessageType) return {};
  } else if (!message.contains("method") || message.contains("namespace")) {
    return {};  // no call of reveal.js's API either (its own events carry a namespace)
  }
  // An event of this interface (another embedded frame's, heard by a page that relays them) is no command.
  if (message.contains("event")) return {};
  if (text.size() > kMaxMessageBytes)
    return embed_refusal("the message is " + std::to_string(text.size()) + " bytes long; at most " +
                         std::to_string(kMaxMessageBytes));
  if (type == message.end()) return read_reveal_call(message);
  for (const auto& [key, value] : message.items())
    if (key != "type" && key != "command" && key != "scene")
      return embed_refusal("unknown field " + quote_input(key) + " (a command has type, command and, for goto, scene)");
  const auto command = message.find("command");
  if (command == message.end())
    return embed_refusal(std::string("the message has no command (") + kEmbedCommands + ")");
  if (!command->is_string())
    return embed_refusal("the command is " + shown_value(*command) + ", not a name (" + kEmbedCommands + ")");
  const std::string& name = command->get_ref<const std::string&>();
  const auto scene = message.find("scene");
  if (name == "next" || name == "prev") {
    if (scene != message.end()) return embed_refusal("scene goes with goto only, not with " + name);
    return command_of({name == "next" ? CommandKind::next : CommandKind::prev});
  }
  if (name != "goto") return embed_refusal("unknown command " + quote_input(name) + " (" + kEmbedCommands + ")");
  if (scene == message.end()) return embed_refusal("goto needs a scene: a whole number from 1");
  const std::optional<std::size_t> number = whole_number(*scene, 1);
  if (!number) return embed_refusal("scene " + shown_value(*scene) + " is not a whole number from 1");
  return command_of({CommandKind::go_to, *number});
}

std::optional<std::string> command_problem(const Command& command, const FrameFacts& frame) {
  if (command.kind == CommandKind::resume || command.kind == CommandKind::stop) return std::nullopt;  // any frame
  const bool reveal_call = command.kind == CommandKind::step || command.kind == CommandKind::step_to;
  if (!frame.scenes)
    return std::string(reveal_call ? "this frame shows a board, not a talk: next, prev and slide step a talk's scene"
                                   : "this frame shows a board, not a talk: next, prev and goto move a talk");
  switch (command.kind) {
    case CommandKind::go_to:
      if (command.scene > *frame.scenes)
        return "scene " + std::to_string(command.scene) + " is past the talk's last scene, " +
               std::to_string(*frame.scenes);
      return std::nullopt;
    case CommandKind::step_to:
      if (frame.stopped || command.step == 0) return std::nullopt;  // stopped: the step to restart at
      if (frame.has_steps == FrameFacts::Steps::none)
        return "scene " + std::to_string(frame.scene) + " has no steps (a setup or a solution has): only step 0";
      if (frame.has_steps == FrameFacts::Steps::known && command.step > frame.steps)
        return "step " + std::to_string(command.step) + " is past the scene's last step, " +
               std::to_string(frame.steps);
      return std::nullopt;
    default:
      if (frame.stopped) return std::string("the frame is stopped (slide:stop): slide:start starts it again");
      return std::nullopt;
  }
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
    case CommandKind::step: return json{{"method", "next"}}.dump();
    case CommandKind::step_to: return json{{"method", "slide"}, {"args", json::array({command.step})}}.dump();
    case CommandKind::resume: return std::string(kSlideStart);
    case CommandKind::stop: return std::string(kSlideStop);
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
