// "experiment": a Monte Carlo comparison of setups (engine/lab, docs/LAB.md). With "chunks" (a
// list of chunk indices) it runs just those and answers the partial result that `merge` and the
// app combine; without, it runs every chunk and answers the experiment's document.
#include "api/operations.hpp"
#include "core/input_error.hpp"
#include "lab/experiment.hpp"
#include "lab/spec.hpp"

namespace puzzlelab {

nlohmann::json op_experiment(RequestFields& fields, const OpContext& context) {
  const lab::ExperimentSpec spec = lab::read_experiment_spec(fields, context.games);
  const auto chunks = fields.optional_whole_number_list(
      "chunks", {"chunk", "bad_experiment", 0, spec.chunk_count() - 1});
  fields.reject_unknown("experiment");
  const Game& game = find_game_in(context.games, spec.game);
  std::vector<lab::ChunkResult> results;
  if (chunks) {
    std::vector<bool> listed(spec.chunk_count(), false);
    for (const std::uint64_t c : *chunks) {
      if (listed[c]) throw InputError("bad_experiment", "chunk " + std::to_string(c) + " is listed twice");
      listed[c] = true;
    }
    for (const std::uint64_t c : *chunks) results.push_back(lab::run_chunk(spec, game, c, context.cancel));
    return lab::partial_document(spec, results);
  }
  for (std::uint64_t c = 0; c < spec.chunk_count(); ++c) results.push_back(lab::run_chunk(spec, game, c, context.cancel));
  return lab::final_document(spec, std::move(results));
}

}  // namespace puzzlelab
