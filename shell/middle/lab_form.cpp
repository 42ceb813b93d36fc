#include "middle/lab_form.hpp"

#include <algorithm>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/params.hpp"
#include "game/request_fields.hpp"
#include "game/setup_description.hpp"
#include "lab/published.hpp"
#include "lab/spec.hpp"

namespace puzzlelab {

std::vector<std::string> setup_labels(const std::vector<std::string>& setups) {
  std::vector<std::string> out;
  for (const std::string& s : setups) out.push_back(setup_label(s));
  return out;
}

nlohmann::json LabForm::request() const {
  nlohmann::json out = {{"game", game},     {"params", params},       {"setups", setups},
                        {"trials", trials}, {"per_trial", per_trial}, {"seed", std::to_string(seed)}};
  if (!preset.empty()) out["preset"] = preset;
  if (!random_solver.empty()) out["random_solver"] = random_solver;
  if (effort) out["measures"] = {"effort"};
  return out;
}

lab::ExperimentSpec LabForm::spec(const GameList& games) const {
  const nlohmann::json fields_json = request();
  RequestFields fields(fields_json);
  lab::ExperimentSpec out = lab::read_experiment_spec(fields, games);
  fields.reject_unknown("experiment");
  return out;
}

LabForm LabForm::from_spec(const lab::ExperimentSpec& spec) {
  LabForm form;
  form.preset = spec.preset;
  form.game = spec.game;
  form.params = spec.params;
  form.setups = spec.setups;
  form.trials = spec.trials;
  form.per_trial = spec.per_trial;
  form.seed = spec.seed;
  form.random_solver = spec.random_solver;
  form.effort = std::find(spec.measures.begin(), spec.measures.end(), "effort") != spec.measures.end();
  return form;
}

LabForm LabForm::from_preset(const std::string& name, const GameList& games) {
  const lab::StudyPreset* preset = lab::find_study_preset(name);
  if (!preset)
    throw InputError("unknown_preset",
                     "unknown preset " + quote_input(name) + " (known: " + lab::study_preset_names() + ")");
  LabForm form;
  form.preset = preset->name;
  form.game = preset->game;
  form.params = normalize_params(find_game_in(games, preset->game), preset->params);
  form.setups = preset->setups;
  form.trials = preset->trials;
  form.per_trial = preset->per_trial;
  form.seed = preset->seed;
  return form;
}

void LabForm::choose_game(const std::string& name, const GameList& games) {
  const Game& g = find_game_in(games, name);
  preset.clear();
  game = g.name();
  params = normalize_params(g, nlohmann::json::object());
  random_solver.clear();
  setups.clear();
  for (const SetupSpec& s : g.info().setups) {
    if (setups.size() == 2) break;
    setups.push_back(s.name);
  }
}

void LabForm::set_setup(const std::string& setup, bool on, const GameList& games) {
  const std::vector<SetupSpec>& all = find_game_in(games, game).info().setups;
  std::vector<std::string> next;
  for (const SetupSpec& s : all) {
    const bool ticked = std::find(setups.begin(), setups.end(), s.name) != setups.end();
    if (s.name == setup ? on : ticked) next.push_back(s.name);
  }
  for (const std::string& text : described()) next.push_back(text);
  setups = std::move(next);
}

bool LabForm::add_described(const std::string& setup_text) {
  const std::string label = setup_label(setup_text);
  for (std::string& s : setups)
    if (is_described_setup(s) && setup_label(s) == label) {
      s = setup_text;
      return true;
    }
  setups.push_back(setup_text);
  return false;
}

bool LabForm::remove_described(const std::string& label) {
  const std::size_t before = setups.size();
  std::erase_if(setups, [&](const std::string& s) { return is_described_setup(s) && setup_label(s) == label; });
  return setups.size() != before;
}

std::vector<std::string> LabForm::described() const {
  std::vector<std::string> out;
  for (const std::string& s : setups)
    if (is_described_setup(s)) out.push_back(s);
  return out;
}

}  // namespace puzzlelab
