// "extreme": the search for a setup's hardest challenge (lab/extreme.hpp, docs/LAB.md, "The
// hardest challenges"). "challenges" is its deterministic budget; time_limit_ms (default a
// minute, at most an hour) and cancel stop it early, and the answer then says so in "stopped"
// and lists the best found so far. "ms" is the only figure that depends on the machine.
#include <chrono>

#include "api/operations.hpp"
#include "game/limits.hpp"
#include "lab/extreme.hpp"

namespace puzzlelab {

namespace {

constexpr std::uint64_t kDefaultExtremeTimeLimitMs = 60'000;

}  // namespace

nlohmann::json op_extreme(RequestFields& fields, const OpContext& context) {
  const lab::ExtremeSpec spec = lab::read_extreme_spec(fields, context.games);
  const std::uint64_t time_limit_ms = fields.optional_whole_number(
      "time_limit_ms", {"time_limit_ms", "bad_budget", 1, limits::kMaxTimeLimitMs}, kDefaultExtremeTimeLimitMs);
  fields.reject_unknown("extreme");
  const Game& game = find_game_in(context.games, spec.game);
  const auto started = BudgetClock::now();
  const lab::ExtremeResult result =
      lab::run_extreme(spec, game, {context.cancel, request_deadline(context, time_limit_ms)});
  nlohmann::json out = result.to_json(spec);
  out["time_limit_ms"] = time_limit_ms;
  out["ms"] = std::chrono::duration<double, std::milli>(BudgetClock::now() - started).count();
  return out;
}

}  // namespace puzzlelab
