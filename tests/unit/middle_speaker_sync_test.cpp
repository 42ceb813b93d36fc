// The speaker view's messages (shell/middle/speaker_sync): what the windows send reads back as
// itself for its own pairing, a message of another pairing or of none is refused, and anything
// malformed, of another type or out of range is refused with its reason.
#include <doctest/doctest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "middle/speaker_sync.hpp"

using namespace puzzlelab;

namespace {

const std::string kToken = "00112233445566778899aabbccddeeff";

// A message of the pairing kToken: its JSON text with the token put first (text that is no JSON
// object is left as it is).
std::string ours(const std::string& text) {
  if (text.rfind("{", 0) != 0) return text;
  return "{\"token\": \"" + kToken + "\", " + text.substr(1);
}

std::string speaker_problem(const std::string& text) {
  const SpeakerRead read = read_speaker_message(ours(text), kToken);
  CHECK_FALSE(read.message.has_value());
  return read.problem;
}

SpeakerRead read_ours(const std::string& text) { return read_speaker_message(text, kToken); }

}  // namespace

TEST_CASE("speaker sync: every message sent reads back as itself") {
  const SpeakerRead hello = read_ours(speaker_hello(kToken));
  REQUIRE(hello.message);
  CHECK(hello.message->event == SpeakerEvent::hello);
  const SpeakerRead closed = read_ours(speaker_closed(kToken));
  REQUIRE(closed.message);
  CHECK(closed.message->event == SpeakerEvent::closed);

  SpeakerState shipped;
  shipped.talk = "fujisan";
  shipped.scene = 2;
  shipped.scenes = 9;
  shipped.started_ms = 1764150000123;
  const SpeakerRead a = read_ours(speaker_state_message(kToken, shipped));
  REQUIRE(a.message);
  CHECK(a.message->event == SpeakerEvent::state);
  CHECK(a.message->state == shipped);
  CHECK(nlohmann::json::parse(speaker_state_message(kToken, shipped))["scene"] == 3);  // counted from 1 on the wire

  SpeakerState from_file = shipped;
  from_file.talk = "my-talk";
  from_file.document = R"({"format": "puzzlelab-talk", "notes": "caf\u00e9"})";
  const SpeakerRead b = read_ours(speaker_state_message(kToken, from_file));
  REQUIRE(b.message);
  CHECK(b.message->state == from_file);

  const SpeakerRead none = read_ours(speaker_state_message(kToken, SpeakerState{}));
  REQUIRE(none.message);
  CHECK_FALSE(none.message->state.talk.has_value());

  for (const SpeakerCommand c :
       {SpeakerCommand::next_beat, SpeakerCommand::step, SpeakerCommand::step_back, SpeakerCommand::next_scene,
        SpeakerCommand::previous_scene, SpeakerCommand::reset_clock}) {
    const SpeakerRead read = read_ours(speaker_command_message(kToken, c));
    REQUIRE(read.message);
    CHECK(read.message->event == SpeakerEvent::command);
    CHECK(read.message->command == c);
  }
  const SpeakerRead go = read_ours(speaker_command_message(kToken, SpeakerCommand::go_to, 4));
  REQUIRE(go.message);
  CHECK(go.message->command == SpeakerCommand::go_to);
  CHECK(go.message->scene == 4);
  CHECK(nlohmann::json::parse(speaker_command_message(kToken, SpeakerCommand::go_to, 4))["scene"] == 5);
}

TEST_CASE("speaker sync: malformed messages are refused with their reason") {
  CHECK(speaker_problem("").find("not JSON") == 0);
  CHECK(speaker_problem("{\"type\": ").find("not JSON") == 0);
  CHECK(speaker_problem(std::string(100000, '[')).find("not JSON") == 0);  // too deep, not a crash
  CHECK(speaker_problem("[1, 2]") == "not a JSON object");
  CHECK(speaker_problem(R"({"event": "hello"})") == "'type' is not \"puzzlelab-speaker\"");
  CHECK(speaker_problem(R"({"type": "puzzlelab", "event": "hello"})") == "'type' is not \"puzzlelab-speaker\"");
  CHECK(speaker_problem(R"({"type": "puzzlelab-speaker"})") == "a message has either 'event' or 'command'");
  CHECK(speaker_problem(R"({"type": "puzzlelab-speaker", "event": "hello", "command": "next"})") ==
        "a message has either 'event' or 'command'");
  CHECK(speaker_problem(R"({"type": "puzzlelab-speaker", "event": 3})") == "'event' is not a string");
  CHECK(speaker_problem(R"({"type": "puzzlelab-speaker", "event": "bye"})") == "unknown event 'bye'");
  CHECK(speaker_problem(R"({"type": "puzzlelab-speaker", "event": "hello", "x": 1})") == "unknown field 'x'");
  CHECK(speaker_problem(R"({"type": "puzzlelab-speaker", "command": "jump"})") == "unknown command 'jump'");
  CHECK(speaker_problem(R"({"type": "puzzlelab-speaker", "command": ["next"]})") == "'command' is not a string");
  CHECK(speaker_problem(R"({"type": "puzzlelab-speaker", "command": "next", "scene": 2})") ==
        "unknown field 'scene' in a command");
  for (const char* scene : {"0", "-1", "1.5", "\"2\"", "1001", "null"}) {
    INFO(scene);
    CHECK(speaker_problem(std::string(R"({"type": "puzzlelab-speaker", "command": "goto", "scene": )") + scene + "}") ==
          "'scene' is not a scene counted from 1");
  }
}

TEST_CASE("speaker sync: a state out of range or with a bad document is refused") {
  const auto state = [](const std::string& fields) {
    return std::string(R"({"type": "puzzlelab-speaker", "event": "state", )") + fields + "}";
  };
  CHECK(read_ours(ours(state(R"("talk": "a", "scene": 2, "scenes": 2, "started": 0)"))).message.has_value());
  CHECK(speaker_problem(state(R"("talk": "a", "scene": 3, "scenes": 2, "started": 0)")) ==
        "'scene' is not a scene from 1 to 'scenes'");
  CHECK(speaker_problem(state(R"("talk": "a", "scene": 0, "scenes": 2, "started": 0)")) ==
        "'scene' is not a scene from 1 to 'scenes'");
  CHECK(speaker_problem(state(R"("talk": "a", "scene": 1, "scenes": 0, "started": 0)")) ==
        "'scenes' is not a count of scenes");
  CHECK(speaker_problem(state(R"("talk": "a", "scene": 1, "scenes": 2, "started": -5)")) ==
        "'started' is not a time in milliseconds");
  CHECK(speaker_problem(state(R"("talk": "a", "scene": 1, "scenes": 2, "started": 1e300)")) ==
        "'started' is not a time in milliseconds");
  CHECK(speaker_problem(state(R"("talk": "", "scene": 1, "scenes": 2, "started": 0)")) ==
        "'talk' is not a talk's name (1 to 40 characters) or null");
  CHECK(speaker_problem(state(R"("talk": 7, "scene": 1, "scenes": 2, "started": 0)")) ==
        "'talk' is not a talk's name (1 to 40 characters) or null");
  CHECK(speaker_problem(state(R"("talk": "a", "document": 5, "scene": 1, "scenes": 2, "started": 0)"))
            .find("'document' is not a talk document") == 0);
  CHECK(speaker_problem(state(R"("talk": null, "scene": 1)")) == "a state with no talk has no other fields");
  CHECK(speaker_problem(state(R"("talk": "a", "scene": 1, "scenes": 2, "started": 0, "beat": 1)")) ==
        "unknown field 'beat' in a state");
  // A document past the limit, and a message past its own.
  SpeakerState big;
  big.talk = "big";
  big.scenes = 1;
  big.document = std::string(kMaxSpeakerDocument + 1, 'x');
  const auto problem = [](const std::string& text) {
    const SpeakerRead refused = read_ours(text);
    CHECK_FALSE(refused.message.has_value());
    return refused.problem;
  };
  CHECK(problem(speaker_state_message(kToken, big)).find("'document' is not a talk document") == 0);
  big.document = std::string(kMaxSpeakerMessage, 'x');
  CHECK(problem(speaker_state_message(kToken, big)).find("a message of more than") == 0);
  big.document = std::string(kMaxSpeakerDocument, 'x');
  CHECK(read_ours(speaker_state_message(kToken, big)).message.has_value());
}

TEST_CASE("speaker sync: a window reads only its own pairing's messages") {
  CHECK(is_speaker_token(kToken));
  for (const char* bad :
       {"", "1", "00112233445566778899AABBCCDDEEFF", "00112233445566778899aabbccddeef",
        "00112233445566778899aabbccddeeff0", "0011223344556677 8899aabbccddeeff", "g0112233445566778899aabbccddeeff"}) {
    INFO(bad);
    CHECK_FALSE(is_speaker_token(bad));
  }
  // What one pairing sends is read by it, with its token, and by no other.
  const std::string other = "ffeeddccbbaa99887766554433221100";
  for (const std::string& text :
       {speaker_hello(kToken), speaker_closed(kToken), speaker_state_message(kToken, SpeakerState{}),
        speaker_command_message(kToken, SpeakerCommand::next_beat)}) {
    INFO(text);
    const SpeakerRead mine = read_ours(text);
    REQUIRE(mine.message);
    CHECK(mine.token == kToken);
    const SpeakerRead theirs = read_speaker_message(text, other);
    CHECK_FALSE(theirs.message.has_value());
    CHECK(theirs.problem == "a message of another pairing (another 'token')");
  }
  // A message with no token, or one that is no token, is no pairing's: refused before it is read
  // further (the old messages of ?speaker=1 among them).
  const std::string no_pairing = "'token' is not a pairing's token (32 hexadecimal digits)";
  CHECK(read_ours(R"({"type": "puzzlelab-speaker", "event": "hello"})").problem == no_pairing);
  CHECK(read_ours(R"({"type": "puzzlelab-speaker", "command": "next"})").problem == no_pairing);
  CHECK(read_ours(R"({"type": "puzzlelab-speaker", "token": "1", "event": "hello"})").problem == no_pairing);
  CHECK(read_ours(R"({"type": "puzzlelab-speaker", "token": 5, "event": "hello"})").problem == no_pairing);
  CHECK(read_ours(R"({"type": "puzzlelab-speaker", "token": "00112233445566778899AABBCCDDEEFF", "event": "hello"})")
            .problem == no_pairing);
  CHECK_FALSE(read_speaker_message(speaker_hello(kToken), "").message.has_value());
}
