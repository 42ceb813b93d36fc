// The protocol over the real Fujisan game: every operation, the round trip generate -> solve ->
// verify, and the errors a request can earn.
#include <doctest/doctest.h>

#include <atomic>
#include <string>
#include <vector>

#include "api/protocol.hpp"

using json = nlohmann::json;

namespace {

const std::string kOne = "554344221335/311400512200";         // published minimum: 12 moves
const std::string kUnsolvable = "340040222143/300324345102";  // no priest can even start
const std::vector<std::string> kSetups = {"pure-random",    "any-coin", "piecepack",
                                          "engraved-tiles", "dominoes", "unique-pairs"};

json result_of(const json& request) {
  const json response = puzzlelab::handle_request(request);
  INFO("request: " << request.dump() << "\nresponse: " << response.dump());
  REQUIRE(response.at("ok") == true);
  return response.at("result");
}

json error_of(const json& request) {
  const json response = puzzlelab::handle_request(request);
  INFO("request: " << request.dump() << "\nresponse: " << response.dump());
  REQUIRE(response.at("ok") == false);
  REQUIRE(response.at("error").at("code").is_string());
  REQUIRE(response.at("error").at("message").is_string());
  return response.at("error");
}

json fujisan(json fields) {
  fields["game"] = "fujisan";
  return fields;
}

}  // namespace

TEST_CASE("games lists Fujisan with its setups, variant parameter and board format") {
  const json games = result_of({{"op", "games"}}).at("games");
  REQUIRE(games.size() >= 1);
  const json& game = games.at(0);
  CHECK(game.at("name") == "fujisan");
  CHECK(game.at("title") == "Fujisan");
  std::vector<std::string> setups;
  for (const auto& setup : game.at("setups")) setups.push_back(setup.at("name"));
  CHECK(setups == kSetups);
  REQUIRE(game.at("params").size() == 1);
  const json& variant = game.at("params").at(0);
  CHECK(variant.at("name") == "variant");
  CHECK(variant.at("kind") == "choice");
  CHECK(variant.at("values").at(0).at("name") == "standard");
  CHECK(variant.at("values").at(1).at("name") == "summit_step");
  CHECK(game.at("default_params") == json{{"variant", "standard"}});
  CHECK(game.at("board_format").get<std::string>().find("TOP/BOTTOM") != std::string::npos);
  CHECK(game.at("solvers").at(0).at("name") == "astar");
}

TEST_CASE("games lists every game's description, derived from Game::info") {
  const json games = result_of({{"op", "games"}}).at("games");
  REQUIRE(games.size() == puzzlelab::all_games().size());
  for (std::size_t i = 0; i < games.size(); ++i) {
    const json& game = games.at(i);
    INFO(game.at("name"));
    CHECK(game == puzzlelab::all_games()[i]->info().to_json());
    const json& defaults = game.at("default_params");
    CHECK(game.at("params").at(0).at("name") == "variant");  // every game lists the variant first
    for (const json& parameter : game.at("params")) {
      CHECK_FALSE(parameter.at("meaning").get<std::string>().empty());
      CHECK(parameter.at("default") == defaults.at(parameter.at("name").get<std::string>()));
    }
    CHECK(defaults.size() == game.at("params").size());
    for (const char* list : {"setups", "solvers", "metrics"}) CHECK_FALSE(game.at(list).empty());
    for (const char* text : {"rules", "board_format", "move_format"})
      CHECK_FALSE(game.at(text).get<std::string>().empty());
  }
  // A value above the largest signed 64-bit number is refused, not wrapped around.
  const json big = puzzlelab::handle_request({{"op", "generate"},
                                              {"game", "pretzel"},
                                              {"setup", "shuffled"},
                                              {"seed", 1},
                                              {"params", {{"ranks", 18446744073709551615ull}}}});
  CHECK(big.at("error").at("code") == "bad_param");
  CHECK(big.at("error").at("message") == "pretzel parameter 'ranks' must be 2..13, got 18446744073709551615");
}

TEST_CASE("generate gives the same boards for the same seeds, count after count") {
  const json three = result_of(fujisan({{"op", "generate"}, {"setup", "dominoes"}, {"seed", 12345}, {"count", 3}}));
  REQUIRE(three.at("boards").size() == 3);
  CHECK(three.at("seeds") == json{"12345", "12346", "12347"});
  CHECK(three.at("setup") == "dominoes");
  CHECK(three.at("params") == json{{"variant", "standard"}});
  for (int i = 0; i < 3; ++i) {
    const json one =
        result_of(fujisan({{"op", "generate"}, {"setup", "dominoes"}, {"seed", std::to_string(12345 + i)}}));
    // json::array, not json{...}: a braced list of one json is a copy with GCC and an array with clang.
    CHECK(one.at("boards") == json::array({three.at("boards").at(i)}));
  }
  // The largest seed is a seed like any other.
  const json last = result_of(fujisan({{"op", "generate"}, {"setup", "any-coin"}, {"seed", "18446744073709551615"}}));
  CHECK(last.at("seeds") == json{"18446744073709551615"});
}

TEST_CASE("generate -> solve -> verify: every setup's solutions are legal and solve the board") {
  for (const auto& setup : kSetups) {
    const json boards =
        result_of(fujisan({{"op", "generate"}, {"setup", setup}, {"seed", 7}, {"count", 5}})).at("boards");
    for (const auto& board : boards) {
      const json solved = result_of(fujisan({{"op", "solve"}, {"board", board}}));
      INFO(setup << " " << board.get<std::string>());
      CHECK(solved.at("board") == board);
      const std::string status = solved.at("status");
      REQUIRE((status == "solved" || status == "unsolvable"));  // Fujisan is small: never unknown
      if (status == "unsolvable") {
        CHECK(solved.at("length").is_null());
        CHECK(solved.at("solution").empty());
        continue;
      }
      CHECK(solved.at("shortest") == true);
      CHECK(solved.at("length") == solved.at("solution").size());
      CHECK(solved.at("length").get<int>() >= 8);  // the shortest possible Fujisan solution
      const json verified = result_of(fujisan({{"op", "verify"}, {"board", board}, {"moves", solved.at("solution")}}));
      CHECK(verified.at("legal") == true);
      CHECK(verified.at("solved") == true);
      CHECK(verified.at("first_illegal").is_null());
      CHECK(verified.at("applied") == solved.at("length"));
    }
  }
}

TEST_CASE("solve reports the published length, unsolvable boards and a spent budget") {
  const json one = result_of(fujisan({{"op", "solve"}, {"board", kOne}}));
  CHECK(one.at("status") == "solved");
  CHECK(one.at("length") == 12);
  CHECK(one.at("nodes").get<std::uint64_t>() > 0);
  CHECK(one.at("ms").get<double>() >= 0);
  CHECK(one.at("stopped").is_null());  // it decided

  const json none = result_of(fujisan({{"op", "solve"}, {"board", kUnsolvable}}));
  CHECK(none.at("status") == "unsolvable");
  CHECK(none.at("length").is_null());
  CHECK(none.at("stopped").is_null());

  const json spent = result_of(fujisan({{"op", "solve"}, {"board", kOne}, {"max_nodes", 5}}));
  CHECK(spent.at("status") == "unknown");
  CHECK(spent.at("solution").empty());
  CHECK(spent.at("stopped") == "nodes");  // the answer says which limit it reached
  const json hint = result_of(fujisan({{"op", "hint"}, {"board", kOne}, {"max_nodes", 5}}));
  CHECK(hint.at("status") == "unknown");
  CHECK(hint.at("stopped") == "nodes");

  // Boards are normalized: surrounding space goes.
  CHECK(result_of(fujisan({{"op", "solve"}, {"board", " " + kOne + "\n"}})).at("board") == kOne);
}

TEST_CASE("solve from a position part-way through a solution") {
  const json solution = result_of(fujisan({{"op", "solve"}, {"board", kOne}})).at("solution");
  const json played = json(std::vector<json>(solution.begin(), solution.begin() + 5));
  const json rest = result_of(fujisan({{"op", "solve"}, {"board", kOne}, {"moves", played}}));
  CHECK(rest.at("moves") == played);
  CHECK(rest.at("status") == "solved");
  CHECK(rest.at("length") == 7);
}

TEST_CASE("hint gives the first move of a shortest solution, then nothing once solved") {
  json moves = json::array();
  for (int step = 12; step > 0; --step) {
    const json hint = result_of(fujisan({{"op", "hint"}, {"board", kOne}, {"moves", moves}}));
    REQUIRE(hint.at("status") == "solved");
    CHECK(hint.at("length") == step);
    CHECK(hint.at("shortest") == true);
    REQUIRE(hint.at("move").is_string());
    moves.push_back(hint.at("move"));
  }
  const json done = result_of(fujisan({{"op", "hint"}, {"board", kOne}, {"moves", moves}}));
  CHECK(done.at("status") == "solved");
  CHECK(done.at("move").is_null());
  CHECK(done.at("length") == 0);
  CHECK(result_of(fujisan({{"op", "verify"}, {"board", kOne}, {"moves", moves}})).at("solved") == true);

  const json stuck = result_of(fujisan({{"op", "hint"}, {"board", kUnsolvable}}));
  CHECK(stuck.at("status") == "unsolvable");
  CHECK(stuck.at("move").is_null());
}

TEST_CASE("verify names the first illegal move and lists the legal moves") {
  const json start = result_of(fujisan({{"op", "verify"}, {"board", kOne}}));
  CHECK(start.at("legal") == true);
  CHECK(start.at("applied") == 0);
  CHECK(start.at("solved") == false);
  CHECK(start.at("legal_moves") == json{"CL533", "MR3114"});

  const json bad = result_of(fujisan({{"op", "verify"}, {"board", kOne}, {"moves", {"CL533", "SU", "CD"}}}));
  CHECK(bad.at("legal") == false);
  CHECK(bad.at("applied") == 1);
  CHECK(bad.at("first_illegal") == 1);
  CHECK(bad.at("reason").get<std::string>().find("SU") != std::string::npos);
  CHECK(!bad.at("legal_moves").empty());
}

TEST_CASE("playout is reproducible from its seed and plays legal moves") {
  const json request = fujisan({{"op", "playout"}, {"board", kOne}, {"seed", 3}});
  const json first = result_of(request);
  CHECK(first == result_of(request));
  CHECK(first.at("length") == first.at("moves").size());
  const std::string ended = first.at("ended");
  CHECK((ended == "solved" || ended == "stuck" || ended == "move-limit"));
  const json verified = result_of(fujisan({{"op", "verify"}, {"board", kOne}, {"moves", first.at("moves")}}));
  CHECK(verified.at("legal") == true);
  CHECK(verified.at("solved") == first.at("solved"));

  const json short_walk = result_of(fujisan({{"op", "playout"}, {"board", kOne}, {"seed", 3}, {"max_moves", 2}}));
  CHECK(short_walk.at("length").get<int>() <= 2);
}

TEST_CASE("metrics, with setup facts when a setup is named") {
  const json plain = result_of(fujisan({{"op", "metrics"}, {"board", kOne}}));
  CHECK(plain.at("board") == kOne);
  CHECK(plain.at("metrics").at("min_length") == 12);
  CHECK(!plain.contains("setup_facts"));
  const json with_setup = result_of(fujisan({{"op", "metrics"}, {"board", kOne}, {"setup", "dominoes"}}));
  CHECK(with_setup.at("setup") == "dominoes");
  CHECK(with_setup.at("setup_facts").is_object());
}

TEST_CASE("the summit_step variant is a parameter") {
  const json result = result_of(fujisan({{"op", "solve"}, {"board", kOne}, {"params", {{"variant", "summit_step"}}}}));
  CHECK(result.at("status") == "solved");
  CHECK(result.at("length").get<int>() <= 12);  // an extra move can only shorten solutions
  const json error = error_of(fujisan({{"op", "solve"}, {"board", kOne}, {"params", {{"variant", "sideways"}}}}));
  CHECK(error.at("code") == "bad_param");
  CHECK(error.at("message").get<std::string>().find("sideways") != std::string::npos);
}

TEST_CASE("the id is echoed, in answers and in errors") {
  CHECK(puzzlelab::handle_request({{"id", 17}, {"op", "games"}}).at("id") == 17);
  CHECK(puzzlelab::handle_request({{"id", "a"}, {"op", "nope"}}).at("id") == "a");
  CHECK(puzzlelab::handle_request({{"op", "games"}}).at("id").is_null());
  const json nested = puzzlelab::handle_request({{"id", {{"x", 1}}}, {"op", "games"}});
  CHECK(nested.at("ok") == false);
  CHECK(nested.at("error").at("message") == "field 'id' must be a string, a number or null");
}

TEST_CASE("bad requests get an error that names the problem") {
  struct Case {
    json request;
    std::string code;
    std::string message;
  };
  const std::vector<Case> cases = {
      {json::array(), "bad_request", "the request must be a JSON object, got an array of 0 items"},
      {json::object(), "missing_field", "missing field 'op'"},
      {{{"op", 5}}, "wrong_type", "field 'op' must be a string, got the number 5"},
      {{{"op", "frobnicate"}},
       "unknown_op",
       "unknown op 'frobnicate' (known: games, generate, daily, trace, render, sat, solve, hint, explain, verify, "
       "share_code, verify_code, playout, metrics, enumerate, experiment, merge, sweep, sweep_merge, extreme, "
       "validity, cancel, describe_setup, normalize_setup)"},
      {{{"op", "experiment"}}, "missing_field", "missing field 'game' (or give a 'preset')"},
      {{{"op", "solve"}}, "missing_field", "missing field 'game'"},
      {{{"op", "solve"}, {"game", "chess"}},
       "unknown_game",
       "unknown game 'chess' (known: " + puzzlelab::game_names() + ")"},
      {fujisan({{"op", "solve"}}), "missing_field", "missing field 'board'"},
      {fujisan({{"op", "solve"}, {"board", 5}}), "wrong_type", "field 'board' must be a string, got the number 5"},
      {fujisan({{"op", "solve"}, {"board", kOne}, {"moves", "CL533"}}), "wrong_type",
       "field 'moves' must be an array of strings, got the string 'CL533'"},
      {fujisan({{"op", "solve"}, {"board", kOne}, {"moves", {"CL533", 4}}}), "wrong_type",
       "field 'moves' must be an array of strings; item 1 is the number 4"},
      {fujisan({{"op", "solve"}, {"board", kOne}, {"params", "standard"}}), "wrong_type",
       "field 'params' must be an object, got the string 'standard'"},
      {fujisan({{"op", "solve"}, {"board", kOne}, {"max_node", 5}}), "unknown_field",
       "unknown field 'max_node' for op 'solve' (known: board, game, id, max_nodes, moves, op, params, solver, "
       "time_limit_ms)"},
      {fujisan({{"op", "solve"}, {"board", kOne}, {"max_nodes", 0}}), "bad_budget",
       "max_nodes must be a whole number from 1 to 1000000000000; 0 is too small"},
      {fujisan({{"op", "solve"}, {"board", kOne}, {"time_limit_ms", 3600001}}), "bad_budget",
       "time_limit_ms must be a whole number from 1 to 3600000; 3600001 is too large"},
      {fujisan({{"op", "solve"}, {"board", kOne}, {"moves", {"CL533", "SU"}}}), "illegal_move",
       "move 2 of 2 ('SU') is illegal: move 'SU': a priest on the ground cannot move up or down"},
      {fujisan({{"op", "generate"}, {"setup", "dominoes"}}), "missing_field", "missing field 'seed'"},
      {fujisan({{"op", "generate"}, {"seed", 1}}), "missing_field", "missing field 'setup'"},
      {fujisan({{"op", "generate"}, {"setup", "domino"}, {"seed", 1}}), "unknown_setup",
       "unknown setup 'domino' for fujisan (known: pure-random, any-coin, piecepack, engraved-tiles, dominoes, "
       "unique-pairs)"},
      {fujisan({{"op", "generate"}, {"setup", "dominoes"}, {"seed", -1}}), "bad_seed",
       "seed must be a whole number from 0 to 18446744073709551615; -1 is negative"},
      {fujisan({{"op", "generate"}, {"setup", "dominoes"}, {"seed", "12x"}}), "bad_seed",
       "seed must be a whole number from 0 to 18446744073709551615; '12x' is not a number"},
      {fujisan({{"op", "generate"}, {"setup", "dominoes"}, {"seed", 1}, {"count", 100001}}), "bad_count",
       "count must be a whole number from 1 to 100000; 100001 is too large"},
      {fujisan({{"op", "generate"}, {"setup", "dominoes"}, {"seed", "18446744073709551615"}, {"count", 2}}),
       "bad_count", "seed 18446744073709551615 with count 2 runs past the largest seed, 18446744073709551615"},
      {fujisan({{"op", "playout"}, {"board", kOne}}), "missing_field", "missing field 'seed'"},
      {fujisan({{"op", "playout"}, {"board", kOne}, {"seed", 1}, {"max_moves", 0}}), "bad_max_moves",
       "max_moves must be a whole number from 1 to 1000000; 0 is too small"},
      {fujisan({{"op", "metrics"}, {"board", kOne}, {"setup", "tiles"}}), "unknown_setup",
       "unknown setup 'tiles' for fujisan (known: pure-random, any-coin, piecepack, engraved-tiles, dominoes, "
       "unique-pairs)"},
      {{{"op", "games"}, {"game", "fujisan"}}, "unknown_field", "unknown field 'game' for op 'games' (known: id, op)"},
  };
  for (const auto& c : cases) {
    const json error = error_of(c.request);
    CHECK(error.at("code") == c.code);
    CHECK(error.at("message") == c.message);
  }
  const json bad_board = error_of(fujisan({{"op", "verify"}, {"board", "55434422133/311400512200"}}));
  CHECK(bad_board.at("code") == "bad_board");
}

TEST_CASE("handle_request_text: malformed, oversized and deeply nested documents are errors") {
  const auto text_error = [](const std::string& text) {
    const json response = json::parse(puzzlelab::handle_request_text(text));
    REQUIRE(response.at("ok") == false);
    CHECK(response.at("id").is_null());
    return response.at("error");
  };
  const json malformed = text_error("{\"op\": ");
  CHECK(malformed.at("code") == "bad_json");
  CHECK(malformed.at("message").get<std::string>().rfind("the request is not valid JSON: ", 0) == 0);
  CHECK(text_error("").at("code") == "bad_json");
  CHECK(text_error("\xff\xfe garbage").at("code") == "bad_json");
  CHECK(text_error(std::string(9 * 1024 * 1024, ' ')).at("code") == "request_too_large");
  const json deep = text_error(std::string(100000, '[') + std::string(100000, ']'));
  CHECK(deep.at("code") == "too_deep");
  CHECK(deep.at("message") == "the request nests deeper than 64 levels of arrays and objects");

  const json ok = json::parse(
      puzzlelab::handle_request_text(R"({"id": 1, "op": "solve", "game": "fujisan", "board": ")" + kOne + "\"}"));
  CHECK(ok.at("ok") == true);
  CHECK(ok.at("result").at("length") == 12);
}

TEST_CASE("a cancelled search answers unknown") {
  const std::atomic<bool> cancel{true};
  // Challenge Four needs 62 moves: far more than the 256 nodes between two looks at the flag.
  const json response =
      puzzlelab::handle_request(fujisan({{"op", "solve"}, {"board", "551102224335/244331001054"}}), &cancel);
  REQUIRE(response.at("ok") == true);
  CHECK(response.at("result").at("status") == "unknown");
  CHECK(response.at("result").at("stopped") == "cancelled");
}

TEST_CASE("a parameter of the wrong type is quoted in the message, short") {
  const json error = error_of({{"op", "generate"},
                               {"game", "boxoff"},
                               {"setup", "shuffled"},
                               {"seed", 1},
                               {"params", {{"rows", std::string(1000, 'a')}}}});
  CHECK(error.at("code") == "bad_param");
  CHECK(error.at("message") == "boxoff parameter 'rows' must be a whole number 1..8, got the string '" +
                                   std::string(60, 'a') + "...' (1000 bytes)");
  CHECK(error_of(
            {{"op", "generate"}, {"game", "boxoff"}, {"setup", "shuffled"}, {"seed", 1}, {"params", {{"rows", 2.5}}}})
            .at("message") == "boxoff parameter 'rows' must be a whole number 1..8, got the number 2.5");
  CHECK(
      error_of(
          {{"op", "generate"}, {"game", "boxoff"}, {"setup", "shuffled"}, {"seed", 1}, {"params", {{"variant", true}}}})
          .at("message")
          .get<std::string>()
          .ends_with(", got the boolean true"));
}
