// "generate": count boards from (game, params, setup) with consecutive seeds seed, seed+1, ...
// Under the request's budget (max_nodes, time_limit_ms) per board: a setup that redraws until a
// condition holds answers budget_exhausted instead of running on.
#include <string>

#include "api/limits.hpp"
#include "api/operations.hpp"
#include "core/input_error.hpp"

namespace puzzlelab {

nlohmann::json op_generate(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const std::string setup = read_setup(fields, choice.game);
  const std::uint64_t seed = fields.required_whole_number("seed", {"seed", "bad_seed"});
  const std::uint64_t count = fields.optional_whole_number("count", {"count", "bad_count", 1, limits::kMaxCount}, 1);
  // Each board gets the whole budget: only setups that draw until a condition holds spend it.
  const Budget budget = read_budget(fields, context);
  fields.reject_unknown("generate");
  // Seeds never wrap around: the last board's seed must itself be a valid seed.
  if (count - 1 > UINT64_MAX - seed)
    throw InputError("bad_count", "seed " + std::to_string(seed) + " with count " + std::to_string(count) +
                                      " runs past the largest seed, 18446744073709551615");

  auto boards = nlohmann::json::array();
  auto seeds = nlohmann::json::array();
  for (std::uint64_t i = 0; i < count; ++i) {
    boards.push_back(choice.game.generate(choice.params, setup, seed + i, budget));
    seeds.push_back(std::to_string(seed + i));  // strings: JavaScript cannot hold every 64-bit seed
  }
  return {{"game", choice.game.name()}, {"params", choice.params}, {"setup", setup},
          {"seeds", seeds}, {"boards", boards}};
}

}  // namespace puzzlelab
