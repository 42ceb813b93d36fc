#include "middle/talk_document.hpp"

#include "game/params.hpp"
#include "game/request_fields.hpp"
#include "lab/spec.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

constexpr double kDefaultSpeed = 2.0;

// The challenge's game, params and either its board or its setup and seed, into `out`.
void write_challenge(const Challenge& challenge, json& out, bool with_game) {
  if (with_game) out["game"] = challenge.game;
  if (with_game && challenge.params.is_object() && !challenge.params.empty()) out["params"] = challenge.params;
  if (!challenge.from_seed()) {
    out["board"] = challenge.board;
    return;
  }
  out["setup"] = challenge.setup;
  out["seed"] = *challenge.seed;
}

// The experiment's fields as read_experiment_spec takes them: a preset and what differs from it,
// or the game and what differs from the defaults.
json write_experiment(const lab::ExperimentSpec& spec, const GameList& games) {
  json base_fields = json::object();
  if (!spec.preset.empty())
    base_fields["preset"] = spec.preset;
  else
    base_fields = {{"game", spec.game}, {"setups", spec.setups}};
  RequestFields base_reader(base_fields);
  const lab::ExperimentSpec base = lab::read_experiment_spec(base_reader, games);
  const json full = spec.to_json();
  json out = json::object();
  if (!spec.preset.empty())
    out["preset"] = spec.preset;
  else
    out["game"] = spec.game;
  if (spec.params != base.params) out["params"] = spec.params;
  if (spec.preset.empty() || spec.setups != base.setups) {
    out["setups"] = full["setups"];
    if (full.contains("setup_descriptions")) out["setup_descriptions"] = full["setup_descriptions"];
  }
  if (spec.trials != base.trials) out["trials"] = spec.trials;
  if (spec.per_trial != base.per_trial) out["per_trial"] = spec.per_trial;
  if (spec.seed != base.seed) out["seed"] = spec.seed;
  if (spec.random_solver != base.random_solver) out["random_solver"] = spec.random_solver;
  if (spec.max_nodes != base.max_nodes) out["max_nodes"] = spec.max_nodes;
  if (full.contains("ranges")) out["ranges"] = full["ranges"];
  if (full.contains("measures")) out["measures"] = full["measures"];
  return out;
}

}  // namespace

json talk_scene_to_json(const TalkScene& scene, const GameList& games) {
  json out = {{"kind", scene_kind_name(scene.kind)}};
  switch (scene.kind) {
    case SceneKind::title:
      out["title"] = scene.title;
      if (!scene.subtitle.empty()) out["subtitle"] = scene.subtitle;
      if (!scene.points.empty()) out["points"] = scene.points;
      break;
    case SceneKind::setup:
    case SceneKind::board:
    case SceneKind::solution:
      write_challenge(scene.challenge, out, true);
      if (scene.kind == SceneKind::setup && scene.speed != kDefaultSpeed) out["speed"] = scene.speed;
      if (scene.kind == SceneKind::board && !scene.moves.empty()) out["moves"] = scene.moves;
      break;
    case SceneKind::lab:
      if (scene.experiment) out["experiment"] = write_experiment(*scene.experiment, games);
      out["plot"] = talk_plot_name(scene.plot);
      break;
    case SceneKind::side_by_side: {
      out["game"] = scene.challenge.game;
      if (scene.challenge.params.is_object() && !scene.challenge.params.empty()) out["params"] = scene.challenge.params;
      json left = json::object(), right = json::object();
      write_challenge(scene.challenge, left, false);
      write_challenge(scene.right, right, false);
      out["left"] = left;
      out["right"] = right;
      if (scene.speed != kDefaultSpeed) out["speed"] = scene.speed;
      if (scene.deal > 0) {
        out["deal"] = scene.deal;
        if (scene.experiment && scene.experiment->seed != 1) out["deal_seed"] = scene.experiment->seed;
      }
      break;
    }
  }
  out["caption"] = scene.caption;
  if (!scene.notes.empty()) out["notes"] = scene.notes;
  return out;
}

json talk_to_json(const Talk& talk, const GameList& games) {
  json out = {{"format", "puzzlelab-talk"}, {"version", 1}, {"name", talk.name}, {"title", talk.title}};
  if (!talk.source.empty()) out["source"] = talk.source;
  if (talk.minutes > 0) out["minutes"] = talk.minutes;
  json scenes = json::array();
  for (const TalkScene& scene : talk.scenes) scenes.push_back(talk_scene_to_json(scene, games));
  out["scenes"] = scenes;
  return out;
}

std::string talk_text(const Talk& talk, bool indented, const GameList& games) {
  // Invalid UTF-8 (which parse_talk would have refused) is replaced rather than thrown on.
  return talk_to_json(talk, games).dump(indented ? 2 : -1, ' ', false, json::error_handler_t::replace) +
         (indented ? "\n" : "");
}

}  // namespace puzzlelab
