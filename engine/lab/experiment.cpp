#include "lab/experiment.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

#include "core/input_error.hpp"
#include "core/rng.hpp"
#include "game/quote_value.hpp"
#include "game/setup_description.hpp"
#include "game/whole_number.hpp"
#include "lab/figures.hpp"
#include "lab/lab_game.hpp"
#include "lab/published.hpp"
#include "lab/spec.hpp"

namespace puzzlelab::lab {

namespace {

constexpr const char* kGroupNames[3] = {"solvable", "unsolvable", "unknown"};

int group_of(Status status) {
  switch (status) {
    case Status::solved: return 0;
    case Status::unsolvable: return 1;
    case Status::unknown: return 2;
  }
  return 2;
}

// The longest solution a length histogram can hold.
constexpr std::uint64_t kLongestLength = static_cast<std::uint64_t>(std::numeric_limits<int>::max());

// Figures are printed to six significant digits: enough for any experiment's precision, and
// the same text in every build even where two libm's differ in the last bits.
json rounded(double x) { return rounded_figure(x); }

json interval_json(const Interval& interval) { return json::array({rounded(interval.low), rounded(interval.high)}); }

double ratio(std::uint64_t a, std::uint64_t b) {
  return b == 0 ? 0.0 : static_cast<double>(a) / static_cast<double>(b);
}

json moments_summary(const Moments& m) {
  json out = {{"n", m.n}};
  if (m.n == 0) {
    out["mean"] = nullptr;
    return out;
  }
  const double n = static_cast<double>(m.n);
  const double mean = m.sum / n;
  const double variance = m.n > 1 ? std::max(0.0, (m.sum_squares - n * mean * mean) / (n - 1)) : 0.0;
  const double half = 1.959963984540054 * std::sqrt(variance / n);
  out["mean"] = rounded(mean);
  out["interval"] = interval_json({mean - half, mean + half});
  out["min"] = rounded(m.min);
  out["max"] = rounded(m.max);
  return out;
}

json moments_json(const Moments& m) {
  return {{"n", m.n}, {"sum", m.sum}, {"sum_squares", m.sum_squares}, {"min", m.min}, {"max", m.max}};
}

// A count in a chunk result: a whole number no larger than `max` (so that no sum of counts over
// an experiment's chunks can wrap).
std::uint64_t count_of(const json& object, const char* name, std::uint64_t max) {
  const auto found = object.find(name);
  if (found == object.end()) bad_partial(std::string("\"") + name + "\" is missing");
  return whole_number_from_json(*found, {name, "bad_partial", 0, max});
}

double number_of(const json& object, const char* name) {
  const auto found = object.find(name);
  if (found == object.end() || !found->is_number())
    bad_partial(std::string("a metric's \"") + name + "\" must be a number");
  return found->get<double>();
}

const json& object_at(const json& object, const char* name) {
  const auto found = object.find(name);
  if (found == object.end() || !found->is_object()) bad_partial(std::string("\"") + name + "\" must be an object");
  return *found;
}

// `most`: the challenges of the group, which a metric cannot have been measured more often than.
Moments moments_from_json(const json& value, std::uint64_t most) {
  if (!value.is_object()) bad_partial("a metric's group must be an object of n, sum, sum_squares, min and max");
  Moments m;
  m.n = count_of(value, "n", most);
  m.sum = number_of(value, "sum");
  m.sum_squares = number_of(value, "sum_squares");
  m.min = number_of(value, "min");
  m.max = number_of(value, "max");
  return m;
}

// Everything one setup's chunks add up to, in trial order.
struct SetupTotals {
  ChunkResult total;
  std::vector<double> solvable_rates;
  std::vector<double> random_rates;
};

// `chunks`: one setup's chunk results in trial order.
SetupTotals add_up(const std::vector<const ChunkResult*>& chunks) {
  SetupTotals out;
  for (const ChunkResult* chunk : chunks) {
    const ChunkResult& c = *chunk;
    out.total.challenges += c.challenges;
    out.total.solved += c.solved;
    out.total.unsolvable += c.unsolvable;
    out.total.unknown += c.unknown;
    out.total.random_solved += c.random_solved;
    for (const auto& [length, count] : c.lengths) out.total.lengths[length] += count;
    for (const auto& [name, groups] : c.metrics)
      for (int g = 0; g < 3; ++g) out.total.metrics[name][g].add(groups[g]);
    add_cross(out.total.cross, c.cross);
    out.total.ranges.resize(c.ranges.size());
    for (std::size_t k = 0; k < c.ranges.size(); ++k) add_range_points(out.total.ranges[k], c.ranges[k]);
    out.solvable_rates.push_back(ratio(c.solved, c.challenges));
    out.random_rates.push_back(ratio(c.random_solved, c.challenges));
  }
  return out;
}

json rates_json(const std::vector<double>& rates) {
  json out = json::array();
  for (double r : rates) out.push_back(rounded(r));
  return out;
}

json five_numbers(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return {{"min", rounded(values.empty() ? 0 : values.front())},
          {"q1", rounded(quantile(values, 0.25))},
          {"median", rounded(quantile(values, 0.5))},
          {"q3", rounded(quantile(values, 0.75))},
          {"max", rounded(values.empty() ? 0 : values.back())},
          {"mean", rounded(mean(values))}};
}

json setup_summary(const SetupTotals& totals) {
  const ChunkResult& t = totals.total;
  json out;
  out["challenges"] = t.challenges;
  out["solved"] = t.solved;
  out["unsolvable"] = t.unsolvable;
  out["unknown"] = t.unknown;
  out["solvable"] = rounded(ratio(t.solved, t.challenges));
  out["solvable_interval"] = interval_json(wilson_interval(t.solved, t.challenges));
  out["trials"] = rates_json(totals.solvable_rates);
  out["trials_summary"] = five_numbers(totals.solvable_rates);
  out["random_solved"] = t.random_solved;
  out["random_solvable"] = rounded(ratio(t.random_solved, t.challenges));
  out["random_solvable_interval"] = interval_json(wilson_interval(t.random_solved, t.challenges));
  out["random_trials"] = rates_json(totals.random_rates);
  out["sp_minus_sr"] = rounded(ratio(t.solved, t.challenges) - ratio(t.random_solved, t.challenges));
  const std::uint64_t lengths = histogram_count(t.lengths);
  out["length_count"] = lengths;
  json histogram = json::object();
  for (const auto& [length, count] : t.lengths) histogram[std::to_string(length)] = count;
  out["length_histogram"] = histogram;
  if (lengths == 0) {
    for (const char* key : {"length_min", "length_q1", "length_median", "length_q3", "length_max", "length_mean"})
      out[key] = nullptr;
  } else {
    double sum = 0;
    for (const auto& [length, count] : t.lengths) sum += static_cast<double>(length) * static_cast<double>(count);
    out["length_min"] = t.lengths.begin()->first;
    out["length_q1"] = rounded(quantile(t.lengths, 0.25));
    out["length_median"] = rounded(quantile(t.lengths, 0.5));
    out["length_q3"] = rounded(quantile(t.lengths, 0.75));
    out["length_max"] = t.lengths.rbegin()->first;
    out["length_mean"] = rounded(sum / static_cast<double>(lengths));
  }
  json metrics = json::object();
  for (const auto& [name, groups] : t.metrics) {
    Moments all;
    for (const Moments& g : groups) all.add(g);
    json entry = {{"all", moments_summary(all)}};
    for (int g = 0; g < 2; ++g) entry[kGroupNames[g]] = moments_summary(groups[g]);
    metrics[name] = entry;
  }
  out["metrics"] = metrics;
  return out;
}

// `names[i]` is the setup whose totals are `totals[i]`.
json tests_between(const std::vector<std::string>& names, const std::vector<SetupTotals>& totals) {
  json welch = json::array(), random_welch = json::array(), mann_whitney = json::array();
  std::vector<Histogram> lengths;
  for (std::size_t a = 0; a < totals.size(); ++a) {
    lengths.push_back(totals[a].total.lengths);
    for (std::size_t b = a + 1; b < totals.size(); ++b) {
      const WelchResult w = welch_t_test(totals[a].solvable_rates, totals[b].solvable_rates);
      welch.push_back({{"a", names[a]},
                       {"b", names[b]},
                       {"t", rounded(w.t)},
                       {"df", rounded(w.df)},
                       {"p", rounded(w.p)},
                       {"defined", w.defined}});
      const WelchResult r = welch_t_test(totals[a].random_rates, totals[b].random_rates);
      random_welch.push_back({{"a", names[a]},
                              {"b", names[b]},
                              {"t", rounded(r.t)},
                              {"df", rounded(r.df)},
                              {"p", rounded(r.p)},
                              {"defined", r.defined}});
      const MannWhitneyResult m = lab::mann_whitney(totals[a].total.lengths, totals[b].total.lengths);
      mann_whitney.push_back({{"a", names[a]},
                              {"b", names[b]},
                              {"u", rounded(m.u)},
                              {"z", rounded(m.z)},
                              {"p", rounded(m.p)},
                              {"defined", m.defined}});
    }
  }
  const KruskalWallisResult k = kruskal_wallis(lengths);
  return {{"solvable_welch", welch},
          {"random_solvable_welch", random_welch},
          {"length_kruskal_wallis", {{"h", rounded(k.h)}, {"df", k.df}, {"p", rounded(k.p)}, {"defined", k.defined}}},
          {"length_mann_whitney", mann_whitney}};
}

// Analysis of variance of a metric between the setups, over one group of challenges ("all",
// "solvable" or "unsolvable"), from the totals the chunks add up. Only for the metrics a preset's
// published values test (quantity "metric_anova_p:NAME:GROUP", lab/published.hpp), so other
// documents stay as they were.
json metric_anovas(const ExperimentSpec& spec, const std::vector<SetupTotals>& totals) {
  json out = json::object();
  const StudyPreset* preset = spec.preset.empty() ? nullptr : find_study_preset(spec.preset);
  if (!preset) return out;
  for (const PublishedValue& v : preset->published) {
    const std::string prefix = "metric_anova_p:";
    if (v.quantity.rfind(prefix, 0) != 0) continue;
    const std::string rest = v.quantity.substr(prefix.size());
    const auto colon = rest.find(':');
    const std::string name = rest.substr(0, colon);
    const std::string group = colon == std::string::npos ? "all" : rest.substr(colon + 1);
    std::vector<GroupSums> groups;
    for (const SetupTotals& t : totals) {
      const auto found = t.total.metrics.find(name);
      Moments m;
      if (found != t.total.metrics.end())
        for (int g = 0; g < 3; ++g)
          if (group == "all" || group == kGroupNames[g]) m.add(found->second[g]);
      groups.push_back({m.n, m.sum, m.sum_squares});
    }
    const AnovaResult a = one_way_anova(groups);
    out[name][group] = {{"f", rounded(a.f)},
                        {"df_between", a.df_between},
                        {"df_within", a.df_within},
                        {"p", rounded(a.p)},
                        {"defined", a.defined}};
  }
  return out;
}

// The document from each setup's chunks (in trial order); setups without any are left out, as
// are the tests that would need them.
json summarise(const ExperimentSpec& spec, const std::vector<std::vector<const ChunkResult*>>& by_setup,
               const char* format) {
  std::vector<SetupTotals> totals;
  std::vector<std::string> names;
  json setups = json::object();
  for (std::size_t s = 0; s < spec.setups.size(); ++s) {
    if (by_setup[s].empty()) continue;
    totals.push_back(add_up(by_setup[s]));
    names.push_back(setup_label(spec.setups[s]));
    setups[names.back()] = setup_summary(totals.back());
  }
  json experiment = spec.to_json();
  experiment["random_solver"] = spec.random_solver;
  json doc = {{"format", format},
              {"version", 1},
              {"experiment", experiment},
              {"setups", setups},
              {"tests", tests_between(names, totals)}};
  const json anovas = metric_anovas(spec, totals);
  if (!anovas.empty()) doc["tests"]["metric_anova"] = anovas;
  std::vector<CrossTable> cross;
  std::vector<std::vector<RangePoints>> range_points;
  for (const SetupTotals& t : totals) {
    cross.push_back(t.total.cross);
    range_points.push_back(t.total.ranges);
    range_points.back().resize(spec.ranges.size());
  }
  doc["correlations"] = correlations_section(names, cross);
  if (!spec.ranges.empty()) doc["expressive_range"] = expressive_range_section(spec.ranges, names, range_points);
  // Last: a claim may read any section, the correlations included.
  if (!spec.preset.empty()) doc["paper"] = compare_with_paper(spec, doc);
  return doc;
}

}  // namespace

std::vector<std::string> ExperimentSpec::setup_labels() const {
  std::vector<std::string> labels;
  for (const std::string& setup : setups) labels.push_back(setup_label(setup));
  return labels;
}

json ExperimentSpec::to_json() const {
  json out = {{"game", game},
              {"params", params},
              {"setups", setup_labels()},
              {"trials", trials},
              {"per_trial", per_trial},
              {"seed", std::to_string(seed)},
              {"random_solver", random_solver},
              {"max_nodes", max_nodes},
              {"preset", preset}};
  json descriptions = json::object();
  for (const std::string& setup : setups)
    if (is_described_setup(setup)) descriptions[setup_label(setup)] = json::parse(setup);
  if (!descriptions.empty()) out["setup_descriptions"] = descriptions;
  if (!ranges.empty()) {
    json texts = json::array();
    for (const RangeSpec& r : ranges) texts.push_back(r.text());
    out["ranges"] = texts;
  }
  if (!measures.empty()) out["measures"] = measures;
  return out;
}

void Moments::add(double value) {
  min = n == 0 ? value : std::min(min, value);
  max = n == 0 ? value : std::max(max, value);
  ++n;
  sum += value;
  sum_squares += value * value;
}

void Moments::add(const Moments& other) {
  if (other.n == 0) return;
  min = n == 0 ? other.min : std::min(min, other.min);
  max = n == 0 ? other.max : std::max(max, other.max);
  n += other.n;
  sum += other.sum;
  sum_squares += other.sum_squares;
}

json ChunkResult::to_json() const {
  json histogram = json::object();
  for (const auto& [length, count] : lengths) histogram[std::to_string(length)] = count;
  json metric_json = json::object();
  for (const auto& [name, groups] : metrics) {
    json entry = json::object();
    for (int g = 0; g < 3; ++g) entry[kGroupNames[g]] = moments_json(groups[g]);
    metric_json[name] = entry;
  }
  json out = {{"chunk", chunk},           {"challenges", challenges}, {"solved", solved},
              {"unsolvable", unsolvable}, {"unknown", unknown},       {"random_solved", random_solved},
              {"lengths", histogram},     {"metrics", metric_json}};
  out["cross"] = cross_to_json(cross);
  if (!ranges.empty()) {
    json points = json::array();
    for (const RangePoints& r : ranges) points.push_back(range_points_to_json(r));
    out["ranges"] = points;
  }
  return out;
}

ChunkResult ChunkResult::from_json(const json& value) {
  if (!value.is_object()) bad_partial("a chunk result must be an object, got " + json_type_phrase(value));
  ChunkResult c;
  c.chunk = count_of(value, "chunk", UINT64_MAX);
  try {
    // Each count is checked against the challenges by subtraction, which cannot wrap.
    c.challenges = count_of(value, "challenges", kMaxPerTrial);
    c.solved = count_of(value, "solved", c.challenges);
    c.unsolvable = count_of(value, "unsolvable", c.challenges - c.solved);
    c.unknown = count_of(value, "unknown", c.challenges - c.solved - c.unsolvable);
    if (c.solved + c.unsolvable + c.unknown != c.challenges)
      bad_partial("solved, unsolvable and unknown do not add up to the challenges");
    c.random_solved = count_of(value, "random_solved", c.challenges);
    std::uint64_t lengths_left = c.solved;
    for (const auto& [length, count] : object_at(value, "lengths").items()) {
      const auto key = parse_whole_number(length, {"a length", "bad_partial", 0, kLongestLength});
      const std::uint64_t times =
          whole_number_from_json(count, {"the count of length " + length, "bad_partial", 1, lengths_left});
      c.lengths[static_cast<int>(key)] = times;
      lengths_left -= times;
    }
    const std::uint64_t in_group[3] = {c.solved, c.unsolvable, c.unknown};
    for (const auto& [name, groups] : object_at(value, "metrics").items()) {
      if (!groups.is_object()) bad_partial("metric " + quote_input(name) + " must be an object of groups");
      for (int g = 0; g < 3; ++g) {
        const auto group = groups.find(kGroupNames[g]);
        if (group == groups.end()) bad_partial("metric " + quote_input(name) + " lacks \"" + kGroupNames[g] + "\"");
        c.metrics[name][g] = moments_from_json(*group, in_group[g]);
      }
    }
    const auto cross = value.find("cross");
    if (cross == value.end()) bad_partial("\"cross\" (the correlation sums) is missing");
    c.cross = cross_from_json(*cross, c.challenges);
    if (const auto ranges = value.find("ranges"); ranges != value.end()) {
      if (!ranges->is_array() || ranges->size() > kMaxRanges)
        bad_partial("\"ranges\" must be a list of at most " + std::to_string(kMaxRanges) + " ranges' points");
      for (const auto& points : *ranges) c.ranges.push_back(range_points_from_json(points, c.challenges));
    }
  } catch (const InputError& e) {
    throw InputError(e.code(), "chunk " + std::to_string(c.chunk) + ": " + e.what());
  }
  return c;
}

json ChallengeRow::to_json() const {
  return {{"index", index},
          {"seed", std::to_string(seed)},
          {"status", to_string(status)},
          {"length", length >= 0 ? json(length) : json(nullptr)},
          {"random_solved", random_solved},
          {"measures", measures}};
}

ChunkResult run_chunk(const ExperimentSpec& spec, const Game& game, std::uint64_t chunk, const ChunkLimits& limits,
                      std::vector<ChallengeRow>* rows) {
  const std::string& setup = spec.setups.at(chunk / spec.trials);
  const std::uint64_t trial = chunk % spec.trials;
  // No time limit of its own (figures never depend on the machine); the deadline only stops a
  // search early, and then the check below throws before its verdict is counted: a search cut
  // short by the deadline ends after it.
  Budget budget{spec.max_nodes, 0, limits.cancel};
  budget.deadline = limits.deadline;
  const std::unique_ptr<LabGame> lab = make_lab_game(game);
  ChunkResult out;
  out.chunk = chunk;
  out.ranges.resize(spec.ranges.size());
  // A published study may take costly measures of its own (its preset's study_measures).
  std::vector<std::string> study_measures;
  if (const StudyPreset* preset = spec.preset.empty() ? nullptr : find_study_preset(spec.preset))
    study_measures = preset->study_measures;
  for (const std::string& group : spec.measures)
    if (std::find(study_measures.begin(), study_measures.end(), group) == study_measures.end())
      study_measures.push_back(group);
  const auto stop_if_ended = [&](std::uint64_t done) {
    if (budget.cancelled()) throw InputError("budget_exhausted", "the experiment was cancelled");
    if (budget.past_deadline())
      throw InputError("budget_exhausted", "the experiment ran past the request's time limit (time_limit_ms " +
                                               std::to_string(limits.time_limit_ms) + ") in chunk " +
                                               std::to_string(chunk) + ", after " + std::to_string(done) + " of its " +
                                               std::to_string(spec.per_trial) +
                                               " challenges; ask for fewer chunks at a time (field 'chunks')");
  };
  for (std::uint64_t i = 0; i < spec.per_trial; ++i) {
    stop_if_ended(i);
    const std::uint64_t seed = spec.challenge_seed(trial, i);
    LabMeasure m;
    try {
      const std::string board = game.generate(spec.params, setup, seed, budget);
      m = lab->measure(spec.params, board, Rng::mix_seed(seed), budget, spec.random_solver);
      for (const auto& [name, value] : lab->setup_measures(spec.params, setup, seed, board, budget))
        m.metrics[name] = value;
      for (const std::string& measures : study_measures)
        for (const auto& [name, value] : lab->study_measures(measures, spec.params, board, budget))
          m.metrics[name] = value;
    } catch (const InputError&) {
      stop_if_ended(i);  // a setup that redraws, stopped by the deadline: the deadline is the news
      throw;
    }
    stop_if_ended(i);
    ++out.challenges;
    const int g = group_of(m.status);
    (g == 0 ? out.solved : g == 1 ? out.unsolvable : out.unknown) += 1;
    out.random_solved += m.random_solved ? 1 : 0;
    if (m.status == Status::solved && m.length >= 0) out.lengths[m.length] += 1;
    for (const auto& [name, value] : m.metrics) out.metrics[name][g].add(value);
    MeasureValues values = challenge_measures(m);
    add_cross(out.cross, values);
    for (std::size_t k = 0; k < spec.ranges.size(); ++k) add_range_point(out.ranges[k], spec.ranges[k], values);
    if (rows)
      rows->push_back(
          {i, seed, m.status, m.status == Status::solved ? m.length : -1, m.random_solved, std::move(values)});
  }
  return out;
}

std::vector<std::uint64_t> shard_chunks(const ExperimentSpec& spec, std::uint64_t index, std::uint64_t count) {
  if (count < 1 || count > kMaxShards)
    throw InputError("bad_experiment", "an experiment splits into 1 to " + std::to_string(kMaxShards) +
                                           " shards, not " + std::to_string(count));
  if (index < 1 || index > count)
    throw InputError("bad_experiment", "shard " + std::to_string(index) + " of " + std::to_string(count) +
                                           " does not exist: shards are numbered from 1 to " + std::to_string(count));
  std::vector<std::uint64_t> out;
  // Stepping by subtraction: c + count could wrap past 2^64 and land on another shard's chunk.
  for (std::uint64_t c = index - 1; c < spec.chunk_count(); c += count) {
    out.push_back(c);
    if (spec.chunk_count() - c <= count) break;
  }
  return out;
}

json partial_document(const ExperimentSpec& spec, const std::vector<ChunkResult>& chunks) {
  json list = json::array();
  for (const ChunkResult& c : chunks) list.push_back(c.to_json());
  return {{"format", "puzzlelab-experiment-partial"}, {"version", 1}, {"experiment", spec.to_json()}, {"chunks", list}};
}

json final_document(const ExperimentSpec& spec, std::vector<ChunkResult> chunks) {
  std::sort(chunks.begin(), chunks.end(), [](const ChunkResult& a, const ChunkResult& b) { return a.chunk < b.chunk; });
  for (std::uint64_t c = 0; c < spec.chunk_count(); ++c) {
    if (c >= chunks.size() || chunks[c].chunk > c) bad_partial("chunk " + std::to_string(c) + " is missing");
    if (chunks[c].chunk < c) bad_partial("chunk " + std::to_string(chunks[c].chunk) + " appears more than once");
    if (chunks[c].challenges != spec.per_trial)
      bad_partial("chunk " + std::to_string(c) + " has " + std::to_string(chunks[c].challenges) +
                  " challenges; the experiment has " + std::to_string(spec.per_trial) + " per trial");
    check_chunk_ranges(spec, chunks[c]);
  }
  if (chunks.size() > spec.chunk_count()) bad_partial("there are more chunks than the experiment has");
  std::vector<std::vector<const ChunkResult*>> by_setup(spec.setups.size());
  for (const ChunkResult& c : chunks) by_setup[c.chunk / spec.trials].push_back(&c);
  return summarise(spec, by_setup, "puzzlelab-experiment");
}

json interim_document(const ExperimentSpec& spec, std::vector<ChunkResult> chunks) {
  std::sort(chunks.begin(), chunks.end(), [](const ChunkResult& a, const ChunkResult& b) { return a.chunk < b.chunk; });
  const auto repeated = std::adjacent_find(
      chunks.begin(), chunks.end(), [](const ChunkResult& a, const ChunkResult& b) { return a.chunk == b.chunk; });
  if (repeated != chunks.end()) bad_partial("chunk " + std::to_string(repeated->chunk) + " appears more than once");
  std::vector<std::vector<const ChunkResult*>> by_setup(spec.setups.size());
  for (const ChunkResult& c : chunks) {
    if (c.chunk >= spec.chunk_count())
      bad_partial("chunk " + std::to_string(c.chunk) + " is beyond the experiment's " +
                  std::to_string(spec.chunk_count()) + " chunks");
    check_chunk_ranges(spec, c);
    by_setup[c.chunk / spec.trials].push_back(&c);
  }
  json doc = summarise(spec, by_setup, "puzzlelab-experiment-interim");
  doc["progress"] = {{"chunks_done", chunks.size()}, {"chunks_total", spec.chunk_count()}};
  return doc;
}

void check_chunk_ranges(const ExperimentSpec& spec, const ChunkResult& chunk) {
  if (chunk.ranges.size() != spec.ranges.size())
    bad_partial("chunk " + std::to_string(chunk.chunk) + " has the points of " + std::to_string(chunk.ranges.size()) +
                " expressive ranges; the experiment names " + std::to_string(spec.ranges.size()));
}

void bad_partial(const std::string& message) { throw InputError("bad_partial", message); }

}  // namespace puzzlelab::lab
