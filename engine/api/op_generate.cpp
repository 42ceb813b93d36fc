// "generate": count boards from (game, params, setup) with consecutive seeds seed, seed+1, ...
// max_nodes bounds each board (a setup that redraws until a condition holds answers
// budget_exhausted instead of running on), time_limit_ms the whole request: boards left to make
// when it runs out make the answer budget_exhausted, naming how far it got.
// With "solvable": true, one board: the first of seed, seed+1, ... that the game's default solver
// proves solvable (game/solvable_deal.hpp), within the budget for the whole search and at most
// max_attempts seeds; "check" says how it ended.
#include <string>

#include "api/operations.hpp"
#include "core/input_error.hpp"
#include "game/limits.hpp"
#include "game/solvable_deal.hpp"

namespace puzzlelab {

namespace {

nlohmann::json solvable_result(const GameChoice& choice, const std::string& setup, const SolvableDeal& deal) {
  return {{"game", choice.game.name()},           {"params", choice.params}, {"setup", setup},
          {"seeds", {std::to_string(deal.seed)}}, {"boards", {deal.board}},  {"check", deal_check(deal)}};
}

}  // namespace

nlohmann::json op_generate(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const std::string setup = read_setup(fields, choice);
  const std::uint64_t seed = fields.required_whole_number("seed", {"seed", "bad_seed"});
  const bool solvable = fields.optional_bool("solvable", false);
  const bool has_count = fields.has("count");
  const std::uint64_t count = fields.optional_whole_number("count", {"count", "bad_count", 1, limits::kMaxCount}, 1);
  const bool has_attempts = fields.has("max_attempts");
  const std::uint64_t max_attempts = fields.optional_whole_number(
      "max_attempts", {"max_attempts", "bad_count", 1, limits::kMaxAttempts}, limits::kDefaultMaxAttempts);
  // Each board gets max_nodes: only setups that draw until a condition holds spend it. The time
  // limit is the request's. A solvable deal spends both over the whole search.
  const Budget budget = read_budget(fields, context);
  fields.reject_unknown("generate");
  if (solvable && has_count && count != 1)
    throw InputError("bad_count",
                     "a solvable deal is one board: count must be 1 with 'solvable', got " + std::to_string(count));
  if (!solvable && has_attempts) throw InputError("bad_count", "'max_attempts' applies only with \"solvable\": true");
  if (solvable)
    return solvable_result(choice, setup, deal_solvable(choice.game, choice.params, setup, seed, max_attempts, budget));

  // Seeds never wrap around: the last board's seed must itself be a valid seed.
  if (count - 1 > UINT64_MAX - seed)
    throw InputError("bad_count", "seed " + std::to_string(seed) + " with count " + std::to_string(count) +
                                      " runs past the largest seed, 18446744073709551615");

  const auto out_of_time = [&](std::uint64_t made) {
    return InputError("budget_exhausted", "generate made " + std::to_string(made) + " of " + std::to_string(count) +
                                              " boards within the request's time limit (time_limit_ms " +
                                              std::to_string(static_cast<std::uint64_t>(budget.max_ms)) +
                                              "); ask for fewer boards at a time or raise time_limit_ms (at most " +
                                              std::to_string(limits::kMaxTimeLimitMs) + ")");
  };
  auto boards = nlohmann::json::array();
  auto seeds = nlohmann::json::array();
  for (std::uint64_t i = 0; i < count; ++i) {
    if (budget.cancelled()) throw InputError("budget_exhausted", "generate was cancelled");
    if (budget.past_deadline()) throw out_of_time(i);
    try {
      boards.push_back(choice.game.generate(choice.params, setup, seed + i, budget));
    } catch (const InputError& error) {
      // One board: the setup's own message says it all. Several: which board, or, when the
      // request's time ran out meanwhile, how many were made.
      if (count == 1 || error.code() != "budget_exhausted") throw;
      if (budget.cancelled()) throw InputError("budget_exhausted", "generate was cancelled");
      if (budget.past_deadline()) throw out_of_time(i);
      throw InputError("budget_exhausted", "board " + std::to_string(i + 1) + " of " + std::to_string(count) +
                                               " (seed " + std::to_string(seed + i) + "): " + error.what());
    }
    seeds.push_back(std::to_string(seed + i));  // strings: JavaScript cannot hold every 64-bit seed
  }
  return {
      {"game", choice.game.name()}, {"params", choice.params}, {"setup", setup}, {"seeds", seeds}, {"boards", boards}};
}

}  // namespace puzzlelab
