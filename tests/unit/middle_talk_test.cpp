// Talk documents (shell/middle/talk, talk_link): every shipped talk parses and names real
// challenges and experiments; a bad document or link is refused with a message naming the scene
// and the problem.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "api/error_codes.hpp"
#include "core/budget.hpp"
#include "core/input_error.hpp"
#include "damaged_documents.hpp"
#include "game/game.hpp"
#include "games/sigmar/adapter.hpp"
#include "middle/talk.hpp"
#include "middle/talk_link.hpp"
#include "test_paths.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

json minimal_talk() {
  return json::parse(R"({
    "format": "puzzlelab-talk", "version": 1, "name": "demo", "title": "A demo",
    "scenes": [
      {"kind": "title", "title": "Hello", "caption": "The first scene"},
      {"kind": "setup", "game": "boxoff", "params": {"rows": 4, "cols": 6, "colours": 4},
       "setup": "l-tiles", "seed": 7, "caption": "Tiles"},
      {"kind": "board", "game": "sigmar", "setup": "linear", "seed": "3", "caption": "A board"},
      {"kind": "solution", "game": "pretzel", "board": "2a,.,3a/2b,3b,.", "caption": "Solved"},
      {"kind": "lab", "experiment": {"preset": "boxoff-4x6x4", "trials": 2, "per_trial": 10},
       "plot": "box", "caption": "Measured"},
      {"kind": "side-by-side", "game": "fujisan", "left": {"setup": "pure-random", "seed": 4},
       "right": {"setup": "dominoes", "seed": 4}, "deal": 100, "caption": "Two setups"}
    ]})");
}

// The InputError a document gets: its code and message.
std::pair<std::string, std::string> refusal(const std::string& text) {
  try {
    (void)parse_talk(text);
  } catch (const InputError& e) {
    return {e.code(), e.what()};
  }
  return {"", "accepted"};
}

std::pair<std::string, std::string> refusal(const json& document) { return refusal(document.dump()); }

void check_refused(const json& document, const std::string& code, const std::string& fragment) {
  // Plain variables, not a structured binding: INFO captures them, which clang 14 refuses for bindings.
  const auto refused = refusal(document);
  const std::string& got_code = refused.first;
  const std::string& message = refused.second;
  INFO(message);
  CHECK(got_code == code);
  CHECK(message.find(fragment) != std::string::npos);
}

}  // namespace

TEST_CASE("talk: a document with every scene kind is read as written") {
  const Talk talk = parse_talk(minimal_talk().dump());
  CHECK(talk.name == "demo");
  REQUIRE(talk.scenes.size() == 6);
  CHECK(talk.scenes[0].kind == SceneKind::title);
  CHECK(talk.scenes[0].title == "Hello");
  const TalkScene& setup = talk.scenes[1];
  CHECK(setup.kind == SceneKind::setup);
  CHECK(setup.challenge.game == "boxoff");
  CHECK(setup.challenge.setup == "l-tiles");
  CHECK(setup.challenge.seed == 7u);
  CHECK(setup.challenge.params["variant"].is_string());  // normalized: every parameter present
  CHECK(setup.challenge.params["rows"] == 4);
  CHECK(talk.scenes[2].challenge.seed == 3u);  // seeds as decimal strings too
  const TalkScene& solution = talk.scenes[3];
  CHECK(solution.challenge.board == "2a,.,3a/2b,3b,.");
  CHECK(solution.challenge.params["ranks"] == 3);  // the board's size, not the default's
  CHECK_FALSE(solution.challenge.from_seed());
  const TalkScene& lab = talk.scenes[4];
  REQUIRE(lab.experiment.has_value());
  CHECK(lab.experiment->preset == "boxoff-4x6x4");
  CHECK(lab.experiment->trials == 2);
  CHECK(lab.experiment->setups.size() == 3);
  CHECK(lab.plot == TalkPlot::box);
  const TalkScene& side = talk.scenes[5];
  CHECK(side.kind == SceneKind::side_by_side);
  CHECK(side.challenge.setup == "pure-random");
  CHECK(side.right.setup == "dominoes");
  REQUIRE(side.experiment.has_value());
  CHECK(side.experiment->setups == std::vector<std::string>{"pure-random", "dominoes"});
  CHECK(side.experiment->trials * side.experiment->per_trial == 100);
}

TEST_CASE("talk: notes and the planned length are read, and refused when out of range") {
  json d = minimal_talk();
  d["minutes"] = 25;
  d["scenes"][1]["notes"] = "Point at the L shapes.\nThen wait.";
  const Talk talk = parse_talk(d.dump());
  CHECK(talk.minutes == 25);
  CHECK(talk.scenes[0].notes.empty());
  CHECK(talk.scenes[1].notes == "Point at the L shapes.\nThen wait.");
  CHECK(parse_talk(minimal_talk().dump()).minutes == 0);  // no countdown unless asked
  {
    json bad = minimal_talk();
    bad["scenes"][4]["notes"] = std::string(4001, 'x');
    check_refused(bad, "bad_talk", "scene 5 (lab): field 'notes' has 4001 bytes");
  }
  {
    json bad = minimal_talk();
    bad["scenes"][2]["notes"] = 3;
    const auto refused = refusal(bad);
    const std::string& message = refused.second;
    INFO(message);
    CHECK(message.find("scene 3 (board)") != std::string::npos);
    CHECK(message.find("notes") != std::string::npos);
  }
  {
    json bad = minimal_talk();
    bad["minutes"] = 0;
    const auto refused = refusal(bad);
    const std::string& message = refused.second;
    INFO(message);
    CHECK(refused.first == "bad_talk");
    CHECK(message.find("minutes") != std::string::npos);
  }
}

TEST_CASE("talk: bad documents are refused with a message naming the scene and the problem") {
  CHECK(refusal(std::string("{\"format\": ")).first == "bad_json");
  check_refused(json::array(), "bad_talk", "a talk is a JSON object");
  {
    json d = minimal_talk();
    d["format"] = "puzzlelab-state";
    check_refused(d, "bad_talk", "\"format\": \"puzzlelab-talk\"");
  }
  {
    json d = minimal_talk();
    d["version"] = 2;
    check_refused(d, "unsupported_talk_version", "talk version 2");
  }
  {
    json d = minimal_talk();
    d["name"] = "My Talk";
    check_refused(d, "bad_talk", "'My Talk'");
  }
  {
    json d = minimal_talk();
    d["scenes"] = json::array();
    check_refused(d, "bad_talk", "at least one scene");
  }
  {
    json d = minimal_talk();
    d.erase("title");
    check_refused(d, "missing_field", "missing field 'title'");
  }
  {
    json d = minimal_talk();
    d["scenes"][2]["kind"] = "movie";
    check_refused(d, "bad_talk", "scene 3: unknown scene kind 'movie'");
  }
  {
    json d = minimal_talk();
    d["scenes"][1]["game"] = "chess";
    check_refused(d, "unknown_game", "scene 2 (setup): unknown game 'chess'");
  }
  {
    json d = minimal_talk();
    d["scenes"][1]["setup"] = "tiles";
    check_refused(d, "unknown_setup", "scene 2 (setup): unknown setup 'tiles'");
  }
  {
    json d = minimal_talk();
    d["scenes"][1]["seed"] = -4;
    check_refused(d, "bad_seed", "scene 2 (setup): seed must be a whole number");
  }
  {
    json d = minimal_talk();
    d["scenes"][1]["params"]["rows"] = 99;
    check_refused(d, "bad_param", "scene 2 (setup)");
  }
  {
    json d = minimal_talk();
    d["scenes"][1].erase("seed");
    check_refused(d, "missing_field", "scene 2 (setup): missing field 'seed'");
  }
  {
    json d = minimal_talk();
    d["scenes"][0].erase("caption");
    check_refused(d, "missing_field", "scene 1 (title): missing field 'caption'");
  }
  {
    json d = minimal_talk();
    d["scenes"][0]["capton"] = "typo";
    check_refused(d, "bad_talk", "scene 1 (title): unknown field 'capton'");
  }
  {
    json d = minimal_talk();
    d["scenes"][3]["board"] = "2a,3a/xx,.";
    check_refused(d, "bad_board", "scene 4 (solution)");
  }
  {
    json d = minimal_talk();
    d["scenes"][4]["experiment"]["preset"] = "boxoff-9x9";
    check_refused(d, "unknown_preset", "scene 5 (lab): unknown preset 'boxoff-9x9'");
  }
  {
    json d = minimal_talk();
    d["scenes"][4]["plot"] = "pie";
    check_refused(d, "bad_talk", "scene 5 (lab): unknown plot 'pie'");
  }
  {
    json d = minimal_talk();
    d["scenes"][4].erase("experiment");
    check_refused(d, "missing_field", "scene 5 (lab): missing field 'experiment'");
  }
  {
    json d = minimal_talk();
    d["scenes"][5]["right"]["setup"] = "coins";
    check_refused(d, "unknown_setup", "scene 6 (side-by-side): right: unknown setup 'coins'");
  }
  {
    json d = minimal_talk();
    d["scenes"][5].erase("left");
    check_refused(d, "missing_field", "scene 6 (side-by-side): missing field 'left'");
  }
  {
    json d = minimal_talk();
    d["scenes"][5]["deal"] = 105;
    check_refused(d, "bad_talk", "multiple of 10");
  }
  {
    json d = minimal_talk();
    d["scenes"][1]["speed"] = 0;
    check_refused(d, "bad_talk", "scene 2 (setup): field 'speed'");
  }
}

TEST_CASE("talk: a talk file damaged at any place, any way, is read or refused with InputError, never worse") {
  // The talk screen catches InputError only: anything else would stop the app.
  std::size_t refused = 0;
  for (const json& talk : {minimal_talk(), json::parse(shipped_talks().front().text)}) {
    for (const auto& d : puzzlelab::testing::damaged_documents(talk, 100'000, 30)) {
      CAPTURE(d.what);
      try {
        (void)parse_talk(d.text);
      } catch (const InputError&) {
        ++refused;
      } catch (const std::exception& e) {
        FAIL_CHECK("not an InputError: " << e.what());
      }
    }
  }
  CHECK(refused > 500);
}

TEST_CASE("talk: every shipped talk parses, is named after its file and names boards that exist") {
  // Every file in assets/talks is compiled in.
  std::set<std::string> files;
  for (const auto& entry :
       std::filesystem::directory_iterator(puzzlelab::test_paths::test_data() + "/../../assets/talks"))
    if (entry.path().extension() == ".json") files.insert(entry.path().stem().string());
  std::set<std::string> shipped;
  for (const ShippedTalk& t : shipped_talks()) shipped.insert(t.name);
  CHECK(files == shipped);
  CHECK(shipped.size() >= 3);

  for (const ShippedTalk& t : shipped_talks()) {
    INFO(t.name);
    const Talk talk = parse_talk(t.text);
    CHECK(talk.name == t.name);
    CHECK(shipped_talk(t.name).scenes.size() == talk.scenes.size());
    CHECK(talk.scenes.front().kind == SceneKind::title);
    CHECK(talk.minutes > 0);  // the speaker view's countdown
    for (std::size_t i = 0; i < talk.scenes.size(); ++i) {
      const TalkScene& scene = talk.scenes[i];
      INFO("scene " << i + 1);
      CHECK_FALSE(scene.caption.empty());
      CHECK_FALSE(scene.notes.empty());  // what the speaker says over it
      for (const Challenge* c : {&scene.challenge, &scene.right}) {
        if (!c->from_seed()) continue;
        const Game& game = find_game(c->game);
        const std::string board = game.generate(c->params, c->setup, *c->seed, Budget{});
        CHECK_FALSE(board.empty());
        // A solution scene plays a solution: its challenge must have one.
        if (scene.kind == SceneKind::solution && c == &scene.challenge)
          CHECK(game.solve(c->params, board, {}, Budget{}, "").status == Status::solved);
      }
    }
  }
}

TEST_CASE("talk: the list of shipped talks reads each one once, a refused one with its message") {
  const std::vector<ListedTalk> listed = read_shipped_talks();
  REQUIRE(listed.size() == shipped_talks().size());
  for (std::size_t i = 0; i < listed.size(); ++i) {
    INFO(listed[i].name);
    CHECK(listed[i].name == shipped_talks()[i].name);
    REQUIRE(listed[i].talk.has_value());
    CHECK(listed[i].error.empty());
    CHECK(listed[i].talk->scenes.size() == parse_talk(shipped_talks()[i].text).scenes.size());
  }

  // With only Sigmar known, the Sigmar talk still reads and the others are refused, naming the
  // game they need; nothing throws.
  GameList only_sigmar;
  only_sigmar.push_back(sigmar::make_game());
  for (const ListedTalk& t : read_shipped_talks(only_sigmar)) {
    INFO(t.name);
    if (t.name == "sigmar") {
      CHECK(t.talk.has_value());
    } else {
      CHECK_FALSE(t.talk.has_value());
      CHECK(t.error.find("unknown game") != std::string::npos);
    }
  }
}

TEST_CASE("talk links: open a shipped talk at a scene; bad ones say what is wrong") {
  REQUIRE_FALSE(shipped_talks().empty());
  const std::string name = shipped_talks().front().name;
  CHECK(is_talk_link("#v1/talk/" + name + "/2"));
  CHECK(is_talk_link("https://example.org/puzzlelab/#v1/talk/" + name));
  CHECK_FALSE(is_talk_link("#v1/lab/preset/boxoff-4x6x4"));
  CHECK_FALSE(is_talk_link("#v1/fujisan/seed/dominoes/standard/4"));
  const auto [talk, scene] = open_talk_link("#v1/talk/" + name + "/2");
  CHECK(talk.name == name);
  CHECK(scene == 1);
  CHECK(open_talk_link("#v1/talk/" + name).second == 0);
  CHECK(format_talk_link(name, 1) == "v1/talk/" + name + "/2");
  CHECK(open_talk_link(format_talk_link(name, 1)).second == 1);

  const auto link_refusal = [](const std::string& link) -> std::pair<std::string, std::string> {
    try {
      (void)open_talk_link(link);
    } catch (const InputError& e) {
      return {e.code(), e.what()};
    }
    return {"", "accepted"};
  };
  {
    const auto [code, message] = link_refusal("#v1/talk/nosuchtalk/1");
    CHECK(code == "unknown_talk");
    CHECK(is_error_code(code));  // a link's codes are the protocol's list (docs/PROTOCOL.md)
    CHECK(message.find("no talk named 'nosuchtalk'") != std::string::npos);
    CHECK(message.find(name) != std::string::npos);  // lists the shipped ones
  }
  {
    const auto [code, message] = link_refusal("#v1/talk/" + name + "/999");
    CHECK(code == "bad_link");
    CHECK(message.find("there is no scene 999") != std::string::npos);
  }
  {
    const auto [code, message] = link_refusal("#v1/talk/" + name + "/0");
    CHECK(code == "bad_link");
    CHECK(message.find("scene") != std::string::npos);
  }
  {
    const auto [code, message] = link_refusal("#v1/talk/" + name + "/two");
    CHECK(code == "bad_link");
  }
  CHECK(link_refusal("#v1/talk").first == "bad_link");
  CHECK(link_refusal("#v1/talk/" + name + "/1/extra").first == "bad_link");
}
