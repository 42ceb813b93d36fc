// The challenges play records name, checked against their game and measured once each
// (lab/validity.hpp, docs/LAB.md, "Validity"): the Lab's measures of the board
// (LabGame::measure), the "effort" group (lab/effort.hpp) and, for a board a setup dealt from a
// seed, the setup's own measures (LabGame::setup_measures) and the number of its printed setup
// steps (Printing::setup_steps).
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/budget.hpp"
#include "game/game.hpp"
#include "lab/challenge_measures.hpp"
#include "lab/play_records.hpp"

namespace puzzlelab::lab {

// The name the number of printed setup steps goes by in the answer's setup section.
inline constexpr const char* kPrintedSetupSteps = "setup_steps";

// A board under its params, with the setup and seed that dealt it where a record says so.
struct RecordedChallenge {
  nlohmann::json params;  // normalized, fitting the board
  std::string board;      // normalized
  std::string setup;      // checked ("" when no setup dealt it)
  std::optional<std::uint64_t> seed;
  bool measured = false;
  MeasureValues measures;                     // challenge_measures, the effort group, setup measures
  std::optional<double> printed_setup_steps;  // with a setup and a seed, for a game that prints steps
  std::string setup_problem;                  // why the setup's measures are left out, if they are
};

// A usable record of the game, with the challenge it played and the file it came from.
struct ChallengeRecord {
  PlayRecord record;
  std::size_t challenge = 0;
  std::size_t file = 0;
};

struct RecordedChallenges {
  std::vector<RecordedChallenge> challenges;  // in the order records first name them
  std::vector<ChallengeRecord> records;       // in file order

  // Checks a record of `game` (params, board, setup) and adds it, or lists what is wrong in `file`.
  // A record counted here adds to file.used.
  void add(const Game& game, PlayRecord&& record, std::size_t file_index, RecordFile& file);

 private:
  std::map<std::string, std::size_t> by_key_;
};

struct MeasureLimits {
  std::uint64_t max_nodes = 0;                // every search's node limit
  const std::atomic<bool>* cancel = nullptr;  // stops the measuring
  BudgetClock::time_point until{};            // when measuring stops (the epoch: never)
};

// What measuring left undone: the challenges not measured and why (none when all were).
struct MeasuringOutcome {
  std::uint64_t unmeasured = 0;
  StopReason stopped = StopReason::none;
};

// Measures every challenge in order. Each may take at most half the time left (the last all of
// it), so that one hard board cannot starve the rest; a
// challenge whose searches reach the node limit or their time is left unmeasured (its figures
// would be cut short), and those after the end of the time, or a cancel, are not measured. A
// challenge whose setup and seed do not deal its board keeps its board's measures only.
MeasuringOutcome measure_challenges(const Game& game, RecordedChallenges& set, const MeasureLimits& limits);

}  // namespace puzzlelab::lab
