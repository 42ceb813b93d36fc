// The numeric measures of one challenge by name, as the expressive range and the correlations
// read them (docs/LAB.md, "Expressive range" and "Correlations"): "solvable" (1 solved, 0 proved
// unsolvable, absent when the budget ran out), "random_solved" (1 or 0), "length" (the shortest
// solution of a solved challenge, where the game measures one) and every metric of
// LabGame::measure under its own name (one named like the three above as "metric_NAME").
#pragma once

#include <map>
#include <string>

#include "game/game.hpp"
#include "lab/lab_game.hpp"

namespace puzzlelab::lab {

using MeasureValues = std::map<std::string, double>;

inline bool is_builtin_measure(const std::string& name) {
  return name == "solvable" || name == "random_solved" || name == "length";
}

inline MeasureValues challenge_measures(const LabMeasure& m) {
  MeasureValues out;
  if (m.status != Status::unknown) out["solvable"] = m.status == Status::solved ? 1 : 0;
  out["random_solved"] = m.random_solved ? 1 : 0;
  if (m.status == Status::solved && m.length >= 0) out["length"] = m.length;
  for (const auto& [name, value] : m.metrics) out[is_builtin_measure(name) ? "metric_" + name : name] = value;
  return out;
}

}  // namespace puzzlelab::lab
