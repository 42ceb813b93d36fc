// "experiment": a Monte Carlo comparison of setups (engine/lab, docs/LAB.md). With "chunks" (a
// list of chunk indices) it runs just those and answers the partial result that `merge` and the
// app combine; with "challenges_of" (one chunk index) it lists that chunk's challenges one row
// each (seed, verdict, length, random solver, every measure), for the app to open any of them;
// with "chunks" and "rows": true the answer adds each chunk's rows ("rows", in the order of
// "chunks"), from which the app draws any expressive range and lists a cell's challenges; without either,
// it runs every chunk and answers the experiment's document. time_limit_ms bounds the request's
// wall clock (default and at most an hour): past it the answer is budget_exhausted, never figures
// from part of the work.
#include "api/operations.hpp"
#include "game/setup_description.hpp"
#include "core/input_error.hpp"
#include "game/limits.hpp"
#include "lab/experiment.hpp"
#include "lab/spec.hpp"

namespace puzzlelab {

nlohmann::json op_experiment(RequestFields& fields, const OpContext& context) {
  const lab::ExperimentSpec spec = lab::read_experiment_spec(fields, context.games);
  const auto chunks =
      fields.optional_whole_number_list("chunks", {"chunk", "bad_experiment", 0, spec.chunk_count() - 1});
  const bool listing = fields.has("challenges_of");
  fields.accept("challenges_of");  // named among the known fields either way
  const std::uint64_t listed_chunk =
      listing ? fields.required_whole_number("challenges_of",
                                             {"challenges_of", "bad_experiment", 0, spec.chunk_count() - 1})
              : 0;
  const std::uint64_t time_limit_ms =
      fields.optional_whole_number("time_limit_ms", {"time_limit_ms", "bad_budget", 1, limits::kMaxTimeLimitMs},
                                   limits::kDefaultExperimentTimeLimitMs);
  const lab::ChunkLimits run_limits{context.cancel, request_deadline(context, time_limit_ms), time_limit_ms};
  const bool with_rows = fields.optional_bool("rows", false);
  fields.reject_unknown("experiment");
  if (with_rows && !chunks) throw InputError("bad_experiment", "'rows' comes with 'chunks'");
  if (listing && chunks) throw InputError("bad_experiment", "give either 'chunks' or 'challenges_of', not both");
  // Rows are listed whole in the answer: their number is bounded, as the answer's memory.
  const std::uint64_t listed = listing ? spec.per_trial : with_rows ? chunks->size() * spec.per_trial : 0;
  if (listed > limits::kMaxListedChallenges)
    throw InputError("bad_experiment",
                     std::string(listing ? "'challenges_of' would list " : "'rows' would list ") +
                         std::to_string(listed) + " challenges; one request lists at most " +
                         std::to_string(limits::kMaxListedChallenges) +
                         (listing ? " (a smaller per_trial)" : " (fewer chunks at a time, or a smaller per_trial)"));
  const Game& game = find_game_in(context.games, spec.game);
  if (listing) {
    std::vector<lab::ChallengeRow> rows;
    lab::run_chunk(spec, game, listed_chunk, run_limits, &rows);
    nlohmann::json list = nlohmann::json::array();
    for (const lab::ChallengeRow& row : rows) list.push_back(row.to_json());
    return {{"format", "puzzlelab-experiment-challenges"},
            {"version", 1},
            {"experiment", spec.to_json()},
            {"chunk", listed_chunk},
            {"setup", setup_label(spec.setups[listed_chunk / spec.trials])},
            {"trial", listed_chunk % spec.trials},
            {"challenges", list}};
  }
  std::vector<lab::ChunkResult> results;
  if (chunks) {
    std::vector<bool> listed(spec.chunk_count(), false);
    for (const std::uint64_t c : *chunks) {
      if (listed[c]) throw InputError("bad_experiment", "chunk " + std::to_string(c) + " is listed twice");
      listed[c] = true;
    }
    nlohmann::json rows = nlohmann::json::array();
    for (const std::uint64_t c : *chunks) {
      std::vector<lab::ChallengeRow> chunk_rows;
      results.push_back(lab::run_chunk(spec, game, c, run_limits, with_rows ? &chunk_rows : nullptr));
      if (!with_rows) continue;
      rows.push_back(nlohmann::json::array());
      for (const lab::ChallengeRow& row : chunk_rows) rows.back().push_back(row.to_json());
    }
    nlohmann::json partial = lab::partial_document(spec, results);
    if (with_rows) partial["rows"] = rows;
    return partial;
  }
  for (std::uint64_t c = 0; c < spec.chunk_count(); ++c) results.push_back(lab::run_chunk(spec, game, c, run_limits));
  return lab::final_document(spec, std::move(results));
}

}  // namespace puzzlelab
