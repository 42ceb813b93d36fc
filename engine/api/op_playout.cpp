// "playout": one random playout from the position, reproducible from its seed.
#include "api/operations.hpp"
#include "core/playout.hpp"
#include "game/limits.hpp"

namespace puzzlelab {

nlohmann::json op_playout(RequestFields& fields, const OpContext& context) {
  const GameChoice choice = read_game_choice(fields, context);
  const PositionInput position = read_position(fields, choice);
  const std::uint64_t seed = fields.required_whole_number("seed", {"seed", "bad_seed"});
  const std::uint64_t max_moves = fields.optional_whole_number(
      "max_moves", {"max_moves", "bad_max_moves", 1, limits::kMaxPlayoutMoves}, kDefaultPlayoutMoves);
  fields.reject_unknown("playout");
  require_legal_moves(choice, position);

  const PlayoutOutcome outcome = choice.game.playout(position.params, position.board, position.moves, seed, max_moves);
  return {{"board", position.board},
          {"ended", outcome.ended},
          {"solved", outcome.solved},
          {"length", outcome.moves.size()},
          {"moves", outcome.moves}};
}

}  // namespace puzzlelab
