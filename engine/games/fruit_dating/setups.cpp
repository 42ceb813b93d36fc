#include "games/fruit_dating/setups.hpp"

#include <string>

#include "core/input_error.hpp"
#include "games/fruit_dating/solver.hpp"

namespace puzzlelab::fruit_dating {

const std::array<SetupInfo, 1>& all_setups() {
  static constexpr std::array<SetupInfo, 1> kSetups = {{
      {Setup::article, "article",
       "Symmetric walls grown from the border, inner walls, small areas filled; fruit, obstacles and features placed "
       "by weight; redrawn until the shortest solution has min_moves..max_moves moves.",
       "Fruit Dating article [SBC], sections 3 and 4"},
  }};
  return kSetups;
}

std::optional<Setup> setup_from_string(std::string_view name) { return setup_named(all_setups(), name); }

void validate(const GeneratorParams& params) {
  validate_size(params.candidate.width, params.candidate.height);
  if (params.min_moves < kMinMoves || params.max_moves > kMaxMoves || params.min_moves > params.max_moves)
    throw InputError("bad_params", "min_moves and max_moves must satisfy " + std::to_string(kMinMoves) +
                                       " <= min_moves <= max_moves <= " + std::to_string(kMaxMoves) + ", got " +
                                       std::to_string(params.min_moves) + " and " + std::to_string(params.max_moves));
}

Board generate(const GeneratorParams& params, std::uint64_t seed, const Budget& budget, Trace* trace) {
  validate(params);
  Rng rng(seed);
  BudgetMeter meter(budget);
  Trace local;
  Trace& t = trace != nullptr ? *trace : local;
  const GeneratorMix& mix = params.candidate.mix;
  for (std::uint64_t candidates = 1; candidates <= mix.max_candidates; ++candidates) {
    Board level = draw_candidate(params.candidate, rng, t);
    t.candidates = candidates;
    SolverOptions options;
    options.max_states = mix.candidate_states;
    options.max_depth = params.max_moves;
    const SolveResult result = solve(level, meter, options);
    if (meter.spent())
      throw InputError("budget_exhausted", "no level with a shortest solution of " + std::to_string(params.min_moves) +
                                               ".." + std::to_string(params.max_moves) + " moves among " +
                                               std::to_string(candidates) +
                                               (candidates == 1 ? " candidate" : " candidates") +
                                               " before the budget (max_nodes, time_limit_ms) ran out");
    const int length = static_cast<int>(result.moves.size());
    if (result.status == Status::solved && length >= params.min_moves) {
      t.shortest = length;
      return level;
    }
  }
  throw InputError("budget_exhausted", "no level with a shortest solution of " + std::to_string(params.min_moves) +
                                           ".." + std::to_string(params.max_moves) + " moves among " +
                                           std::to_string(mix.max_candidates) +
                                           " candidates (try a wider range, a larger board or another mix)");
}

}  // namespace puzzlelab::fruit_dating
