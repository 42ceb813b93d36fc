// The defaults of the Game interface's optional parts.
#include "game/game.hpp"

#include <stdexcept>

#include "core/input_error.hpp"
#include "game/effort.hpp"
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

std::vector<Named> Game::lab_random_solvers() const {
  return {{"playout", "one random playout: uniformly random legal moves with the game's default move limit"}};
}

LabMeasure Game::lab_measure(const json& params, std::string_view board, std::uint64_t random_seed,
                             const Budget& budget, std::string_view) const {
  LabMeasure out;
  const SolveOutcome solved = solve(params, board, {}, budget, "");
  out.status = solved.status;
  if (solved.status == Status::solved && solved.shortest) out.length = static_cast<int>(solved.solution.size());
  out.random_solved = playout(params, board, {}, random_seed, 0).solved;
  const json metrics_json = this->metrics(params, board, budget);
  if (metrics_json.is_object()) {
    for (const auto& [key, value] : metrics_json.items()) {
      if (value.is_boolean())
        out.metrics[key] = value.get<bool>() ? 1 : 0;
      else if (value.is_number())
        out.metrics[key] = value.get<double>();
    }
  }
  return out;
}

LabMeasureNames Game::lab_measure_names(const json&) const {
  // The default lab_measure keeps the top-level numbers and booleans of metrics(), and a length
  // wherever the default solver proves one shortest.
  LabMeasureNames out;
  out.length = true;
  for (const MetricSpec& m : info().metrics)
    if (m.numeric()) out.metrics.push_back(m.name);
  return out;
}

std::map<std::string, double> Game::lab_study_measures(std::string_view name, const json& params,
                                                       std::string_view board, const Budget& budget) const {
  if (name == kEffortMeasures) return effort_measures(*this, params, board, budget);
  throw std::logic_error(this->name() + " has no study measures '" + std::string(name) + "'");
}

}  // namespace puzzlelab
