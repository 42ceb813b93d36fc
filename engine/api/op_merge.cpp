// "merge": the partial results of an experiment's chunks (the "experiment" op with "chunks", run
// by the app's workers, or `puzzlelab experiment --shard`) combined into the experiment's
// document, byte-identical to the unsplit run: `puzzlelab merge` as an operation, so a page
// that spread the chunks over its workers merges them in a worker too.
#include "api/operations.hpp"
#include "lab/merge.hpp"

namespace puzzlelab {

nlohmann::json op_merge(RequestFields& fields, const OpContext& context) {
  const nlohmann::json partials = fields.required_array("partials");
  fields.reject_unknown("merge");
  lab::PartialMerge merge(context.games);
  for (std::size_t i = 0; i < partials.size(); ++i) merge.add(partials[i], "partial " + std::to_string(i + 1));
  return merge.document();
}

}  // namespace puzzlelab
