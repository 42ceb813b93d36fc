// "sweep": an experiment at every point of one or two axes (engine/lab/sweep.hpp, docs/LAB.md
// "Sweeps"). With "chunks" (sweep chunk indices) it runs just those and answers the sweep's
// partial result; without, it runs every chunk and answers the sweep's document. "sweep_merge"
// combines partial results ("partials") into the document, byte for byte the unsplit run's.
// time_limit_ms bounds the request's wall clock as it does an experiment's.
#include "api/operations.hpp"
#include "core/input_error.hpp"
#include "game/limits.hpp"
#include "lab/sweep.hpp"

namespace puzzlelab {

nlohmann::json op_sweep(RequestFields& fields, const OpContext& context) {
  const lab::SweepSpec spec = lab::read_sweep_spec(fields, context.games);
  const std::uint64_t total = spec.chunk_count();
  const auto chunks = fields.optional_whole_number_list("chunks", {"chunk", "bad_sweep", 0, total - 1});
  const std::uint64_t time_limit_ms =
      fields.optional_whole_number("time_limit_ms", {"time_limit_ms", "bad_budget", 1, limits::kMaxTimeLimitMs},
                                   limits::kDefaultExperimentTimeLimitMs);
  const lab::ChunkLimits run_limits{context.cancel, request_deadline(context, time_limit_ms), time_limit_ms};
  fields.reject_unknown("sweep");
  std::vector<lab::ChunkResult> results;
  if (chunks) {
    std::vector<bool> listed(total, false);
    for (const std::uint64_t c : *chunks) {
      if (listed[c]) throw InputError("bad_sweep", "chunk " + std::to_string(c) + " is listed twice");
      listed[c] = true;
    }
    for (const std::uint64_t c : *chunks) results.push_back(lab::run_sweep_chunk(spec, context.games, c, run_limits));
    return lab::sweep_partial_document(spec, results);
  }
  for (std::uint64_t c = 0; c < total; ++c) results.push_back(lab::run_sweep_chunk(spec, context.games, c, run_limits));
  return lab::sweep_final_document(spec, std::move(results));
}

nlohmann::json op_sweep_merge(RequestFields& fields, const OpContext& context) {
  const nlohmann::json partials = fields.required_array("partials");
  fields.reject_unknown("sweep_merge");
  std::vector<nlohmann::json> list;
  std::vector<std::string> names;
  for (std::size_t i = 0; i < partials.size(); ++i) {
    list.push_back(partials[i]);
    names.push_back("partial " + std::to_string(i + 1));
  }
  return lab::merge_sweep_partials(list, names, context.games);
}

}  // namespace puzzlelab
