#include "lab/lab_link.hpp"

#include <algorithm>
#include <array>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/limits.hpp"
#include "game/link.hpp"
#include "game/link_escape.hpp"
#include "game/params.hpp"
#include "game/request_fields.hpp"
#include "lab/lab_game.hpp"
#include "lab/published.hpp"
#include "lab/spec.hpp"

namespace puzzlelab::lab {

namespace {

using json = nlohmann::json;

constexpr std::array<const char*, 7> kOptions = {"trials",    "per_trial", "seed",  "random_solver",
                                                 "max_nodes", "measures",  "preset"};
constexpr const char* kShapes = "'#v1/lab/GAME/PARAMS/SETUPS/OPTIONS' or '#v1/lab/preset/NAME[/OPTIONS]'";

std::vector<std::string_view> split_items(std::string_view segment) {
  std::vector<std::string_view> items;
  std::size_t start = 0;
  for (;;) {
    const auto end = segment.find('.', start);
    items.push_back(segment.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) return items;
    start = end + 1;
  }
}

std::string read_name(std::string_view segment, const std::string& what) {
  if (segment.empty()) bad_link("the " + what + " is missing");
  return unescape_link_item(segment, "the " + what);
}

// "trials=3.per_trial=20.seed=1": every value stays text; the experiment's reader checks it
// (whole numbers are read from decimal strings there, with messages naming the field).
void read_options(std::string_view segment, bool preset_form, json& fields) {
  if (segment.empty()) bad_link("the options segment is empty");
  for (const auto item : split_items(segment)) {
    const auto equals = item.find('=');
    if (equals == std::string_view::npos || equals == 0 || equals + 1 == item.size())
      bad_link("option " + quote_input(item) + " must be written name=value");
    const std::string name(item.substr(0, equals));
    if (std::find(kOptions.begin(), kOptions.end(), name) == kOptions.end() || (preset_form && name == "preset"))
      bad_link("unknown option " + quote_input(name) +
               " (known: trials, per_trial, seed, random_solver, max_nodes, measures" +
               (preset_form ? ")" : ", preset)"));
    if (fields.contains(name)) bad_link("option '" + name + "' appears twice");
    const std::string value = unescape_link_item(item.substr(equals + 1), "option '" + name + "'");
    if (name == "measures") {
      // Measure groups joined by '+': "measures=effort".
      json groups = json::array();
      for (std::size_t start = 0;;) {
        const auto plus = value.find('+', start);
        groups.push_back(value.substr(start, plus == std::string::npos ? std::string::npos : plus - start));
        if (plus == std::string::npos) break;
        start = plus + 1;
      }
      fields[name] = groups;
    } else {
      fields[name] = value;
    }
  }
}

void no_more(const std::vector<std::string>& segments, std::size_t next) {
  if (next < segments.size()) bad_link("unexpected " + quote_input(segments[next]) + " after the options");
}

std::string join_setups(const std::vector<std::string>& setups) {
  std::string out;
  for (const std::string& s : setups) {
    if (s.empty()) bad_link("a link needs a setup's name");
    out += (out.empty() ? "" : ".") + escape_link_item(s);
  }
  return out;
}

void add_option(std::string& out, const char* name, const std::string& value) {
  out += (out.empty() ? "" : ".") + std::string(name) + "=" + escape_link_item(value);
}

void add_measures(std::string& out, const std::vector<std::string>& measures) {
  std::string joined;
  for (const std::string& group : measures) joined += (joined.empty() ? "" : "+") + group;
  if (!joined.empty()) add_option(out, "measures", joined);
}

}  // namespace

bool is_lab_link(std::string_view text) {
  try {
    const auto segments = link_segments(text);
    return segments.size() >= 2 && segments[1] == "lab";
  } catch (const InputError&) {
    return false;
  }
}

json decode_lab_link(std::string_view text) {
  const auto segments = link_segments(text);
  if (segments.size() < 2 || segments[1] != "lab") bad_link(std::string("a Lab link reads ") + kShapes);
  if (segments.size() < 3 || segments[2].empty()) bad_link(std::string("a Lab link reads ") + kShapes);
  json fields = json::object();
  if (segments[2] == "preset") {
    if (segments.size() < 4 || segments[3].empty()) bad_link("a preset link reads '#v1/lab/preset/NAME[/OPTIONS]'");
    fields["preset"] = read_name(segments[3], "preset");
    if (segments.size() > 4) read_options(segments[4], true, fields);
    no_more(segments, 5);
    return fields;
  }
  fields["game"] = read_name(segments[2], "game");
  if (segments.size() < 6) bad_link("an experiment link reads '#v1/lab/GAME/PARAMS/SETUPS/OPTIONS'");
  fields["params"] = decode_link_params(segments[3]);
  json setups = json::array();
  if (segments[4].empty()) bad_link("the setups segment is empty");
  for (const auto item : split_items(segments[4])) {
    if (item.empty()) bad_link("an empty item in the setups");
    setups.push_back(unescape_link_item(item, "the setups"));
  }
  fields["setups"] = setups;
  read_options(segments[5], false, fields);
  no_more(segments, 6);
  return fields;
}

ExperimentSpec parse_lab_link(std::string_view text, const GameList& games) {
  const json request = decode_lab_link(text);
  RequestFields fields(request);
  ExperimentSpec spec = read_experiment_spec(fields, games);
  fields.reject_unknown("experiment");
  return spec;
}

std::string format_lab_link(const ExperimentSpec& spec, const GameList& games) {
  const Game& game = find_game_in(games, spec.game);
  const std::string default_solver = make_lab_game(game)->random_solvers().front().name;
  const StudyPreset* preset = spec.preset.empty() ? nullptr : find_study_preset(spec.preset);
  if (!spec.preset.empty() && !preset) bad_link("unknown preset " + quote_input(spec.preset));
  std::string options;
  if (preset && preset->game == spec.game && preset->setups == spec.setups &&
      normalize_params(game, preset->params) == spec.params) {
    if (spec.trials != preset->trials) add_option(options, "trials", std::to_string(spec.trials));
    if (spec.per_trial != preset->per_trial) add_option(options, "per_trial", std::to_string(spec.per_trial));
    if (spec.seed != preset->seed) add_option(options, "seed", std::to_string(spec.seed));
    if (spec.random_solver != default_solver) add_option(options, "random_solver", spec.random_solver);
    if (spec.max_nodes != limits::kDefaultMaxNodes) add_option(options, "max_nodes", std::to_string(spec.max_nodes));
    add_measures(options, spec.measures);
    return "#v1/lab/preset/" + escape_link_item(preset->name) + (options.empty() ? "" : "/" + options);
  }
  const auto variant = spec.params.find("variant");
  if (variant == spec.params.end() || !variant->is_string())
    bad_link("the experiment's params have no variant to write in a link");
  add_option(options, "trials", std::to_string(spec.trials));
  add_option(options, "per_trial", std::to_string(spec.per_trial));
  add_option(options, "seed", std::to_string(spec.seed));
  add_option(options, "random_solver", spec.random_solver);
  if (spec.max_nodes != limits::kDefaultMaxNodes) add_option(options, "max_nodes", std::to_string(spec.max_nodes));
  add_measures(options, spec.measures);
  if (preset) add_option(options, "preset", preset->name);
  return "#v1/lab/" + escape_link_item(spec.game) + "/" + encode_link_params(spec.params, variant->get<std::string>()) +
         "/" + join_setups(spec.setups) + "/" + options;
}

}  // namespace puzzlelab::lab
