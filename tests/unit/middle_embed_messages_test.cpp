// The postMessage interface of embed mode (shell/middle/embed_messages): the host's commands are
// read, other pages' messages ignored, bad ones of ours refused with the problem named, and the
// events written as the host reads them.
#include <doctest/doctest.h>

#include <string>
#include <utility>

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
  for (const char* text :
       {"", "hello", "42", "[1,2]", "null", R"({"type":"reveal"})", R"({"type":"reveal","method":"next"})",
        R"({"namespace":"reveal","eventName":"callback","method":"next"})",
        R"({"event":"command","func":"playVideo","args":""})", "slide:pause", " slide:start", "SLIDE:STOP",
        "\"slide:start\"", R"({"type":"PuzzleLab","command":"next"})", R"({"type":7,"command":"next"})",
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

TEST_CASE("embed messages: what reveal.js posts to a slide's frames") {
  const Incoming start = read("slide:start");
  REQUIRE(start.kind == Incoming::Kind::command);
  CHECK(start.command.kind == CommandKind::resume);
  const Incoming stop = read("slide:stop");
  REQUIRE(stop.kind == Incoming::Kind::command);
  CHECK(stop.command.kind == CommandKind::stop);
}

TEST_CASE("embed messages: reveal.js's postMessage API steps the scene") {
  const Incoming next = read(R"({"method":"next"})");
  REQUIRE(next.kind == Incoming::Kind::command);
  CHECK(next.command.kind == CommandKind::step);
  const Incoming prev = read(R"({"method":"prev","args":[]})");
  REQUIRE(prev.kind == Incoming::Kind::command);
  CHECK(prev.command.kind == CommandKind::prev);
  // A pair, not a structured binding: doctest's CAPTURE is a lambda, which may not name one.
  for (const auto& call : {std::pair{"[0]", 0}, std::pair{"[2]", 2}, std::pair{"[3.0]", 3}}) {
    const std::string args = call.first;
    CAPTURE(args);
    const Incoming slide = read(R"({"args":)" + args + R"(,"method":"slide"})");
    REQUIRE(slide.kind == Incoming::Kind::command);
    CHECK(slide.command.kind == CommandKind::step_to);
    CHECK(slide.command.step == static_cast<std::size_t>(call.second));
  }
}

TEST_CASE("embed messages: bad reveal.js calls name the problem") {
  CHECK(error_of(R"({"method":"toggleOverview"})") == "unknown method 'toggleOverview' (next, prev or slide)");
  CHECK(error_of(R"({"method":"play"})") == "unknown method 'play' (next, prev or slide)");
  CHECK(error_of(R"({"method":3})") == "the method is 3, not a name (next, prev or slide)");
  CHECK(error_of(R"({"method":"slide"})") == "slide takes one arg, the step: a whole number from 0");
  CHECK(error_of(R"({"method":"slide","args":[1,0]})") == "slide takes one arg, the step: a whole number from 0");
  for (const char* step : {"-1", "2.5", "\"3\"", "null", "1e300", "[1]"}) {
    CAPTURE(step);
    const std::string text = std::string(R"({"method":"slide","args":[)") + step + "]}";
    const std::string error = error_of(text);
    CHECK(error.rfind("step ", 0) == 0);
    CHECK(error.find(" is not a whole number from 0") != std::string::npos);
  }
  CHECK(error_of(R"({"method":"slide","args":[-1]})") == "step -1 is not a whole number from 0");
  CHECK(error_of(R"({"method":"next","args":[1]})") == "next takes no args");
  CHECK(error_of(R"({"method":"next","args":"x"})") == "the args are \"x\", not a list");
  CHECK(error_of(R"({"method":"next","to":2})") == "unknown field 'to' (a reveal.js call has method and args)");
  const std::string big = R"({"method":"next","pad":")" + std::string(5000, 'x') + "\"}";
  CHECK(error_of(big) == "the message is " + std::to_string(big.size()) + " bytes long; at most 4096");
}

TEST_CASE("embed messages: what the frame can carry out") {
  const embed::Command next{CommandKind::next};
  const embed::Command go7{CommandKind::go_to, 7};
  const embed::Command go8{CommandKind::go_to, 8};
  embed::FrameFacts talk;
  talk.scenes = 7;
  talk.scene = 2;
  CHECK_FALSE(embed::command_problem(next, talk));
  CHECK_FALSE(embed::command_problem(go7, talk));
  CHECK(embed::command_problem(go8, talk) == "scene 8 is past the talk's last scene, 7");
  const embed::FrameFacts board;
  CHECK(embed::command_problem(next, board) == "this frame shows a board, not a talk: next, prev and goto move a talk");
  CHECK(embed::command_problem({CommandKind::step}, board) ==
        "this frame shows a board, not a talk: next, prev and slide step a talk's scene");
  // reveal.js stops and starts every frame of a slide, a board's too.
  for (const CommandKind kind : {CommandKind::stop, CommandKind::resume}) {
    CHECK_FALSE(embed::command_problem({kind}, board));
    CHECK_FALSE(embed::command_problem({kind}, talk));
  }
}

TEST_CASE("embed messages: a scene's steps") {
  embed::Command to3{CommandKind::step_to};
  to3.step = 3;
  embed::Command to0{CommandKind::step_to};
  embed::FrameFacts title;
  title.scenes = 8;
  title.scene = 1;
  CHECK(embed::command_problem(to3, title) == "scene 1 has no steps (a setup or a solution has): only step 0");
  CHECK_FALSE(embed::command_problem(to0, title));
  CHECK_FALSE(embed::command_problem({CommandKind::step}, title));  // as the Right arrow: the next scene
  embed::FrameFacts setup = title;
  setup.scene = 3;
  setup.has_steps = embed::FrameFacts::Steps::known;
  setup.steps = 2;
  CHECK(embed::command_problem(to3, setup) == "step 3 is past the scene's last step, 2");
  setup.steps = 3;
  CHECK_FALSE(embed::command_problem(to3, setup));
  setup.has_steps = embed::FrameFacts::Steps::unknown;  // still being traced: taken when known
  CHECK_FALSE(embed::command_problem(to3, setup));
  // Stopped: the step is where the scene starts again; what moves a live scene waits for slide:start.
  embed::FrameFacts stopped = title;
  stopped.stopped = true;
  CHECK_FALSE(embed::command_problem(to3, stopped));
  CHECK_FALSE(embed::command_problem({CommandKind::go_to, 4}, stopped));
  for (const CommandKind kind : {CommandKind::next, CommandKind::prev, CommandKind::step})
    CHECK(embed::command_problem({kind}, stopped) == "the frame is stopped (slide:stop): slide:start starts it again");
}

TEST_CASE("embed messages: commands written read back as themselves") {
  for (const embed::Command& command :
       {embed::Command{CommandKind::next}, embed::Command{CommandKind::prev}, embed::Command{CommandKind::go_to, 1},
        embed::Command{CommandKind::go_to, 12}, embed::Command{CommandKind::step},
        embed::Command{CommandKind::step_to, 0, 0}, embed::Command{CommandKind::step_to, 0, 7},
        embed::Command{CommandKind::resume}, embed::Command{CommandKind::stop}}) {
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
