// What the Lab's commands (experiment, sweep) share: their --setups, --jobs and --shard read the same
// way, and their chunks run on threads the same way.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/experiment.hpp"

namespace puzzlelab::cli {

// "a,b,c" -> {"a", "b", "c"} (empty items kept: the reader names them).
std::vector<std::string> split_commas(const std::string& text);
// --setups: built-in names and described setups written inline as JSON objects, comma-separated
// (game/setup_list_text.hpp: a description's own commas do not split it), as the request's
// "setups". Throws InputError naming a description that never closes.
nlohmann::json setups_option(const std::string& text);
// --shard "I/N" with 1 <= I <= N; CliError naming the text otherwise.
std::pair<std::uint64_t, std::uint64_t> parse_shard(const std::string& text);
// --jobs: 1 when empty, else a whole number from 1 to 256; CliError naming the text otherwise.
std::uint64_t parse_jobs(const std::string& text);

// One chunk's result; `stop` is set once another chunk failed (the run may end early).
using RunChunk = std::function<lab::ChunkResult(std::uint64_t chunk, const std::atomic<bool>* stop)>;
// The chunks on `jobs` threads; results in the order of `chunks`. The first error wins and is
// rethrown once every thread has ended.
std::vector<lab::ChunkResult> run_chunks_on_threads(const std::vector<std::uint64_t>& chunks, std::uint64_t jobs,
                                                    const RunChunk& run_chunk);

}  // namespace puzzlelab::cli
