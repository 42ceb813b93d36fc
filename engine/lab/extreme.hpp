// The search for a setup's hardest challenges (docs/LAB.md, "The hardest challenges";
// `puzzlelab extreme`, the protocol's "extreme" op, the app's "Hardest found" list): the
// challenge of one setup that maximizes (or minimizes) one measure, by hill climbing with
// restarts. Restart r starts from the setup's board for seed + r; each step tries the board's
// neighbours within the setup (LabGame::neighbours_within_setup, in an order drawn from the search's
// own Rng) and moves to the first that is better, or as good (a sideways move, so a climb can
// cross a plateau of equal lengths); after `patience` tries in a row without a better board (or
// at once, for a game or setup without neighbours) it restarts. Everything but the time it took
// is deterministic for the spec: the budget is the number of challenges measured, and the time
// limit and the cancel flag only stop it early (said in `stopped`). The boards listed are diverse:
// at most one per climb, and none one local change from another (ExtremeResult::best).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "game/request_fields.hpp"

namespace puzzlelab::lab {

using json = nlohmann::json;

inline constexpr std::uint64_t kMaxExtremeChallenges = 100'000'000;
inline constexpr std::uint64_t kMaxExtremeKeep = 100;

struct ExtremeSpec {
  std::string game;
  json params;          // normalized for the game
  std::string setup;    // a built-in name or a described setup's text
  std::string measure;  // one of lab::extreme_measures(game, params) (lab/extreme_measures.hpp)
  bool minimize = false;
  std::uint64_t seed = 1;           // restart r starts from this seed + r
  std::uint64_t challenges = 1000;  // challenges measured at most: the search's budget
  std::uint64_t max_nodes = 0;      // node budget of each challenge's searches
  std::uint64_t patience = 100;     // tries in a row without a better board before a restart
  std::uint64_t keep = 10;          // the best boards listed
  std::string random_solver;        // one of the game's LabGame::random_solvers()
  json to_json() const;
};

// Reads "game", "params", "setup", "measure", "minimize", "seed", "challenges", "max_nodes",
// "patience", "keep" and "random_solver", each checked with a message naming the field. The
// measure defaults to the game's default_extreme_measure; one the game's challenges cannot carry
// under the params is refused here, before any work: InputError("unknown_measure", ...) naming
// the measures that can be ranked.
ExtremeSpec read_extreme_spec(RequestFields& fields, const GameList& games);

struct ExtremeChallenge {
  std::uint64_t seed = 0;     // the seed whose board its climb started from
  std::uint64_t changes = 0;  // local changes from that board (0: the seed's own board)
  std::string board;
  double value = 0;
  Status status = Status::unknown;
  int length = -1;
  std::uint64_t found_after = 0;  // challenges measured when it was found
  json to_json() const;
};

struct ExtremeResult {
  // Best first (ties: the earlier found): distinct boards, each from another climb, none one local
  // change from another (of two related boards the better stays, of equal ones the earlier).
  std::vector<ExtremeChallenge> best;
  std::uint64_t tried = 0;            // challenges measured
  std::uint64_t restarts = 0;         // climbs started
  std::uint64_t without_measure = 0;  // challenges the measure does not apply to (e.g. no length)
  std::uint64_t neighbours = 0;       // of the challenges tried, those that were local changes
  // "challenges" (the budget was spent), "seeds" (the climb from the largest seed, 2^64 - 1, was
  // the last: seeds never wrap around), "time" or "cancelled"
  std::string stopped = "challenges";
  json to_json(const ExtremeSpec& spec) const;
};

struct ExtremeLimits {
  const std::atomic<bool>* cancel = nullptr;
  BudgetClock::time_point deadline{};  // the epoch: none
};

// Called after every challenge measured that changed the best list, and at the end.
using ExtremeProgress = std::function<void(const ExtremeResult&)>;

// Throws InputError("unknown_measure", ...) for a measure not among extreme_measures(game,
// params), and InputError for a setup that cannot be generated within the budget.
ExtremeResult run_extreme(const ExtremeSpec& spec, const Game& game, const ExtremeLimits& limits = {},
                          const ExtremeProgress& progress = {});

}  // namespace puzzlelab::lab
