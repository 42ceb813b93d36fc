// "hint": the next move of a (shortest, where the solver is exact) solution from the position.
#include "api/operations.hpp"

namespace puzzlelab {

nlohmann::json op_hint(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const PositionInput position = read_position(fields, choice);
  const std::string solver = read_solver(fields, choice.game);
  const Budget budget = read_budget(fields, context);
  fields.reject_unknown("hint");
  require_legal_moves(choice, position);

  const SolveOutcome outcome = solve_for_request(choice, position, budget, solver);
  nlohmann::json result = search_fields(outcome);
  // A solved status with an empty solution means the position is already solved: no move.
  const bool has_move = outcome.status == Status::solved && !outcome.solution.empty();
  result["move"] = has_move ? nlohmann::json(outcome.solution.front()) : nlohmann::json(nullptr);
  return result;
}

}  // namespace puzzlelab
