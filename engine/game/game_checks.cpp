#include "game/game_checks.hpp"

#include "game/move_list.hpp"
#include "core/input_error.hpp"
#include "game/quote_value.hpp"

namespace puzzlelab {

void check_setup(const Game& game, const std::string& setup) {
  for (const auto& spec : game.info().setups)
    if (spec.name == setup) return;
  throw InputError("unknown_setup", "unknown setup " + quote_input(setup) + " for " + game.name() +
                                        " (known: " + game.info().setup_names() + ")");
}

void check_solver(const Game& game, const std::string& solver) {
  if (solver.empty()) return;
  for (const auto& spec : game.info().solvers)
    if (spec.name == solver) return;
  throw InputError("unknown_solver", "unknown solver " + quote_input(solver) + " for " + game.name() +
                                         " (known: " + game.info().solver_names() + ")");
}

nlohmann::json params_fitting_board(const Game& game, const nlohmann::json& requested, const nlohmann::json& params,
                                    std::string_view board) {
  nlohmann::json implied;
  try {
    implied = game.params_for_board(params, board);
  } catch (const InputError&) {
    return params;
  }
  if (!requested.is_object() || !implied.is_object()) return implied;
  for (const auto& [key, value] : implied.items()) {
    const auto given = params.find(key);
    if (!requested.contains(key) || given == params.end() || *given == value) continue;
    throw InputError("board_mismatch", "the board has " + key + " " + quote_value(value) + " but the params give " +
                                           key + " " + quote_value(*given) + " (leave " + key +
                                           " out to read the board as it is)");
  }
  return implied;
}

void check_moves_legal(const Game& game, const nlohmann::json& params, std::string_view board,
                       const std::vector<std::string>& moves) {
  if (moves.empty()) return;
  const ReplayOutcome replay = game.replay(params, board, moves);
  if (replay.legal) return;
  // `applied` counts the moves before the illegal one; clamp it in case a game miscounts.
  const std::size_t index = replay.applied < moves.size() ? replay.applied : moves.size() - 1;
  throw illegal_move(index, moves, replay.error);
}

}  // namespace puzzlelab
