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
  std::vector<nlohmann::json> list(partials.begin(), partials.end());
  std::vector<std::string> names;
  for (std::size_t i = 0; i < list.size(); ++i) names.push_back("partial " + std::to_string(i + 1));
  return lab::merge_partials(list, names, context.games);
}

}  // namespace puzzlelab
