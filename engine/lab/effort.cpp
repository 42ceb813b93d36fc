#include "lab/effort.hpp"

#include <algorithm>

#include "core/input_error.hpp"

namespace puzzlelab {

const std::vector<std::string>& effort_measure_names() {
  static const std::vector<std::string> names = {
      "effort_nodes",   "shortest_solutions", "shortest_solutions_capped", "solution_branching", "solution_forced",
      "tree_positions", "dead_end_share"};
  return names;
}

const std::vector<std::string>& shared_effort_measure_names() {
  static const std::vector<std::string> names = {"effort_nodes", "solution_branching", "solution_forced"};
  return names;
}

std::vector<std::string> effort_measure_names(const LabGame& lab, const json& params) {
  const std::vector<std::string>& shared = shared_effort_measure_names();
  const std::vector<std::string> own = lab.solution_space_names(params);
  std::vector<std::string> out;
  for (const std::string& name : effort_measure_names())
    if (std::find(shared.begin(), shared.end(), name) != shared.end() ||
        std::find(own.begin(), own.end(), name) != own.end())
      out.push_back(name);
  return out;
}

PathShape path_shape(const Game& game, const json& params, std::string_view board,
                     const std::vector<std::string>& solution) {
  PathShape out;
  std::uint64_t legal = 0, forced = 0;
  std::unique_ptr<GamePosition> at = game.start(params, board);
  for (const std::string& move : solution) {
    const std::size_t moves_here = at->legal_moves().size();
    legal += moves_here;
    forced += moves_here == 1 ? 1 : 0;
    ++out.positions;
    try {
      at = at->after(move);
    } catch (const InputError&) {
      break;  // a solution that does not play: its shape ends where it stops
    }
  }
  if (out.positions > 0) {
    out.mean_legal_moves = static_cast<double>(legal) / static_cast<double>(out.positions);
    out.forced_share = static_cast<double>(forced) / static_cast<double>(out.positions);
  }
  return out;
}

std::map<std::string, double> effort_measures(const LabGame& lab, const json& params, std::string_view board,
                                              const Budget& budget) {
  std::map<std::string, double> out = shared_effort_measures(lab.game(), params, board, budget);
  for (const auto& [name, value] : lab.solution_space(params, board, budget)) out[name] = value;
  return out;
}

std::map<std::string, double> shared_effort_measures(const Game& game, const json& params, std::string_view board,
                                                     const Budget& budget) {
  std::map<std::string, double> out;
  const SolveOutcome solved = game.solve(params, board, {}, budget, "");
  if (solved.status != Status::unknown) out["effort_nodes"] = static_cast<double>(solved.nodes);
  if (solved.status == Status::solved && !solved.solution.empty()) {
    const PathShape shape = path_shape(game, params, board, solved.solution);
    if (shape.positions > 0) {
      out["solution_branching"] = shape.mean_legal_moves;
      out["solution_forced"] = shape.forced_share;
    }
  }
  return out;
}

}  // namespace puzzlelab
