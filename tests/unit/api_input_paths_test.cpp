// Every way input reaches the protocol, at its limits: nesting, numbers out of range, null for an
// optional field, messages that echo input, and boards that imply their own size.
#include <doctest/doctest.h>

#include <string>

#include "api/error_codes.hpp"
#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "game/link.hpp"

using json = nlohmann::json;

namespace {

json text_error(const std::string& text) {
  const json response = json::parse(puzzlelab::handle_request_text(text));
  INFO("request: " << text.substr(0, 200) << "\nresponse: " << response.dump());
  REQUIRE(response.at("ok") == false);
  CHECK(puzzlelab::is_error_code(response.at("error").at("code").get<std::string>()));
  return response.at("error");
}

json error_of(const json& request) {
  const json response = puzzlelab::handle_request(request);
  INFO("response: " << response.dump().substr(0, 500));
  REQUIRE(response.at("ok") == false);
  CHECK(puzzlelab::is_error_code(response.at("error").at("code").get<std::string>()));
  return response.at("error");
}

json result_of(const json& request) {
  const json response = puzzlelab::handle_request(request);
  INFO("request: " << request.dump() << "\nresponse: " << response.dump());
  REQUIRE(response.at("ok") == true);
  return response.at("result");
}

// A value nested `depth` arrays deep, built without recursion: [[[...]]].
json nested_array(int depth) {
  json value = json::array();
  for (int i = 1; i < depth; ++i) {
    json outer = json::array();
    outer.push_back(std::move(value));
    value = std::move(outer);
  }
  return value;
}

// The same as text, in a params field: {"rows": [[[...]]]}.
std::string deep_params_request(int depth) {
  return R"({"op": "generate", "game": "boxoff", "setup": "shuffled", "seed": 1, "params": {"rows": )" +
         std::string(depth, '[') + std::string(depth, ']') + "}}";
}

}  // namespace

TEST_CASE("nesting is bounded at every entry point: text, built values, depth exactly at the limit") {
  // 64 levels in all is allowed: the request object plus params plus 62 arrays.
  const json at_limit = json::parse(puzzlelab::handle_request_text(deep_params_request(62)));
  // Read, and refused by the game for what it is (an array where a number belongs).
  CHECK(at_limit.at("ok") == false);
  CHECK(at_limit.at("error").at("code") != "too_deep");
  CHECK(at_limit.at("error").at("message").get<std::string>().size() < 300);
  const json over = text_error(deep_params_request(63));
  CHECK(over.at("code") == "too_deep");
  CHECK(text_error(deep_params_request(60000)).at("code") == "too_deep");

  // A request built in memory (the app, the desktop workers) is held to the same bound.
  json request = {{"op", "generate"}, {"game", "boxoff"}, {"setup", "shuffled"}, {"seed", 1}};
  request["params"] = {{"rows", nested_array(60000)}};
  const json built = error_of(request);
  CHECK(built.at("code") == "too_deep");
  CHECK(built.at("message") == "the request nests deeper than 64 levels of arrays and objects");
}

TEST_CASE("every parse failure is bad input with its own code; out_of_memory is not one of them") {
  const json huge = text_error(R"({"op":"games","id":1e400})");
  CHECK(huge.at("code") == "number_out_of_range");
  CHECK(huge.at("message").get<std::string>().find("1e400") != std::string::npos);
  CHECK(text_error(R"({"op":"generate","game":"fujisan","setup":"dominoes","seed":-1e999})").at("code") ==
        "number_out_of_range");
  const json syntax = text_error("{\"op\": \"games\",\n \"id\": }");
  CHECK(syntax.at("code") == "bad_json");
  CHECK(syntax.at("message").get<std::string>().find("parse error at line 2, column ") != std::string::npos);
  // The parser's "last read" echo of a long token is cut.
  const json long_token = text_error("[\"" + std::string(100000, 'a') + "\x01\"]");
  CHECK(long_token.at("code") == "bad_json");
  CHECK(long_token.at("message").get<std::string>().size() < 400);
}

TEST_CASE("null is not a value for an optional field: it is refused, naming the field") {
  const json base = {{"game", "fujisan"}, {"board", "554344221335/311400512200"}};
  struct Case {
    json fields;
    std::string code;
    std::string message;
  };
  const std::vector<Case> cases = {
      {{{"op", "solve"}, {"params", nullptr}}, "wrong_type", "field 'params' must be an object, got null"},
      {{{"op", "solve"}, {"moves", nullptr}}, "wrong_type", "field 'moves' must be an array of strings, got null"},
      {{{"op", "solve"}, {"max_nodes", nullptr}},
       "bad_budget",
       "max_nodes must be a whole number from 1 to 1000000000000; expected a JSON integer or a decimal string, got "
       "null"},
      {{{"op", "solve"}, {"time_limit_ms", nullptr}},
       "bad_budget",
       "time_limit_ms must be a whole number from 1 to 3600000; expected a JSON integer or a decimal string, got null"},
      {{{"op", "metrics"}, {"setup", nullptr}},
       "wrong_type",
       "field 'setup' must be a setup's name or a setup description (an object), got null"},
      {{{"op", "playout"}, {"seed", 1}, {"max_moves", nullptr}},
       "bad_max_moves",
       "max_moves must be a whole number from 1 to 1000000; expected a JSON integer or a decimal string, got null"},
  };
  for (const auto& c : cases) {
    json request = base;
    request.update(c.fields);
    const json error = error_of(request);
    CHECK(error.at("code") == c.code);
    CHECK(error.at("message") == c.message);
  }
  const json count =
      error_of({{"op", "generate"}, {"game", "fujisan"}, {"setup", "dominoes"}, {"seed", 1}, {"count", nullptr}});
  CHECK(count.at("code") == "bad_count");
  // The id alone may be null.
  CHECK(puzzlelab::handle_request({{"op", "games"}, {"id", nullptr}}).at("ok") == true);
}

TEST_CASE("messages echo input escaped and cut, whichever game or path produced them") {
  const std::string escape_board = std::string("55434422133\x1b/311400512200");
  const json fujisan_board = error_of({{"op", "solve"}, {"game", "fujisan"}, {"board", escape_board}});
  CHECK(fujisan_board.at("message") == "the top row has '\\x1B' at column 12; values are digits 0-5");

  const std::string long_move(100000, 'S');
  for (const char* game : {"fujisan", "boxoff", "pretzel"}) {
    const json setup = result_of({{"op", "generate"},
                                  {"game", game},
                                  {"setup", game == std::string("fujisan") ? "dominoes" : "shuffled"},
                                  {"seed", 1}});
    const std::string board = setup.at("boards").at(0);
    for (const char* op : {"solve", "verify"}) {
      const json response =
          puzzlelab::handle_request({{"op", op}, {"game", game}, {"board", board}, {"moves", {long_move + "\x07"}}});
      const std::string text = response.dump();
      INFO(game << " " << op << ": " << text.substr(0, 300));
      CHECK(text.size() < 2000);
      CHECK(text.find('\x07') == std::string::npos);
      CHECK(text.find("(100001 bytes)") != std::string::npos);  // the cut says how long the move was
    }
  }
  const json variant = error_of({{"op", "generate"},
                                 {"game", "fujisan"},
                                 {"setup", "dominoes"},
                                 {"seed", 1},
                                 {"params", {{"variant", std::string(5000, 'v') + "\x1b"}}}});
  CHECK(variant.at("message").get<std::string>().size() < 300);
  const json param = error_of({{"op", "generate"},
                               {"game", "boxoff"},
                               {"setup", "shuffled"},
                               {"seed", 1},
                               {"params", {{"rows", std::string(5000, 'r')}}}});
  CHECK(param.at("message").get<std::string>().size() < 300);
}

TEST_CASE("a board implies its own size in every op that takes one") {
  // A 4-suit, 3-rank Pretzel deal, read without --suits/--ranks.
  const std::string deal = "3a,3b,2c/3d,.,2b/.,2d,2a/.,3c,.";
  for (const char* op : {"solve", "hint", "explain", "verify", "metrics"}) {
    const json result = result_of({{"op", op}, {"game", "pretzel"}, {"board", deal}});
    if (result.contains("board")) CHECK(result.at("board") == deal);
  }
  CHECK(result_of({{"op", "playout"}, {"game", "pretzel"}, {"board", deal}, {"seed", 3}}).at("board") == deal);
  const json metrics = result_of({{"op", "metrics"}, {"game", "pretzel"}, {"board", deal}});
  CHECK(metrics.at("metrics").at("suits") == 4);
  CHECK(metrics.at("metrics").at("ranks") == 3);
  // The size named explicitly and matching is fine; contradicting it is a clear error.
  CHECK(result_of({{"op", "solve"}, {"game", "pretzel"}, {"board", deal}, {"params", {{"suits", 4}, {"ranks", 3}}}})
            .at("status") != "unknown");
  const json mismatch = error_of({{"op", "solve"}, {"game", "pretzel"}, {"board", deal}, {"params", {{"ranks", 4}}}});
  CHECK(mismatch.at("code") == "board_mismatch");
  CHECK(mismatch.at("message") ==
        "the board has ranks 3 but the params give ranks 4 (leave ranks out to read the board as it is)");
  // A board whose shape cannot be read is reported by the game as before.
  CHECK(error_of({{"op", "solve"}, {"game", "pretzel"}, {"board", "3a,3b/2a"}}).at("code") == "bad_board");

  // BoxOff: a 6x6 board's setup facts are the 6x6 grid's, not the default 6x8's.
  const json six = result_of({{"op", "generate"},
                              {"game", "boxoff"},
                              {"setup", "l-tiles"},
                              {"seed", 5},
                              {"params", {{"rows", 6}, {"cols", 6}, {"colours", 6}}}});
  const std::string board = six.at("boards").at(0);
  const json facts =
      result_of({{"op", "metrics"}, {"game", "boxoff"}, {"board", board}, {"setup", "l-tiles"}, {"max_nodes", 1000}})
          .at("setup_facts");
  const json six_facts = result_of({{"op", "metrics"},
                                    {"game", "boxoff"},
                                    {"board", board},
                                    {"setup", "l-tiles"},
                                    {"params", {{"rows", 6}, {"cols", 6}, {"colours", 6}}},
                                    {"max_nodes", 1000}})
                             .at("setup_facts");
  CHECK(facts == six_facts);
  CHECK(facts.at("tiles").size() == 12);  // 6x6 / 3; the default 6x8 grid has 16
  CHECK(error_of({{"op", "metrics"}, {"game", "boxoff"}, {"board", board}, {"params", {{"rows", 3}}}}).at("code") ==
        "board_mismatch");
  // An 8x8 board: l-tiles cannot lay it, and the answer says so for 8x8 (it once answered for 6x8).
  const std::string eight = result_of({{"op", "generate"},
                                       {"game", "boxoff"},
                                       {"setup", "shuffled"},
                                       {"seed", 2},
                                       {"params", {{"rows", 8}, {"cols", 8}, {"colours", 4}}}})
                                .at("boards")
                                .at(0);
  const json refused =
      error_of({{"op", "metrics"}, {"game", "boxoff"}, {"board", eight}, {"setup", "l-tiles"}, {"max_nodes", 100}});
  CHECK(refused.at("message").get<std::string>().find("a 8x8 grid fits neither") != std::string::npos);
}

TEST_CASE("a Pretzel board link without its size opens with the board's own") {
  const std::string deal = "3a,3b,2c/3d,.,2b/.,2d,2a/.,3c,.";
  puzzlelab::Link link;
  link.kind = puzzlelab::Link::Kind::board;
  link.game = "pretzel";
  link.board = deal;
  link.params = {{"variant", "standard"}};
  const puzzlelab::Link opened = puzzlelab::parse_link(puzzlelab::format_link(link));
  CHECK(opened.board == deal);
  CHECK(opened.params.at("suits") == 4);
  CHECK(opened.params.at("ranks") == 3);
}
