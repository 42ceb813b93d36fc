// Combining partial experiment results (shards from `puzzlelab experiment --shard`, chunks from
// web workers) into the experiment's document, byte for byte the document of the unsplit run.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game.hpp"
#include "lab/experiment.hpp"

namespace puzzlelab::lab {

// The spec a partial result was made for, checked as the "experiment" op checks a request.
// Throws InputError ("bad_partial" when `partial` is not a partial result at all: "format",
// "version", "experiment" or "chunks" missing or of the wrong type or value).
ExperimentSpec spec_of_partial(const nlohmann::json& partial, const GameList& games);

// Partial results added one at a time. Only the chunks' figures are kept, never a whole
// document, and every chunk is checked as it arrives: a bad or repeated chunk stops the reading
// there (in a file, before the rest of the file is read). Every partial must be of the same
// experiment; together they must hold each chunk exactly once. Errors are InputErrors whose
// message starts with the partial's name.
class PartialMerge {
 public:
  explicit PartialMerge(const GameList& games) : games_(games) {}

  // A partial result already parsed (the merge op).
  void add(const nlohmann::json& partial, const std::string& name);
  // A partial result as text (a file), read with parse_json_input's limits, its chunks streamed.
  void add_text(std::string_view text, const std::string& name);

  // The experiment's document. Throws InputError("bad_partial", ...) when nothing was added or
  // a chunk is missing.
  nlohmann::json document() const;

 private:
  void take_chunk(const nlohmann::json& chunk);
  void take_spec(const nlohmann::json& partial);
  void admit_pending();

  const GameList& games_;
  std::optional<ExperimentSpec> spec_;
  nlohmann::json spec_json_;
  std::string first_name_;
  std::vector<ChunkResult> chunks_;         // admitted: of the experiment, each once
  std::unordered_set<std::uint64_t> seen_;  // their indices
  // The partial being added: its chunks wait for its spec, so that a partial of another
  // experiment is named as that rather than for chunks that clash with the first one's.
  std::vector<ChunkResult> pending_;
  std::unordered_set<std::uint64_t> pending_seen_;
};

// Every partial added in turn; `names` (one per partial, e.g. file names) are used in messages.
nlohmann::json merge_partials(const std::vector<nlohmann::json>& partials, const std::vector<std::string>& names,
                              const GameList& games);

}  // namespace puzzlelab::lab
