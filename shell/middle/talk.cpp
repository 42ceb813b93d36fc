#include "middle/talk.hpp"

#include <algorithm>
#include <set>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/game_checks.hpp"
#include "game/json_input.hpp"
#include "game/params.hpp"
#include "game/request_fields.hpp"
#include "lab/spec.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;

constexpr std::size_t kMaxScenes = 200;
constexpr std::uint64_t kMaxDeal = 1000;
// A board scene's position: at most this many moves from its board.
constexpr std::size_t kMaxSceneMoves = 2000;
// Notes are the speaker's own words for a scene: a few paragraphs, not a script of pages.
constexpr std::size_t kMaxNotes = 4000;
// A talk's planned length, for the speaker view's countdown: one minute to ten hours.
constexpr std::uint64_t kMaxMinutes = 600;

[[noreturn]] void bad_talk(const std::string& message) { throw InputError("bad_talk", message); }

std::string join(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// A misspelt field ("capton") is named rather than ignored.
void only_fields(const json& object, const std::vector<std::string>& known, const std::string& what) {
  for (const auto& [key, value] : object.items())
    if (std::find(known.begin(), known.end(), key) == known.end())
      bad_talk("unknown field " + quote_input(key) + " in " + what + " (known: " + join(known) + ")");
}

std::optional<SceneKind> kind_named(std::string_view name) {
  for (SceneKind kind : {SceneKind::title, SceneKind::setup, SceneKind::board, SceneKind::solution, SceneKind::lab,
                         SceneKind::side_by_side})
    if (name == scene_kind_name(kind)) return kind;
  return std::nullopt;
}

std::string non_empty(RequestFields& fields, const std::string& name) {
  std::string text = fields.required_string(name);
  if (text.find_first_not_of(" \t\n") == std::string::npos) bad_talk("field '" + name + "' is empty");
  return text;
}

double read_speed(const json& scene) {
  const auto it = scene.find("speed");
  if (it == scene.end()) return 2.0;
  if (!it->is_number() || it->get<double>() < 0.25 || it->get<double>() > 20)
    bad_talk("field 'speed' must be a number of steps a second from 0.25 to 20");
  return it->get<double>();
}

// A challenge named by setup and seed (a board given as text too, where `board_allowed`), on the
// game and params already read.
Challenge read_seeded(RequestFields& fields, const Game& game, const json& params, bool board_allowed,
                      const json& requested_params) {
  Challenge c;
  c.game = game.name();
  c.params = params;
  if (board_allowed && fields.has("board")) {
    if (fields.has("setup") || fields.has("seed"))
      bad_talk("a scene gives either 'board' or 'setup' and 'seed', not both");
    const std::string board = fields.required_string("board");
    c.params = params_fitting_board(game, requested_params, params, board);
    c.board = game.normalize_board(c.params, board);
    return c;
  }
  c.setup = fields.required_string("setup");
  check_setup(game, c.setup);
  (void)game.setup_facts(c.params, c.setup);  // refuses params the setup cannot use (BoxOff's tiles)
  c.seed = fields.required_whole_number("seed", {"seed", "bad_seed"});
  return c;
}

// A board scene's "moves". Checked here against a board given as text; a board dealt from a seed
// exists only once the workers deal it, and the scene then names the first move it cannot play.
std::vector<std::string> read_moves(RequestFields& fields, const Game& game, const Challenge& challenge) {
  std::vector<std::string> moves = fields.optional_string_list("moves");
  if (moves.size() > kMaxSceneMoves)
    bad_talk("field 'moves' has " + std::to_string(moves.size()) + " moves, at most " + std::to_string(kMaxSceneMoves));
  if (!moves.empty() && !challenge.board.empty()) {
    const ReplayOutcome outcome = game.replay(challenge.params, challenge.board, moves);
    if (!outcome.legal) {
      const std::size_t bad = std::min(outcome.applied, moves.size() - 1);
      bad_talk("field 'moves': move " + std::to_string(bad + 1) + " (" + quote_input(moves[bad]) +
               ") cannot be played: " + outcome.error);
    }
  }
  return moves;
}

TalkScene read_scene(const json& value, const GameList& games) {
  if (!value.is_object()) bad_talk("a scene must be a JSON object");
  RequestFields fields(value);
  TalkScene scene;
  const std::string kind = fields.required_string("kind");
  const auto known = kind_named(kind);
  if (!known)
    bad_talk("unknown scene kind " + quote_input(kind) + " (known: title, setup, board, solution, lab, side-by-side)");
  scene.kind = *known;
  switch (scene.kind) {
    case SceneKind::title: {
      only_fields(value, {"kind", "caption", "notes", "title", "subtitle", "points"}, "a title scene");
      scene.caption = non_empty(fields, "caption");
      scene.title = non_empty(fields, "title");
      scene.subtitle = fields.optional_string("subtitle").value_or("");
      scene.points = fields.optional_string_list("points");
      break;
    }
    case SceneKind::setup:
    case SceneKind::board:
    case SceneKind::solution: {
      std::vector<std::string> known_fields = {"kind", "caption", "notes", "game", "params", "setup", "seed"};
      if (scene.kind != SceneKind::setup) known_fields.push_back("board");
      if (scene.kind == SceneKind::board) known_fields.push_back("moves");
      if (scene.kind == SceneKind::setup) known_fields.push_back("speed");
      only_fields(value, known_fields, std::string("a ") + scene_kind_name(scene.kind) + " scene");
      scene.caption = non_empty(fields, "caption");
      const Game& game = find_game_in(games, fields.required_string("game"));
      const json requested = fields.optional_object("params");
      const json params = normalize_params(game, requested);
      scene.challenge = read_seeded(fields, game, params, scene.kind != SceneKind::setup, requested);
      scene.speed = read_speed(value);
      if (scene.kind == SceneKind::board) scene.moves = read_moves(fields, game, scene.challenge);
      break;
    }
    case SceneKind::lab: {
      only_fields(value, {"kind", "caption", "notes", "experiment", "plot"}, "a lab scene");
      scene.caption = non_empty(fields, "caption");
      if (!fields.has("experiment")) (void)fields.required_array("experiment");  // names the missing field
      const json experiment = fields.optional_object("experiment");
      RequestFields experiment_fields(experiment);
      scene.experiment = lab::read_experiment_spec(experiment_fields, games);
      experiment_fields.reject_unknown("experiment");
      const std::string plot = fields.optional_string("plot").value_or("bars");
      if (plot == "box")
        scene.plot = TalkPlot::box;
      else if (plot == "bars")
        scene.plot = TalkPlot::bars;
      else if (plot == "lengths")
        scene.plot = TalkPlot::lengths;
      else
        bad_talk("unknown plot " + quote_input(plot) + " (known: box, bars, lengths)");
      break;
    }
    case SceneKind::side_by_side: {
      only_fields(value, {"kind", "caption", "notes", "game", "params", "left", "right", "deal", "deal_seed", "speed"},
                  "a side-by-side scene");
      scene.caption = non_empty(fields, "caption");
      const Game& game = find_game_in(games, fields.required_string("game"));
      const json requested = fields.optional_object("params");
      const json params = normalize_params(game, requested);
      for (const char* side : {"left", "right"}) {
        if (!fields.has(side)) (void)fields.required_array(side);  // "missing field 'left'"
        const json object = fields.optional_object(side);
        try {
          only_fields(object, {"setup", "seed"}, std::string("the ") + side + " side");
          RequestFields side_fields(object);
          (side == std::string("left") ? scene.challenge : scene.right) =
              read_seeded(side_fields, game, params, false, requested);
        } catch (const InputError& e) {
          throw InputError(e.code(), std::string(side) + ": " + e.what());
        }
      }
      scene.speed = read_speed(value);
      scene.deal = fields.optional_whole_number("deal", {"deal", "bad_deal", 0, kMaxDeal}, 0);
      if (scene.deal % 10 != 0)
        bad_talk("field 'deal' must be a multiple of 10 (ten trials are dealt), got " + std::to_string(scene.deal));
      const std::uint64_t deal_seed = fields.optional_whole_number("deal_seed", {"deal_seed", "bad_seed"}, 1);
      if (scene.deal > 0) {
        std::vector<std::string> setups = {scene.challenge.setup};
        if (scene.right.setup != scene.challenge.setup) setups.push_back(scene.right.setup);
        const json request = {{"game", game.name()},
                              {"params", params},
                              {"setups", setups},
                              {"trials", 10},
                              {"per_trial", scene.deal / 10},
                              {"seed", std::to_string(deal_seed)}};
        RequestFields experiment_fields(request);
        scene.experiment = lab::read_experiment_spec(experiment_fields, games);
      }
      break;
    }
  }
  scene.notes = fields.optional_string("notes").value_or("");
  if (scene.notes.size() > kMaxNotes)
    bad_talk("field 'notes' has " + std::to_string(scene.notes.size()) + " bytes, at most " +
             std::to_string(kMaxNotes));
  return scene;
}

bool good_name(const std::string& name) {
  if (name.empty() || name.size() > 40) return false;
  return std::all_of(name.begin(), name.end(),
                     [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

}  // namespace

const char* scene_kind_name(SceneKind kind) {
  switch (kind) {
    case SceneKind::title: return "title";
    case SceneKind::setup: return "setup";
    case SceneKind::board: return "board";
    case SceneKind::solution: return "solution";
    case SceneKind::lab: return "lab";
    case SceneKind::side_by_side: return "side-by-side";
  }
  return "title";
}

const char* talk_plot_name(TalkPlot plot) {
  switch (plot) {
    case TalkPlot::box: return "box";
    case TalkPlot::bars: return "bars";
    case TalkPlot::lengths: return "lengths";
  }
  return "bars";
}

Talk parse_talk(std::string_view text, const GameList& games) {
  const json document = parse_json_input(text, "the talk");
  if (!document.is_object()) bad_talk("a talk is a JSON object with \"format\": \"puzzlelab-talk\"");
  only_fields(document, {"format", "version", "name", "title", "source", "minutes", "scenes"}, "the talk");
  RequestFields fields(document);
  if (!fields.has("format") || !document["format"].is_string() || document["format"] != "puzzlelab-talk")
    bad_talk("a talk has \"format\": \"puzzlelab-talk\"");
  const std::uint64_t version = fields.required_whole_number("version", {"version", "bad_talk"});
  if (version != 1)
    throw InputError("unsupported_talk_version",
                     "talk version " + std::to_string(version) + " is not supported (this build reads version 1)");
  Talk talk;
  talk.name = fields.required_string("name");
  if (!good_name(talk.name))
    bad_talk("the talk's name " + quote_input(talk.name) + " must be 1 to 40 lower-case letters, digits or '-'");
  talk.title = non_empty(fields, "title");
  talk.source = fields.optional_string("source").value_or("");
  talk.minutes = fields.optional_whole_number("minutes", {"minutes", "bad_talk", 1, kMaxMinutes}, 0);
  const json scenes = fields.required_array("scenes");
  if (scenes.empty()) bad_talk("a talk needs at least one scene");
  if (scenes.size() > kMaxScenes)
    bad_talk("a talk has at most " + std::to_string(kMaxScenes) + " scenes, this one " + std::to_string(scenes.size()));
  for (std::size_t i = 0; i < scenes.size(); ++i) {
    try {
      talk.scenes.push_back(read_scene(scenes[i], games));
    } catch (const InputError& e) {
      std::string label = "scene " + std::to_string(i + 1);
      if (scenes[i].is_object() && scenes[i].contains("kind") && scenes[i]["kind"].is_string() &&
          kind_named(scenes[i]["kind"].get<std::string>()))
        label += " (" + scenes[i]["kind"].get<std::string>() + ")";
      throw InputError(e.code(), label + ": " + e.what());
    }
  }
  return talk;
}

}  // namespace puzzlelab
