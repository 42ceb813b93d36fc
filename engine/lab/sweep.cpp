#include "lab/sweep.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/limits.hpp"
#include "game/params.hpp"
#include "game/setup_description.hpp"
#include "lab/spec.hpp"

namespace puzzlelab::lab {

namespace {

using json = nlohmann::json;

[[noreturn]] void bad_sweep(const std::string& message) { throw InputError("bad_sweep", message); }

std::int64_t sweep_number(const json& value, const std::string& what) {
  const std::string range =
      " must be from " + std::to_string(-kMaxSweepValue) + " to " + std::to_string(kMaxSweepValue);
  // The parser keeps an integer beyond 64 bits as a float: a whole number still, too large.
  const bool whole_float = value.is_number_float() && std::isfinite(value.get<double>()) &&
                           value.get<double>() == std::floor(value.get<double>());
  if (whole_float && std::fabs(value.get<double>()) > static_cast<double>(kMaxSweepValue))
    bad_sweep(what + range + "; " + value.dump() + (value.get<double>() < 0 ? " is too small" : " is too large"));
  if (!value.is_number_integer())
    bad_sweep(what + " must be a whole number (negative allowed), not " + quote_input(value.dump()));
  // Unsigned first: one above the largest int64 must not wrap around to a negative number.
  if (value.is_number_unsigned() && value.get<std::uint64_t>() > static_cast<std::uint64_t>(kMaxSweepValue))
    bad_sweep(what + range + "; " + value.dump() + " is too large");
  const std::int64_t number = value.get<std::int64_t>();
  if (number < -kMaxSweepValue || number > kMaxSweepValue)
    bad_sweep(what + range + "; " + std::to_string(number) + (number < 0 ? " is too small" : " is too large"));
  return number;
}

// "values": [..], or "from", "to" and "step" (default 1).
std::vector<std::int64_t> axis_values(const json& axis, const std::string& what) {
  std::vector<std::int64_t> values;
  const bool listed = axis.contains("values");
  const bool ranged = axis.contains("from") || axis.contains("to") || axis.contains("step");
  if (listed == ranged) bad_sweep(what + " needs either \"values\" or \"from\" and \"to\" (and \"step\")");
  if (listed) {
    const json& list = axis.at("values");
    if (!list.is_array() || list.empty()) bad_sweep(what + ": \"values\" must be a non-empty array of whole numbers");
    if (list.size() > kMaxSweepAxisValues)
      bad_sweep(what + " has " + std::to_string(list.size()) + " values; an axis has at most " +
                std::to_string(kMaxSweepAxisValues));
    for (const json& v : list) values.push_back(sweep_number(v, what + "'s value"));
  } else {
    if (!axis.contains("from") || !axis.contains("to")) bad_sweep(what + " needs both \"from\" and \"to\"");
    const std::int64_t from = sweep_number(axis.at("from"), what + "'s from");
    const std::int64_t to = sweep_number(axis.at("to"), what + "'s to");
    const std::int64_t step = axis.contains("step") ? sweep_number(axis.at("step"), what + "'s step") : 1;
    if (step < 1) bad_sweep(what + "'s step must be 1 or more, not " + std::to_string(step));
    if (to < from) bad_sweep(what + " runs from " + std::to_string(from) + " to " + std::to_string(to) + ": to < from");
    const std::int64_t count = (to - from) / step + 1;
    if (count > static_cast<std::int64_t>(kMaxSweepAxisValues))
      bad_sweep(what + " has " + std::to_string(count) + " values; an axis has at most " +
                std::to_string(kMaxSweepAxisValues));
    for (std::int64_t v = from; v <= to; v += step) values.push_back(v);
  }
  for (std::size_t i = 0; i < values.size(); ++i)
    if (std::find(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(i), values[i]) !=
        values.begin() + static_cast<std::ptrdiff_t>(i))
      bad_sweep(what + " lists " + std::to_string(values[i]) + " twice");
  return values;
}

std::string known_whole_params(const Game& game) {
  std::string out;
  for (const ParamSpec& p : game.info().params)
    if (p.kind == ParamSpec::Kind::whole_number) out += (out.empty() ? "" : ", ") + p.name;
  return out.empty() ? "none" : out;
}

SweepAxis read_axis(const json& axis, std::size_t index, const Game& game, const std::vector<std::string>& setups) {
  const std::string what = "axis " + std::to_string(index + 1);
  if (!axis.is_object()) bad_sweep(what + " must be an object");
  for (const auto& [key, value] : axis.items()) {
    (void)value;
    static const std::vector<std::string> known = {"parameter", "setup", "pointer", "values", "from", "to", "step"};
    if (std::find(known.begin(), known.end(), key) == known.end())
      bad_sweep(what + " has an unknown field " + quote_input(key) +
                " (known: parameter, setup, pointer, values, from, to, step)");
  }
  SweepAxis out;
  const bool by_parameter = axis.contains("parameter");
  if (by_parameter == (axis.contains("setup") || axis.contains("pointer")))
    bad_sweep(what + " needs either \"parameter\" or \"setup\" and \"pointer\"");
  if (by_parameter) {
    if (!axis.at("parameter").is_string()) bad_sweep(what + "'s parameter must be a string");
    out.parameter = axis.at("parameter").get<std::string>();
    const auto& params = game.info().params;
    const auto found =
        std::find_if(params.begin(), params.end(), [&](const ParamSpec& p) { return p.name == out.parameter; });
    if (found == params.end() || found->kind != ParamSpec::Kind::whole_number)
      bad_sweep(game.name() + " has no whole-number parameter " + quote_input(out.parameter) +
                " (known: " + known_whole_params(game) + ")");
    out.values = axis_values(axis, what + " (" + out.parameter + ")");
    for (const std::int64_t v : out.values)
      if (v < found->min || v > found->max)
        bad_sweep(out.parameter + " runs from " + std::to_string(found->min) + " to " + std::to_string(found->max) +
                  "; " + std::to_string(v) + " is out of range");
    return out;
  }
  if (!axis.contains("setup") || !axis.at("setup").is_string() || !axis.contains("pointer") ||
      !axis.at("pointer").is_string())
    bad_sweep(what + " needs \"setup\" (a described setup's name) and \"pointer\" (a JSON pointer), both strings");
  out.setup = axis.at("setup").get<std::string>();
  out.pointer = axis.at("pointer").get<std::string>();
  const auto described = std::find_if(setups.begin(), setups.end(), [&](const std::string& s) {
    return is_described_setup(s) && setup_label(s) == out.setup;
  });
  if (described == setups.end()) {
    if (std::find(setups.begin(), setups.end(), out.setup) != setups.end())
      bad_sweep(what + ": " + quote_input(out.setup) + " is a built-in setup, whose numbers are not written out; " +
                "describe it (puzzlelab setups " + game.name() + " --describe " + out.setup +
                "), rename it and sweep the description");
    std::string labels;
    for (const std::string& s : setups)
      if (is_described_setup(s)) labels += (labels.empty() ? "" : ", ") + setup_label(s);
    bad_sweep(what + ": no described setup named " + quote_input(out.setup) + " among the setups" +
              (labels.empty() ? "" : " (described: " + labels + ")"));
  }
  if (out.pointer.empty() || out.pointer.front() != '/')
    bad_sweep(what + "'s pointer must start with '/', e.g. /values/0; got " + quote_input(out.pointer));
  const json description = parse_setup_description(*described);
  try {
    const json::json_pointer pointer(out.pointer);
    if (!description.contains(pointer))
      bad_sweep(what + ": the description of " + out.setup + " has nothing at " + quote_input(out.pointer) +
                " (a field left to its default is swept once it is written out)");
    if (!description.at(pointer).is_number_integer())
      bad_sweep(what + ": " + quote_input(out.pointer) + " in the description of " + out.setup +
                " is not a whole number but " + quote_input(description.at(pointer).dump()));
  } catch (const json::exception&) {
    bad_sweep(what + ": " + quote_input(out.pointer) + " is not a JSON pointer (e.g. /values/0)");
  }
  out.values = axis_values(axis, what + " (" + out.name() + ")");
  return out;
}

// The request of one point's experiment: the base with the axes' values put in.
json point_request(const SweepSpec& spec, const std::vector<std::int64_t>& values) {
  json params = spec.params;
  for (std::size_t a = 0; a < spec.axes.size(); ++a)
    if (!spec.axes[a].parameter.empty()) params[spec.axes[a].parameter] = values[a];
  std::vector<std::string> setups = spec.setups;
  for (std::size_t a = 0; a < spec.axes.size(); ++a) {
    const SweepAxis& axis = spec.axes[a];
    if (axis.parameter.empty())
      for (std::string& setup : setups) {
        if (!is_described_setup(setup) || setup_label(setup) != axis.setup) continue;
        // The value goes in as it is: the point's reader checks and completes the description
        // with the other setups', so a value the game refuses leaves out this setup alone.
        json description = parse_setup_description(setup);
        description[json::json_pointer(axis.pointer)] = values[a];
        setup = setup_text(description);
      }
  }
  json request = {{"game", spec.game},
                  {"params", params},
                  {"setups", setups},
                  {"trials", std::to_string(spec.trials)},
                  {"per_trial", std::to_string(spec.per_trial)},
                  {"seed", std::to_string(spec.seed)}};
  if (!spec.random_solver.empty()) request["random_solver"] = spec.random_solver;
  if (spec.max_nodes != 0) request["max_nodes"] = std::to_string(spec.max_nodes);
  return request;
}

ExperimentSpec read_point(json request, const GameList& games) {
  RequestFields fields(request);
  return read_experiment_spec(fields, games);
}

// The point's experiment over every setup; when its reader refuses that, over the setups it
// accepts one by one (the others listed in `skipped` with their refusals). Throws the first
// refusal when no setup is left.
ExperimentSpec point_experiment(const SweepSpec& spec, const GameList& games, const std::vector<std::int64_t>& values,
                                std::vector<SweepPoint::SkippedSetup>& skipped) {
  const json request = point_request(spec, values);
  try {
    return read_point(request, games);
  } catch (const InputError& whole) {
    if (spec.setups.size() < 2) throw;
    json kept = json::array();
    for (const json& setup : request.at("setups")) {
      json alone = request;
      alone["setups"] = json::array({setup});
      try {
        read_point(alone, games);
        kept.push_back(setup);
      } catch (const InputError& error) {
        skipped.push_back({setup_label(setup.get<std::string>()), error.code(), error.what()});
      }
    }
    if (kept.empty() || skipped.empty()) {
      skipped.clear();
      throw whole;
    }
    json subset = request;
    subset["setups"] = kept;
    return read_point(subset, games);
  }
}

std::string values_text(const SweepSpec& spec, const SweepPoint& point) {
  std::string out;
  for (std::size_t a = 0; a < spec.axes.size(); ++a)
    out += (a ? ", " : "") + spec.axes[a].name() + " " + std::to_string(point.values[a]);
  return out;
}

// The refusal of a sweep none of whose points can run: one problem shared by every point is said
// once, for all of them; otherwise the first point's, saying where.
InputError every_point_refused(const SweepSpec& spec) {
  const SweepPoint& first = spec.points.front();
  const bool same = std::all_of(spec.points.begin(), spec.points.end(), [&](const SweepPoint& p) {
    return p.skip_code == first.skip_code && p.skip_reason == first.skip_reason;
  });
  if (same) return InputError(first.skip_code, "every point of the sweep: " + first.skip_reason);
  return InputError(first.skip_code, "none of the sweep's " + std::to_string(spec.points.size()) +
                                         " points can run; at " + values_text(spec, first) + ": " + first.skip_reason);
}

void build_points(SweepSpec& spec, const GameList& games) {
  std::vector<std::vector<std::int64_t>> grid{{}};
  for (const SweepAxis& axis : spec.axes) {
    std::vector<std::vector<std::int64_t>> next;
    for (const auto& prefix : grid)
      for (const std::int64_t v : axis.values) {
        next.push_back(prefix);
        next.back().push_back(v);
      }
    grid = std::move(next);
  }
  if (grid.size() > kMaxSweepPoints)
    bad_sweep("the sweep has " + std::to_string(grid.size()) + " points; the limit is " +
              std::to_string(kMaxSweepPoints));
  std::uint64_t chunks = 0, challenges = 0;
  for (const auto& values : grid) {
    SweepPoint point;
    point.values = values;
    point.first_chunk = chunks;
    try {
      point.experiment = point_experiment(spec, games, values, point.skipped_setups);
      chunks += point.experiment->chunk_count();
      challenges += point.experiment->trials * point.experiment->per_trial;
    } catch (const InputError& error) {
      point.skip_code = error.code();
      point.skip_reason = error.what();
    }
    spec.points.push_back(std::move(point));
    if (chunks > kMaxSweepChunks)
      bad_sweep("the sweep has more than " + std::to_string(kMaxSweepChunks) +
                " chunks (points x setups x trials); fewer points or trials");
  }
  if (challenges > kMaxChallenges)
    bad_sweep("the sweep has " + std::to_string(challenges) + " challenges per setup over its points; the limit is " +
              std::to_string(kMaxChallenges));
  if (chunks == 0) throw every_point_refused(spec);
  // A setup no point can run (a misspelt name) is refused rather than left out everywhere.
  for (const std::string& setup : spec.setups) {
    const std::string label = setup_label(setup);
    bool runs = false;
    const SweepPoint::SkippedSetup* refusal = nullptr;
    for (const SweepPoint& point : spec.points) {
      if (point.experiment)
        for (const std::string& s : point.experiment->setups) runs = runs || setup_label(s) == label;
      for (const SweepPoint::SkippedSetup& skipped : point.skipped_setups)
        if (!refusal && skipped.label == label) refusal = &skipped;
    }
    if (!runs && refusal) throw InputError(refusal->code, refusal->reason);
  }
}

}  // namespace

std::optional<std::int64_t> sweep_value_from_text(std::string_view text, std::string& problem) {
  const std::string_view digits = !text.empty() && text.front() == '-' ? text.substr(1) : text;
  if (digits.empty() || !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    problem = quote_input(text) + " is not a whole number";
    return std::nullopt;
  }
  std::int64_t value = 0;
  const auto [stop, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  const bool negative = text.front() == '-';
  if (error != std::errc() || stop != text.data() + text.size() || value < -kMaxSweepValue || value > kMaxSweepValue) {
    problem = quote_input(text) + (negative ? " is too small (at least " + std::to_string(-kMaxSweepValue) + ")"
                                            : " is too large (at most " + std::to_string(kMaxSweepValue) + ")");
    return std::nullopt;
  }
  return value;
}

json parse_sweep_axis_text(std::string_view text) {
  const auto equals = text.find('=');
  if (equals == std::string_view::npos || equals == 0 || equals + 1 == text.size())
    bad_sweep("an axis reads NAME=FROM..TO[:STEP] or NAME=V,V,...; got " + quote_input(text));
  const std::string name(text.substr(0, equals));
  const std::string_view range = text.substr(equals + 1);
  const auto number = [&](std::string_view item) -> json {
    std::string problem;
    const std::optional<std::int64_t> value = sweep_value_from_text(item, problem);
    if (!value) bad_sweep("axis " + quote_input(text) + ": " + problem);
    return *value;
  };
  json axis = json::object();
  const auto slash = name.find('/');
  if (slash == std::string::npos) {
    axis["parameter"] = name;
  } else {
    axis["setup"] = name.substr(0, slash);
    axis["pointer"] = name.substr(slash);
  }
  const auto dots = range.find("..");
  if (dots == std::string_view::npos) {
    json values = json::array();
    std::string_view rest = range;
    for (;;) {
      const auto comma = rest.find(',');
      values.push_back(number(rest.substr(0, comma)));
      if (values.size() > kMaxSweepAxisValues)
        bad_sweep("axis " + quote_input(name) + " lists more than " + std::to_string(kMaxSweepAxisValues) + " values");
      if (comma == std::string_view::npos) break;
      rest.remove_prefix(comma + 1);
    }
    axis["values"] = values;
    return axis;
  }
  const auto colon = range.find(':', dots);
  axis["from"] = number(range.substr(0, dots));
  axis["to"] =
      number(range.substr(dots + 2, colon == std::string_view::npos ? std::string_view::npos : colon - dots - 2));
  if (colon != std::string_view::npos) axis["step"] = number(range.substr(colon + 1));
  return axis;
}

const std::vector<SweepPreset>& sweep_presets() { return published_studies().sweeps; }

const SweepPreset* find_sweep_preset(std::string_view name) {
  for (const SweepPreset& p : sweep_presets())
    if (p.name == name) return &p;
  return nullptr;
}

std::string SweepAxis::name() const { return parameter.empty() ? setup + pointer : parameter; }

json SweepAxis::to_json() const {
  if (!parameter.empty()) return {{"parameter", parameter}, {"values", values}};
  return {{"setup", setup}, {"pointer", pointer}, {"values", values}};
}

std::uint64_t SweepSpec::chunk_count() const {
  std::uint64_t total = 0;
  for (const SweepPoint& p : points)
    if (p.experiment) total += p.experiment->chunk_count();
  return total;
}

const SweepPoint& SweepSpec::point_of_chunk(std::uint64_t chunk) const {
  // The last point starting at or before the chunk that has chunks.
  const SweepPoint* found = nullptr;
  for (const SweepPoint& p : points)
    if (p.experiment && p.first_chunk <= chunk) found = &p;
  if (!found || chunk - found->first_chunk >= found->experiment->chunk_count())
    bad_partial("chunk " + std::to_string(chunk) + " is beyond the sweep's " + std::to_string(chunk_count()) +
                " chunks");
  return *found;
}

json SweepSpec::to_json() const {
  json axes_json = json::array();
  for (const SweepAxis& a : axes) axes_json.push_back(a.to_json());
  return {{"game", game},
          {"params", params},
          {"setups", setups},
          {"trials", trials},
          {"per_trial", per_trial},
          {"seed", std::to_string(seed)},
          {"random_solver", random_solver},
          {"max_nodes", max_nodes},
          {"axes", axes_json}};
}

SweepSpec read_sweep_spec(RequestFields& fields, const GameList& games) {
  SweepSpec spec;
  spec.game = fields.required_string("game");
  const Game& game = find_game_in(games, spec.game);
  spec.game = game.name();
  // Every parameter written out (the game's defaults where none is given), so the sweep's link
  // and document keep their meaning if a default changes. Checked point by point, not here: the
  // base may be a combination only the axes' values make valid.
  spec.params = game.info().default_params();
  const json given = fields.optional_object("params");
  for (const auto& [key, value] : given.items()) spec.params[key] = value;
  for (const ParamSpec& p : game.info().params) {
    // A whole number typed as text (a CLI flag, a link) is kept as a number, so one sweep has
    // one document whichever way it was asked for.
    json& value = spec.params[p.name];
    if (p.kind != ParamSpec::Kind::whole_number || !value.is_string()) continue;
    const std::string text = value.get<std::string>();
    if (!text.empty() && text.size() < 10 &&
        std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
      value = std::stoll(text);
  }
  if (!fields.has("setups")) throw InputError("missing_field", "missing field 'setups'");
  // Names and descriptions (objects or their texts), read as the experiment reads them. A
  // description's own problem (bad JSON, no name) is named here, before an axis looks it up, and
  // it is kept as its one text however it was written (each point's game completes it).
  spec.setups = fields.optional_setup_list("setups");
  for (std::string& setup : spec.setups)
    if (is_described_setup(setup)) setup = setup_text(parse_setup_description(setup));
  spec.trials = fields.optional_whole_number("trials", {"trials", "bad_experiment", 1, kMaxTrials}, 10);
  spec.per_trial = fields.optional_whole_number("per_trial", {"per_trial", "bad_experiment", 1, kMaxPerTrial}, 100);
  spec.seed = fields.optional_whole_number("seed", {"seed", "bad_seed"}, 1);
  spec.random_solver = fields.optional_string("random_solver").value_or("");
  spec.max_nodes = fields.optional_whole_number("max_nodes", {"max_nodes", "bad_budget", 0, limits::kMaxMaxNodes}, 0);
  const json axes = fields.required_array("axes");
  if (axes.empty() || axes.size() > kMaxSweepAxes)
    bad_sweep("a sweep has 1 or " + std::to_string(kMaxSweepAxes) + " axes, not " + std::to_string(axes.size()));
  for (std::size_t i = 0; i < axes.size(); ++i) {
    spec.axes.push_back(read_axis(axes[i], i, game, spec.setups));
    for (std::size_t j = 0; j < i; ++j)
      if (spec.axes[j].name() == spec.axes[i].name()) bad_sweep("two axes sweep " + quote_input(spec.axes[i].name()));
  }
  build_points(spec, games);
  return spec;
}

SweepSpec read_sweep_spec(const json& request, const GameList& games) {
  RequestFields fields(request);
  SweepSpec spec = read_sweep_spec(fields, games);
  fields.reject_unknown("sweep");
  return spec;
}

std::vector<std::uint64_t> sweep_shard_chunks(const SweepSpec& spec, std::uint64_t index, std::uint64_t count) {
  if (count < 1 || count > kMaxShards)
    throw InputError("bad_experiment", "a sweep splits into 1 to " + std::to_string(kMaxShards) + " shards, not " +
                                           std::to_string(count));
  if (index < 1 || index > count)
    throw InputError("bad_experiment", "shard " + std::to_string(index) + " of " + std::to_string(count) +
                                           " does not exist: shards are numbered from 1 to " + std::to_string(count));
  std::vector<std::uint64_t> out;
  const std::uint64_t total = spec.chunk_count();
  // Stepping by subtraction: c + count could wrap past 2^64.
  for (std::uint64_t c = index - 1; c < total; c += count) {
    out.push_back(c);
    if (total - c <= count) break;
  }
  return out;
}

ChunkResult run_sweep_chunk(const SweepSpec& spec, const GameList& games, std::uint64_t chunk,
                            const ChunkLimits& limits) {
  const SweepPoint& point = spec.point_of_chunk(chunk);
  const Game& game = find_game_in(games, spec.game);
  ChunkResult result = run_chunk(*point.experiment, game, chunk - point.first_chunk, limits);
  result.chunk = chunk;
  return result;
}

json sweep_partial_document(const SweepSpec& spec, const std::vector<ChunkResult>& chunks) {
  json list = json::array();
  for (const ChunkResult& c : chunks) list.push_back(c.to_json());
  return {{"format", "puzzlelab-lab-sweep-partial"}, {"version", 1}, {"sweep", spec.to_json()}, {"chunks", list}};
}

json sweep_final_document(const SweepSpec& spec, std::vector<ChunkResult> chunks) {
  std::sort(chunks.begin(), chunks.end(), [](const ChunkResult& a, const ChunkResult& b) { return a.chunk < b.chunk; });
  for (std::size_t i = 1; i < chunks.size(); ++i)
    if (chunks[i].chunk == chunks[i - 1].chunk)
      bad_partial("chunk " + std::to_string(chunks[i].chunk) + " appears more than once");
  std::vector<std::vector<ChunkResult>> by_point(spec.points.size());
  for (ChunkResult& c : chunks) {
    const SweepPoint& point = spec.point_of_chunk(c.chunk);
    c.chunk -= point.first_chunk;
    by_point[static_cast<std::size_t>(&point - spec.points.data())].push_back(std::move(c));
  }
  std::vector<json> documents;
  for (std::size_t p = 0; p < spec.points.size(); ++p) {
    const SweepPoint& point = spec.points[p];
    if (!point.experiment) {
      documents.push_back(nullptr);
      continue;
    }
    try {
      documents.push_back(final_document(*point.experiment, std::move(by_point[p])));
    } catch (const InputError& error) {
      bad_partial("at " + values_text(spec, point) + " (sweep chunks from " + std::to_string(point.first_chunk) +
                  "): " + error.what());
    }
  }
  return sweep_document(spec, documents);
}

json sweep_point_setups(const json& experiment_document) {
  json out = json::object();
  const json& order = experiment_document.at("experiment").at("setups");
  const json& setups = experiment_document.at("setups");
  for (const json& name : order) {
    const auto found = setups.find(name.get<std::string>());
    if (found == setups.end()) continue;
    const json& s = *found;
    json metrics = json::object();
    for (const auto& [metric, groups] : s.at("metrics").items()) metrics[metric] = groups.at("all").at("mean");
    out[setup_label(name.get<std::string>())] = {{"challenges", s.at("challenges")},
                                                 {"solved", s.at("solved")},
                                                 {"unsolvable", s.at("unsolvable")},
                                                 {"unknown", s.at("unknown")},
                                                 {"solvable", s.at("solvable")},
                                                 {"solvable_interval", s.at("solvable_interval")},
                                                 {"random_solvable", s.at("random_solvable")},
                                                 {"random_solvable_interval", s.at("random_solvable_interval")},
                                                 {"sp_minus_sr", s.at("sp_minus_sr")},
                                                 {"length_count", s.at("length_count")},
                                                 {"length_min", s.at("length_min")},
                                                 {"length_median", s.at("length_median")},
                                                 {"length_mean", s.at("length_mean")},
                                                 {"length_max", s.at("length_max")},
                                                 {"metric_means", metrics}};
  }
  return out;
}

json sweep_document(const SweepSpec& spec, const std::vector<json>& point_documents) {
  json points = json::array();
  bool complete = true;
  for (std::size_t p = 0; p < spec.points.size(); ++p) {
    const SweepPoint& point = spec.points[p];
    json values = json::object();
    for (std::size_t a = 0; a < spec.axes.size(); ++a) values[spec.axes[a].name()] = point.values[a];
    json entry = {{"values", values}};
    if (!point.experiment) {
      entry["skipped"] = {{"code", point.skip_code}, {"reason", point.skip_reason}};
    } else if (p < point_documents.size() && point_documents[p].is_object()) {
      entry["setups"] = sweep_point_setups(point_documents[p]);
      if (!point.skipped_setups.empty()) {
        json skipped = json::object();
        for (const auto& s : point.skipped_setups) skipped[s.label] = {{"code", s.code}, {"reason", s.reason}};
        entry["skipped_setups"] = skipped;
      }
    } else {
      complete = false;
      continue;
    }
    points.push_back(entry);
  }
  json labels = json::array();
  for (const std::string& s : spec.setups) labels.push_back(setup_label(s));
  return {{"format", "puzzlelab-lab-sweep"}, {"version", 1},           {"complete", complete},
          {"sweep", spec.to_json()},         {"setup_labels", labels}, {"points", points}};
}

}  // namespace puzzlelab::lab
