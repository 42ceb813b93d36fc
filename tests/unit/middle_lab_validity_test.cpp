// The Lab's Validity view without its UI (shell/middle/lab_validity*): the request for the
// protocol's validity op built from the files imported and refused before sending where the op
// would refuse it; the same file imported twice noticed; a cancel heard back; a malformed answer
// refused with a message naming the field.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "api/protocol.hpp"
#include "core/input_error.hpp"
#include "middle/lab_validity.hpp"
#include "middle/lab_validity_result.hpp"
#include "middle/requests.hpp"
#include "middle_fixtures.hpp"

using json = nlohmann::json;
using namespace puzzlelab;

namespace {

std::string records_text(std::size_t count) {
  json records = json::array();
  for (std::size_t i = 0; i < count; ++i)
    records.push_back({{"game", "fujisan"},
                       {"params", json::object()},
                       {"board", ""},
                       {"setup", ""},
                       {"seconds", 10.0 + static_cast<double>(i)},
                       {"solved", true},
                       {"moves", 5},
                       {"hints", 0}});
  return json{{"format", "puzzlelab-records"}, {"version", 1}, {"records", records}}.dump();
}

// Records of challenges the engine deals (one trial of dominoes), each solved in 12 s a move of its
// shortest length (a little jitter), the longest quarter given up, the setup timed at 4 s a setup
// action: a file as another tool would write it.
struct DealtRecords {
  std::string text;
  std::size_t solved = 0, gave_up = 0;
};

DealtRecords dealt_records(const std::string& setup, std::uint64_t seed, std::uint64_t count) {
  const json experiment = handle_request({{"id", 1},
                                          {"op", "experiment"},
                                          {"game", "fujisan"},
                                          {"setups", {setup}},
                                          {"trials", 1},
                                          {"per_trial", count},
                                          {"seed", seed},
                                          {"chunks", {0}},
                                          {"rows", true}});
  REQUIRE(experiment["ok"] == true);
  std::vector<json> rows;
  for (const json& row : experiment["result"]["rows"][0])
    if (row["status"] == "solved") rows.push_back(row);
  std::vector<double> lengths;
  for (const json& row : rows) lengths.push_back(row["measures"]["length"].get<double>());
  std::sort(lengths.begin(), lengths.end());
  const double longest = lengths[lengths.size() * 3 / 4];
  DealtRecords out;
  json records = json::array();
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const json dealt = handle_request(
        {{"id", 2}, {"op", "generate"}, {"game", "fujisan"}, {"setup", setup}, {"seed", rows[i]["seed"]}});
    REQUIRE(dealt["ok"] == true);
    const double length = rows[i]["measures"]["length"].get<double>();
    const bool gave_up = length > longest;
    (gave_up ? out.gave_up : out.solved) += 1;
    records.push_back(
        {{"game", "fujisan"},
         {"params", dealt["result"]["params"]},
         {"board", dealt["result"]["boards"][0]},
         {"setup", setup},
         {"seed", rows[i]["seed"]},
         {"seconds", gave_up ? 30 * length : 12 * length + static_cast<double>(i % 3)},
         {"solved", !gave_up},
         {"moves", gave_up ? 3 : static_cast<int>(length)},
         {"hints", 0},
         {"setup_seconds", 4 * rows[i]["measures"]["setup_actions"].get<double>() + static_cast<double>(i % 5)}});
  }
  out.text = json{{"format", "puzzlelab-records"}, {"version", 1}, {"records", records}}.dump();
  return out;
}

// Runs the view's request through the real engine, as the app does (minus the threads).
void run_through_engine(Requests& requests, LabValidity& validity) {
  validity.run("fujisan", 200, "3", 0);
  REQUIRE(validity.running());
  requests.pump();
  REQUIRE_FALSE(validity.running());
}

std::string refusal(const std::function<void()>& build) {
  try {
    build();
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("lab validity: the request carries the game, every file by name and text, resamples, seed and budget") {
  const std::vector<ValidityFile> files = {{"class-a.json", records_text(2), 2, ""},
                                           {"class-b.json", records_text(3), 3, ""}};
  const json request = validity_request("fujisan", files, 500, "7");
  CHECK(request["op"] == "validity");
  CHECK(request["game"] == "fujisan");
  REQUIRE(request["files"].size() == 2);
  CHECK(request["files"][0] == json{{"name", "class-a.json"}, {"text", files[0].text}});
  CHECK(request["files"][1] == json{{"name", "class-b.json"}, {"text", files[1].text}});
  CHECK(request["resamples"] == 500);
  CHECK(request["seed"] == "7");
  CHECK(request["time_limit_ms"] == kValidityTimeLimitMs);
  CHECK(validity_request("fujisan", files, 500, "")["seed"] == "1");
}

TEST_CASE("lab validity: what the op would refuse is refused before sending, by name") {
  const std::vector<ValidityFile> one = {{"a.json", records_text(1), 1, ""}};
  CHECK(refusal([] { validity_request("fujisan", {}, 2000, "1"); }) == "Import at least one record file first.");
  CHECK(refusal([&] { validity_request("fujisan", one, 99, "1"); }) ==
        "Resamples must be from 100 to 100000; 99 is too few.");
  CHECK(refusal([&] { validity_request("fujisan", one, 100'001, "1"); }) ==
        "Resamples must be from 100 to 100000; 100001 is too many.");
  CHECK(refusal([&] { validity_request("fujisan", one, 100, "1"); }).empty());
  const std::vector<ValidityFile> many(kValidityMaxFiles + 1, one[0]);
  CHECK(refusal([&] { validity_request("fujisan", many, 2000, "1"); }) ==
        "101 files are imported; the study takes at most 100.");
  const std::vector<ValidityFile> large = {{"big.json", std::string(kValidityMaxBytes + 1, ' '), std::nullopt, ""}};
  CHECK(refusal([&] { validity_request("fujisan", large, 2000, "1"); }) ==
        "The files hold 16.0 MB of text in all; the study takes at most 16.0 MB.");
}

TEST_CASE("lab validity: files are counted when added, the same text twice is noticed, names kept apart") {
  Requests requests(std::make_unique<testing::InlineWorkerClient>());
  LabValidity validity(requests);
  CHECK(validity.add_file("a.json", records_text(4)).empty());
  REQUIRE(validity.files().size() == 1);
  CHECK(validity.files()[0].records == std::optional<std::size_t>(4));
  CHECK(validity.add_file("a.json", records_text(4)) ==
        "a.json is already imported: not added twice, so its records do not count twice.");
  CHECK(validity.add_file("copy.json", records_text(4)) ==
        "copy.json holds the same text as a.json: not added twice, so its records do not count twice.");
  CHECK(validity.files().size() == 1);
  CHECK(validity.add_file("a.json", records_text(2)) ==
        "Another file is named a.json: this one is listed as a.json (2).");
  CHECK(validity.add_file("a.json", records_text(3)) ==
        "Another file is named a.json: this one is listed as a.json (3).");
  REQUIRE(validity.files().size() == 3);
  CHECK(validity.files()[2].records == std::optional<std::size_t>(3));

  // A text that is no record document is listed with why, for the op to name when run.
  CHECK(validity.add_file("notes.txt", "hello").empty());
  CHECK_FALSE(validity.files()[3].records);
  CHECK(validity.files()[3].problem == "not JSON");
  validity.add_file("other.json", R"({"format":"something-else","records":[]})");
  CHECK(validity.files()[4].problem == "not a record document (its \"format\" is not \"puzzlelab-records\")");

  // The records on this device: one file, replaced when taken again.
  CHECK(validity.use_device_records(records_text(6)).empty());
  CHECK(validity.files().back().name == kDeviceRecordsName);
  CHECK(validity.use_device_records(records_text(7)) == "The records on this device were taken again.");
  CHECK(validity.files().size() == 6);
  CHECK(validity.files().back().records == std::optional<std::size_t>(7));

  validity.remove_file(0);
  CHECK(validity.files().front().name == "a.json (2)");
  validity.remove_file(99);  // no such file: nothing happens
  CHECK(validity.files().size() == 5);
  validity.clear_files();
  CHECK(validity.files().empty());
}

TEST_CASE("lab validity: a request refused before sending fails at once; a cancel is heard back") {
  auto client = std::make_unique<testing::InlineWorkerClient>();
  testing::InlineWorkerClient& worker = *client;
  Requests requests(std::move(client));
  LabValidity validity(requests);
  validity.run("fujisan", 2000, "1", 0);
  CHECK(validity.state() == LabValidity::State::failed);
  CHECK(validity.error() == "Import at least one record file first.");
  CHECK(worker.waiting() == 0);

  validity.add_file("a.json", records_text(3));
  validity.run("fujisan", 2000, "1", 10);
  CHECK(validity.running());
  CHECK(worker.waiting() == 1);
  CHECK(validity.elapsed(12.5) == doctest::Approx(2.5));
  validity.cancel();
  requests.pump();
  CHECK(validity.state() == LabValidity::State::cancelled);
  CHECK(validity.error() == "Cancelled before the answer came.");
  CHECK_FALSE(validity.result());
  CHECK(validity.automation()["state"] == "cancelled");
}

TEST_CASE("lab validity: a malformed answer is refused with the field named") {
  std::string error;
  CHECK_FALSE(read_validity_result(json::array(), error));
  CHECK(error == "The validity answer cannot be read: the answer is not an object");
  CHECK_FALSE(read_validity_result(json{{"game", "fujisan"}}, error));
  CHECK(error == "The validity answer cannot be read: files is missing (an array)");
  CHECK_FALSE(read_validity_result(json{{"game", 3}}, error));
  CHECK(error == "The validity answer cannot be read: game is not a string");
  const json files = json::array({{{"name", "a"}, {"records", 2}, {"used", 3}, {"problems", json::array()}}});
  CHECK_FALSE(read_validity_result(json{{"game", "fujisan"}, {"files", files}}, error));
  CHECK(error == "The validity answer cannot be read: files[0].used is larger than its records");
}

TEST_CASE("lab validity: an undefined statistic says why") {
  ValidityMeasure m;
  m.n = 2;
  CHECK(correlation_missing_reason(m) ==
        "Undefined: 2 records solved without the solver, and a rank correlation needs at least 3.");
  m.n = 10;
  CHECK(correlation_missing_reason(m).find("the same for every record") != std::string::npos);
  ValidityAuc auc;
  auc.n = 5;
  CHECK(auc_missing_reason(auc).find("no record was given up") != std::string::npos);
  auc.gave_up = 5;
  CHECK(auc_missing_reason(auc).find("every record was given up") != std::string::npos);
}

TEST_CASE("lab validity: the engine's answer over dealt records, read into the view's figures") {
  const DealtRecords dominoes = dealt_records("dominoes", 21, 16), engraved = dealt_records("engraved-tiles", 5, 10);
  Requests requests(std::make_unique<testing::InlineWorkerClient>());
  LabValidity validity(requests);
  validity.add_file("dominoes.json", dominoes.text);
  validity.add_file("engraved.json", engraved.text);
  run_through_engine(requests, validity);
  INFO(validity.error());
  REQUIRE(validity.state() == LabValidity::State::done);
  const ValidityResult& r = *validity.result();
  CHECK(r.game == "fujisan");
  const std::size_t solved = dominoes.solved + engraved.solved, gave_up = dominoes.gave_up + engraved.gave_up;
  CHECK(r.records.read == solved + gave_up);
  CHECK(r.records.this_game == solved + gave_up);
  CHECK(r.records.solved == solved);
  CHECK(r.records.gave_up == gave_up);
  CHECK(r.records.alone == solved);
  CHECK(r.records.timed_setups == solved + gave_up);
  CHECK(r.records.unmeasured == 0);
  CHECK(r.stopped.empty());
  CHECK(r.resamples == 200);
  CHECK(r.seed == "3");
  REQUIRE(r.files.size() == 2);
  CHECK(r.files[0].name == "dominoes.json");
  CHECK(r.files[0].used == dominoes.solved + dominoes.gave_up);
  CHECK(r.files[1].problems.empty());

  // The times were built from the length: its rank correlations high, their intervals above 0;
  // the longest given up, so the length predicts giving up.
  const auto length =
      std::find_if(r.measures.begin(), r.measures.end(), [](const auto& m) { return m.name == "length"; });
  REQUIRE(length != r.measures.end());
  CHECK(length->n == solved);
  REQUIRE(length->spearman.value);
  CHECK(*length->spearman.value > 0.8);
  CHECK(*length->spearman.low > 0);
  CHECK(*length->spearman.low <= *length->spearman.value);
  CHECK(*length->spearman.high >= *length->spearman.value);
  CHECK(*length->kendall.value > 0.6);
  REQUIRE(length->auc);
  CHECK(length->auc->n == solved + gave_up);
  CHECK(length->auc->gave_up == gave_up);
  CHECK(*length->auc->estimate.value > 0.9);
  CHECK(length->points.size() == solved + gave_up);
  CHECK(std::count_if(length->points.begin(), length->points.end(), [](const auto& p) { return !p.solved; }) ==
        static_cast<std::ptrdiff_t>(gave_up));
  // Setup time was built from the setup's actions, which differ by setup.
  const auto actions = std::find_if(r.setup_measures.begin(), r.setup_measures.end(),
                                    [](const auto& m) { return m.name == "setup_actions"; });
  REQUIRE(actions != r.setup_measures.end());
  CHECK(actions->n == solved + gave_up);
  CHECK(*actions->spearman.value > 0.7);
  CHECK_FALSE(actions->auc);
  REQUIRE(r.setups.size() == 2);
  for (const ValiditySetupRow& row : r.setups) {
    CHECK((row.setup == "dominoes" || row.setup == "engraved-tiles"));
    CHECK(row.median_setup_actions);
    CHECK(row.median_setup_steps);
  }

  // The automation state carries the same figures.
  const json facts = validity.automation();
  CHECK(facts["state"] == "done");
  CHECK(facts["result"]["records"]["gave_up"] == gave_up);
  CHECK(facts["result"]["measures"]["length"]["spearman"]["value"] == *length->spearman.value);
  CHECK(facts["files"][1]["records"] == engraved.solved + engraved.gave_up);
}

TEST_CASE("lab validity: too few records leave the statistics undefined, and the view says why") {
  Requests requests(std::make_unique<testing::InlineWorkerClient>());
  LabValidity validity(requests);
  const DealtRecords two = dealt_records("dominoes", 21, 2);
  REQUIRE(two.solved + two.gave_up == 2);
  validity.add_file("two.json", two.text);
  run_through_engine(requests, validity);
  REQUIRE(validity.state() == LabValidity::State::done);
  const ValidityResult& r = *validity.result();
  REQUIRE_FALSE(r.measures.empty());
  for (const ValidityMeasure& m : r.measures) {
    CAPTURE(m.name);
    CHECK_FALSE(m.spearman.value);
    CHECK_FALSE(m.kendall.value);
    CHECK(m.n <= 2);
    CHECK(correlation_missing_reason(m).find("a rank correlation needs at least 3") != std::string::npos);
  }
}

TEST_CASE("lab validity: a file the engine refuses is named; a damaged answer is refused by field") {
  Requests requests(std::make_unique<testing::InlineWorkerClient>());
  LabValidity validity(requests);
  validity.add_file("good.json", dealt_records("dominoes", 21, 4).text);
  validity.add_file("broken.json", "{\"format\": \"puzzlelab-records\", \"version\": 1, \"records\": [");
  run_through_engine(requests, validity);
  CHECK(validity.state() == LabValidity::State::failed);
  CHECK(validity.error().find("broken.json") != std::string::npos);
  CHECK(validity.error().find("bad_records") != std::string::npos);
  CHECK_FALSE(validity.result());

  // The op's own answer, one field damaged at a time: each refused, naming the field.
  const json answer =
      handle_request({{"id", 1},
                      {"op", "validity"},
                      {"game", "fujisan"},
                      {"resamples", 100},
                      {"files", {{{"name", "a.json"}, {"text", dealt_records("dominoes", 21, 6).text}}}}});
  REQUIRE(answer["ok"] == true);
  std::string error;
  REQUIRE(read_validity_result(answer["result"], error));
  const std::vector<std::pair<json::json_pointer, std::string>> damage = {
      {json::json_pointer("/measures/length/kendall/low"), "measures.length.kendall.low is not a number or null"},
      {json::json_pointer("/measures/length/n"), "measures.length.n is not a whole number"},
      {json::json_pointer("/measures/length/auc/gave_up"), "measures.length.auc.gave_up is not a whole number"},
      {json::json_pointer("/measures/length/points/0/2"), "measures.length.points[0][2] is not a whole number"},
      {json::json_pointer("/records/solved"), "records.solved is not a whole number"},
      {json::json_pointer("/files/0/problems"), "files[0].problems is not an array"},
      {json::json_pointer("/method/seed"), "method.seed is not a string"},
      {json::json_pointer("/stopped"), "stopped is not a string"},
  };
  for (const auto& item : damage) {
    const json::json_pointer& where = item.first;
    json damaged = answer["result"];
    damaged[where] = "x";
    if (where.to_string() == "/stopped") damaged[where] = 3;
    if (where.to_string() == "/method/seed") damaged[where] = 1;
    const std::string pointer = where.to_string();
    CAPTURE(pointer);
    CHECK_FALSE(read_validity_result(damaged, error));
    CHECK(error == "The validity answer cannot be read: " + item.second);
  }
  json missing = answer["result"];
  missing["setup"].erase("setups");
  CHECK_FALSE(read_validity_result(missing, error));
  CHECK(error == "The validity answer cannot be read: setup.setups is missing (an array)");
}
