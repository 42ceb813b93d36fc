// The validity document (engine/lab/validity.hpp) through the protocol's "validity" op, on
// Fujisan's published challenges, whose shortest solutions are known (tests/data/fujisan): the
// counts of records, the measures the points carry, which measures are left out, the setup
// section against the Lab's own setup measures and printed steps, the budget, and the errors.
#include <doctest/doctest.h>

#include <atomic>
#include <cmath>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "game/capabilities.hpp"
#include "game/game.hpp"
#include "game/printing.hpp"
#include "lab/lab_game.hpp"
#include "test_paths.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

struct KnownBoard {
  std::string board;
  int length;
};

// Fujisan's published challenges with their shortest solutions (tests/data/README.md).
std::vector<KnownBoard> known_boards() {
  std::ifstream in(test_paths::test_data() + "/fujisan/known-challenges.tsv");
  REQUIRE(in.good());
  std::vector<KnownBoard> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string name, top, bottom;
    int moves = 0;
    fields >> name >> top >> bottom >> moves;
    out.push_back({top + "/" + bottom, moves});
  }
  REQUIRE(out.size() >= 4);
  return out;
}

json played_record(const std::string& board, double seconds, bool solved) {
  return {{"game", "fujisan"},  {"params", json::object()}, {"board", board}, {"setup", ""},
          {"seconds", seconds}, {"solved", solved},         {"moves", 20},    {"hints", 0}};
}

std::string records_text(const json& records) {
  return json{{"format", "puzzlelab-records"}, {"version", 1}, {"records", records}}.dump();
}

json ask_validity(const std::vector<std::pair<std::string, std::string>>& files, json fields = json::object(),
                  const std::atomic<bool>* cancel = nullptr) {
  json request = {{"id", 1}, {"op", "validity"}, {"game", "fujisan"}, {"files", json::array()}};
  for (const auto& [name, text] : files) request["files"].push_back({{"name", name}, {"text", text}});
  for (const auto& [key, value] : fields.items()) request[key] = value;
  return handle_request(request, cancel);
}

json answer_of(const json& response) {
  INFO(response.dump().substr(0, 600));
  REQUIRE(response.at("ok") == true);
  return response.at("result");
}

std::string refusal_of(const json& response, const std::string& code) {
  INFO(response.dump().substr(0, 600));
  REQUIRE(response.at("ok") == false);
  CHECK(response["error"]["code"] == code);
  return response["error"]["message"];
}

// Three players on each board, about ten seconds a move; one more solved with the solver's help;
// the longest given up once; another game's record; a record whose board is no board.
json known_records() {
  json records = json::array();
  int k = 0;
  for (const KnownBoard& b : known_boards())
    for (int player = 0; player < 3; ++player)
      records.push_back(played_record(b.board, 10.0 * b.length + 7 * (k++ % 5), true));
  json helped = played_record(known_boards()[0].board, 5000, true);
  helped["solver"] = true;
  records.push_back(helped);
  records.push_back(played_record(known_boards().back().board, 300, false));
  records.push_back({{"game", "boxoff"},
                     {"params", json::object()},
                     {"board", "x"},
                     {"setup", ""},
                     {"seconds", 3},
                     {"solved", true},
                     {"moves", 1},
                     {"hints", 0}});
  records.push_back(played_record("12345", 10, true));
  return records;
}

}  // namespace

TEST_CASE("validity: Fujisan's published challenges, times from their lengths: counts, points and rho") {
  const std::vector<KnownBoard> known = known_boards();
  const json records = known_records();
  const json result = answer_of(ask_validity({{"class-a.json", records_text(records)}}, {{"resamples", 500}}));
  CHECK(result["game"] == "fujisan");
  const json& file = result["files"][0];
  CHECK(file["name"] == "class-a.json");
  CHECK(file["records"] == records.size());
  CHECK(file["used"] == records.size() - 2);  // not boxoff's, not the bad board
  REQUIRE(file["problems"].size() == 1);
  CHECK(file["problems"][0].get<std::string>().rfind("record " + std::to_string(records.size()) + ": \"board\": ", 0) ==
        0);
  const json& counts = result["records"];
  const std::size_t boards = known.size();
  CHECK(counts == json{{"read", records.size()},
                       {"this_game", 3 * boards + 2},
                       {"played", 3 * boards + 2},
                       {"solved", 3 * boards + 1},
                       {"gave_up", 1},
                       {"alone", 3 * boards},
                       {"timed_setups", 0},
                       {"challenges", boards},
                       {"unmeasured", 0}});
  CHECK(result["stopped"].is_null());
  CHECK(result["method"] == json{{"resamples", 500}, {"seed", "1"}, {"interval", 0.95}, {"points_cap", 5000}});

  // The length each point carries is the board's published one.
  const json& length = result["measures"]["length"];
  CHECK(length["n"] == 3 * boards);
  REQUIRE(length["points"].size() == 3 * boards + 2);
  std::map<std::string, int> length_of;
  for (const KnownBoard& b : known) length_of[b.board] = b.length;
  std::size_t p = 0;
  for (const json& r : records) {
    if (r["game"] != "fujisan" || !length_of.count(r["board"])) continue;
    CAPTURE(r.dump());
    CHECK(length["points"][p] == json{length_of[r["board"]], r["seconds"], r["solved"].get<bool>() ? 1 : 0});
    ++p;
  }
  // The times follow the lengths: rank correlations near 1, their intervals above 0.
  CHECK(length["spearman"].get<double>() > 0.9);
  CHECK(length["low"].get<double>() > 0.5);
  CHECK(length["kendall"]["value"].get<double>() > 0.8);
  // The one given up is on the longest board: every solved record has a shorter or equal length.
  CHECK(length["auc"]["n"] == 3 * boards + 2);
  CHECK(length["auc"]["gave_up"] == 1);
  CHECK(length["auc"]["value"].get<double>() > 0.8);
  // The Lab's other measures and the effort group are there; constant ones are left out.
  const json& measures = result["measures"];
  CHECK(measures.contains("effort_nodes"));
  CHECK(measures.contains("connectivity"));
  CHECK_FALSE(measures.contains("solvable"));  // every board solvable
  CHECK_FALSE(measures.contains("dead"));      // no board dead
  for (const auto& item : measures.items()) {
    const std::string name = item.key();
    const json& figures = item.value();
    CAPTURE(name);
    CHECK(figures["auc"]["n"].get<int>() <= static_cast<int>(3 * boards + 2));
    CHECK(figures["points"].size() == figures["auc"]["n"]);
  }
  CHECK(result["setup"] == json{{"measures", json::object()}, {"setups", json::array()}});
}

TEST_CASE("validity: the same request answers the same bytes; another seed other intervals") {
  const std::string text = records_text(known_records());
  const json a = answer_of(ask_validity({{"a.json", text}}, {{"resamples", 200}, {"seed", "7"}}));
  const json b = answer_of(ask_validity({{"a.json", text}}, {{"resamples", 200}, {"seed", 7}}));
  const json c = answer_of(ask_validity({{"a.json", text}}, {{"resamples", 200}, {"seed", "8"}}));
  CHECK(a.dump() == b.dump());
  CHECK(a["measures"]["length"]["spearman"] == c["measures"]["length"]["spearman"]);
  CHECK(a["measures"]["length"]["low"] != c["measures"]["length"]["low"]);
  // Records split over two files are the same records.
  const json records = known_records();
  const json first(records.begin(), records.begin() + 5), rest(records.begin() + 5, records.end());
  const json split = answer_of(ask_validity({{"a.json", records_text(first)}, {"b.json", records_text(rest)}},
                                            {{"resamples", 200}, {"seed", "7"}}));
  CHECK(split["measures"] == a["measures"]);
  CHECK(split["records"] == a["records"]);
}

TEST_CASE("validity: setups timed at the table against the Lab's setup actions and printed steps") {
  const Game& game = find_game("fujisan");
  const auto lab = make_lab_game(game);
  const Printing& printing = *capability<Printing>(game);
  json records = json::array();
  std::map<std::string, std::vector<double>> seconds_by_setup;
  std::vector<json> expected_actions, expected_steps;
  int k = 0;
  for (const std::string setup : {"dominoes", "any-coin", "piecepack"})
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const TracedBoard traced = game.trace(json{{"variant", "standard"}}, setup, seed, {});
      const double actions =
          lab->setup_measures(json{{"variant", "standard"}}, setup, seed, traced.board, {}).at("setup_actions");
      const double steps =
          static_cast<double>(printing.setup_steps(json{{"variant", "standard"}}, traced.steps).size());
      json r = played_record(traced.board, 100 + k, true);
      r["setup"] = setup;
      r["seed"] = std::to_string(seed);
      r["setup_seconds"] = 2 * actions + k++;
      records.push_back(r);
      seconds_by_setup[setup].push_back(r["setup_seconds"]);
      expected_actions.push_back(json{actions, r["setup_seconds"], 1});
      expected_steps.push_back(json{steps, r["setup_seconds"], 1});
    }
  // A seed that does not deal the board: its setup measures are left out, its play still counts.
  json wrong = records[0];
  wrong["seed"] = "99";
  records.push_back(wrong);
  const json result = answer_of(ask_validity({{"s.json", records_text(records)}}, {{"resamples", 200}}));
  CHECK(result["records"]["timed_setups"] == 10);
  CHECK(result["files"][0]["used"] == 10);
  REQUIRE(result["files"][0]["problems"].size() == 1);
  CHECK(result["files"][0]["problems"][0] ==
        "record 10: setup 'dominoes' deals another board for seed 99; its setup measures are left out");
  const json& setup = result["setup"];
  REQUIRE(setup["measures"].contains("setup_actions"));
  REQUIRE(setup["measures"].contains("setup_steps"));
  CHECK(setup["measures"]["setup_actions"]["n"] == 9);
  CHECK(setup["measures"]["setup_actions"]["points"] == json(expected_actions));
  CHECK(setup["measures"]["setup_steps"]["points"] == json(expected_steps));
  // Seconds were made from the actions, which tie within a setup (three boards each): mid-ranks
  // 2, 5, 8 against ranks 1..9 give rho = 54 / sqrt(54 x 60) = sqrt(0.9).
  CHECK(setup["measures"]["setup_actions"]["spearman"].get<double>() == doctest::Approx(std::sqrt(0.9)).epsilon(1e-5));
  REQUIRE(setup["setups"].size() == 3);
  CHECK(setup["setups"][0]["setup"] == "any-coin");  // in order of name
  CHECK(setup["setups"][1]["setup"] == "dominoes");
  CHECK(setup["setups"][1]["n"] == 4);  // the wrong seed's record is timed too
  CHECK(setup["setups"][1]["median_setup_actions"] == expected_actions[0][0]);
  CHECK(setup["setups"][0]["median_seconds"] == seconds_by_setup["any-coin"][1]);
  // The setup's measures are measures of the challenge too.
  CHECK(result["measures"].contains("setup_actions"));
}

TEST_CASE("validity: the budget leaves challenges unmeasured and says why") {
  const std::string text = records_text(known_records());
  const std::size_t boards = known_boards().size();
  const json starved = answer_of(ask_validity({{"a.json", text}}, {{"max_nodes", 1}, {"resamples", 100}}));
  CHECK(starved["records"]["unmeasured"] == boards);
  CHECK(starved["stopped"] == "nodes");
  CHECK(starved["measures"] == json::object());
  CHECK(starved["records"]["this_game"] == 3 * boards + 2);  // the records are still counted
  const std::atomic<bool> cancelled{true};
  const json stopped = answer_of(ask_validity({{"a.json", text}}, {{"resamples", 100}}, &cancelled));
  CHECK(stopped["records"]["unmeasured"] == boards);
  CHECK(stopped["stopped"] == "cancelled");
  const json hurried = answer_of(ask_validity({{"a.json", text}}, {{"time_limit_ms", 1}, {"resamples", 100}}));
  CHECK(hurried["stopped"] == "time");
  CHECK(hurried["records"]["unmeasured"] == boards);
}

TEST_CASE("validity: requests that cannot be answered are refused, naming the problem") {
  const std::string text = records_text(known_records());
  CHECK(refusal_of(ask_validity({}), "bad_records") == "'files' must list 1 to 100 record files; it lists 0");
  std::vector<std::pair<std::string, std::string>> many(101, {"a.json", text});
  CHECK(refusal_of(ask_validity(many), "bad_records") == "'files' must list 1 to 100 record files; it lists 101");
  CHECK(refusal_of(ask_validity({{"a.json", "{}"}}), "bad_records") ==
        "file 'a.json' is not a record document: \"format\" must be \"puzzlelab-records\"; it is missing");
  CHECK(refusal_of(ask_validity({{"a.json", text}, {"b.json", "[1"}}), "bad_records")
            .rfind("file 'b.json' is not valid JSON", 0) == 0);
  json request = {{"op", "validity"}, {"game", "fujisan"}, {"files", {{{"name", "a"}, {"text", text}, {"size", 3}}}}};
  CHECK(refusal_of(handle_request(request), "bad_records") ==
        "files[0] has an unknown field 'size' (it takes name, text)");
  request["files"] = {{{"name", "a"}}};
  CHECK(refusal_of(handle_request(request), "bad_records") == "files[0]: 'text' must be a string");
  request["files"] = {"a"};
  CHECK(refusal_of(handle_request(request), "bad_records") ==
        "files[0] must be an object {\"name\": ..., \"text\": ...}");
  const std::string big(9u << 20, ' ');
  CHECK(refusal_of(ask_validity({{"a", big}, {"b", big}}), "bad_records") ==
        "the record files hold more than 16777216 bytes of text in all (reached at files[1])");
  refusal_of(ask_validity({{"a.json", text}}, {{"resamples", 99}}), "bad_count");
  refusal_of(ask_validity({{"a.json", text}}, {{"resamples", 100001}}), "bad_count");
  refusal_of(ask_validity({{"a.json", text}}, {{"seed", "-1"}}), "bad_seed");
  refusal_of(ask_validity({{"a.json", text}}, {{"max_nodes", 0}}), "bad_budget");
  refusal_of(ask_validity({{"a.json", text}}, {{"params", json::object()}}), "unknown_field");
  refusal_of(handle_request({{"op", "validity"}, {"game", "chess"}, {"files", {{{"name", "a"}, {"text", text}}}}}),
             "unknown_game");
}

TEST_CASE("validity: every physical game's setups are timed against its setup actions, not Fujisan's alone") {
  // Pretzel's four deals differ in their actions (a lookup per change of pile): times made from
  // the actions order the records as the actions do.
  const Game& game = find_game("pretzel");
  const json params = {{"suits", 4}, {"ranks", 4}, {"variant", "standard"}};
  const auto lab = make_lab_game(game);
  json records = json::array();
  std::set<double> actions_seen;
  int k = 0;
  for (const std::string setup : {"shuffled", "sequential-suits", "banded-suits", "random-suits"})
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      const std::string board = game.generate(params, setup, seed, {});
      const double actions = lab->setup_measures(params, setup, seed, board, {}).at("setup_actions");
      actions_seen.insert(actions);
      records.push_back({{"game", "pretzel"},
                         {"params", params},
                         {"board", board},
                         {"setup", setup},
                         {"seed", std::to_string(seed)},
                         {"seconds", 60 + k},
                         {"solved", true},
                         {"moves", 10},
                         {"hints", 0},
                         {"setup_seconds", 3 * actions + (k++ % 3)}});
    }
  REQUIRE(actions_seen.size() == 4);  // the four setups count differently
  const json result =
      answer_of(ask_validity({{"pretzel.json", records_text(records)}}, {{"game", "pretzel"}, {"resamples", 200}}));
  CHECK(result["records"]["timed_setups"] == 16);
  const json& measures = result["setup"]["measures"];
  REQUIRE(measures.contains("setup_actions"));
  REQUIRE(measures.contains("setup_steps"));
  CHECK(measures["setup_actions"]["n"] == 16);
  CHECK(measures["setup_actions"]["spearman"].get<double>() > 0.9);
  CHECK(measures["setup_actions"]["low"].get<double>() > 0);
  REQUIRE(result["setup"]["setups"].size() == 4);
  for (const json& s : result["setup"]["setups"]) CHECK_FALSE(s["median_setup_actions"].is_null());
}
