// Play records: how people played challenges (seconds to solve or give up, moves, hints, the time
// a setup took at the table), as the app exports them and other tools may write them: the
// document {"format": "puzzlelab-records", "version": 1, "records": [...]} of docs/LAB.md,
// "Validity". The reader keeps every record it can read and lists the others, each with the field
// at fault; text that is not a record document at all is refused, naming the file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab::lab {

inline constexpr std::string_view kRecordsFormat = "puzzlelab-records";
inline constexpr int kRecordsVersion = 1;

// The bounds on what one validity request reads (docs/LAB.md, docs/PROTOCOL.md).
inline constexpr std::size_t kMaxRecordFiles = 100;
inline constexpr std::size_t kMaxRecordTextBytes = 16u << 20;  // all files' text together
inline constexpr std::size_t kMaxRecords = 100'000;            // all files' records together
// A file's document may hold at most this many values at once while it is read (a record leaves
// it once read), which bounds the memory reading takes whatever the text's shape.
inline constexpr std::size_t kMaxHeldRecordValues = 1u << 20;
inline constexpr double kMaxRecordSeconds = 864'000;  // ten days
inline constexpr std::uint64_t kMaxRecordMoves = 1'000'000;
// A file's problems listed in full; past this, one more line counts the rest.
inline constexpr std::size_t kMaxListedProblems = 100;

struct PlayRecord {
  std::string game;
  nlohmann::json params;  // as the record gives them (an object)
  std::string board;
  std::string setup;  // "" when no setup dealt it
  std::optional<std::uint64_t> seed;
  double seconds = 0;
  bool solved = false;
  std::uint64_t moves = 0;
  std::uint64_t hints = 0;
  std::optional<std::uint64_t> undos;
  std::optional<std::uint64_t> restarts;
  bool solver = false;  // the solver played a move of it
  bool played = true;   // false: the record only times a setup at the table
  std::optional<double> setup_seconds;
  std::vector<double> setup_steps;  // seconds per printed setup step
  std::size_t index = 0;            // its place in its file's "records", from 0
};

// One file as the validity answer reports it: its records (damaged ones included), how many the
// analysis used, and a line for each record it could not use.
struct RecordFile {
  RecordFile() = default;
  explicit RecordFile(std::string file_name) : name(std::move(file_name)) {}

  std::string name;
  std::uint64_t records = 0;
  std::uint64_t used = 0;

  // "record N: MESSAGE" (N counted from 1) for the record at `index` (from 0).
  void add_problem(std::size_t index, const std::string& message);
  // The problems in record order, at most kMaxListedProblems, then "... and N more problems".
  std::vector<std::string> listed_problems() const;
  std::size_t problem_count() const { return problems_.size(); }

 private:
  std::vector<std::pair<std::size_t, std::string>> problems_;
};

// One record from its JSON value. Throws InputError("bad_records", ...) naming the field:
// "\"seconds\" must be a number from 0 to 864000; got -3". Unknown keys are ignored.
PlayRecord read_play_record(const nlohmann::json& value);

// The records of one document's text, `file.name` naming it. Damaged records are left out and
// listed in `file`; `file.records` counts them all. Throws InputError("bad_records", ...) naming the
// file when the text is not a record document (not JSON, not an object, another format or
// version, "records" missing or not an array, more values held than kMaxHeldRecordValues) or holds
// more than `max_records` records.
std::vector<PlayRecord> read_record_document(std::string_view text, std::size_t max_records, RecordFile& file);

}  // namespace puzzlelab::lab
