#include "lab/merge.hpp"

#include "api/request_fields.hpp"
#include "core/input_error.hpp"
#include "lab/spec.hpp"

namespace puzzlelab::lab {

ExperimentSpec spec_of_partial(const nlohmann::json& partial, const GameList& games) {
  if (!partial.is_object() || partial.value("format", "") != "puzzlelab-experiment-partial")
    throw InputError("bad_partial", "not a partial experiment result (\"format\" is not \"puzzlelab-experiment-partial\")");
  if (partial.value("version", 0) != 1) throw InputError("bad_partial", "a partial result of an unknown version");
  if (!partial.contains("experiment") || !partial.contains("chunks") || !partial["chunks"].is_array())
    throw InputError("bad_partial", "a partial result needs \"experiment\" and a \"chunks\" list");
  RequestFields fields(partial["experiment"]);
  ExperimentSpec spec = read_experiment_spec(fields, games);
  fields.reject_unknown("experiment");
  return spec;
}

nlohmann::json merge_partials(const std::vector<nlohmann::json>& partials, const std::vector<std::string>& names,
                              const GameList& games) {
  if (partials.empty()) throw InputError("bad_partial", "nothing to merge: give one or more partial results");
  ExperimentSpec spec;
  nlohmann::json first_spec;
  std::vector<ChunkResult> chunks;
  for (std::size_t i = 0; i < partials.size(); ++i) {
    const std::string& name = i < names.size() ? names[i] : "partial " + std::to_string(i + 1);
    try {
      const ExperimentSpec here = spec_of_partial(partials[i], games);
      if (i == 0) {
        spec = here;
        first_spec = here.to_json();
      } else if (here.to_json() != first_spec) {
        throw InputError("bad_partial", "it is a different experiment from " + names.front() + "'s");
      }
      for (const auto& chunk : partials[i]["chunks"]) {
        ChunkResult c = ChunkResult::from_json(chunk);
        if (c.chunk >= spec.chunk_count())
          throw InputError("bad_partial", "chunk " + std::to_string(c.chunk) + " is beyond the experiment's " +
                                              std::to_string(spec.chunk_count()) + " chunks");
        chunks.push_back(std::move(c));
      }
    } catch (const InputError& e) {
      throw InputError(e.code(), name + ": " + e.what());
    }
  }
  return final_document(spec, std::move(chunks));
}

}  // namespace puzzlelab::lab
