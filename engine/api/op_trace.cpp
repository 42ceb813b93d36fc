// "trace": one board from (game, params, setup, seed) with the steps its setup took, as talk mode
// animates them. The board is the one "generate" gives for the same request.
#include <string>

#include "api/operations.hpp"

namespace puzzlelab {

namespace {

nlohmann::json step_json(const TraceStep& step) {
  auto placed = nlohmann::json::array();
  for (const auto& p : step.placed) placed.push_back({{"cell", p.cell}, {"piece", p.piece}});
  nlohmann::json out = {{"kind", step.kind}, {"caption", step.caption}, {"placed", placed}, {"supply", step.supply}};
  if (step.clear) out["clear"] = true;
  return out;
}

}  // namespace

nlohmann::json op_trace(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const std::string setup = read_setup(fields, choice);
  const std::uint64_t seed = fields.required_whole_number("seed", {"seed", "bad_seed"});
  const Budget budget = read_budget(fields, context);
  fields.reject_unknown("trace");
  const TracedBoard traced = choice.game.trace(choice.params, setup, seed, budget);
  auto steps = nlohmann::json::array();
  for (const auto& step : traced.steps) steps.push_back(step_json(step));
  // The seed as a string: JavaScript cannot hold every 64-bit seed.
  return {{"game", choice.game.name()},   {"params", choice.params}, {"setup", setup},
          {"seed", std::to_string(seed)}, {"board", traced.board},   {"steps", steps}};
}

}  // namespace puzzlelab
