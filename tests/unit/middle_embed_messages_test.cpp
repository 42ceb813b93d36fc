// The postMessage interface of embed mode (shell/middle/embed_messages): the host's commands are
// read, other pages' messages ignored, bad ones of ours refused with the problem named, and the
// events written as the host reads them.
#include <doctest/doctest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "middle/embed_messages.hpp"

using json = nlohmann::json;
using namespace puzzlelab;
using embed::CommandKind;
using embed::Incoming;

namespace {

Incoming read(const std::string& text) { return embed::read_message(text); }

std::string error_of(const std::string& text) {
  const Incoming in = read(text);
  REQUIRE(in.kind == Incoming::Kind::error);
  return in.error;
}

}  // namespace

TEST_CASE("embed messages: the three commands are read") {
  const Incoming next = read(R"({"type":"puzzlelab","command":"next"})");
  REQUIRE(next.kind == Incoming::Kind::command);
  CHECK(next.command.kind == CommandKind::next);
  const Incoming prev = read(R"({"command":"prev","type":"puzzlelab"})");
  REQUIRE(prev.kind == Incoming::Kind::command);
  CHECK(prev.command.kind == CommandKind::prev);
  const Incoming go = read(R"({"type":"puzzlelab","command":"goto","scene":3})");
  REQUIRE(go.kind == Incoming::Kind::command);
  CHECK(go.command.kind == CommandKind::go_to);
  CHECK(go.command.scene == 3);
  // A page's numbers are doubles: 4.0 is scene 4.
  const Incoming four = read(R"({"type":"puzzlelab","command":"goto","scene":4.0})");
  REQUIRE(four.kind == Incoming::Kind::command);
  CHECK(four.command.scene == 4);
}

TEST_CASE("embed messages: other pages' messages are ignored") {
  for (const char* text : {"", "hello", "42", "[1,2]", "null", R"({"method":"next"})", R"({"type":"reveal"})",
                           R"({"type":"PuzzleLab","command":"next"})", R"({"type":7,"command":"next"})",
                           R"({"namespace":"reveal","eventName":"slidechanged"})", "{\"type\":\"puzzlelab\""}) {
    CAPTURE(text);
    CHECK(read(text).kind == Incoming::Kind::ignored);
  }
}

TEST_CASE("embed messages: bad commands of ours name the problem") {
  CHECK(error_of(R"({"type":"puzzlelab"})") == "the message has no command (next, prev or goto)");
  CHECK(error_of(R"({"type":"puzzlelab","command":"jump"})") == "unknown command 'jump' (next, prev or goto)");
  CHECK(error_of(R"({"type":"puzzlelab","command":3})") == "the command is 3, not a name (next, prev or goto)");
  CHECK(error_of(R"({"type":"puzzlelab","command":"goto"})") == "goto needs a scene: a whole number from 1");
  for (const char* scene : {"0", "-2", "2.5", "\"3\"", "null", "1e300", "[1]"}) {
    CAPTURE(scene);
    const std::string text = std::string(R"({"type":"puzzlelab","command":"goto","scene":)") + scene + "}";
    CHECK(error_of(text).find("is not a whole number from 1") != std::string::npos);
  }
  CHECK(error_of(R"({"type":"puzzlelab","command":"next","scene":2})") == "scene goes with goto only, not with next");
  CHECK(error_of(R"({"type":"puzzlelab","command":"next","slide":2})").find("unknown field 'slide'") == 0);
  const std::string big = R"({"type":"puzzlelab","command":"next","pad":")" + std::string(5000, 'x') + "\"}";
  CHECK(error_of(big) == "the message is " + std::to_string(big.size()) + " bytes long; at most 4096");
}

TEST_CASE("embed messages: what the frame can carry out") {
  const embed::Command next{CommandKind::next, 0};
  const embed::Command go7{CommandKind::go_to, 7};
  const embed::Command go8{CommandKind::go_to, 8};
  CHECK_FALSE(embed::command_problem(next, 7));
  CHECK_FALSE(embed::command_problem(go7, 7));
  CHECK(embed::command_problem(go8, 7) == "scene 8 is past the talk's last scene, 7");
  CHECK(embed::command_problem(next, std::nullopt)->find("shows a board") != std::string::npos);
}

TEST_CASE("embed messages: commands written read back as themselves") {
  for (const embed::Command& command :
       {embed::Command{CommandKind::next, 0}, embed::Command{CommandKind::prev, 0},
        embed::Command{CommandKind::go_to, 1}, embed::Command{CommandKind::go_to, 12}}) {
    const Incoming in = read(embed::format_command(command));
    REQUIRE(in.kind == Incoming::Kind::command);
    CHECK(in.command == command);
  }
}

TEST_CASE("embed messages: the events") {
  CHECK(json::parse(embed::ready_event()) == json{{"type", "puzzlelab"}, {"event", "ready"}});
  CHECK(json::parse(embed::scene_event("fujisan", 3, 9)) ==
        json{{"type", "puzzlelab"}, {"event", "scene"}, {"talk", "fujisan"}, {"scene", 3}, {"scenes", 9}});
  CHECK(json::parse(embed::solved_event("boxoff")) ==
        json{{"type", "puzzlelab"}, {"event", "solved"}, {"game", "boxoff"}});
  CHECK(json::parse(embed::error_event("unknown command 'x'")) ==
        json{{"type", "puzzlelab"}, {"event", "error"}, {"message", "unknown command 'x'"}});
  // An event is never read as a command, nor answered with an error (two frames that hear each other
  // would answer each other's errors for ever).
  CHECK(read(embed::ready_event()).kind == Incoming::Kind::ignored);
  CHECK(read(embed::error_event("x")).kind == Incoming::Kind::ignored);
}
