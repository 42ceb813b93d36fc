#include "middle/lab_cost.hpp"

#include <algorithm>

#include "game/setup_description.hpp"

namespace puzzlelab {

namespace {

// Milliseconds per challenge, native, one thread, the game's default parameters, each built-in
// setup's (`puzzlelab experiment GAME --setups S --trials 1 --per-trial 40`, 10 for Sigmar and
// Fruit Dating; docs/app/LAB_SCREEN.md). Deliberately on the dear side: they were timed on a
// machine busy with other work, and a study estimated too large only waits for Run.
struct SetupCost {
  const char* game;
  const char* setup;
  double ms;
};
constexpr SetupCost kSetupCosts[] = {
    {"fujisan", "pure-random", 4.5},    {"fujisan", "any-coin", 3.5},         {"fujisan", "piecepack", 4.2},
    {"fujisan", "engraved-tiles", 3.1}, {"fujisan", "dominoes", 4.1},         {"fujisan", "unique-pairs", 6.3},
    {"boxoff", "shuffled", 14},         {"boxoff", "l-tiles", 4.4},           {"boxoff", "three-colour-tiles", 19},
    {"pretzel", "shuffled", 1.3},       {"pretzel", "sequential-suits", 1.3}, {"pretzel", "banded-suits", 2},
    {"sigmar", "linear", 6.5},          {"sigmar", "random-test", 183},       {"sigmar", "pair-stack", 21},
    {"fruit-dating", "article", 47},
};

// What the effort group adds per challenge (`--measures effort`, measured the same way on one
// setup of each game).
struct EffortCost {
  const char* game;
  double ms;
};
constexpr EffortCost kEffortCosts[] = {
    {"fujisan", 90}, {"boxoff", 12}, {"pretzel", 3}, {"sigmar", 7900}, {"fruit-dating", 1900},
};

double dearest_setup(const std::string& game) {
  double most = 0;
  for (const SetupCost& c : kSetupCosts)
    if (game == c.game || game.empty()) most = std::max(most, c.ms);
  return most;
}

}  // namespace

double challenge_ms(const std::string& game, const std::string& setup, bool effort) {
  double ms = 0;
  for (const SetupCost& c : kSetupCosts)
    if (game == c.game && setup == c.setup) ms = c.ms;
  if (ms == 0) ms = dearest_setup(game);
  if (ms == 0) ms = dearest_setup("");  // a game the table does not know
  if (effort) {
    double extra = 0, dearest = 0;
    for (const EffortCost& e : kEffortCosts) {
      if (game == e.game) extra = e.ms;
      dearest = std::max(dearest, e.ms);
    }
    ms += extra > 0 ? extra : dearest;
  }
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
