// Merging a sweep's partial results (`puzzlelab sweep --shard I/N`, any order) into its document.
#include <unordered_set>

#include "core/input_error.hpp"
#include "lab/sweep.hpp"

namespace puzzlelab::lab {

namespace {

using json = nlohmann::json;

// The sweep a partial was made for; the partial's chunks must follow.
const json& sweep_of_partial(const json& partial, const std::string& name) {
  if (!partial.is_object() || partial.value("format", json()) != "puzzlelab-lab-sweep-partial")
    bad_partial(name + " is not a sweep's partial result (format puzzlelab-lab-sweep-partial)");
  if (partial.value("version", json()) != 1) bad_partial(name + " has a version other than 1");
  const auto sweep = partial.find("sweep");
  if (sweep == partial.end() || !sweep->is_object()) bad_partial(name + " has no \"sweep\" object");
  const auto chunks = partial.find("chunks");
  if (chunks == partial.end() || !chunks->is_array()) bad_partial(name + " has no \"chunks\" array");
  return *sweep;
}

}  // namespace

json merge_sweep_partials(const std::vector<json>& partials, const std::vector<std::string>& names,
                          const GameList& games) {
  if (partials.empty()) bad_partial("no partial results to merge");
  const json& first = sweep_of_partial(partials.front(), names.front());
  SweepSpec spec;
  try {
    spec = read_sweep_spec(first, games);
  } catch (const InputError& error) {
    bad_partial(names.front() + ": its sweep cannot be read: " + error.what());
  }
  const std::uint64_t total = spec.chunk_count();
  std::vector<ChunkResult> chunks;
  std::unordered_set<std::uint64_t> seen;
  for (std::size_t i = 0; i < partials.size(); ++i) {
    const std::string& name = names.at(i);
    if (sweep_of_partial(partials[i], name) != first)
      bad_partial(name + " is a partial result of another sweep than " + names.front());
    for (const json& c : partials[i].at("chunks")) {
      ChunkResult chunk;
      try {
        chunk = ChunkResult::from_json(c);
      } catch (const InputError& error) {
        bad_partial(name + ": " + error.what());
      }
      if (chunk.chunk >= total)
        bad_partial(name + ": chunk " + std::to_string(chunk.chunk) + " is beyond the sweep's " +
                    std::to_string(total) + " chunks");
      if (!seen.insert(chunk.chunk).second)
        bad_partial(name + ": chunk " + std::to_string(chunk.chunk) + " appears more than once");
      chunks.push_back(std::move(chunk));
    }
  }
  return sweep_final_document(spec, std::move(chunks));
}

}  // namespace puzzlelab::lab
