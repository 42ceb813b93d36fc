// Monte Carlo experiments (docs/LAB.md): challenges from each of several setups of one game,
// trials x challenges per trial, each challenge measured through the Game interface
// (LabGame::measure: exact solver, random solver, metrics), summarised per setup and compared
// between setups.
//
// The work is split into chunks, one per (setup, trial): chunk c = setup_index * trials + trial.
// Challenge i of trial t is generated from seed + t * per_trial + i (mod 2^64) and its random
// solver from Rng::mix_seed of that seed, so a chunk's result depends only on the spec and its
// index. Any split of the chunks (threads, shards, machines, web workers) gives the same chunk
// results, and the final document is computed from the complete, ordered list of chunk results:
// merging is exact and the bytes are the same for every split.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "lab/challenge_measures.hpp"
#include "lab/correlations.hpp"
#include "lab/expressive_range.hpp"
#include "lab/stats.hpp"

namespace puzzlelab::lab {

using json = nlohmann::json;

struct ExperimentSpec {
  std::string game;
  json params;  // normalized for the game
  // In the order given, with distinct labels: built-in names and described setups' normalized
  // texts (game/setup_description.hpp). Documents key each by its label (setup_label).
  std::vector<std::string> setups;
  std::uint64_t trials = 10;
  std::uint64_t per_trial = 100;
  std::uint64_t seed = 1;
  std::string random_solver;      // one of the game's LabGame::random_solvers(), by name
  std::uint64_t max_nodes = 0;    // node budget of each challenge's searches (0: none)
  std::string preset;             // the published study it runs, or ""
  std::vector<RangeSpec> ranges;  // expressive ranges to bin in the document (none: no section)
  // Measure groups asked for beside the study's own (LabGame::study_measures: "effort"); none
  // by default, so a study pays only for what it asks. Written to the document only when given.
  std::vector<std::string> measures;

  std::uint64_t chunk_count() const { return setups.size() * trials; }
  std::uint64_t challenge_seed(std::uint64_t trial, std::uint64_t index) const {
    return seed + trial * per_trial + index;
  }
  // The setups as documents name them: built-in names and described setups' names.
  std::vector<std::string> setup_labels() const;
  // "setups" holds the labels; a described setup's normalized description is kept under
  // "setup_descriptions" (by label; only when there is one), so the document alone reruns it.
  json to_json() const;
};

// Running totals of one measure: count, sum, sum of squares, smallest and largest.
struct Moments {
  std::uint64_t n = 0;
  double sum = 0;
  double sum_squares = 0;
  double min = 0;
  double max = 0;
  void add(double value);
  void add(const Moments& other);  // in a fixed order, so the sums are the same for every split
};

// One chunk: the challenges of one trial of one setup.
struct ChunkResult {
  std::uint64_t chunk = 0;
  std::uint64_t challenges = 0;
  std::uint64_t solved = 0;
  std::uint64_t unsolvable = 0;
  std::uint64_t unknown = 0;
  std::uint64_t random_solved = 0;
  Histogram lengths;  // shortest lengths of the solved challenges whose length the game measures
  // metric name -> moments over solved, unsolvable and unknown challenges
  std::map<std::string, std::array<Moments, 3>> metrics;
  CrossTable cross;                 // correlation sums of every two measures (correlations.hpp)
  std::vector<RangePoints> ranges;  // one per ExperimentSpec::ranges, in its order

  json to_json() const;
  // Throws InputError("bad_partial", ...) for anything a chunk run could not have produced: a
  // field missing or not a whole number, counts that do not add up to the challenges or exceed
  // kMaxPerTrial, lengths or metric counts beyond the challenges they describe.
  static ChunkResult from_json(const json& value);
};

// Throws InputError("bad_partial", ...) unless the chunk holds the points of exactly the
// experiment's expressive ranges.
void check_chunk_ranges(const ExperimentSpec& spec, const ChunkResult& chunk);

// Throws InputError("bad_partial", message): how chunk and partial readers refuse a document.
[[noreturn]] void bad_partial(const std::string& message);

// One challenge as a chunk measured it, for listing the challenges behind the figures (the
// app opens any of them on the play screen: generate(params, setup, seed)).
struct ChallengeRow {
  std::uint64_t index = 0;  // within its trial
  std::uint64_t seed = 0;
  Status status = Status::unknown;
  int length = -1;
  bool random_solved = false;
  MeasureValues measures;  // every numeric measure (challenge_measures.hpp)
  // {index, seed (decimal string), status, length (or null), random_solved, measures}
  json to_json() const;
};

// What may end a run of chunks from outside the experiment: a cancel flag, and the deadline of
// the request that runs them (the protocol's time_limit_ms; named in the message). Neither ever
// changes a figure: a challenge they cut short is not counted, the chunk throws instead.
struct ChunkLimits {
  const std::atomic<bool>* cancel = nullptr;
  BudgetClock::time_point deadline{};  // the epoch: none
  std::uint64_t time_limit_ms = 0;     // what the deadline was set from, for the message
};

// Measures every challenge of one chunk, and lists them in `rows` when given. Throws InputError
// for a setup that cannot be generated within the budget, and InputError("budget_exhausted", ...)
// when the cancel flag is set or the deadline passes.
ChunkResult run_chunk(const ExperimentSpec& spec, const Game& game, std::uint64_t chunk, const ChunkLimits& limits = {},
                      std::vector<ChallengeRow>* rows = nullptr);

// The chunks shard `index` of `count` (1-based) runs: those with chunk % count == index - 1.
// Throws InputError("bad_experiment", ...) unless 1 <= index <= count <= kMaxShards (spec.hpp).
std::vector<std::uint64_t> shard_chunks(const ExperimentSpec& spec, std::uint64_t index, std::uint64_t count);

// A partial result, as `puzzlelab experiment --shard` prints it and `merge` reads it.
json partial_document(const ExperimentSpec& spec, const std::vector<ChunkResult>& chunks);

// The experiment's document from every chunk (any order; each exactly once). Throws
// InputError("bad_partial", ...) for a missing or repeated chunk.
json final_document(const ExperimentSpec& spec, std::vector<ChunkResult> chunks);

// The document over the chunks that have arrived so far (any subset, each at most once), for a
// run still in progress (the app's plots fill in from it): format "puzzlelab-experiment-interim",
// each setup that has chunks summarised over its trials received (in trial order), the tests
// between those setups, the paper's values for a preset, and "progress" (chunks_done,
// chunks_total). Throws InputError("bad_partial", ...) for a repeated or out-of-range chunk.
json interim_document(const ExperimentSpec& spec, std::vector<ChunkResult> chunks);

}  // namespace puzzlelab::lab
