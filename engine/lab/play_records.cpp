#include "lab/play_records.hpp"

#include <algorithm>
#include <cmath>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/json_input.hpp"
#include "game/whole_number.hpp"

namespace puzzlelab::lab {

namespace {

using json = nlohmann::json;

[[noreturn]] void refuse_record_field(const std::string& message) { throw InputError("bad_records", message); }

std::string record_key(std::string_view key) { return "\"" + std::string(key) + "\""; }

// A JSON type in a message: "got a string".
std::string record_got(const json& value) {
  if (value.is_null()) return "got null";
  if (value.is_boolean()) return "got " + std::string(value.get<bool>() ? "true" : "false");
  if (value.is_number()) return "got " + value.dump();
  if (value.is_string()) return "got the string " + quote_input(value.get<std::string>());
  if (value.is_array()) return "got an array";
  return "got an object";
}

const json* record_member(const json& record, std::string_view key) {
  const auto it = record.find(std::string(key));
  return it == record.end() ? nullptr : &*it;
}

const json& required_member(const json& record, std::string_view key) {
  const json* value = record_member(record, key);
  if (value == nullptr) refuse_record_field("missing " + record_key(key));
  return *value;
}

std::string record_string(const json& value, std::string_view key) {
  if (!value.is_string()) refuse_record_field(record_key(key) + " must be a string; " + record_got(value));
  return value.get<std::string>();
}

bool record_bool(const json& value, std::string_view key) {
  if (!value.is_boolean()) refuse_record_field(record_key(key) + " must be true or false; " + record_got(value));
  return value.get<bool>();
}

double record_seconds(const json& value, std::string_view key) {
  if (!value.is_number() || !(value.get<double>() >= 0) || value.get<double>() > kMaxRecordSeconds)
    refuse_record_field(record_key(key) + " must be a number of seconds from 0 to 864000; " + record_got(value));
  return value.get<double>();
}

std::uint64_t record_count(const json& value, std::string_view key, std::uint64_t max = UINT64_MAX) {
  return whole_number_from_json(value, {record_key(key), "bad_records", 0, max});
}

}  // namespace

void RecordFile::add_problem(std::size_t index, const std::string& message) {
  problems_.emplace_back(index, "record " + std::to_string(index + 1) + ": " + message);
}

std::vector<std::string> RecordFile::listed_problems() const {
  std::vector<std::pair<std::size_t, std::string>> sorted = problems_;
  std::stable_sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::string> out;
  for (std::size_t k = 0; k < sorted.size() && k < kMaxListedProblems; ++k) out.push_back(sorted[k].second);
  if (sorted.size() > kMaxListedProblems)
    out.push_back("... and " + std::to_string(sorted.size() - kMaxListedProblems) + " more problems");
  return out;
}

PlayRecord read_play_record(const json& value) {
  if (!value.is_object()) refuse_record_field("must be an object; " + record_got(value));
  PlayRecord r;
  r.game = record_string(required_member(value, "game"), "game");
  r.params = required_member(value, "params");
  if (!r.params.is_object()) refuse_record_field("\"params\" must be an object; " + record_got(r.params));
  r.board = record_string(required_member(value, "board"), "board");
  r.setup = record_string(required_member(value, "setup"), "setup");
  r.seconds = record_seconds(required_member(value, "seconds"), "seconds");
  r.solved = record_bool(required_member(value, "solved"), "solved");
  r.moves = record_count(required_member(value, "moves"), "moves", kMaxRecordMoves);
  r.hints = record_count(required_member(value, "hints"), "hints");
  if (const json* seed = record_member(value, "seed")) r.seed = record_count(*seed, "seed");
  if (const json* undos = record_member(value, "undos")) r.undos = record_count(*undos, "undos");
  if (const json* restarts = record_member(value, "restarts")) r.restarts = record_count(*restarts, "restarts");
  if (const json* solver = record_member(value, "solver")) r.solver = record_bool(*solver, "solver");
  if (const json* played = record_member(value, "played")) r.played = record_bool(*played, "played");
  if (const json* setup_seconds = record_member(value, "setup_seconds"))
    r.setup_seconds = record_seconds(*setup_seconds, "setup_seconds");
  if (const json* steps = record_member(value, "setup_steps")) {
    if (!steps->is_array()) refuse_record_field("\"setup_steps\" must be an array of seconds; " + record_got(*steps));
    for (std::size_t k = 0; k < steps->size(); ++k)
      r.setup_steps.push_back(record_seconds((*steps)[k], "setup_steps[" + std::to_string(k) + "]"));
  }
  return r;
}

std::vector<PlayRecord> read_record_document(std::string_view text, std::size_t max_records, RecordFile& file) {
  const std::string name = quote_input(file.name);
  std::vector<PlayRecord> records;
  const JsonArrayStream stream{"records", [&](json&& item) {
                                 const std::size_t index = file.records++;
                                 if (index >= max_records)
                                   throw InputError("bad_records", "file " + name + " takes the records past " +
                                                                       std::to_string(kMaxRecords) +
                                                                       " in all, the most one request reads");
                                 try {
                                   records.push_back(read_play_record(item));
                                   records.back().index = index;
                                 } catch (const InputError& error) {
                                   file.add_problem(index, error.what());
                                 }
                               }};
  json document;
  try {
    document = parse_json_input(text, "file " + name, stream, kMaxHeldRecordValues);
  } catch (const InputError& error) {
    if (error.code() == "bad_records") throw;
    throw InputError("bad_records", std::string(error.what()) + " (a record document is JSON)");
  }
  const auto refuse = [&](const std::string& why) {
    throw InputError("bad_records", "file " + name + " is not a record document: " + why);
  };
  if (!document.is_object())
    refuse("it must be a JSON object {\"format\": \"puzzlelab-records\", \"version\": 1, \"records\": [...]}");
  const json* format = record_member(document, "format");
  if (format == nullptr || *format != kRecordsFormat)
    refuse("\"format\" must be \"puzzlelab-records\"; " +
           (format ? record_got(*format) : std::string("it is missing")));
  const json* version = record_member(document, "version");
  if (version == nullptr || !version->is_number_integer() || *version != kRecordsVersion)
    refuse("\"version\" must be 1 (this reader knows version 1); " +
           (version ? record_got(*version) : std::string("it is missing")));
  const json* list = record_member(document, "records");
  if (list == nullptr || !list->is_array())
    refuse("\"records\" must be an array; " + (list ? record_got(*list) : std::string("it is missing")));
  return records;
}

}  // namespace puzzlelab::lab
