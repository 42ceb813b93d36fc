// "verify": replays moves on a board and reports the first illegal one, if any.
#include "api/operations.hpp"

namespace puzzlelab {

nlohmann::json op_verify(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const PositionInput position = read_position(fields, choice);
  fields.reject_unknown("verify");

  const ReplayOutcome replay = choice.game.replay(position.params, position.board, position.moves);
  return {{"board", position.board},
          {"legal", replay.legal},
          {"applied", replay.applied},
          {"first_illegal", replay.legal ? nlohmann::json(nullptr) : nlohmann::json(replay.applied)},
          {"reason", replay.legal ? nlohmann::json(nullptr) : nlohmann::json(replay.error)},
          {"solved", replay.solved},
          {"legal_moves", replay.legal_moves}};
}

}  // namespace puzzlelab
