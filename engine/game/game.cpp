// The defaults of the Game interface's optional parts.
#include "game/game.hpp"

#include "core/input_error.hpp"
#include "game/move_list.hpp"

namespace puzzlelab {

void Game::check_params(const json&) const {}

std::unique_ptr<GamePosition> Game::position_after(const json& params, std::string_view board,
                                                   const std::vector<std::string>& moves) const {
  std::unique_ptr<GamePosition> at = start(params, board);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    try {
      at = at->after(moves[i]);
    } catch (const InputError& e) {
      throw illegal_move(i, moves, e.what());
    }
  }
  return at;
}

ReplayOutcome Game::replay(const json& params, std::string_view board, const std::vector<std::string>& moves) const {
  ReplayOutcome out;
  std::unique_ptr<GamePosition> at = start(params, board);
  for (const std::string& move : moves) {
    try {
      at = at->after(move);
    } catch (const InputError& e) {
      out.legal = false;
      out.error = e.what();
      break;
    }
    ++out.applied;
  }
  out.solved = at->solved();
  out.legal_moves = at->legal_moves();
  return out;
}

std::string Game::describe_move(const json& params, std::string_view board,
                                const std::vector<std::string>& moves_before, const std::string& move) const {
  std::unique_ptr<GamePosition> at;
  try {
    at = position_after(params, board, moves_before);
  } catch (const InputError&) {
    return move;
  }
  return at->describe_move(move);
}

BoardWords Game::describe_board(const json& params, std::string_view board,
                                const std::vector<std::string>& moves) const {
  return position_after(params, board, moves)->words();
}

json Game::params_for_board(const json& params, std::string_view) const { return params; }

TracedBoard Game::trace(const json&, std::string_view, std::uint64_t, const Budget&) const {
  throw InputError("not_supported", name() + " records no setup steps");
}

}  // namespace puzzlelab
