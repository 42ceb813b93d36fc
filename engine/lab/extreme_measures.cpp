#include "lab/extreme_measures.hpp"

#include <algorithm>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "lab/effort.hpp"
#include "lab/lab_game.hpp"

namespace puzzlelab::lab {

namespace {

bool listed(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

// A metric the game's metrics op describes, by name (its fields: the lab measure keeps only some).
const MetricSpec* described_metric(const Game& game, const std::string& name) {
  for (const MetricSpec& m : game.info().metrics)
    if (m.name == name) return &m;
  return nullptr;
}

}  // namespace

std::vector<ExtremeMeasure> extreme_measures(const Game& game, const nlohmann::json& params) {
  std::vector<ExtremeMeasure> out;
  const auto add = [&](const std::string& name, ExtremeSource source) {
    if (std::none_of(out.begin(), out.end(), [&](const ExtremeMeasure& m) { return m.name == name; }))
      out.push_back({name, source});
  };
  const std::unique_ptr<LabGame> part = make_lab_game(game);
  const LabMeasureNames lab = part->measure_names(params);
  if (lab.length) add("length", ExtremeSource::length);
  for (const std::string& name : lab.metrics) add(name, ExtremeSource::metric);
  const std::vector<std::string>& shared = shared_effort_measure_names();
  for (const std::string& name : effort_measure_names(*part, params))
    add(name, listed(shared, name) ? ExtremeSource::shared_effort : ExtremeSource::solution_space);
  return out;
}

std::string default_extreme_measure(const Game& game, const nlohmann::json& params) {
  return make_lab_game(game)->measure_names(params).length ? "length" : "effort_nodes";
}

ExtremeMeasure find_extreme_measure(const Game& game, const nlohmann::json& params, const std::string& name) {
  const std::vector<ExtremeMeasure> measures = extreme_measures(game, params);
  for (const ExtremeMeasure& m : measures)
    if (m.name == name) return m;
  std::string names;
  for (const ExtremeMeasure& m : measures) names += (names.empty() ? "" : ", ") + m.name;
  const std::string known = "; the numeric measures of " + game.name() + " are: " + names;
  const MetricSpec* metric = described_metric(game, name);
  if (metric && !metric->numeric())
    throw InputError("unknown_measure", "measure " + quote_input(name) + " is not a number extreme can rank" + known);
  if (metric)
    throw InputError("unknown_measure", "measure " + quote_input(name) + " is a field of " + game.name() +
                                            "'s metrics, not a measure of its challenges" + known);
  if (name == "length")
    throw InputError("unknown_measure", game.name() + "'s challenges have no measure 'length'" + known);
  if (listed(effort_measure_names(), name))
    throw InputError("unknown_measure",
                     game.name() + "'s challenges have no measure " + quote_input(name) + " with these params" + known);
  throw InputError("unknown_measure", "unknown measure " + quote_input(name) + " for " + game.name() + known);
}

}  // namespace puzzlelab::lab
