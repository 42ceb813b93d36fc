// Dealing a solvable challenge: generate-and-test over consecutive seeds. From `seed`, boards are
// generated for seed, seed+1, ... and each is given to the game's default solver until one is
// proved solvable, within a total budget (the solver's nodes and the wall clock of the whole
// search) and a number of attempts. It never hangs: a game whose solver cannot decide a deal in
// time ends with that deal, reported as not checked (`unknown`).
#pragma once

#include <cstdint>
#include <string>

#include "core/budget.hpp"
#include "core/status.hpp"
#include "game/game.hpp"

namespace puzzlelab {

struct SolvableDeal {
  std::uint64_t seed = 0;           // the seed dealt (the link names this one)
  std::string board;                // its board
  Status status = Status::unknown;  // solved: proved solvable; unknown: not decided; unsolvable: every attempt was
  std::uint64_t attempts = 0;       // seeds generated and tested
  std::size_t length = 0;           // solved: the solution's length
  bool shortest = false;            // solved: the length is proved shortest
  std::uint64_t nodes = 0;          // the solver's nodes over every attempt
  double ms = 0;                    // wall clock of the whole search
};

// The search's record as the protocol and the CLI report it: {"status", "attempts", "length"
// (null unless solved), "shortest", "nodes", "ms"}.
nlohmann::json deal_check(const SolvableDeal& deal);

// Which seed is dealt: the first proved solvable; else the first the solver could not decide
// (not proved unsolvable); else, every attempt proved unsolvable, the last one tried. Seeds never
// wrap: the search stops before 18446744073709551615 would be passed. `max_attempts` >= 1.
// Generating the first board may throw (bad params, a setup's own budget_exhausted), as plain
// generate does; a later board that cannot be generated ends the search. `max_nodes_per_attempt`
// (0: none) caps what one seed's check may spend of the total, so that one hard seed cannot take
// the whole budget from the seeds after it.
SolvableDeal deal_solvable(const Game& game, const nlohmann::json& params, const std::string& setup, std::uint64_t seed,
                           std::uint64_t max_attempts, const Budget& budget, std::uint64_t max_nodes_per_attempt = 0);

}  // namespace puzzlelab
