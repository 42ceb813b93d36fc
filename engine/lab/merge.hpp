// Combining partial experiment results (shards from `puzzlelab experiment --shard`, chunks from
// web workers) into the experiment's document, byte for byte the document of the unsplit run.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "api/game.hpp"
#include "lab/experiment.hpp"

namespace puzzlelab::lab {

// The spec a partial result was made for, checked as the "experiment" op checks a request.
// Throws InputError ("bad_partial" when `partial` is not a partial result at all).
ExperimentSpec spec_of_partial(const nlohmann::json& partial, const GameList& games);

// Every partial must be of the same experiment; together they must hold each chunk exactly once.
// `names` (one per partial, e.g. file names) are used in messages. Throws InputError.
nlohmann::json merge_partials(const std::vector<nlohmann::json>& partials, const std::vector<std::string>& names,
                              const GameList& games);

}  // namespace puzzlelab::lab
