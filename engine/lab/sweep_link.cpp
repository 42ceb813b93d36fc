#include "lab/sweep_link.hpp"

#include <algorithm>
#include <optional>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/link.hpp"
#include "game/link_escape.hpp"

namespace puzzlelab::lab {

namespace {

using json = nlohmann::json;

constexpr const char* kSweepShape = "'#v1/lab/sweep/GAME/PARAMS/SETUPS/AXES/OPTIONS'";

std::vector<std::string_view> sweep_link_items(std::string_view segment, const std::string& what) {
  if (segment.empty()) bad_link("the " + what + " segment is empty");
  std::vector<std::string_view> items;
  for (;;) {
    const auto dot = segment.find('.');
    items.push_back(segment.substr(0, dot));
    if (items.back().empty()) bad_link("an empty item in the " + what);
    if (dot == std::string_view::npos) return items;
    segment.remove_prefix(dot + 1);
  }
}

std::int64_t sweep_link_value(std::string_view text, const std::string& axis) {
  std::string problem;
  const std::optional<std::int64_t> value = sweep_value_from_text(text, problem);
  if (!value) bad_link("axis " + quote_input(axis) + ": " + problem);
  return *value;
}

json sweep_link_axis(std::string_view item) {
  const auto equals = item.find('=');
  if (equals == std::string_view::npos || equals == 0 || equals + 1 == item.size())
    bad_link("axis " + quote_input(item) + " must be written NAME=V_V_V");
  const std::string name = unescape_link_item(item.substr(0, equals), "an axis' name");
  json values = json::array();
  std::string_view rest = item.substr(equals + 1);
  for (;;) {
    const auto bar = rest.find('_');
    values.push_back(sweep_link_value(rest.substr(0, bar), name));
    if (values.size() > kMaxSweepAxisValues)
      bad_link("axis " + quote_input(name) + " lists more than " + std::to_string(kMaxSweepAxisValues) + " values");
    if (bar == std::string_view::npos) break;
    rest.remove_prefix(bar + 1);
  }
  const auto slash = name.find('/');
  if (slash == std::string::npos) return {{"parameter", name}, {"values", values}};
  return {{"setup", name.substr(0, slash)}, {"pointer", name.substr(slash)}, {"values", values}};
}

}  // namespace

bool is_sweep_link(std::string_view text) {
  try {
    const auto segments = link_segments(text);
    return segments.size() >= 3 && segments[1] == "lab" && segments[2] == "sweep";
  } catch (const InputError&) {
    return false;
  }
}

json decode_sweep_link(std::string_view text) {
  const auto segments = link_segments(text);
  if (segments.size() != 8 || segments[1] != "lab" || segments[2] != "sweep")
    bad_link(std::string("a sweep link reads ") + kSweepShape);
  if (segments[3].empty()) bad_link("the game is missing");
  json fields = {{"game", unescape_link_item(segments[3], "the game")}, {"params", decode_link_params(segments[4])}};
  json setups = json::array();
  for (const auto item : sweep_link_items(segments[5], "setups")) setups.push_back(unescape_link_item(item, "a setup"));
  fields["setups"] = setups;
  json axes = json::array();
  for (const auto item : sweep_link_items(segments[6], "axes")) axes.push_back(sweep_link_axis(item));
  if (axes.size() > kMaxSweepAxes) bad_link("a sweep link has 1 or 2 axes");
  fields["axes"] = axes;
  const std::vector<std::string> known = {"trials", "per_trial", "seed", "random_solver", "max_nodes"};
  for (const auto item : sweep_link_items(segments[7], "options")) {
    const auto equals = item.find('=');
    if (equals == std::string_view::npos || equals == 0 || equals + 1 == item.size())
      bad_link("option " + quote_input(item) + " must be written name=value");
    const std::string name(item.substr(0, equals));
    if (std::find(known.begin(), known.end(), name) == known.end())
      bad_link("unknown option " + quote_input(name) + " (known: trials, per_trial, seed, random_solver, max_nodes)");
    if (fields.contains(name)) bad_link("option '" + name + "' appears twice");
    fields[name] = unescape_link_item(item.substr(equals + 1), "option '" + name + "'");
  }
  return fields;
}

SweepSpec parse_sweep_link(std::string_view text, const GameList& games) {
  return read_sweep_spec(decode_sweep_link(text), games);
}

std::string format_sweep_link(const SweepSpec& spec) {
  const auto variant = spec.params.find("variant");
  if (variant == spec.params.end() || !variant->is_string()) bad_link("the sweep's params have no variant");
  std::string setups, axes;
  for (const std::string& s : spec.setups) setups += (setups.empty() ? "" : ".") + escape_link_item(s);
  for (const SweepAxis& a : spec.axes) {
    std::string values;
    for (const std::int64_t v : a.values) values += (values.empty() ? "" : "_") + std::to_string(v);
    axes += (axes.empty() ? "" : ".") + escape_link_item(a.name()) + "=" + values;
  }
  std::string options = "trials=" + std::to_string(spec.trials) + ".per_trial=" + std::to_string(spec.per_trial) +
                        ".seed=" + std::to_string(spec.seed);
  if (!spec.random_solver.empty()) options += ".random_solver=" + escape_link_item(spec.random_solver);
  if (spec.max_nodes != 0) options += ".max_nodes=" + std::to_string(spec.max_nodes);
  return "#v1/lab/sweep/" + escape_link_item(spec.game) + "/" +
         encode_link_params(spec.params, variant->get<std::string>()) + "/" + setups + "/" + axes + "/" + options;
}

}  // namespace puzzlelab::lab
