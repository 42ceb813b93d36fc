// Game IDs (shell/middle/game_id.hpp): a full link, its hash with or without '#', a seed; bad
// input refused with a message naming the problem; and the controller opening one from the
// new-game dialog without losing the game in progress when it cannot.
#include <doctest/doctest.h>

#include <string>

#include "core/input_error.hpp"
#include "middle/game_id.hpp"
#include "middle/link_bridge.hpp"
#include "middle_fixtures.hpp"

using puzzlelab::GameId;
using puzzlelab::InputError;
using puzzlelab::read_game_id;
using puzzlelab::testing::ControllerRig;

namespace {

const std::string kHash = "v1/fujisan/board/554344221335.311400512200/standard";

// The message of the InputError `text` raises (empty when it raises none).
std::string refusal(const std::string& text) {
  try {
    read_game_id(text);
  } catch (const InputError& e) {
    return std::string(e.code()) + ": " + e.what();
  }
  return {};
}

}  // namespace

TEST_CASE("game id: a full link, its #v1 part and the bare hash all name the same puzzle") {
  for (const std::string& text :
       {"https://example.org/puzzlelab/#" + kHash, "#" + kHash, kHash, "  \n#" + kHash + " \r\n"}) {
    INFO(text);
    const GameId id = read_game_id(text);
    REQUIRE(id.hash);
    CHECK(*id.hash == kHash);
    CHECK_FALSE(id.seed);
  }
}

TEST_CASE("game id: a number is a seed, up to 2^64 - 1") {
  CHECK(read_game_id("42").seed == 42u);
  CHECK(read_game_id(" 18446744073709551615 ").seed == 18446744073709551615u);
  CHECK_FALSE(read_game_id("7").hash);
  CHECK(refusal("18446744073709551616").rfind("bad_seed: The seed '18446744073709551616' is too large", 0) == 0);
}

TEST_CASE("game id: empty input, other links and text that is no game ID are refused, naming the problem") {
  CHECK(refusal("").rfind("bad_link: Paste a game ID", 0) == 0);
  CHECK(refusal("   ").rfind("bad_link: Paste a game ID", 0) == 0);
  CHECK(refusal("hello there").find("'hello there' is none of these") != std::string::npos);
  CHECK(refusal("#v1/lab/fujisan").find("a Lab experiment, not a puzzle") != std::string::npos);
  CHECK(refusal("https://x/#v1/talk/intro/1").find("a talk, not a puzzle") != std::string::npos);
  // A link that is wrong is refused by the link reader, with its own code and words.
  CHECK(refusal("#v1/nosuchgame/seed/dominoes/standard/1").rfind("unknown_game", 0) == 0);
  CHECK(refusal("#v2/fujisan/seed/1").rfind("unsupported_link_version", 0) == 0);
  CHECK(refusal("#v1/fujisan/board/55434/standard").rfind("bad_board", 0) == 0);
}

TEST_CASE("game id: the controller opens a link chosen in the new-game dialog, moves included") {
  ControllerRig rig;
  rig.controller.start(std::nullopt, "");
  rig.settle();
  REQUIRE(rig.controller.active());
  ControllerRig other;
  other.controller.start(std::nullopt, "#" + kHash);
  REQUIRE(other.controller.play(other.controller.session().legal_moves().front()));
  puzzlelab::NewGameChoice choice;
  choice.link = *read_game_id("https://example.org/#" + other.controller.link()).hash;
  rig.controller.new_game(choice);
  rig.settle();
  REQUIRE(rig.controller.active());
  CHECK(rig.controller.session().challenge().board == "554344221335/311400512200");
  CHECK(rig.controller.session().played() == other.controller.session().played());
}
