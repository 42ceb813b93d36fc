// One play record: a challenge the player played (or laid out at the table) and how it went, in the
// format every tool reads (docs/LAB.md, "Validity"). The record, its reader and its writer are the
// Lab's (lab/play_records.hpp), so the app keeps exactly what `puzzlelab validity` reads; this file
// adds what the app needs beside them: times rounded as the app keeps them, and a reader that never
// throws, for what the browser stored last time.
#pragma once

#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "lab/play_records.hpp"

namespace puzzlelab {

using PlayRecord = lab::PlayRecord;
using lab::kMaxRecordMoves;
using lab::kMaxRecordSeconds;

// Seconds as records keep them: to a tenth, within 0 .. kMaxRecordSeconds.
double record_seconds(double seconds);

nlohmann::json record_to_json(const PlayRecord& record);
// A record read from a record document: nullopt when it breaks the format, with `why` (when given)
// naming the field ("\"seconds\" must be a number of seconds from 0 to 864000; got -3"). Unknown keys
// are ignored.
std::optional<PlayRecord> record_from_json(const nlohmann::json& value, std::string* why = nullptr);

}  // namespace puzzlelab
