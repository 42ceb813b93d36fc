// The Lab's exports as files (docs/app/LAB_SCREEN.md, "Exports"): the experiment's document as JSON, the
// very bytes `puzzlelab experiment` prints, and one CSV row of headline figures per setup.
//
// CSV columns (RFC 4180, comma-separated, a header row, one row per setup in the experiment's
// order; an empty cell where the document has null):
//   setup, challenges, solved, unsolvable, unknown,
//   solvable, solvable_low, solvable_high          P(Sp) with its 95% Wilson interval
//   random_solved, random_solvable, random_solvable_low, random_solvable_high   P(Sr)
//   sp_minus_sr,
//   trials_min, trials_q1, trials_median, trials_q3, trials_max, trials_mean   per-trial P(Sp)
//   length_count, length_min, length_q1, length_median, length_q3, length_max, length_mean
//   then for each metric any setup has, by name: <metric>_mean, <metric>_solvable_mean,
//   <metric>_unsolvable_mean
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab {

// document.dump(2) and a newline, as the CLI prints it.
std::string lab_document_json(const nlohmann::json& document);
// The CSV above. A document without setups gives the header alone.
std::string lab_summary_csv(const nlohmann::json& document);
// A file name for the experiment's exports: "lab-boxoff-4x6x4.csv" for a preset,
// "lab-boxoff-seed1.json" otherwise (letters, digits, '-' and '.' only).
std::string lab_export_name(const nlohmann::json& document, const std::string& extension);

// One CSV cell: a number as the document writes it, a string quoted when it needs to be, null
// as an empty cell.
std::string lab_csv_cell(const nlohmann::json& value);
// One CSV line of such cells, ended by CRLF, appended to `out`.
void append_lab_csv_row(std::string& out, const std::vector<nlohmann::json>& cells);
// FNV-1a (64-bit) of the text as 16 hex digits: how the automation hook names an export's bytes.
std::string lab_fnv1a(const std::string& text);

}  // namespace puzzlelab
