#include "lab/spec.hpp"

#include <algorithm>
#include <cstdint>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/game_checks.hpp"
#include "game/limits.hpp"
#include "game/params.hpp"
#include "game/setup_description.hpp"
#include "lab/effort.hpp"
#include "lab/lab_game.hpp"
#include "lab/published.hpp"

namespace puzzlelab::lab {

namespace {

// A document lists a described setup by its label in "setups" and keeps the description under
// "setup_descriptions" (ExperimentSpec::to_json): each label found there stands for its
// description's text. Every description kept must be listed, under its own name.
void resolve_described_setups(const json& descriptions, std::vector<std::string>& setups) {
  std::vector<std::string> used;
  for (std::string& setup : setups) {
    const auto found = descriptions.find(setup);
    if (found == descriptions.end()) continue;
    if (!found->is_object())
      throw InputError("bad_experiment", "setup_descriptions[" + quote_input(setup) + "] must be a description " +
                                             "(an object), not " + std::string(found->type_name()));
    const auto name = found->find("name");
    if (name == found->end() || *name != setup)
      throw InputError("bad_experiment", "setup_descriptions[" + quote_input(setup) +
                                             "] must have that \"name\": the label is the description's name");
    used.push_back(setup);
    setup = setup_text(*found);
  }
  for (const auto& [label, description] : descriptions.items())
    if (std::find(used.begin(), used.end(), label) == used.end())
      throw InputError("bad_experiment",
                       "setup_descriptions holds " + quote_input(label) + ", which setups does not list");
}

}  // namespace

ExperimentSpec read_experiment_spec(RequestFields& fields, const GameList& games) {
  ExperimentSpec spec;
  const StudyPreset* preset = nullptr;
  if (const auto name = fields.optional_string("preset"); name && !name->empty()) {
    preset = find_study_preset(*name);
    if (!preset)
      throw InputError("unknown_preset",
                       "unknown preset " + quote_input(*name) + " (known: " + study_preset_names() + ")");
    spec.preset = preset->name;
  }

  const auto game_name = fields.optional_string("game");
  if (!game_name && !preset) throw InputError("missing_field", "missing field 'game' (or give a 'preset')");
  const Game& game = find_game_in(games, game_name ? *game_name : preset->game);
  if (preset && game.name() != preset->game)
    throw InputError("bad_experiment", "preset " + quote_input(preset->name) + " is a study of " + preset->game +
                                           ", not of " + game.name());
  spec.game = game.name();

  json params = preset ? preset->params : json::object();
  const json given = fields.optional_object("params");
  for (const auto& [key, value] : given.items()) params[key] = value;
  spec.params = normalize_params(game, params);

  if (fields.has("setups")) {
    spec.setups = fields.optional_setup_list("setups");
  } else if (preset) {
    spec.setups = preset->setups;
  } else {
    throw InputError("missing_field", "missing field 'setups' (one or more of: " + game.info().setup_names() + ")");
  }
  if (spec.setups.empty()) throw InputError("bad_experiment", "setups is empty; name at least one setup");
  resolve_described_setups(fields.optional_object("setup_descriptions"), spec.setups);
  std::vector<std::string> labels;
  for (std::string& setup : spec.setups) {
    setup = checked_setup(game, spec.params, setup);
    // Params the setup cannot deal with (a template too small for the tile set) are refused here,
    // as the new-game dialog refuses them, rather than by the first challenge of a run.
    (void)game.setup_facts(spec.params, setup);
    const std::string label = setup_label(setup);
    if (std::find(labels.begin(), labels.end(), label) != labels.end())
      throw InputError("bad_experiment", is_described_setup(setup) ? "two setups are called " + quote_input(label) +
                                                                         ": a described setup needs a name of its own"
                                                                   : "setup " + quote_input(label) + " is named twice");
    labels.push_back(label);
  }

  spec.trials =
      fields.optional_whole_number("trials", {"trials", "bad_experiment", 1, kMaxTrials}, preset ? preset->trials : 10);
  spec.per_trial = fields.optional_whole_number("per_trial", {"per_trial", "bad_experiment", 1, kMaxPerTrial},
                                                preset ? preset->per_trial : 100);
  if (spec.trials * spec.per_trial > kMaxChallenges)
    throw InputError("bad_experiment", "trials x per_trial is " + std::to_string(spec.trials * spec.per_trial) +
                                           " challenges per setup; the limit is " + std::to_string(kMaxChallenges));
  spec.seed = fields.optional_whole_number("seed", {"seed", "bad_seed"}, preset ? preset->seed : 1);
  // Challenge seeds never wrap around: the last challenge's seed must itself be a valid seed.
  const std::uint64_t challenges = spec.trials * spec.per_trial;
  if (challenges - 1 > UINT64_MAX - spec.seed)
    throw InputError("bad_seed", "seed " + std::to_string(spec.seed) + " with " + std::to_string(challenges) +
                                     " challenges per setup (trials x per_trial) runs past the largest seed, " +
                                     std::to_string(UINT64_MAX) + "; the seed may be at most " +
                                     std::to_string(UINT64_MAX - (challenges - 1)));

  spec.random_solver = read_random_solver(fields, game);
  if (fields.has("measures")) {
    for (const std::string& group : fields.optional_string_list("measures")) {
      if (group != kEffortMeasures)
        throw InputError("bad_experiment", "unknown measure group " + quote_input(group) +
                                               " (known: " + std::string(kEffortMeasures) + ")");
      if (std::find(spec.measures.begin(), spec.measures.end(), group) != spec.measures.end())
        throw InputError("bad_experiment", "measure group " + quote_input(group) + " is named twice");
      spec.measures.push_back(group);
    }
  }
  spec.max_nodes = fields.optional_whole_number("max_nodes", {"max_nodes", "bad_budget", 1, limits::kMaxMaxNodes},
                                                limits::kDefaultMaxNodes);
  for (const std::string& text : fields.optional_string_list("ranges")) {
    if (spec.ranges.size() == kMaxRanges)
      throw InputError("bad_experiment", "an experiment bins at most " + std::to_string(kMaxRanges) + " ranges");
    spec.ranges.push_back(parse_range(text));
    for (std::size_t i = 0; i + 1 < spec.ranges.size(); ++i)
      if (spec.ranges[i].x == spec.ranges.back().x && spec.ranges[i].y == spec.ranges.back().y)
        throw InputError("bad_experiment", "range " + quote_input(text) + " is named twice");
  }
  return spec;
}

std::string read_random_solver(RequestFields& fields, const Game& game) {
  const std::vector<Named> solvers = make_lab_game(game)->random_solvers();
  const auto name = fields.optional_string("random_solver");
  if (!name || name->empty()) return solvers.front().name;
  if (std::none_of(solvers.begin(), solvers.end(), [&](const Named& n) { return n.name == *name; })) {
    std::string known;
    for (const Named& n : solvers) known += (known.empty() ? "" : ", ") + n.name;
    throw InputError("unknown_random_solver",
                     "unknown random solver " + quote_input(*name) + " for " + game.name() + " (known: " + known + ")");
  }
  return *name;
}

}  // namespace puzzlelab::lab
