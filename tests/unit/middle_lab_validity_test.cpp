// The Lab's Validity view without its UI (shell/middle/lab_validity*): the request for the
// protocol's validity op built from the files imported and refused before sending where the op
// would refuse it; the same file imported twice noticed; a cancel heard back; a malformed answer
// refused with a message naming the field.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include <nlohmann/json.hpp>

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
