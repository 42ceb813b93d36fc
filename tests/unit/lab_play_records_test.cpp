// The reader of play record documents (engine/lab/play_records.hpp): good records read with every
// field, damaged ones skipped and listed with the field at fault, documents that are not record
// documents refused naming the file, and the bounds on what one request reads.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "damaged_documents.hpp"
#include "input_error_checks.hpp"
#include "lab/play_records.hpp"

using namespace puzzlelab;
using namespace puzzlelab::lab;
using json = nlohmann::json;
using test::contains;
using test::error_of;

namespace {

json good_record() {
  return {{"game", "fujisan"},
          {"params", json::object()},
          {"board", "554344221335/311400512200"},
          {"setup", "dominoes"},
          {"seed", "42"},
          {"seconds", 131.5},
          {"solved", true},
          {"moves", 14},
          {"hints", 1},
          {"undos", 2},
          {"restarts", 0},
          {"solver", false},
          {"played", true},
          {"setup_seconds", 95.2},
          {"setup_steps", {10.5, 20, 64.7}},
          {"later_field", "kept"}};
}

json document_of(const json& records) {
  return {{"format", "puzzlelab-records"}, {"version", 1}, {"records", records}};
}

std::vector<PlayRecord> read(const json& document, RecordFile& file, std::size_t max = kMaxRecords) {
  return read_record_document(document.dump(), max, file);
}

}  // namespace

TEST_CASE("play records: a good record is read with every field, unknown keys ignored") {
  RecordFile file{"class-a.json"};
  json minimal = good_record();
  for (const char* optional : {"seed", "undos", "restarts", "solver", "played", "setup_seconds", "setup_steps"})
    minimal.erase(optional);
  minimal["seed"] = 18446744073709551615ull;  // a whole number is as good as a string
  const auto records = read(document_of({good_record(), minimal}), file);
  REQUIRE(records.size() == 2);
  CHECK(file.records == 2);
  CHECK(file.problem_count() == 0);
  const PlayRecord& r = records[0];
  CHECK(r.game == "fujisan");
  CHECK(r.params == json::object());
  CHECK(r.board == "554344221335/311400512200");
  CHECK(r.setup == "dominoes");
  CHECK(r.seed == 42u);
  CHECK(r.seconds == 131.5);
  CHECK(r.solved);
  CHECK(r.moves == 14);
  CHECK(r.hints == 1);
  CHECK(r.undos == 2u);
  CHECK(r.restarts == 0u);
  CHECK_FALSE(r.solver);
  CHECK(r.played);
  CHECK(r.setup_seconds == 95.2);
  CHECK(r.setup_steps == std::vector<double>{10.5, 20, 64.7});
  CHECK(r.index == 0);
  const PlayRecord& m = records[1];
  CHECK(m.seed == 18446744073709551615ull);
  CHECK_FALSE(m.undos);
  CHECK_FALSE(m.setup_seconds);
  CHECK(m.played);  // the default
  CHECK(m.index == 1);
}

TEST_CASE("play records: damaged records are skipped, each listed with its number and field") {
  struct Case {
    const char* key;
    json value;  // null: the key removed
    const char* message;
  };
  const std::vector<Case> cases = {
      {"seconds", -3, "\"seconds\" must be a number of seconds from 0 to 864000; got -3"},
      {"seconds", 864000.5, "\"seconds\" must be a number of seconds from 0 to 864000; got 864000.5"},
      {"seconds", "12", "\"seconds\" must be a number of seconds from 0 to 864000; got the string '12'"},
      {"solved", 1, "\"solved\" must be true or false; got 1"},
      {"moves", 1000001, "\"moves\""},
      {"moves", 1.5, "\"moves\""},
      {"hints", -1, "\"hints\""},
      {"seed", "18446744073709551616", "\"seed\""},
      {"game", 7, "\"game\" must be a string; got 7"},
      {"params", "{}", "\"params\" must be an object; got the string '{}'"},
      {"board", nullptr, "missing \"board\""},
      {"setup", nullptr, "missing \"setup\""},
      {"played", "yes", "\"played\" must be true or false"},
      {"setup_seconds", 1e9, "\"setup_seconds\""},
      {"setup_steps", 3, "\"setup_steps\" must be an array of seconds; got 3"},
      {"setup_steps", json{1, -2}, "\"setup_steps[1]\" must be a number of seconds"},
  };
  json records = json::array();
  for (const Case& c : cases) {
    records.push_back(good_record());
    if (c.value.is_null())
      records.back().erase(c.key);
    else
      records.back()[c.key] = c.value;
  }
  records.push_back(good_record());
  records.push_back("not a record");
  RecordFile file{"class-b.json"};
  const auto read_records = read(document_of(records), file);
  REQUIRE(read_records.size() == 1);
  CHECK(read_records[0].index == cases.size());
  CHECK(file.records == cases.size() + 2);
  const auto problems = file.listed_problems();
  REQUIRE(problems.size() == cases.size() + 1);
  for (std::size_t k = 0; k < cases.size(); ++k) {
    CAPTURE(problems[k]);
    CHECK(problems[k].rfind("record " + std::to_string(k + 1) + ": ", 0) == 0);
    CHECK(contains(problems[k], cases[k].message));
  }
  CHECK(problems.back() ==
        "record " + std::to_string(cases.size() + 2) + ": must be an object; got the string 'not a record'");
}

TEST_CASE("play records: a file's problems are listed in record order, at most 100, then counted") {
  RecordFile file{"x"};
  for (std::size_t k = 150; k-- > 0;) file.add_problem(k, "bad");
  const auto listed = file.listed_problems();
  REQUIRE(listed.size() == kMaxListedProblems + 1);
  CHECK(listed[0] == "record 1: bad");
  CHECK(listed[99] == "record 100: bad");
  CHECK(listed[100] == "... and 50 more problems");
}

TEST_CASE("play records: a document that is not a record document is refused, naming the file") {
  const auto refused = [](const std::string& text) {
    RecordFile file{"mine.json"};
    return error_of([&] { read_record_document(text, kMaxRecords, file); }, "bad_records");
  };
  CHECK(contains(refused("{\"format\": \"puzzlelab-records\""), "file 'mine.json' is not valid JSON"));
  CHECK(refused("[1, 2]") ==
        "file 'mine.json' is not a record document: it must be a JSON object {\"format\": \"puzzlelab-records\", "
        "\"version\": 1, \"records\": [...]}");
  CHECK(refused(R"({"format": "puzzlelab-experiment", "version": 1, "records": []})") ==
        "file 'mine.json' is not a record document: \"format\" must be \"puzzlelab-records\"; got the string "
        "'puzzlelab-experiment'");
  CHECK(
      contains(refused(R"({"version": 1, "records": []})"), "\"format\" must be \"puzzlelab-records\"; it is missing"));
  CHECK(contains(refused(R"({"format": "puzzlelab-records", "version": 2, "records": []})"),
                 "\"version\" must be 1 (this reader knows version 1); got 2"));
  CHECK(contains(refused(R"({"format": "puzzlelab-records", "version": "1", "records": []})"), "got the string '1'"));
  CHECK(contains(refused(R"({"format": "puzzlelab-records", "version": 1})"),
                 "\"records\" must be an array; it is missing"));
  CHECK(contains(refused(R"({"format": "puzzlelab-records", "version": 1, "records": {}})"),
                 "\"records\" must be an array; got an object"));
  // An empty document is a document: no records.
  RecordFile empty{"empty.json"};
  CHECK(read(document_of(json::array()), empty).empty());
  CHECK(empty.records == 0);
}

TEST_CASE("play records: the bounds on records and on the values held while reading") {
  RecordFile file{"many.json"};
  const json records = json::array({good_record(), good_record(), good_record()});
  CHECK(contains(error_of([&] { read(document_of(records), file, 2); }, "bad_records"),
                 "file 'many.json' takes the records past 100000 in all"));
  // Records leave the document as they are read: a document of more values than the bound in all
  // reads, one record holding more than the bound is refused.
  const std::size_t per_record = 40;
  json many = json::array();
  json big = good_record();
  big["later_field"] = json::array();
  for (std::size_t k = 0; k < per_record; ++k) big["later_field"].push_back(k);
  for (std::size_t k = 0; k < kMaxHeldRecordValues / per_record + 10; ++k) many.push_back(big);
  RecordFile long_file{"long.json"};
  CHECK(read(document_of(many), long_file).size() == many.size());
  json huge = good_record();
  huge["later_field"] = json::array();
  for (std::size_t k = 0; k <= kMaxHeldRecordValues; ++k) huge["later_field"].push_back(0);
  RecordFile huge_file{"huge.json"};
  CHECK(contains(error_of([&] { read(document_of({huge}), huge_file); }, "bad_records"),
                 "file 'huge.json' holds more than 1048576 values"));
}

TEST_CASE("play records: every damaged copy of a document is read or refused as bad_records, nothing else") {
  const json document = document_of({good_record(), good_record()});
  std::size_t read_ok = 0, refused = 0;
  for (const testing::DamagedDocument& damaged : testing::damaged_documents(document, 10'000, 40)) {
    CAPTURE(damaged.what);
    RecordFile file{"damaged.json"};
    try {
      const auto records = read_record_document(damaged.text, kMaxRecords, file);
      CHECK(records.size() + file.problem_count() == file.records);
      ++read_ok;
    } catch (const InputError& error) {
      CHECK(error.code() == "bad_records");
      CHECK(std::string(error.what()).size() < 1000);
      ++refused;
    }
  }
  CHECK(read_ok > 100);
  CHECK(refused > 40);
}
