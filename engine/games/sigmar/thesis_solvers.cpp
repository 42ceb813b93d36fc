#include "games/sigmar/thesis_solvers.hpp"

#include <algorithm>

namespace puzzlelab::sigmar {

SolverOptions thesis_options(Ordering ordering) {
  SolverOptions o;
  o.ordering = ordering;
  o.memo = true;
  o.exact_memo = true;  // the thesis's DP map keeps every position
  o.counts = false;
  o.metal_chain = false;
  o.projections = false;
  o.clear_classes = false;
  o.restarts = false;
  o.tie_order = TieOrder::cells;
  o.lock_farthest = false;
  o.centre_distance = CentreDistance::nearest_tile;
  return o;
}

SolverOptions thesis_options(const ThesisReading& reading) {
  SolverOptions o = thesis_options(reading.ordering);
  o.lock_farthest = reading.lock_farthest;
  o.centre_distance = reading.centre_distance;
  return o;
}

std::string thesis_solver_name(Ordering ordering) { return "thesis-" + std::string(to_string(ordering)); }

std::optional<SolverOptions> thesis_solver(std::string_view name) {
  for (const Ordering o : kThesisOrderings)
    if (name == thesis_solver_name(o)) return thesis_options(o);
  for (const ThesisReading& r : kThesisReadings)
    if (name == r.name) return thesis_options(r);
  return std::nullopt;
}

std::string thesis_metric_name(Ordering ordering) {
  std::string name = "thesis_" + std::string(to_string(ordering)) + "_positions";
  for (char& c : name)
    if (c == '-') c = '_';
  return name;
}

void add_thesis_positions(const Board& board, const Budget& budget, std::map<std::string, double>& metrics) {
  Budget capped = budget;
  capped.max_nodes = budget.max_nodes == 0 ? kThesisLabNodes : std::min(budget.max_nodes, kThesisLabNodes);
  int censored = 0;
  for (const Ordering o : kThesisOrderings) {
    const SolveResult r = solve(board, capped, thesis_options(o));
    if (r.status == Status::unknown)
      ++censored;
    else
      metrics[thesis_metric_name(o)] = static_cast<double>(r.nodes);
  }
  metrics["thesis_censored"] = censored;
  const SolveResult ours = solve(board, capped);
  if (ours.status != Status::unknown) metrics["search_positions"] = static_cast<double>(ours.nodes);
}

}  // namespace puzzlelab::sigmar
