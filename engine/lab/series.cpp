#include "lab/series.hpp"

#include <algorithm>
#include <charconv>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/link.hpp"
#include "game/link_escape.hpp"
#include "game/request_fields.hpp"
#include "lab/published.hpp"
#include "lab/spec.hpp"

namespace puzzlelab::lab {

namespace {

using json = nlohmann::json;

constexpr const char* kShape = "'#v1/lab/series/NAME/to=N.trials=T.per_trial=P.seed=S'";

std::string series_names() {
  std::string out;
  for (const SeriesPreset& p : series_presets()) out += (out.empty() ? "" : ", ") + p.name;
  return out;
}

const SeriesPreset& preset_of(const std::string& name) {
  const SeriesPreset* preset = find_series_preset(name);
  if (!preset)
    throw InputError("unknown_preset", "unknown series " + quote_input(name) + " (known: " + series_names() + ")");
  return *preset;
}

std::uint64_t read_whole(std::string_view text, const std::string& name) {
  std::uint64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size())
    bad_link("option '" + name + "' must be a whole number, not " + quote_input(text));
  return value;
}

}  // namespace

const std::vector<SeriesPreset>& series_presets() { return published_studies().series; }

const SeriesPreset* find_series_preset(std::string_view name) {
  for (const SeriesPreset& p : series_presets())
    if (p.name == name) return &p;
  return nullptr;
}

SeriesSpec SeriesSpec::defaults(const std::string& name) {
  const SeriesPreset& preset = preset_of(name);
  SeriesSpec spec;
  spec.name = preset.name;
  spec.to = preset.default_to;
  spec.trials = preset.default_trials;
  spec.per_trial = preset.default_per_trial;
  spec.seed = 1;
  return spec;
}

std::vector<int> SeriesSpec::sizes() const {
  std::vector<int> out;
  const SeriesPreset* preset = find_series_preset(name);
  if (!preset) return out;
  for (int n = preset->first; n <= to; ++n) out.push_back(n);
  return out;
}

json SeriesSpec::to_json() const {
  const SeriesPreset* preset = find_series_preset(name);
  return {{"name", name},
          {"parameter", preset ? preset->parameter : ""},
          {"from", preset ? preset->first : 0},
          {"to", to},
          {"trials", trials},
          {"per_trial", per_trial},
          {"seed", std::to_string(seed)}};
}

std::vector<ExperimentSpec> series_experiments(const SeriesSpec& spec, const GameList& games) {
  const SeriesPreset& preset = preset_of(spec.name);
  if (spec.to <= preset.first || spec.to > preset.last)
    throw InputError("bad_experiment", "the series " + preset.name + " runs " + preset.parameter + " from " +
                                           std::to_string(preset.first) + " to a last value from " +
                                           std::to_string(preset.first + 1) + " to " + std::to_string(preset.last) +
                                           "; " + std::to_string(spec.to) + " is out of range");
  std::vector<ExperimentSpec> out;
  for (const int n : spec.sizes()) {
    const json request = {{"preset", preset.preset_prefix + std::to_string(n)},
                          {"trials", std::to_string(spec.trials)},
                          {"per_trial", std::to_string(spec.per_trial)},
                          {"seed", std::to_string(spec.seed)}};
    RequestFields fields(request);
    out.push_back(read_experiment_spec(fields, games));
  }
  return out;
}

bool is_series_link(std::string_view text) {
  try {
    const auto segments = link_segments(text);
    return segments.size() >= 3 && segments[1] == "lab" && segments[2] == "series";
  } catch (const InputError&) {
    return false;
  }
}

SeriesSpec parse_series_link(std::string_view text, const GameList& games) {
  const auto segments = link_segments(text);
  if (segments.size() != 5 || segments[1] != "lab" || segments[2] != "series" || segments[3].empty() ||
      segments[4].empty())
    bad_link(std::string("a series link reads ") + kShape);
  SeriesSpec spec = SeriesSpec::defaults(unescape_link_item(segments[3], "the series"));
  const std::vector<std::string> known = {"to", "trials", "per_trial", "seed"};
  std::vector<std::string> seen;
  std::string_view options = segments[4];
  for (;;) {
    const auto dot = options.find('.');
    const std::string_view item = options.substr(0, dot);
    const auto equals = item.find('=');
    if (equals == std::string_view::npos || equals == 0 || equals + 1 == item.size())
      bad_link("option " + quote_input(item) + " must be written name=value");
    const std::string name(item.substr(0, equals));
    if (std::find(known.begin(), known.end(), name) == known.end())
      bad_link("unknown option " + quote_input(name) + " (known: to, trials, per_trial, seed)");
    if (std::find(seen.begin(), seen.end(), name) != seen.end()) bad_link("option '" + name + "' appears twice");
    seen.push_back(name);
    const std::uint64_t value = read_whole(item.substr(equals + 1), name);
    if (name == "to") spec.to = static_cast<int>(std::min<std::uint64_t>(value, 1'000'000));
    if (name == "trials") spec.trials = value;
    if (name == "per_trial") spec.per_trial = value;
    if (name == "seed") spec.seed = value;
    if (dot == std::string_view::npos) break;
    options.remove_prefix(dot + 1);
  }
  series_experiments(spec, games);  // checks the sizes with the experiment's own messages
  return spec;
}

std::string format_series_link(const SeriesSpec& spec) {
  return "#v1/lab/series/" + escape_link_item(spec.name) + "/to=" + std::to_string(spec.to) +
         ".trials=" + std::to_string(spec.trials) + ".per_trial=" + std::to_string(spec.per_trial) +
         ".seed=" + std::to_string(spec.seed);
}

}  // namespace puzzlelab::lab
