// The thesis's own solver configurations as named solvers ([Ruigrok] Algorithm 1 and section
// 6.2; docs/SIGMAR.md, "The thesis's solvers"): depth-first backtracking with a memo of the
// positions visited (a full map that forgets nothing) and one move ordering, and nothing else: no
// counts, metal chain, projections or class clearing, no restarts. Complete: unsolvable only when
// every position reachable has been tried.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "games/sigmar/solver.hpp"

namespace puzzlelab::sigmar {

// The five orderings of the thesis's Tables 1-3, in the tables' row order.
inline constexpr std::array<Ordering, 5> kThesisOrderings = {Ordering::none, Ordering::lock_distance,
                                                             Ordering::most_freed, Ordering::most_neighbours,
                                                             Ordering::centre_distance};

// The thesis's configuration with one ordering: ties between equal scores broken in cell order
// (the thesis's "canonical order", TieOrder::cells), lock distance nearest first, distance to the
// centre per tile (the move's nearest marble: the text's "three unique outputs" on rings).
SolverOptions thesis_options(Ordering ordering);
// "thesis-lock-distance"
std::string thesis_solver_name(Ordering ordering);

// The other readings of the text, as named solvers beside the five (docs/SIGMAR.md, "The
// thesis's solvers"): lock distance farthest first (the text's heuristic is the distance itself,
// and its priority queue "favors moves with a high heuristic value"), and the distance to the
// centre summed over the move's marbles (four values on rings, not three).
struct ThesisReading {
  std::string_view name;  // "thesis-lock-distance-far"
  std::string_view row;   // the row's name in the benchmark's tables
  Ordering ordering;
  bool lock_farthest = false;
  CentreDistance centre_distance = CentreDistance::nearest_tile;
};
inline constexpr std::array<ThesisReading, 2> kThesisReadings = {
    ThesisReading{"thesis-lock-distance-far", "Lock distance, farthest first", Ordering::lock_distance, true,
                  CentreDistance::nearest_tile},
    ThesisReading{"thesis-centre-distance-sum", "Distance to center, summed over the move", Ordering::centre_distance,
                  false, CentreDistance::sum},
};
SolverOptions thesis_options(const ThesisReading& reading);

// The options of a solver named "thesis-ORDERING" (one of kThesisOrderings) or one of
// kThesisReadings, else nullopt.
std::optional<SolverOptions> thesis_solver(std::string_view name);

// The Lab's measures for the thesis's Table 2 (docs/LAB.md): the positions each thesis solver
// visits on the board ("thesis_none_positions", ...), and ours ("search_positions", the search
// with every pruning), each run within kThesisLabNodes positions (or the budget's own node limit
// if lower). A run cut short is censored: its metric is left out (never averaged as if solved)
// and "thesis_censored" counts the thesis runs cut short on this board. Node counts only, so the
// measures are the same on every machine.
inline constexpr std::uint64_t kThesisLabNodes = 1'000'000;
// The name the thesis presets give these measures (StudyPreset::study_measures).
inline constexpr std::string_view kThesisPositionsMeasures = "thesis-positions";
void add_thesis_positions(const Board& board, const Budget& budget, std::map<std::string, double>& metrics);
// "thesis_lock_distance_positions"
std::string thesis_metric_name(Ordering ordering);

}  // namespace puzzlelab::sigmar
