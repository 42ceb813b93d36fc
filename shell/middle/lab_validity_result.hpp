// The answer of the protocol's `validity` op (docs/PROTOCOL.md, docs/LAB.md "Validity") read into
// plain structs for the Lab's Validity view: how many records each file gave, the records' counts,
// per measure its rank correlations with solve time and its power to predict giving up, each with
// its 95% bootstrap interval, the points to draw, and the setup-time section. The answer comes from
// a worker, so every field is checked: a missing or mistyped one is refused with a message naming
// it, never read as a zero.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab {

// A statistic and its interval; each part is absent where the op answered null (undefined).
struct ValidityEstimate {
  std::optional<double> value, low, high;
};

// The measure's power to predict giving up (the area under the ROC curve) over `n` played records,
// `gave_up` of them given up.
struct ValidityAuc {
  ValidityEstimate estimate;
  std::uint64_t n = 0;
  std::uint64_t gave_up = 0;
};

// One record as drawn: the measure (x), the seconds (solve time, or the setup time), solved or not.
struct ValidityPoint {
  double x = 0;
  double seconds = 0;
  bool solved = true;
};

struct ValidityMeasure {
  std::string name;
  std::uint64_t n = 0;  // pairs behind the correlations
  ValidityEstimate spearman;
  ValidityEstimate kendall;
  std::optional<ValidityAuc> auc;  // absent for the setup-time measures
  std::vector<ValidityPoint> points;
};

struct ValidityFileReport {
  std::string name;
  std::uint64_t records = 0;          // records in the file
  std::uint64_t used = 0;             // of them read and used
  std::vector<std::string> problems;  // one line per damaged record skipped
};

struct ValidityRecordCounts {
  std::uint64_t read = 0, this_game = 0, played = 0, solved = 0, gave_up = 0, alone = 0, timed_setups = 0,
                challenges = 0, unmeasured = 0;
};

struct ValiditySetupRow {
  std::string setup;
  std::uint64_t n = 0;
  double median_seconds = 0;
  std::optional<double> median_setup_actions;  // where the game's Lab counts setup actions
  std::optional<double> median_setup_steps;    // printed setup steps
};

struct ValidityResult {
  std::string game;
  std::vector<ValidityFileReport> files;
  ValidityRecordCounts records;
  std::vector<ValidityMeasure> measures;        // in the answer's order
  std::vector<ValidityMeasure> setup_measures;  // setup_actions, setup_steps (as present)
  std::vector<ValiditySetupRow> setups;
  std::uint64_t resamples = 0;
  std::string seed;
  double interval = 0;  // 0.95
  std::string stopped;  // "" when every challenge was measured, else "nodes", "time" or "cancelled"
};

// Reads the `result` of a validity answer; nullopt with `error` naming what is wrong otherwise
// (e.g. "measures.length.kendall.low is not a number or null").
std::optional<ValidityResult> read_validity_result(const nlohmann::json& result, std::string& error);

// Why a statistic is undefined, for the "n/a" shown in its place (the op answers null when there
// are fewer than 3 pairs, the measure or the time is the same for every record, or for the AUC
// when no record, or every record, was given up).
std::string correlation_missing_reason(const ValidityMeasure& measure);
std::string auc_missing_reason(const ValidityAuc& auc);

}  // namespace puzzlelab
