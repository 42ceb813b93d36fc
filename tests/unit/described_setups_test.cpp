// Described setups through everything that takes a setup (docs/SETUPS.md): the protocol's
// describe_setup and normalize_setup, a description object or text wherever a request takes
// "setup" or "setups", check_setup, play links and Lab links (and the app's middle layer reading
// them), experiment documents that keep their descriptions, sharded and merged byte for byte.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "game/game.hpp"
#include "game/game_checks.hpp"
#include "game/link.hpp"
#include "game/params.hpp"
#include "game/request_fields.hpp"
#include "game/setup_description.hpp"
#include "input_error_checks.hpp"
#include "lab/experiment.hpp"
#include "lab/lab_link.hpp"
#include "lab/merge.hpp"
#include "lab/spec.hpp"
#include "middle/link_bridge.hpp"
#include "skeleton_game/adapter.hpp"
#include "xml_well_formed.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

using puzzlelab::test::contains;
using puzzlelab::test::error_of;

namespace {

// A Sigmar setup of its own: pair-stack that lets vitae and mors onto the rim.
const json kRimPairs = {{"name", "rim-pairs"}, {"generator", "pair-stack"}, {"no_vitae_mors_on_rim", false}};

json result_of_request(const json& request) {
  const json response = handle_request(request);
  INFO(response.dump());
  REQUIRE(response["ok"] == true);
  return response["result"];
}

json error_of_request(const json& request, const std::string& code) {
  const json response = handle_request(request);
  INFO(response.dump());
  REQUIRE(response["ok"] == false);
  CHECK(response["error"]["code"] == code);
  return response["error"];
}

const GameList& games_without_descriptions() {
  static const GameList games = [] {
    GameList list;
    list.push_back(skeleton::make_game());
    return list;
  }();
  return games;
}

lab::ExperimentSpec spec_of(const json& request) {
  RequestFields fields(request);
  lab::ExperimentSpec spec = lab::read_experiment_spec(fields, all_games());
  fields.reject_unknown("experiment");
  return spec;
}

}  // namespace

TEST_CASE("describe_setup and normalize_setup: a description and the text it travels as") {
  const json described = result_of_request({{"op", "describe_setup"}, {"game", "sigmar"}, {"setup", "pair-stack"}});
  CHECK(described["description"]["name"] == "pair-stack-described");
  CHECK(described["description"]["generator"] == "pair-stack");
  CHECK(described["setup"] == setup_text(described["description"]));
  // The params' template is the description's.
  const json on_wheel = result_of_request(
      {{"op", "describe_setup"}, {"game", "sigmar"}, {"params", {{"template", "wheel"}}}, {"setup", "linear"}});
  CHECK(on_wheel["description"] == json{{"name", "linear-described"}, {"generator", "linear"}, {"template", "wheel"}});

  const json normalized =
      result_of_request({{"op", "normalize_setup"}, {"game", "sigmar"}, {"description", kRimPairs}});
  CHECK(normalized["description"]["template"] == "symmetric-6");
  CHECK(normalized["description"]["attempts"] == 40);
  CHECK(normalized["setup"] == setup_text(normalized["description"]));
  // describe_setup of a described setup normalizes it too.
  CHECK(result_of_request({{"op", "describe_setup"}, {"game", "sigmar"}, {"setup", kRimPairs}}) == normalized);

  const json bad = error_of_request(
      {{"op", "normalize_setup"}, {"game", "sigmar"}, {"description", {{"name", "x"}, {"generator", "spiral"}}}},
      "bad_setup");
  CHECK(contains(bad["message"], "\"generator\""));
  CHECK(contains(error_of_request({{"op", "normalize_setup"},
                                   {"game", "sigmar"},
                                   {"description", {{"name", "linear"}, {"generator", "linear"}}}},
                                  "bad_setup")["message"],
                 "built-in setup's"));
  CHECK(contains(
      error_of_request({{"op", "normalize_setup"}, {"game", "sigmar"}, {"description", {{"generator", "linear"}}}},
                       "bad_setup")["message"],
      "needs a \"name\""));
  error_of_request({{"op", "normalize_setup"}, {"game", "sigmar"}}, "missing_field");
  error_of_request({{"op", "normalize_setup"}, {"game", "sigmar"}, {"description", "linear"}}, "wrong_type");
  error_of_request({{"op", "describe_setup"}, {"game", "sigmar"}, {"setup", "spiral"}}, "unknown_setup");
  error_of_request({{"op", "describe_setup"}, {"game", "sigmar"}, {"setup", 3}}, "wrong_type");
  error_of_request({{"op", "describe_setup"}, {"game", "sigmar"}, {"setup", "linear"}, {"seed", 1}}, "unknown_field");

  // A game without descriptions says so.
  const json skeleton =
      handle_request_with({{"op", "normalize_setup"}, {"game", "skeleton"}, {"description", {{"name", "mine"}}}},
                          games_without_descriptions());
  CHECK(skeleton["error"]["code"] == "not_supported");
  CHECK(contains(skeleton["error"]["message"], "has no setup descriptions"));
}

TEST_CASE("A described setup goes wherever a setup name goes: generate, trace, render, metrics, check_setup") {
  const std::string text =
      result_of_request({{"op", "normalize_setup"}, {"game", "sigmar"}, {"description", kRimPairs}})["setup"];
  const json by_object =
      result_of_request({{"op", "generate"}, {"game", "sigmar"}, {"setup", kRimPairs}, {"seed", 5}, {"count", 3}});
  const json by_text =
      result_of_request({{"op", "generate"}, {"game", "sigmar"}, {"setup", text}, {"seed", 5}, {"count", 3}});
  CHECK(by_object["setup"] == text);  // answered normalized
  CHECK(by_object["boards"] == by_text["boards"]);
  const json traced = result_of_request({{"op", "trace"}, {"game", "sigmar"}, {"setup", kRimPairs}, {"seed", 6}});
  CHECK(traced["board"] ==
        result_of_request({{"op", "generate"}, {"game", "sigmar"}, {"setup", text}, {"seed", 6}})["boards"][0]);
  const json rendered = result_of_request({{"op", "render"}, {"game", "sigmar"}, {"setup", kRimPairs}, {"seed", 6}});
  CHECK(rendered["setup"] == text);
  const json metrics = result_of_request(
      {{"op", "metrics"}, {"game", "sigmar"}, {"board", traced["board"]}, {"setup", kRimPairs}, {"max_nodes", 1000}});
  CHECK(metrics["setup_facts"]["setup"] == "rim-pairs");

  const json bad_field = error_of_request({{"op", "generate"},
                                           {"game", "sigmar"},
                                           {"setup", {{"name", "x"}, {"generator", "linear"}, {"draws", 2}}},
                                           {"seed", 1}},
                                          "bad_setup");
  CHECK(contains(bad_field["message"], "\"draws\": is not read by the linear generator"));
  error_of_request({{"op", "generate"}, {"game", "sigmar"}, {"setup", "{not json"}, {"seed", 1}}, "bad_json");
  error_of_request({{"op", "generate"}, {"game", "sigmar"}, {"setup", json::array()}, {"seed", 1}}, "wrong_type");
  const std::string huge = R"({"name":"big","pad":")" + std::string(kMaxSetupDescriptionBytes, 'x') + "\"}";
  CHECK(contains(
      error_of_request({{"op", "generate"}, {"game", "sigmar"}, {"setup", huge}, {"seed", 1}}, "bad_setup")["message"],
      "at most 16384 bytes"));

  const Game& sigmar = find_game("sigmar");
  CHECK(checked_setup(sigmar, normalize_params(sigmar, json::object()), setup_text(kRimPairs)) == text);
  CHECK(checked_setup(sigmar, json::object(), "linear") == "linear");
  check_setup(sigmar, text);
  CHECK(error_of([&] { check_setup(sigmar, R"({"name":"pair-stack","generator":"linear"})"); }, "bad_setup") != "");
  CHECK(error_of([&] { check_setup(sigmar, "spiral"); }, "unknown_setup") != "");
}

TEST_CASE("Play links carry a described setup, escaped as one item; the middle layer reads them back") {
  const Game& sigmar = find_game("sigmar");
  Link link;
  link.kind = Link::Kind::seed;
  link.game = "sigmar";
  link.params = normalize_params(sigmar, json::object());
  link.setup = checked_setup(sigmar, link.params, setup_text(kRimPairs));
  link.seed = 42;
  const std::string hash = format_link(link);
  CHECK(hash.find('{') == std::string::npos);
  CHECK(contains(hash, "/seed/~7B~22"));
  const Link back = parse_link(hash);
  CHECK(back.setup == link.setup);
  CHECK(format_link(back) == hash);
  // A description left unnormalized in a link (written by hand) opens normalized.
  Link by_hand = link;
  by_hand.setup = setup_text(kRimPairs);
  CHECK(parse_link(format_link(by_hand)).setup == link.setup);
  // A bad one is refused with the game's words.
  Link bad = link;
  bad.setup = R"({"name":"x","generator":"spiral"})";
  CHECK(contains(error_of([&] { parse_link(format_link(bad)); }, "bad_setup"), "no generator"));

  Challenge challenge;
  challenge.game = "sigmar";
  challenge.params = link.params;
  challenge.setup = link.setup;
  challenge.seed = 42;
  const std::string written = write_link(challenge, {});
  CHECK("#" + written == hash);
  const LinkTarget target = read_link(written);
  CHECK(target.challenge.setup == link.setup);
  CHECK(target.challenge.seed == std::optional<std::uint64_t>(42));
}

TEST_CASE("Lab links carry described setups beside built-in ones") {
  const lab::ExperimentSpec spec =
      spec_of({{"game", "sigmar"}, {"setups", {"linear", kRimPairs}}, {"trials", 2}, {"per_trial", 3}, {"seed", 9}});
  const std::string link = lab::format_lab_link(spec);
  CHECK(contains(link, "/linear.~7B~22"));
  const lab::ExperimentSpec back = lab::parse_lab_link(link);
  CHECK(back.setups == spec.setups);
  CHECK(back.to_json() == spec.to_json());
  // docs/LINKS.md's example: a described setup may not take a built-in setup's name.
  CHECK(error_of([] { lab::parse_lab_link("#v1/lab/sigmar/standard/linear.~7B~22name~22~3A~22linear~22~7D/trials=1"); },
                 "bad_setup") ==
        "a described setup's \"name\" may not be a built-in setup's: 'linear' is one of sigmar's (call it, say, "
        "'my-linear')");
}

TEST_CASE("Experiments with a described setup: keyed by label, the description kept, shards merge byte for byte") {
  const json request = {{"game", "sigmar"},
                        {"params", {{"template", "wheel"}}},
                        {"setups", {"pair-stack", kRimPairs}},
                        {"trials", 3},
                        {"per_trial", 2},
                        {"max_nodes", 20000}};
  const lab::ExperimentSpec spec = spec_of(request);
  REQUIRE(spec.setups.size() == 2);
  CHECK(spec.setup_labels() == std::vector<std::string>{"pair-stack", "rim-pairs"});
  const json spec_json = spec.to_json();
  CHECK(spec_json["setups"] == json{"pair-stack", "rim-pairs"});
  CHECK(spec_json["setup_descriptions"]["rim-pairs"]["template"] == "wheel");
  CHECK(spec_json["setup_descriptions"].size() == 1);

  const Game& sigmar = find_game("sigmar");
  std::vector<lab::ChunkResult> all;
  for (std::uint64_t c = 0; c < spec.chunk_count(); ++c) all.push_back(lab::run_chunk(spec, sigmar, c));
  const json whole = lab::final_document(spec, all);
  CHECK(whole["setups"].contains("rim-pairs"));
  CHECK(whole["experiment"]["setup_descriptions"] == spec_json["setup_descriptions"]);

  // Shards, each a partial document read back as text, merge into the same bytes.
  std::vector<json> partials;
  for (std::uint64_t shard = 1; shard <= 3; ++shard) {
    std::vector<lab::ChunkResult> part;
    for (const std::uint64_t c : lab::shard_chunks(spec, shard, 3)) part.push_back(lab::run_chunk(spec, sigmar, c));
    partials.push_back(json::parse(lab::partial_document(spec, part).dump()));
  }
  CHECK(lab::merge_partials(partials, {"1.json", "2.json", "3.json"}, all_games()).dump(2) == whole.dump(2));

  // The document alone reruns the experiment.
  const lab::ExperimentSpec rerun = spec_of(whole["experiment"]);
  CHECK(rerun.setups == spec.setups);
  std::vector<lab::ChunkResult> again;
  for (std::uint64_t c = 0; c < rerun.chunk_count(); ++c) again.push_back(lab::run_chunk(rerun, sigmar, c));
  CHECK(lab::final_document(rerun, again).dump(2) == whole.dump(2));

  // The same result through the protocol, the description given as its text.
  json by_op = request;
  by_op["op"] = "experiment";
  by_op["setups"] = {"pair-stack", setup_text(kRimPairs)};
  CHECK(result_of_request(by_op).dump(2) == whole.dump(2));
}

TEST_CASE("Experiment specs refuse two setups with one label and descriptions that do not fit") {
  auto refused = [](const json& request) { return error_of([&] { spec_of(request); }, "bad_experiment"); };
  json other = kRimPairs;
  other["generator"] = "linear";
  other.erase("no_vitae_mors_on_rim");
  CHECK(contains(refused({{"game", "sigmar"}, {"setups", {kRimPairs, other}}}), "two setups are called 'rim-pairs'"));
  CHECK(contains(refused({{"game", "sigmar"}, {"setups", {"linear", "linear"}}}), "named twice"));
  CHECK(contains(
      refused({{"game", "sigmar"}, {"setups", {"linear"}}, {"setup_descriptions", {{"rim-pairs", kRimPairs}}}}),
      "which setups does not list"));
  CHECK(contains(refused({{"game", "sigmar"}, {"setups", {"other"}}, {"setup_descriptions", {{"other", kRimPairs}}}}),
                 "must have that \"name\""));
  CHECK(contains(
      refused({{"game", "sigmar"}, {"setups", {"rim-pairs"}}, {"setup_descriptions", {{"rim-pairs", "linear"}}}}),
      "must be a description"));
  // A label that is neither a setup nor kept with its description is an unknown setup.
  CHECK(error_of([&] { spec_of({{"game", "sigmar"}, {"setups", {"rim-pairs"}}}); }, "unknown_setup") != "");
}

TEST_CASE("A description's text fields refuse what is not printable text, naming the field") {
  // Fujisan's words: a set's name and its shuffle's caption, which the setup steps print.
  const auto fujisan_coins = [](const std::string& name, const std::string& words) {
    return json{{"name", "mine"},
                {"sets",
                 {{{"name", name},
                   {"piece", "coin"},
                   {"pieces", {{"values", {0, 1, 2, 3, 4, 5}}, {"copies", 4}}},
                   {"shuffle_words", words}}}},
                {"layout", {{{"from", name}, {"to", {"T1-12", "B1-12"}}}}}};
  };
  const auto refused = [](const std::string& game, const json& description) {
    return error_of_request({{"op", "normalize_setup"}, {"game", game}, {"description", description}}, "bad_setup")
        .at("message")
        .get<std::string>();
  };
  CHECK(refused("fujisan", fujisan_coins("coins", "Shuffle \xEF\xBF\xBE")) ==
        "sets[0].shuffle_words: 'Shuffle \\xEF\\xBF\\xBE' holds U+FFFE at byte 9, a character XML does not allow; "
        "text here is printable characters only");
  CHECK(refused("fujisan", fujisan_coins("coins\xEF\xBF\xBF", "Shuffle")) ==
        "sets[0].name: 'coins\\xEF\\xBF\\xBF' holds U+FFFF at byte 6, a character XML does not allow; text here "
        "is printable characters only");
  CHECK(refused("fujisan", fujisan_coins("coins", "Shuffle\x1B[2J")) ==
        "sets[0].shuffle_words: 'Shuffle\\x1B[2J' holds a control character (U+001B) at byte 8; text here is "
        "printable characters only");
  CHECK(refused("fujisan", fujisan_coins("coins", std::string("Shuffle\0", 8))) ==
        "sets[0].shuffle_words: 'Shuffle\\x00' holds a control character (U+0000) at byte 8; text here is "
        "printable characters only");
  // The other games' text fields are read alike (description_fields.hpp's read_text).
  CHECK(contains(refused("pretzel", {{"name", "mine"}, {"order", "rows\xEF\xBF\xBE"}}),
                 "order: 'rows\\xEF\\xBF\\xBE' holds U+FFFE at byte 5"));
  CHECK(contains(refused("fruit-dating", {{"name", "mine"}, {"walls", {{"painting", "co\x01in"}}}}),
                 "walls.painting: 'co\\x01in' holds a control character (U+0001) at byte 3"));
  // Text that is not UTF-8 can only come from a request built in memory (a request's text is
  // refused as bad JSON first): it is bad input there too, not an internal error.
  const json not_utf8 = error_of_request(
      {{"op", "normalize_setup"}, {"game", "fujisan"}, {"description", fujisan_coins("coins", "caf\xC3")}},
      "bad_setup");
  CHECK(not_utf8.at("message") == "a setup description holds text that is not valid UTF-8");

  // Printable text of any script is taken, and drawn: the setup steps say it, the document is XML.
  const json mine = fujisan_coins(
      "pi\xC3\xA8"
      "ces \xE2\x82\xAC",
      "M\xC3\xA9langer les 24 pi\xC3\xA8"
      "ces");
  const json rendered =
      result_of_request({{"op", "render"}, {"game", "fujisan"}, {"setup", mine}, {"seed", 3}, {"solution", false}});
  CHECK(rendered.at("setup_steps").at(0) ==
        "M\xC3\xA9langer les 24 pi\xC3\xA8"
        "ces.");
  CHECK(contains(rendered.at("document").get<std::string>(),
                 "M\xC3\xA9langer les 24 pi\xC3\xA8"
                 "ces"));
  CHECK(puzzlelab::test::xml_problem(rendered.at("document").get<std::string>()).empty());
}

TEST_CASE("A number above 2^63 in a description is reported as the decimal it is, never wrapped") {
  // nlohmann keeps 18446744073709551615 unsigned; read as signed it would be -1, which is what the
  // messages said.
  const json big = json::parse("18446744073709551615");
  const auto refusal = [&](const std::string& game, const std::string& setup, const json::json_pointer& at) {
    json description = result_of_request({{"op", "describe_setup"}, {"game", game}, {"setup", setup}})["description"];
    REQUIRE(description.contains(at));
    description[at] = big;
    const std::string message =
        error_of_request({{"op", "normalize_setup"}, {"game", game}, {"description", description}}, "bad_setup")
            .at("message");
    CHECK(contains(message, "18446744073709551615"));
    CHECK_FALSE(contains(message, "-1"));
    return message;
  };
  CHECK(refusal("boxoff", "l-tiles", json::json_pointer("/flip/0")) ==
        "setup field flip[0]: must be from 0 to 2, not 18446744073709551615");
  CHECK(refusal("boxoff", "l-tiles", json::json_pointer("/blocks/0/rows")) ==
        "setup field blocks[0].rows: must be from 1 to 8, not 18446744073709551615");
  CHECK(refusal("fujisan", "any-coin", json::json_pointer("/sets/0/pieces/0")) ==
        "sets[0].pieces[0]: 18446744073709551615 is not a Fujisan value: values run from 0 to 5");
  CHECK(refusal("fujisan", "any-coin", json::json_pointer("/sets/0/unseen")) ==
        "sets[0].unseen: 18446744073709551615 is out of range: it must be from 0 to 64");
  CHECK(refusal("fruit-dating", "article", json::json_pointer("/fruit/pairs/max")) ==
        "fruit.pairs.max: must be a whole number from 1 to 6, got 18446744073709551615");
  CHECK(contains(refusal("sigmar", "pair-stack", json::json_pointer("/attempts")), "not 18446744073709551615"));
}
