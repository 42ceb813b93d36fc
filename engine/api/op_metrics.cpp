// "metrics": the game's board metrics and, when a setup is named, facts about that setup.
#include <optional>

#include "api/operations.hpp"
#include "game/game_checks.hpp"

namespace puzzlelab {

nlohmann::json op_metrics(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const PositionInput position = read_board(fields, choice);
  const std::string& board = position.board;
  std::optional<std::string> setup;
  if (fields.has("setup")) setup = checked_setup(choice.game, position.params, fields.required_setup("setup"));
  const Budget budget = read_budget(fields, context);
  fields.reject_unknown("metrics");

  nlohmann::json result = {{"board", board}, {"metrics", choice.game.metrics(position.params, board, budget)}};
  if (setup) {
    result["setup"] = *setup;
    result["setup_facts"] = choice.game.setup_facts(position.params, *setup);
  }
  return result;
}

}  // namespace puzzlelab
