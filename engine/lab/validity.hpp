// Validity: how well each difficulty measure the Lab computes predicts how people played
// (docs/LAB.md, "Validity: measures against people's play"). Play records (lab/play_records.hpp)
// name challenges; each distinct challenge is measured once (lab/validity_challenges.hpp); then
// per measure, Spearman's rho and Kendall's tau-b against the solve time of the records solved
// without the solver's help, the AUC of giving up over the records played, each with a percentile
// bootstrap interval (lab/bootstrap.hpp), and the points to plot; and for the setups timed at the
// table, the time against the setup's actions and its number of printed steps. The protocol's
// "validity" op and `puzzlelab validity` answer the document this builds.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/budget.hpp"
#include "game/game.hpp"

namespace puzzlelab::lab {

inline constexpr std::uint64_t kDefaultResamples = 2000;
inline constexpr std::uint64_t kMinResamples = 100;
inline constexpr std::uint64_t kMaxResamples = 100'000;
// Points listed per measure at most; more are thinned to this many, evenly spaced in record order.
inline constexpr std::size_t kMaxValidityPoints = 5000;

struct RecordText {
  std::string name;
  std::string_view text;
};

struct ValiditySpec {
  std::uint64_t resamples = kDefaultResamples;
  std::uint64_t seed = 1;
  std::uint64_t max_nodes = 0;  // every search's node limit (0: none)
};

struct ValidityLimits {
  const std::atomic<bool>* cancel = nullptr;
  BudgetClock::time_point measure_until{};  // measuring stops here (the epoch: never)
  BudgetClock::time_point deadline{};       // the statistics stop here (the epoch: never)
  std::uint64_t time_limit_ms = 0;          // for messages
};

// The validity document for `game` over the record documents `files` (at most kMaxRecordFiles,
// kMaxRecordTextBytes of text in all: the caller checks). Throws InputError("bad_records", ...) for
// a file that is not a record document, and InputError("budget_exhausted", ...) when a cancel or
// the deadline stops the statistics.
nlohmann::json run_validity(const Game& game, const std::vector<RecordText>& files, const ValiditySpec& spec,
                            const ValidityLimits& limits);

}  // namespace puzzlelab::lab
