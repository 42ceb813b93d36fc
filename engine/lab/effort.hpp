// The "effort" measure group (docs/LAB.md, "Search effort and solution space"): how hard a
// challenge is to search and how many ways it can be solved, after the measures of Blake and
// Gent's solitaire studies [Blake-Gent]. An experiment takes it only when asked
// (`measures: ["effort"]`), as it costs a solve, a replay of the solution and a walk over the
// game tree per challenge.
//
// The part every game shares comes from the Game interface alone (effort_measures): the default
// solver's node count and a replay of the solution it finds. The solution-space part needs the
// game's own positions: each game answers it from its typed rules (LabGame::solution_space),
// most through explore_tree (game/tree_walk.hpp).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/budget.hpp"
#include "game/game.hpp"
#include "game/tree_walk.hpp"
#include "lab/lab_game.hpp"

namespace puzzlelab {

// The measure group's name, as experiment specs, links and presets write it.
inline constexpr std::string_view kEffortMeasures = "effort";
// The measure names of the group, in the order docs/LAB.md defines them.
const std::vector<std::string>& effort_measure_names();
// Those of the group's part every game shares (effort_nodes, solution_branching, solution_forced);
// the others are the game's own (LabGame::solution_space_names).
const std::vector<std::string>& shared_effort_measure_names();
// The group's names a game can give under `params`: the shared part's and its solution space's, in
// the order of effort_measure_names.
std::vector<std::string> effort_measure_names(const LabGame& lab, const json& params);

// The whole group for one challenge: the shared part below plus the game's solution space.
// Deterministic for (params, board, budget's node limit).
std::map<std::string, double> effort_measures(const LabGame& lab, const json& params, std::string_view board,
                                              const Budget& budget);
// The shared part alone (a solve and a replay of its solution: no walk over the game tree).
std::map<std::string, double> shared_effort_measures(const Game& game, const json& params, std::string_view board,
                                                     const Budget& budget);

// What a solution's positions look like, from Game::start: the positions before each move
// (the start included, the solved end not), their mean number of legal moves and the share with
// exactly one.
struct PathShape {
  std::size_t positions = 0;
  double mean_legal_moves = 0;
  double forced_share = 0;
};
PathShape path_shape(const Game& game, const json& params, std::string_view board,
                     const std::vector<std::string>& solution);

}  // namespace puzzlelab
