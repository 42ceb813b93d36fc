// The play records kept on this device as files to take away (docs/app/RECORDS.md, "Export"):
// the record document as JSON, the format `puzzlelab validity` and the Lab's Validity view read
// (docs/LAB.md, "Validity"), and the same as CSV for spreadsheets (not read back).
#pragma once

#include <string>

#include "middle/record_store.hpp"

namespace puzzlelab {

// The record document {"format": "puzzlelab-records", "version": 1, "records": [...]}, one record
// per line so a person can read it too. What the Lab's Validity view analyses as "the records on
// this device".
std::string records_export_json(const RecordStore& records);

// The CSV header and one row per record, lines ended with CRLF, every field quoted when it holds a
// comma, a quote, or a line break (RFC 4180). Columns: game, setup, seed, params (as JSON text),
// board, seconds, solved, moves, undos, restarts, hints, solver, played, setup_seconds,
// setup_steps (joined with ';'); a value a record does not have is left empty.
std::string records_export_csv(const RecordStore& records);

// A field quoted as RFC 4180 asks, when it needs to be.
std::string csv_field(const std::string& text);

}  // namespace puzzlelab
