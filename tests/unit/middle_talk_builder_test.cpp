// The talk builder's middle layer: the talk written back as its document (talk_document), read
// back by parse_talk to the same talk for every shipped talk and every scene kind; the talk in a
// link (talk_doc_link: base64url, a byte limit, bad links named); the talk in progress
// (talk_draft: bounded, edited, stored and read back, damaged scenes dropped with a message).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/base64url.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/game_checks.hpp"
#include "game/params.hpp"
#include "damaged_documents.hpp"
#include "lab/published.hpp"
#include "middle/talk.hpp"
#include "middle/talk_doc_link.hpp"
#include "middle/talk_document.hpp"
#include "middle/talk_draft.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

json every_kind_talk() {
  return json::parse(R"({
    "format": "puzzlelab-talk", "version": 1, "name": "every-kind", "title": "Every kind",
    "source": "nowhere", "minutes": 12,
    "scenes": [
      {"kind": "title", "title": "Hello", "subtitle": "a sub", "points": ["one", "two"], "caption": "The first",
       "notes": "Say hello.\nThen wait."},
      {"kind": "setup", "game": "boxoff", "params": {"rows": 4, "cols": 6, "colours": 4},
       "setup": "l-tiles", "seed": 7, "speed": 3.5, "caption": "Tiles"},
      {"kind": "board", "game": "sigmar", "setup": "linear", "seed": "3", "caption": "A board"},
      {"kind": "board", "game": "fujisan", "setup": "dominoes", "seed": 18446744073709551615, "caption": "Big seed"},
      {"kind": "solution", "game": "pretzel", "board": "2a,.,3a/2b,3b,.", "caption": "Solved"},
      {"kind": "lab", "experiment": {"preset": "boxoff-4x6x4", "trials": 2, "per_trial": 10},
       "plot": "box", "caption": "Measured"},
      {"kind": "lab", "experiment": {"game": "fujisan", "setups": ["pure-random", "dominoes"], "trials": 3,
       "per_trial": 5, "seed": 9}, "plot": "lengths", "caption": "Our own study"},
      {"kind": "side-by-side", "game": "fujisan", "left": {"setup": "pure-random", "seed": 4},
       "right": {"setup": "dominoes", "seed": 4}, "deal": 100, "deal_seed": 5, "speed": 4, "caption": "Two setups"}
    ]})");
}

std::string refusal_of_link(const std::string& link) {
  try {
    (void)open_talk_doc_link(link);
  } catch (const InputError& e) {
    return e.what();
  }
  return "accepted";
}

}  // namespace

TEST_CASE("talk document: every shipped talk is written back and read back as the same talk") {
  REQUIRE(shipped_talks().size() >= 3);
  for (const ShippedTalk& shipped : shipped_talks()) {
    INFO(shipped.name);
    const Talk talk = parse_talk(shipped.text);
    const std::string text = talk_text(talk);
    const Talk again = parse_talk(text);
    CHECK(talk_text(again) == text);
    CHECK(again.scenes.size() == talk.scenes.size());
    CHECK(again.title == talk.title);
    CHECK(again.source == talk.source);
    for (std::size_t i = 0; i < talk.scenes.size(); ++i) {
      CHECK(again.scenes[i].caption == talk.scenes[i].caption);
      CHECK(again.scenes[i].notes == talk.scenes[i].notes);
      CHECK(again.scenes[i].challenge == talk.scenes[i].challenge);
      CHECK(again.scenes[i].right == talk.scenes[i].right);
    }
    // The file form reads the same as the link form.
    CHECK(talk_text(parse_talk(talk_text(talk, true))) == text);
  }
}

TEST_CASE("talk document: every scene kind, notes and minutes survive the round trip") {
  const Talk talk = parse_talk(every_kind_talk().dump());
  const std::string text = talk_text(talk);
  const Talk again = parse_talk(text);
  CHECK(talk_text(again) == text);
  CHECK(again.minutes == 12);
  CHECK(again.source == "nowhere");
  REQUIRE(again.scenes.size() == 8);
  CHECK(again.scenes[0].notes == "Say hello.\nThen wait.");
  CHECK(again.scenes[0].points == std::vector<std::string>{"one", "two"});
  CHECK(again.scenes[0].subtitle == "a sub");
  CHECK(again.scenes[1].speed == 3.5);
  CHECK(again.scenes[3].challenge.seed == 18446744073709551615ull);
  CHECK(again.scenes[4].challenge.board == "2a,.,3a/2b,3b,.");
  CHECK_FALSE(again.scenes[4].challenge.from_seed());
  REQUIRE(again.scenes[5].experiment.has_value());
  CHECK(again.scenes[5].experiment->to_json() == talk.scenes[5].experiment->to_json());
  CHECK(again.scenes[5].plot == TalkPlot::box);
  CHECK(again.scenes[6].experiment->to_json() == talk.scenes[6].experiment->to_json());
  CHECK(again.scenes[6].plot == TalkPlot::lengths);
  CHECK(again.scenes[7].deal == 100);
  CHECK(again.scenes[7].experiment->seed == 5);
  CHECK(again.scenes[7].speed == 4);
  // Defaults stay out of the document: a preset's own sizes, a setup's speed 2.
  json plain = every_kind_talk();
  plain["scenes"][1].erase("speed");
  CHECK_FALSE(talk_to_json(parse_talk(plain.dump()))["scenes"][1].contains("speed"));
  CHECK(talk_to_json(talk)["scenes"][1]["speed"] == 3.5);
  const json written = talk_to_json(talk);
  CHECK(written["scenes"][5]["experiment"] == json({{"preset", "boxoff-4x6x4"}, {"trials", 2}, {"per_trial", 10}}));
}

TEST_CASE("talk document: a published study's every field survives the round trip") {
  for (const auto& preset : lab::study_presets()) {
    INFO(preset.name);
    json document = every_kind_talk();
    document["scenes"] = json::array({{{"kind", "lab"}, {"experiment", {{"preset", preset.name}}}, {"caption", "x"}}});
    const Talk talk = parse_talk(document.dump());
    const Talk again = parse_talk(talk_text(talk));
    CHECK(again.scenes[0].experiment->to_json() == talk.scenes[0].experiment->to_json());
  }
}

TEST_CASE("talk link: the data's base64url, padding allowed, bad characters named") {
  for (const std::string bytes : {std::string(), std::string("a"), std::string("ab"), std::string("abc"),
                                  std::string("abcd"), std::string("\xff\xfe\x00z", 4)})
    CHECK(talk_link_data_bytes(base64url_encode(bytes)) == bytes);
  CHECK(talk_link_data_bytes("aGk=") == "hi");  // padding pasted from elsewhere is allowed
  CHECK(talk_link_data_bytes("aGl") == "hi");   // and the low bits past the end are not checked
  CHECK_THROWS_WITH_AS(talk_link_data_bytes("ab+c"), doctest::Contains("'+' at character 3"), InputError);
  CHECK_THROWS_WITH_AS(talk_link_data_bytes("abcde"), doctest::Contains("5 characters is a length no encoding has"),
                       InputError);
}

TEST_CASE("talk link: a short talk goes into the link and comes out the same") {
  const Talk talk = parse_talk(every_kind_talk().dump());
  std::size_t bytes = 0;
  const auto link = format_talk_doc_link(talk, 2, &bytes);
  REQUIRE(link.has_value());
  CHECK(bytes == talk_text(talk).size());
  CHECK(link->rfind("v1/talk-doc/", 0) == 0);
  CHECK(link->substr(link->size() - 2) == "/3");
  CHECK(is_talk_doc_link("#" + *link));
  CHECK_FALSE(is_talk_doc_link("#v1/talk/fujisan/2"));
  const TalkDocLink opened = open_talk_doc_link("https://example.org/app/#" + *link);
  CHECK(opened.scene == 2);
  CHECK(talk_text(opened.talk) == talk_text(talk));
  // Without a scene: the first.
  const std::string data = link->substr(12, link->size() - 14);
  CHECK(open_talk_doc_link("#v1/talk-doc/" + data).scene == 0);
}

TEST_CASE("talk link: a long talk is refused a link, and a bad link says what is wrong") {
  Talk talk = parse_talk(every_kind_talk().dump());
  for (TalkScene& scene : talk.scenes) scene.notes = std::string(3000, 'n');
  std::size_t bytes = 0;
  CHECK_FALSE(format_talk_doc_link(talk, 0, &bytes).has_value());
  CHECK(bytes > kMaxTalkLinkBytes);
  CHECK(refusal_of_link("#v1/talk-doc/").find("a talk document link reads") != std::string::npos);
  CHECK(refusal_of_link("#v1/talk-doc/ab*d").find("not base64url: '*' at character 3") != std::string::npos);
  CHECK(refusal_of_link("#v1/talk-doc/" + base64url_encode("{nope")).find("the talk in the link: ") == 0);
  json doc = every_kind_talk();
  doc["scenes"][1].erase("caption");
  CHECK(refusal_of_link("#v1/talk-doc/" + base64url_encode(doc.dump())) ==
        "the talk in the link: scene 2 (setup): missing field 'caption'");
  doc = every_kind_talk();
  doc["scenes"][2]["seed"] = "x";
  CHECK(refusal_of_link("#v1/talk-doc/" + base64url_encode(doc.dump())).find("scene 3 (board): ") != std::string::npos);
  const std::string good = "#v1/talk-doc/" + base64url_encode(every_kind_talk().dump());
  CHECK(refusal_of_link(good + "/9").find("has 8 scenes; there is no scene 9") != std::string::npos);
  CHECK(refusal_of_link(good + "/2/x").find("nothing after the scene") != std::string::npos);
  CHECK(refusal_of_link("#v1/talk-doc/" + std::string(9000, 'A')).find("at most 8192") != std::string::npos);
}

TEST_CASE("talk draft: scenes added, moved, deleted and edited; the talk checked") {
  TalkDraft draft;
  CHECK(draft.empty());
  CHECK(draft.talk().title == "My talk");
  CHECK(draft.talk().name == "my-talk");
  CHECK(draft.problem().find("at least one scene") != std::string::npos);
  Challenge c;
  c.game = "fujisan";
  c.params = parse_talk(every_kind_talk().dump()).scenes[3].challenge.params;
  c.setup = "dominoes";
  c.seed = 4;
  c.board = "generated board text";
  CHECK(draft.add(board_scene(c, "Fujisan")) == "");
  CHECK(draft.add(setup_scene(c, "Fujisan")) == "");
  CHECK(draft.add(side_by_side_scene(c, "pure-random", "Fujisan")) == "");
  const Talk every = parse_talk(every_kind_talk().dump());
  CHECK(draft.add(lab_scene(*every.scenes[5].experiment, TalkPlot::bars, "BoxOff")) == "");
  CHECK(draft.problem() == "");
  const Talk checked = draft.checked();
  REQUIRE(checked.scenes.size() == 4);
  CHECK(checked.scenes[0].kind == SceneKind::board);
  CHECK(checked.scenes[0].challenge.board.empty());  // dealt from the seed again
  CHECK(checked.scenes[0].caption == "Fujisan: setup dominoes, seed 4.");
  CHECK(checked.scenes[2].right.setup == "pure-random");
  CHECK(checked.scenes[3].experiment->trials == 2);
  CHECK(checked.scenes[3].caption.find("BoxOff in the Lab: ") == 0);
  // A board given as text stays a board.
  Challenge given = every.scenes[4].challenge;
  CHECK(draft.add(board_scene(given, "Pretzel")) == "");
  CHECK(draft.checked().scenes[4].challenge.board == "2a,.,3a/2b,3b,.");

  CHECK(draft.move(0, +1));
  CHECK(draft.talk().scenes[0].kind == SceneKind::setup);
  CHECK_FALSE(draft.move(0, -1));
  CHECK_FALSE(draft.move(4, +1));
  CHECK(draft.remove(4));
  CHECK_FALSE(draft.remove(4));
  draft.scene(0)->caption = "";
  CHECK(draft.problem() == "scene 1 (setup): field 'caption' is empty");
  draft.scene(0)->caption = "Edited";
  draft.scene(0)->notes = "A note";
  draft.set_name("Bad Name");
  CHECK(draft.problem().find("must be 1 to 40 lower-case letters") != std::string::npos);
  draft.set_name("a-talk");
  CHECK(draft.checked().scenes[0].notes == "A note");
}

TEST_CASE("talk draft: bounded in scenes and bytes") {
  TalkDraft draft;
  TalkScene title;
  title.title = "T";
  title.caption = "c";
  for (std::size_t i = 0; i < kMaxDraftScenes; ++i) REQUIRE(draft.add(title) == "");
  CHECK(draft.add(title).find("the most a talk has") != std::string::npos);
  CHECK(draft.size() == kMaxDraftScenes);
  TalkDraft heavy;
  title.notes = std::string(4000, 'x');
  std::string refused;
  for (std::size_t i = 0; i < kMaxDraftScenes && refused.empty(); ++i) refused = heavy.add(title);
  CHECK(refused.find("longer than 256 KB") != std::string::npos);
  CHECK(heavy.to_text().size() <= kMaxDraftBytes);
}

TEST_CASE("talk draft: stored and read back; damage costs only the damaged part") {
  TalkDraft draft;
  draft.set_title("Stored");
  REQUIRE(draft.replace(parse_talk(every_kind_talk().dump())) == "");
  std::vector<std::string> problems;
  const TalkDraft back = TalkDraft::from_text(draft.to_text(), problems);
  CHECK(problems.empty());
  CHECK(talk_text(back.talk()) == talk_text(draft.talk()));

  // One scene damaged: that scene alone is dropped, with its number and the field.
  json stored = json::parse(draft.to_text());
  stored["scenes"][2]["setup"] = "nowhere";
  problems.clear();
  const TalkDraft partial = TalkDraft::from_text(stored.dump(), problems);
  CHECK(partial.size() == 7);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("Scene 3 of your talk could not be read and was dropped") == 0);
  CHECK(problems[0].find("unknown setup 'nowhere'") != std::string::npos);

  // A caption cleared in the editor and stored so: the scene is kept, asking for its words.
  stored = json::parse(draft.to_text());
  stored["scenes"][1]["caption"] = " ";
  problems.clear();
  const TalkDraft cleared = TalkDraft::from_text(stored.dump(), problems);
  CHECK(problems.empty());
  REQUIRE(cleared.size() == 8);
  CHECK(cleared.talk().scenes[1].caption == "(write this)");

  problems.clear();
  CHECK(TalkDraft::from_text("{not json", problems).empty());
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("could not be read and was dropped") != std::string::npos);

  // Every damaged copy of the stored document reads without throwing, and reads back as itself.
  for (const auto& damaged : testing::damaged_documents(json::parse(draft.to_text()), 100'000, 20)) {
    INFO(damaged.what);
    std::vector<std::string> found;
    const TalkDraft read = TalkDraft::from_text(damaged.text, found);
    CHECK(read.size() <= kMaxDraftScenes);
    std::vector<std::string> again;
    CHECK(talk_text(TalkDraft::from_text(read.to_text(), again).talk()) == talk_text(read.talk()));
    CHECK(again.empty());
  }
}

TEST_CASE("talk document: a board scene's position, its moves checked against a board given as text") {
  const Game& pretzel = find_game("pretzel");
  const json params =
      params_fitting_board(pretzel, json(), normalize_params(pretzel, json::object()), "2a,.,3a/2b,3b,.");
  // The moves the engine finds legal, played one after another: a real position, not a made-up one.
  std::vector<std::string> moves;
  for (int i = 0; i < 2; ++i) {
    const ReplayOutcome now = pretzel.replay(params, "2a,.,3a/2b,3b,.", moves);
    REQUIRE(now.legal);
    if (now.legal_moves.empty()) break;
    moves.push_back(now.legal_moves.front());
  }
  REQUIRE_FALSE(moves.empty());
  json document = every_kind_talk();
  document["scenes"][4] = {{"kind", "board"},
                           {"game", "pretzel"},
                           {"board", "2a,.,3a/2b,3b,."},
                           {"moves", moves},
                           {"caption", "After a move or two"}};
  const Talk talk = parse_talk(document.dump());
  CHECK(talk.scenes[4].moves == moves);
  CHECK(talk_to_json(talk)["scenes"][4]["moves"] == json(moves));
  CHECK(talk_text(parse_talk(talk_text(talk))) == talk_text(talk));
  CHECK_FALSE(talk_to_json(parse_talk(every_kind_talk().dump()))["scenes"][2].contains("moves"));

  // An illegal move is named with its place; "moves" belongs to board scenes only.
  document["scenes"][4]["moves"] = json::array({moves.front(), "no-such-move"});
  std::string refused = "accepted";
  try {
    (void)parse_talk(document.dump());
  } catch (const InputError& e) {
    refused = e.what();
  }
  INFO(refused);
  CHECK(refused.find("scene 5 (board): field 'moves': move 2 ('no-such-move') cannot be played") != std::string::npos);
  json setup = every_kind_talk();
  setup["scenes"][1]["moves"] = json::array({"x"});
  CHECK_THROWS_AS(parse_talk(setup.dump()), InputError);

  // The play screen's scene: the board with the moves played so far, its caption saying how many.
  Challenge challenge;
  challenge.game = "pretzel";
  challenge.params = params;
  challenge.board = "2a,.,3a/2b,3b,.";
  const TalkScene scene = position_scene(challenge, moves, "Pretzel");
  CHECK(scene.kind == SceneKind::board);
  CHECK(scene.moves == moves);
  CHECK(scene.caption.find("after " + std::to_string(moves.size()) + " move") != std::string::npos);
  CHECK(position_scene(challenge, {}, "Pretzel").moves.empty());
}
