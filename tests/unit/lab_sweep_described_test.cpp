// Sweeps over described setups (docs/LAB.md "Sweeps", docs/SETUPS.md): a list of setups written as
// one line of text (names and inline descriptions, game/setup_list_text.hpp), the protocol's
// `sweep` taking names and description objects as `experiment` does, an axis LABEL/POINTER whose
// values reach the setup each point deals (every point's figures the plain experiment's with that
// description), its link carrying the description, and bad pointers and labels refused by name.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "game/request_fields.hpp"
#include "game/setup_description.hpp"
#include "game/setup_list_text.hpp"
#include "input_error_checks.hpp"
#include "lab/spec.hpp"
#include "lab/sweep.hpp"
#include "lab/sweep_link.hpp"

using json = nlohmann::json;
using namespace puzzlelab;
using test::contains;
using test::error_of;

namespace {

// Pretzel's deal pattern with its suits cut into B bands ({"bands": B}, docs/PRETZEL.md): B = 1
// deals as Shuffled does, B = 4 (the suits at 4 x 4) puts every card in its home row.
const json kSuitBands = {{"name", "suit-bands"}, {"cells", {{"suits", {{"bands", 1}}}}}};

json suit_bands_sweep(const json& setup) {
  return {{"op", "sweep"},
          {"game", "pretzel"},
          {"setups", json::array({"shuffled", setup})},
          {"axes", json::array({{{"setup", "suit-bands"}, {"pointer", "/cells/suits/bands"}, {"values", {1, 4}}}})},
          {"trials", 2},
          {"per_trial", 10},
          {"seed", "3"}};
}

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

// The sweep's request without "op", as read_sweep_spec takes it.
json spec_fields(json request) {
  request.erase("op");
  return request;
}

}  // namespace

TEST_CASE("setup lists as text: names, and descriptions whose commas do not split them") {
  CHECK(split_setup_list("shuffled,l-tiles") == std::vector<std::string>{"shuffled", "l-tiles"});
  CHECK(split_setup_list("") == std::vector<std::string>{""});
  CHECK(split_setup_list("a,,b") == std::vector<std::string>{"a", "", "b"});
  const std::string rt = R"({"name":"rt","generator":"random-test","draws":1})";
  CHECK(split_setup_list("linear," + rt + ",pair-stack") == std::vector<std::string>{"linear", rt, "pair-stack"});
  CHECK(split_setup_list(rt) == std::vector<std::string>{rt});
  // Nested objects, and braces, commas and escaped quotes inside strings.
  const std::string nested = R"({"name":"x","cells":{"suits":{"bands":2}},"note":"a \"}\", {b"})";
  CHECK(split_setup_list(nested + ",shuffled") == std::vector<std::string>{nested, "shuffled"});
  // A space after the comma is not part of the description.
  CHECK(split_setup_list("linear, " + rt) == std::vector<std::string>{"linear", rt});
  CHECK(error_of([] { split_setup_list(R"(linear,{"name":"rt","draws":1)"); }, "bad_setup") ==
        R"(setup 2, the description '{"name":"rt","draws":1', never closes: a '}' is missing)");
  CHECK(error_of([] { split_setup_list(R"({"name":"rt"}x,linear)"); }, "bad_setup") ==
        "setup 1: 'x,linear' follows the description's closing '}'; setups are separated by commas");
}

TEST_CASE("sweep: setups are names or description objects, read as the experiment reads them") {
  // The object and a text of it, however spaced: one sweep, the description kept as its one text.
  const json by_object = result_of_request(suit_bands_sweep(kSuitBands));
  CHECK(result_of_request(suit_bands_sweep(R"({ "name": "suit-bands", "cells": {"suits": {"bands": 1}} })")) ==
        by_object);
  CHECK(by_object["setup_labels"] == json{"shuffled", "suit-bands"});
  CHECK(by_object["sweep"]["setups"] == json{"shuffled", setup_text(kSuitBands)});
  CHECK(by_object["sweep"]["axes"][0] ==
        json{{"setup", "suit-bands"}, {"pointer", "/cells/suits/bands"}, {"values", {1, 4}}});

  // A setup that is neither a name nor an object: both ops say it alike.
  json bad = suit_bands_sweep(kSuitBands);
  bad["setups"][1] = 7;
  const std::string message =
      "field 'setups' must be an array of setups (names or description objects); item 1 is the number 7";
  CHECK(error_of_request(bad, "wrong_type")["message"] == message);
  CHECK(error_of_request(json{{"op", "experiment"}, {"game", "pretzel"}, {"setups", bad["setups"]}},
                         "wrong_type")["message"] == message);
}

TEST_CASE("sweep: a described setup's number, each point the plain experiment with that value") {
  const lab::SweepSpec spec = lab::read_sweep_spec(spec_fields(suit_bands_sweep(kSuitBands)), all_games());
  REQUIRE(spec.points.size() == 2);
  const json doc = result_of_request(suit_bands_sweep(kSuitBands));
  REQUIRE(doc["points"].size() == 2);
  for (std::size_t p = 0; p < 2; ++p) {
    const int bands = p == 0 ? 1 : 4;
    // The setup the point deals holds the axis' value.
    REQUIRE(spec.points[p].experiment);
    const std::string& dealt = spec.points[p].experiment->setups.at(1);
    CHECK(setup_label(dealt) == "suit-bands");
    CHECK(json::parse(dealt)["cells"]["suits"]["bands"] == bands);
    CHECK(doc["points"][p]["values"] == json{{"suit-bands/cells/suits/bands", bands}});
    // Its figures: the experiment of the description with that value, asked for on its own.
    json described = kSuitBands;
    described["cells"]["suits"]["bands"] = bands;
    const json plain = result_of_request({{"op", "experiment"},
                                          {"game", "pretzel"},
                                          {"setups", json::array({"shuffled", described})},
                                          {"trials", 2},
                                          {"per_trial", 10},
                                          {"seed", "3"}});
    CHECK(doc["points"][p]["setups"] == lab::sweep_point_setups(plain));
  }
  // The value changed the deal: every card in its home row is another game than Shuffled's.
  const json& one = doc["points"][0]["setups"]["suit-bands"];
  const json& four = doc["points"][1]["setups"]["suit-bands"];
  CHECK(one == doc["points"][0]["setups"]["shuffled"]);  // B = 1 deals as Shuffled does
  CHECK(one["length_mean"] != four["length_mean"]);
}

TEST_CASE("sweep: a link carries the described setup and its pointer axis") {
  const lab::SweepSpec spec = lab::read_sweep_spec(spec_fields(suit_bands_sweep(kSuitBands)), all_games());
  const std::string link = lab::format_sweep_link(spec);
  CHECK(contains(link, "/shuffled.~7B~22cells~22"));
  CHECK(contains(link, "/suit-bands~2Fcells~2Fsuits~2Fbands=1_4/"));
  const lab::SweepSpec back = lab::parse_sweep_link(link);
  CHECK(back.to_json() == spec.to_json());
  CHECK(back.chunk_count() == spec.chunk_count());
  CHECK(back.points.at(1).experiment->setups == spec.points.at(1).experiment->setups);
}

TEST_CASE("sweep: pointers and labels that name nothing are refused naming the problem") {
  const auto refusal = [](const json& axis, const json& setups = json::array({"shuffled", kSuitBands})) {
    json request = spec_fields(suit_bands_sweep(kSuitBands));
    request["setups"] = setups;
    request["axes"][0] = axis;
    return error_of([&] { lab::read_sweep_spec(request, all_games()); }, "bad_sweep");
  };
  CHECK(refusal({{"setup", "suit-bands"}, {"pointer", "/cells/ranks/bands"}, {"values", {1}}}) ==
        "axis 1: the description of suit-bands has nothing at '/cells/ranks/bands' (a field left to its default is "
        "swept once it is written out)");
  CHECK(refusal({{"setup", "suit-bands"}, {"pointer", "/cells/suits"}, {"values", {1}}}) ==
        R"(axis 1: '/cells/suits' in the description of suit-bands is not a whole number but '{"bands":1}')");
  CHECK(refusal({{"setup", "suit-bands"}, {"pointer", "cells"}, {"values", {1}}}) ==
        "axis 1's pointer must start with '/', e.g. /values/0; got 'cells'");
  CHECK(refusal({{"setup", "suit-bands"}, {"pointer", "/cells/~3"}, {"values", {1}}}) ==
        "axis 1: '/cells/~3' is not a JSON pointer (e.g. /values/0)");
  CHECK(refusal({{"setup", "mine"}, {"pointer", "/cells/suits/bands"}, {"values", {1}}}) ==
        "axis 1: no described setup named 'mine' among the setups (described: suit-bands)");
  CHECK(refusal({{"setup", "shuffled"}, {"pointer", "/cells/suits/bands"}, {"values", {1}}}) ==
        "axis 1: 'shuffled' is a built-in setup, whose numbers are not written out; describe it (puzzlelab setups "
        "pretzel --describe shuffled), rename it and sweep the description");
  // A description that is not JSON is named as such, not as a label no setup has.
  json request = suit_bands_sweep(kSuitBands);
  request["setups"][1] = R"({"name": "suit-bands", "cells": )";
  CHECK(contains(error_of_request(request, "bad_json")["message"], "the setup description is not valid JSON: "));
  // A value the game refuses skips its point with the game's reason; every point refused, the sweep.
  json too_many = spec_fields(suit_bands_sweep(kSuitBands));
  too_many["axes"][0]["values"] = {2, 9};
  const lab::SweepSpec spec = lab::read_sweep_spec(too_many, all_games());
  REQUIRE(spec.points.size() == 2);
  CHECK(spec.points[0].experiment);
  CHECK(spec.points[1].experiment);  // Shuffled still runs at bands 9
  REQUIRE(spec.points[1].skipped_setups.size() == 1);
  CHECK(spec.points[1].skipped_setups[0].label == "suit-bands");
  CHECK(spec.points[1].skipped_setups[0].code == "bad_setup");
  too_many["axes"][0]["values"] = {9};
  too_many["setups"] = json::array({kSuitBands});
  CHECK(contains(error_of([&] { lab::read_sweep_spec(too_many, all_games()); }),
                 spec.points[1].skipped_setups[0].reason));
}
