// The measures the search for the hardest challenges can rank (docs/LAB.md, "The hardest
// challenges"), from one place: what the game's lab measure gives as numbers under the params
// (LabGame::measure_names: "length" where it measures one, then its metrics) and the effort
// group's measures it can give (lab/effort.hpp). The search checks its measure against this list
// before any work, its refusal names the list, and the app's "Hardest found" offers it.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "game/game.hpp"

namespace puzzlelab::lab {

// Where a measure's value comes from.
enum class ExtremeSource { length, metric, shared_effort, solution_space };

struct ExtremeMeasure {
  std::string name;
  ExtremeSource source = ExtremeSource::metric;
};

// In that order: "length", the metrics, then the effort group's; each name once (a metric named
// like an effort measure is the metric). Never empty: every game has the effort group's shared part.
std::vector<ExtremeMeasure> extreme_measures(const Game& game, const nlohmann::json& params);

// The measure ranked when none is named: "length" where the game measures one, else "effort_nodes"
// (the nodes its exact solver needs to decide the challenge).
std::string default_extreme_measure(const Game& game, const nlohmann::json& params);

// `name` among extreme_measures(game, params); otherwise throws InputError("unknown_measure", ...)
// saying why and naming every measure that can be ranked: "measure 'board' is not a number extreme
// can rank; the numeric measures of boxoff are: pair_equality, effort_nodes, ...".
ExtremeMeasure find_extreme_measure(const Game& game, const nlohmann::json& params, const std::string& name);

}  // namespace puzzlelab::lab
