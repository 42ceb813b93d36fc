// An experiment's description read from request fields (the protocol's "experiment" op, the
// CLI, `merge` reading back a partial result), checked field by field with errors that name the
// problem: an unknown preset or setup, a random solver the game does not have, sizes out of range.
#pragma once

#include "game/game.hpp"
#include "game/request_fields.hpp"
#include "lab/experiment.hpp"

namespace puzzlelab::lab {

// Sizes an experiment may have (docs/LAB.md).
inline constexpr std::uint64_t kMaxTrials = 10'000;
inline constexpr std::uint64_t kMaxPerTrial = 1'000'000;
inline constexpr std::uint64_t kMaxChallenges = 100'000'000;  // per setup: trials x per_trial
// Shards an experiment splits into (`--shard I/N`: N at most this). More shards than chunks is
// allowed (the extra shards are empty); an experiment has at most kMaxTrials x its game's setups.
inline constexpr std::uint64_t kMaxShards = 1'000'000;

// Reads "preset", "game", "params", "setups" (names, described setups' texts or description
// objects; a document's labels with their "setup_descriptions"), "trials", "per_trial", "seed",
// "random_solver", "max_nodes", "ranges" and "measures" (measure groups to add: "effort"). A preset
// supplies the game, parameters, setups, sizes and seed of a published study; fields given as well
// override it (the game must be the preset's). Without a preset, "game" and "setups" are required;
// trials 10, per_trial 100, seed 1, the game's first random solver and limits::kDefaultMaxNodes
// are the defaults.
ExperimentSpec read_experiment_spec(RequestFields& fields, const GameList& games);

// The field "random_solver": one of the game's (LabGame::random_solvers), its first when absent or
// empty. Throws InputError("unknown_random_solver", ...) listing the game's. Experiments and the
// search for the hardest challenges read it alike.
std::string read_random_solver(RequestFields& fields, const Game& game);

}  // namespace puzzlelab::lab
