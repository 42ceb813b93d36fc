// The promise docs/PROTOCOL.md makes about error messages, kept whatever the request held: a
// message is at most kMaxMessageBytes of printable ASCII, and quotes at most 60 bytes of any one
// input, escaped. Hostile values (10 KB of control characters with a three-byte character across
// the 60-byte cut, short ones, the characters XML forbids, keys like them) go in turn into every
// node of a working request of every op for every game, and into every field an op takes that
// the request left out; every message that comes back is checked. Request texts that are not
// JSON (raw control characters, bytes that are not UTF-8, NUL, trailing data) are checked too.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "api/protocol.hpp"
#include "core/quote.hpp"

using json = nlohmann::json;

namespace message_bounds {

// docs/PROTOCOL.md, "Error codes".
constexpr std::size_t kMaxMessageBytes = 1000;

// A unit of hostile text: a letter, a control character and a three-byte character (the euro
// sign), as a message may show it: escaped by quote_input, or first by the JSON library (a
// request's text holds the control character as \u0001) and then by quote_input.
const std::string kUnit = "z\x01\xE2\x82\xAC";
const std::string kUnitQuoted = "z\\x01\\xE2\\x82\\xAC";
const std::string kUnitQuotedFromJson = "z\\u0001\\xE2\\x82\\xAC";
// 60 bytes of input hold at most this many units, however they are cut.
constexpr std::size_t kMaxUnitsShown = puzzlelab::kMaxQuotedBytes / 5;

// One byte, then units up to 10 KB: a euro sign spans bytes 59 to 61, across quote_input's cut.
std::string long_text() {
  std::string text = "z";
  while (text.size() < 10'000) text += kUnit;
  return text;
}

// What goes into values: the long text, a short one, the characters XML forbids, NUL with DEL
// and a C1 control character. (Other inputs of the tests below are runs of 'z'.)
const std::vector<std::string>& hostile_values() {
  static const std::vector<std::string> values = {long_text(), kUnit, "\xEF\xBF\xBE\xEF\xBF\xBF",
                                                  std::string("n\0\x7F\xC2\x9F", 5)};
  return values;
}

// What goes into keys.
const std::vector<std::string>& hostile_keys() {
  static const std::vector<std::string> keys = {long_text(), kUnit};
  return keys;
}

// The most units of `unit` that follow one another in `message`.
std::size_t longest_run(const std::string& message, const std::string& unit) {
  std::size_t longest = 0;
  for (auto at = message.find(unit); at != std::string::npos; at = message.find(unit, at + 1)) {
    std::size_t run = 0;
    for (auto p = at; message.compare(p, unit.size(), unit) == 0; p += unit.size()) ++run;
    longest = std::max(longest, run);
  }
  return longest;
}

// What is wrong with a message, or "".
std::string message_problem(const std::string& message) {
  if (message.empty()) return "an empty message";
  if (message.size() > kMaxMessageBytes) return std::to_string(message.size()) + " bytes";
  for (const char c : message)
    if (c < 0x20 || c > 0x7E) return "a byte that is not printable ASCII";
  if (longest_run(message, kUnitQuoted) > kMaxUnitsShown ||
      longest_run(message, kUnitQuotedFromJson) > kMaxUnitsShown ||
      longest_run(message, "z") > puzzlelab::kMaxQuotedBytes)
    return "more than 60 bytes of one input";
  return "";
}

// Sends request texts and keeps what was wrong with the messages that came back.
class Checker {
 public:
  // The response to `text`; its message checked when it is an error.
  json send_text(const std::string& text, const std::string& what) {
    ++sent_;
    const json response = json::parse(puzzlelab::handle_request_text(text));
    if (response.at("ok") == false) {
      ++refused_;
      const std::string message = response.at("error").at("message").get<std::string>();
      longest_ = std::max(longest_, message.size());
      // One report per kind of message (its first words), so that one site cannot hide the others.
      const std::string kind = message.substr(0, std::min(message.find_first_of("'\"("), std::size_t{30}));
      if (const std::string problem = message_problem(message);
          !problem.empty() && problems_.size() < 40 && reported_.insert(kind + problem).second)
        problems_.push_back(what + ": " + problem + ": " + puzzlelab::printable(message, 600));
    }
    return response;
  }
  json send(const json& request, const std::string& what) { return send_text(request.dump(), what); }

  std::size_t sent() const { return sent_; }
  std::size_t refused() const { return refused_; }
  std::size_t longest() const { return longest_; }
  const std::vector<std::string>& problems() const { return problems_; }

 private:
  std::size_t sent_ = 0;
  std::size_t refused_ = 0;
  std::size_t longest_ = 0;  // bytes of the longest message
  std::vector<std::string> problems_;
  std::set<std::string> reported_;
};

json result_of(const json& request) {
  const json response = json::parse(puzzlelab::handle_request_text(request.dump()));
  INFO("request: " << request.dump() << "\nresponse: " << response.dump());
  REQUIRE(response.at("ok") == true);
  return response.at("result");
}

// Every node of `value` by its pointer, the root first. Of a collection read item by item by one
// reader (an array; an object of more than 8 members, such as a partial result's metrics by
// name), the first and the last item only.
void collect_pointers(const json& value, const json::json_pointer& at, std::vector<json::json_pointer>& out) {
  out.push_back(at);
  if (!value.is_structured()) return;
  const auto walked = [&](std::size_t i) {
    return (value.is_object() && value.size() <= 8) || i == 0 || i + 1 == value.size();
  };
  std::size_t i = 0;
  for (auto item = value.begin(); item != value.end(); ++item, ++i)
    if (walked(i)) collect_pointers(*item, value.is_array() ? at / i : at / item.key(), out);
}

// The fields an op takes, from its own unknown_field message: "... (known: a, b, c)".
std::vector<std::string> known_fields(Checker& checker, json request) {
  request["zz-not-a-field"] = 1;
  const json response = checker.send(request, "unknown field");
  REQUIRE(response.at("ok") == false);
  REQUIRE(response.at("error").at("code") == "unknown_field");
  const std::string message = response.at("error").at("message").get<std::string>();
  const auto open = message.rfind("(known: ");
  REQUIRE(open != std::string::npos);
  std::vector<std::string> fields;
  std::string list = message.substr(open + 8, message.size() - open - 9);
  for (std::size_t start = 0; start <= list.size();) {
    const auto comma = list.find(", ", start);
    fields.push_back(list.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 2;
  }
  return fields;
}

// Each hostile value at each node of `request` (and at each field the op takes that it leaves
// out): in place of the node, as an item added to an array, as a key and as a value added to an
// object. "id" is left alone: it is echoed as given, never in a message.
void walk(Checker& checker, const json& request, bool all_fields = true) {
  const std::string op = request.value("op", "");
  std::vector<json::json_pointer> pointers;
  collect_pointers(request, json::json_pointer(), pointers);
  if (all_fields)
    for (const std::string& field : known_fields(checker, request))
      if (!request.contains(field)) pointers.push_back(json::json_pointer() / field);
  for (const auto& at : pointers) {
    if (at.to_string().rfind("/id", 0) == 0) continue;
    const std::string where = op + " " + at.to_string();
    const json* node = request.contains(at) ? &request.at(at) : nullptr;
    for (const std::string& value : hostile_values()) {
      json changed = request;
      changed[at] = value;
      checker.send(changed, where + " = hostile text");
      if (node != nullptr && node->is_array()) {
        changed = request;
        changed[at].push_back(value);
        checker.send(changed, where + " + hostile item");
      }
    }
    for (const std::string& key : hostile_keys()) {
      json changed = request;
      changed[at] = json::object({{key, key}});
      checker.send(changed, where + " = {hostile: hostile}");
      if (node != nullptr && node->is_object()) {
        changed = request;
        changed[at][key] = 1;
        checker.send(changed, where + " + hostile key");
      }
    }
  }
}

// A working request of every op for `game` (a game's entry in "games").
std::vector<json> requests_for(const json& game) {
  const std::string name = game.at("name");
  const std::string setup = game.at("setups").at(0).at("name");
  const std::string solver = game.at("solvers").at(0).at("name");
  const auto of_game = [&](json fields) {
    fields["game"] = name;
    return fields;
  };
  const std::string board = result_of(of_game({{"op", "generate"}, {"setup", setup}, {"seed", 1}})).at("boards").at(0);
  const json experiment = of_game({{"op", "experiment"},
                                   {"setups", {setup}},
                                   {"trials", 1},
                                   {"per_trial", 1},
                                   {"max_nodes", 2000},
                                   {"chunks", {0}}});
  std::vector<json> requests = {
      {{"op", "games"}},
      of_game({{"op", "generate"}, {"setup", setup}, {"seed", 1}}),
      of_game({{"op", "daily"}, {"date", "2026-12-01"}}),
      of_game({{"op", "trace"}, {"setup", setup}, {"seed", 1}}),
      of_game({{"op", "render"}, {"board", board}, {"moves", json::array()}, {"solution", false}}),
      of_game({{"op", "render"}, {"setup", setup}, {"seed", 1}}),
      of_game({{"op", "sat"}, {"board", board}}),
      of_game({{"op", "solve"}, {"board", board}, {"moves", json::array()}, {"solver", solver}, {"max_nodes", 1000}}),
      of_game({{"op", "hint"}, {"board", board}, {"solver", solver}, {"max_nodes", 1000}}),
      of_game({{"op", "verify"}, {"board", board}, {"moves", json::array()}}),
      of_game({{"op", "playout"}, {"board", board}, {"seed", 1}, {"max_moves", 3}}),
      of_game({{"op", "metrics"}, {"board", board}, {"setup", setup}, {"max_nodes", 1000}, {"time_limit_ms", 2000}}),
      // Pretzel's default size has too many deals to enumerate: a small one.
      of_game({{"op", "enumerate"},
               {"params", name == "pretzel" ? json{{"suits", 2}, {"ranks", 3}} : json::object()},
               {"max_nodes", 10}}),
      experiment,
      {{"op", "merge"}, {"partials", {result_of(experiment)}}},
      of_game({{"op", "extreme"}, {"setup", setup}, {"challenges", 1}, {"max_nodes", 1000}, {"time_limit_ms", 2000}}),
      {{"op", "cancel"}, {"request", 1}},
      of_game({{"op", "describe_setup"}, {"setup", setup}}),
      of_game({{"op", "validity"},
               {"files",
                {{{"name", "a.json"},
                  {"text", json{{"format", "puzzlelab-records"},
                                {"version", 1},
                                {"records",
                                 {{{"game", name},
                                   {"params", json::object()},
                                   {"board", board},
                                   {"setup", setup},
                                   {"seed", "1"},
                                   {"seconds", 12.5},
                                   {"solved", true},
                                   {"moves", 3},
                                   {"hints", 0}}}}}
                               .dump()}}}},
               {"resamples", 100},
               {"max_nodes", 1000},
               {"time_limit_ms", 2000}}),
  };
  // A sweep over the first whole-number parameter, at its default.
  for (const json& param : game.at("params")) {
    if (param.at("kind") != "whole_number") continue;
    const json sweep = of_game({{"op", "sweep"},
                                {"setups", {setup}},
                                {"axes", {{{"parameter", param.at("name")}, {"values", {param.at("default")}}}}},
                                {"trials", 1},
                                {"per_trial", 1},
                                {"max_nodes", 2000},
                                {"chunks", {0}}});
    requests.push_back(sweep);
    requests.push_back({{"op", "sweep_merge"}, {"partials", {result_of(sweep)}}});
    break;
  }
  // Every setup the game describes, as a description to normalize and as a request's setup.
  for (const json& described : game.at("setups")) {
    const json answer = json::parse(
        puzzlelab::handle_request_text(of_game({{"op", "describe_setup"}, {"setup", described.at("name")}}).dump()));
    if (answer.at("ok") == false) continue;
    json description = answer.at("result").at("description");
    description["name"] = "mine";
    requests.push_back(of_game({{"op", "normalize_setup"}, {"description", description}}));
    requests.push_back(of_game({{"op", "generate"}, {"setup", description}, {"seed", 1}}));
  }
  return requests;
}

void report(const Checker& checker) {
  MESSAGE(checker.sent() << " requests, " << checker.refused() << " refused, the longest message " << checker.longest()
                         << " bytes");
  for (const std::string& problem : checker.problems()) FAIL_CHECK(problem);
  CHECK(checker.problems().empty());
}

}  // namespace message_bounds

TEST_CASE("messages: hostile values anywhere in any op's request are quoted short and escaped" *
          doctest::timeout(600)) {
  message_bounds::Checker checker;
  const json games = message_bounds::result_of({{"op", "games"}}).at("games");
  for (const json& game : games) {
    INFO("game " << game.at("name"));
    for (const json& request : message_bounds::requests_for(game)) {
      // The request itself works: the hostile values below replace parts of a request that does.
      const json response = checker.send(request, "the working request");
      const bool unsupported = response.at("ok") == false && response.at("error").at("code") == "not_supported";
      INFO("request: " << request.dump().substr(0, 300) << "\nresponse: " << response.dump().substr(0, 300));
      CHECK((response.at("ok") == true || unsupported));
      message_bounds::walk(checker, request, !unsupported);
    }
  }
  message_bounds::report(checker);
  // The walk reached the readers: nearly everything it sent was refused.
  CHECK(checker.refused() * 10 > checker.sent() * 9);
}

TEST_CASE("messages: request texts that are not JSON are quoted short and escaped") {
  message_bounds::Checker checker;
  const std::string text = message_bounds::long_text();
  const std::vector<std::string> texts = {
      text,
      "{\"op\":\"" + text + "\"}",                                   // raw control characters in a string
      "{\"op\":\"games\",\"x\":\"\xC3\x28" + text + "\"}",           // a byte that is not UTF-8
      "{\"op\":\"games\"}" + text,                                   // trailing data
      "{\"op\":\"games\"}" + std::string(1, '\0') + text,            // a NUL, then more
      "{\"op\":\"games\",\"x\":[tru" + text + "]}",                  // a literal that is not one
      "{\"op\":\"games\",\"x\":1" + std::string(10'000, '0') + "}",  // a number out of range, 10 KB long
      "{\"op\":\"games\",\"x\":\"" + std::string(10'000, 'z') + "\" " + text + "}",
  };
  for (const std::string& request : texts) {
    const json response = checker.send_text(request, "the text " + puzzlelab::quote_input(request));
    CHECK(response.at("ok") == false);
  }
  message_bounds::report(checker);
}
