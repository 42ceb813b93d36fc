// The defaults of a game's part in the Lab (lab/lab_game.hpp).
#include "lab/lab_game.hpp"

#include <stdexcept>

#include "lab/effort.hpp"

namespace puzzlelab {

std::vector<Named> LabGame::random_solvers() const {
  return {{"playout", "one random playout: uniformly random legal moves with the game's default move limit"}};
}

LabMeasure LabGame::measure(const json& params, std::string_view board, std::uint64_t random_seed, const Budget& budget,
                            std::string_view) const {
  LabMeasure out;
  const SolveOutcome solved = game_.solve(params, board, {}, budget, "");
  out.status = solved.status;
  if (solved.status == Status::solved && solved.shortest) out.length = static_cast<int>(solved.solution.size());
  out.random_solved = game_.playout(params, board, {}, random_seed, 0).solved;
  const json metrics_json = game_.metrics(params, board, budget);
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

LabMeasureNames LabGame::measure_names(const json&) const {
  // The default measure keeps the top-level numbers and booleans of Game::metrics, and a length
  // wherever the default solver proves one shortest.
  LabMeasureNames out;
  out.length = true;
  for (const MetricSpec& m : game_.info().metrics)
    if (m.numeric()) out.metrics.push_back(m.name);
  return out;
}

std::map<std::string, double> LabGame::study_measures(std::string_view name, const json& params, std::string_view board,
                                                      const Budget& budget) const {
  if (name == kEffortMeasures) return effort_measures(*this, params, board, budget);
  throw std::logic_error(game_.name() + " has no study measures '" + std::string(name) + "'");
}

std::map<std::string, double> LabGame::setup_measures(const json&, std::string_view, std::uint64_t, std::string_view,
                                                      const Budget&) const {
  return {};
}

std::map<std::string, double> LabGame::solution_space(const json&, std::string_view, const Budget&) const { return {}; }

std::vector<std::string> LabGame::solution_space_names(const json&) const { return {}; }

std::vector<std::string> LabGame::neighbours_within_setup(const json&, std::string_view, std::string_view, Rng&) const {
  return {};
}

}  // namespace puzzlelab
