#include "middle/lab_cost.hpp"

#include <algorithm>

#include "game/game.hpp"
#include "game/setup_description.hpp"

namespace puzzlelab {

namespace {

// The game's costs (GameInfo::lab_setup_ms, lab_effort_ms), or none for a name no game has.
const GameInfo* info_of(const std::string& game) {
  for (const auto& g : all_games())
    if (g->info().name == game) return &g->info();
  return nullptr;
}

// The dearest setup of one game, or of every game when `info` is null.
double dearest_setup(const GameInfo* info) {
  double most = 0;
  for (const auto& g : all_games())
    if (info == nullptr || &g->info() == info)
      for (const auto& [setup, ms] : g->info().lab_setup_ms) most = std::max(most, ms);
  return most;
}

double dearest_effort() {
  double most = 0;
  for (const auto& g : all_games()) most = std::max(most, g->info().lab_effort_ms);
  return most;
}

}  // namespace

double challenge_ms(const std::string& game, const std::string& setup, bool effort) {
  const GameInfo* info = info_of(game);
  double ms = 0;
  if (info != nullptr)
    for (const auto& [name, cost] : info->lab_setup_ms)
      if (name == setup) ms = cost;
  if (ms == 0 && info != nullptr) ms = dearest_setup(info);
  if (ms == 0) ms = dearest_setup(nullptr);  // a game that has measured none
  if (effort) ms += info != nullptr && info->lab_effort_ms > 0 ? info->lab_effort_ms : dearest_effort();
  return ms * kWebSlowdown;
}

double study_worker_seconds(const lab::ExperimentSpec& spec) {
  const bool effort = std::find(spec.measures.begin(), spec.measures.end(), "effort") != spec.measures.end();
  const double challenges = static_cast<double>(spec.trials) * static_cast<double>(spec.per_trial);
  double ms = 0;
  for (const std::string& setup : spec.setups)
    ms += challenges * challenge_ms(spec.game, is_described_setup(setup) ? std::string() : setup, effort);
  return ms / 1000;
}

double study_worker_seconds(const std::vector<lab::ExperimentSpec>& experiments) {
  double seconds = 0;
  for (const lab::ExperimentSpec& spec : experiments) seconds += study_worker_seconds(spec);
  return seconds;
}

double study_worker_seconds(const lab::SweepSpec& sweep) {
  double seconds = 0;
  for (const lab::SweepPoint& point : sweep.points)
    if (point.experiment) seconds += study_worker_seconds(*point.experiment);
  return seconds;
}

double study_seconds(double worker_seconds, int workers) { return worker_seconds / std::max(workers, 1); }

}  // namespace puzzlelab
