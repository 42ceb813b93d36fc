// "solve": search from a board plus the moves already played on it.
#include "api/operations.hpp"

namespace puzzlelab {

nlohmann::json op_solve(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const PositionInput position = read_position(fields, choice);
  const std::string solver = read_solver(fields, choice.game);
  const Budget budget = read_budget(fields, context);
  fields.reject_unknown("solve");
  require_legal_moves(choice, position);

  const SolveOutcome outcome = solve_for_request(choice, position, budget, solver);
  nlohmann::json result = search_fields(outcome);
  result["board"] = position.board;
  result["moves"] = position.moves;
  result["solution"] = outcome.solution;
  return result;
}

}  // namespace puzzlelab
