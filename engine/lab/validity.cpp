#include "lab/validity.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "core/input_error.hpp"
#include "game/setup_description.hpp"
#include "lab/bootstrap.hpp"
#include "lab/figures.hpp"
#include "lab/play_records.hpp"
#include "lab/stats.hpp"
#include "lab/validity_challenges.hpp"
#include "lab/validity_statistics.hpp"

namespace puzzlelab::lab {

namespace {

using json = nlohmann::json;

bool played(const ChallengeRecord& r) { return r.record.played; }
// Solved by the player alone: the solver played none of its moves.
bool solved_alone(const ChallengeRecord& r) { return r.record.played && r.record.solved && !r.record.solver; }

// A measure of a record's challenge, when measured and given.
std::optional<double> measure_of(const RecordedChallenges& set, const ChallengeRecord& r, const std::string& name) {
  const RecordedChallenge& c = set.challenges[r.challenge];
  if (!c.measured) return std::nullopt;
  if (name == kPrintedSetupSteps) return c.printed_setup_steps;
  const auto it = c.measures.find(name);
  if (it == c.measures.end()) return std::nullopt;
  return it->second;
}

// Whether a measure takes more than one value over the records `keep` selects.
bool varies(const RecordedChallenges& set, const std::string& name, bool (*keep)(const ChallengeRecord&)) {
  std::optional<double> first;
  for (const ChallengeRecord& r : set.records) {
    if (!keep(r)) continue;
    const std::optional<double> value = measure_of(set, r, name);
    if (!value) continue;
    if (!first)
      first = value;
    else if (*value != *first)
      return true;
  }
  return false;
}

json measure_figures(const RecordedChallenges& set, const std::string& name, const ResampleSettings& settings) {
  std::vector<double> x, seconds, scores;
  std::vector<bool> gave_up;
  std::vector<json> points;
  for (const ChallengeRecord& r : set.records) {
    if (!played(r)) continue;
    const std::optional<double> value = measure_of(set, r, name);
    if (!value) continue;
    scores.push_back(*value);
    gave_up.push_back(!r.record.solved);
    points.push_back({rounded_figure(*value), r.record.seconds, r.record.solved ? 1 : 0});
    if (!solved_alone(r)) continue;
    x.push_back(*value);
    seconds.push_back(r.record.seconds);
  }
  json out = correlation_figures(x, seconds, settings, resample_stream(name, 0));
  out["auc"] = auc_figures(scores, gave_up, settings, resample_stream(name, 1));
  out["points"] = thinned_points(points, kMaxValidityPoints);
  return out;
}

bool timed_setup(const ChallengeRecord& r) { return r.record.setup_seconds.has_value(); }

json setup_measure_figures(const RecordedChallenges& set, const std::string& name, const ResampleSettings& settings) {
  std::vector<double> x, seconds;
  std::vector<json> points;
  for (const ChallengeRecord& r : set.records) {
    if (!timed_setup(r)) continue;
    const std::optional<double> value = measure_of(set, r, name);
    if (!value) continue;
    x.push_back(*value);
    seconds.push_back(*r.record.setup_seconds);
    points.push_back({rounded_figure(*value), *r.record.setup_seconds, 1});
  }
  json out = correlation_figures(x, seconds, settings, resample_stream(name, 2));
  out["points"] = thinned_points(points, kMaxValidityPoints);
  return out;
}

json median_or_null(std::vector<double> values) {
  if (values.empty()) return nullptr;
  std::sort(values.begin(), values.end());
  return rounded_figure(quantile(values, 0.5));
}

// Per setup (by its label, in order), over the records timed at the table.
json setup_medians(const RecordedChallenges& set) {
  struct Timed {
    std::vector<double> seconds, actions, steps;
  };
  std::map<std::string, Timed> by_setup;
  for (const ChallengeRecord& r : set.records) {
    const RecordedChallenge& c = set.challenges[r.challenge];
    if (!timed_setup(r) || c.setup.empty()) continue;
    Timed& t = by_setup[setup_label(c.setup)];
    t.seconds.push_back(*r.record.setup_seconds);
    if (const auto a = measure_of(set, r, "setup_actions")) t.actions.push_back(*a);
    if (const auto s = measure_of(set, r, kPrintedSetupSteps)) t.steps.push_back(*s);
  }
  json out = json::array();
  for (auto& [setup, t] : by_setup)
    out.push_back({{"setup", setup},
                   {"n", t.seconds.size()},
                   {"median_seconds", median_or_null(t.seconds)},
                   {"median_setup_actions", median_or_null(t.actions)},
                   {"median_setup_steps", median_or_null(t.steps)}});
  return out;
}

json record_counts(const std::vector<RecordFile>& files, const RecordedChallenges& set,
                   const MeasuringOutcome& measuring) {
  std::uint64_t read = 0, is_played = 0, solved = 0, alone = 0, timed = 0;
  for (const RecordFile& f : files) read += f.records;
  for (const ChallengeRecord& r : set.records) {
    is_played += played(r) ? 1 : 0;
    solved += played(r) && r.record.solved ? 1 : 0;
    alone += solved_alone(r) ? 1 : 0;
    timed += timed_setup(r) ? 1 : 0;
  }
  return {{"read", read},          {"this_game", set.records.size()},     {"played", is_played},
          {"solved", solved},      {"gave_up", is_played - solved},       {"alone", alone},
          {"timed_setups", timed}, {"challenges", set.challenges.size()}, {"unmeasured", measuring.unmeasured}};
}

// Every measure some measured challenge of a played record has, by name.
std::set<std::string> measure_names(const RecordedChallenges& set) {
  std::set<std::string> names;
  for (const ChallengeRecord& r : set.records) {
    const RecordedChallenge& c = set.challenges[r.challenge];
    if (!played(r) || !c.measured) continue;
    for (const auto& [name, value] : c.measures) names.insert(name);
  }
  return names;
}

}  // namespace

json run_validity(const Game& game, const std::vector<RecordText>& texts, const ValiditySpec& spec,
                  const ValidityLimits& limits) {
  std::vector<RecordFile> files(texts.size());
  RecordedChallenges set;
  std::size_t read = 0;
  for (std::size_t f = 0; f < texts.size(); ++f) {
    files[f].name = texts[f].name;
    std::vector<PlayRecord> records = read_record_document(texts[f].text, kMaxRecords - read, files[f]);
    read += files[f].records;
    for (PlayRecord& record : records)
      if (record.game == game.name()) set.add(game, std::move(record), f, files[f]);
  }
  const MeasuringOutcome measuring =
      measure_challenges(game, set, {spec.max_nodes, limits.cancel, limits.measure_until});
  for (const ChallengeRecord& r : set.records)
    if (const std::string& why = set.challenges[r.challenge].setup_problem; !why.empty())
      files[r.file].add_problem(r.record.index, why);

  std::string current = "the records";
  const ResampleSettings settings{
      spec.resamples, spec.seed, [&] {
        if (limits.cancel != nullptr && limits.cancel->load(std::memory_order_relaxed))
          throw InputError("budget_exhausted", "the validity request was cancelled");
        if (limits.deadline != BudgetClock::time_point{} && BudgetClock::now() > limits.deadline)
          throw InputError("budget_exhausted", "the validity request ran past its time limit (time_limit_ms " +
                                                   std::to_string(limits.time_limit_ms) +
                                                   ") in the bootstrap intervals of " + current +
                                                   "; give fewer resamples or a larger time_limit_ms");
      }};
  json measures = json::object();
  for (const std::string& name : measure_names(set)) {
    if (!varies(set, name, played)) continue;  // constant: no order to compare
    current = "measure '" + name + "'";
    measures[name] = measure_figures(set, name, settings);
  }
  json setup_measures = json::object();
  for (const std::string name : {"setup_actions", kPrintedSetupSteps}) {
    if (!varies(set, name, timed_setup)) continue;
    current = "setup measure '" + name + "'";
    setup_measures[name] = setup_measure_figures(set, name, settings);
  }

  json file_list = json::array();
  for (const RecordFile& f : files)
    file_list.push_back(
        {{"name", f.name}, {"records", f.records}, {"used", f.used}, {"problems", f.listed_problems()}});
  return {{"game", game.name()},
          {"files", file_list},
          {"records", record_counts(files, set, measuring)},
          {"measures", measures},
          {"setup", {{"measures", setup_measures}, {"setups", setup_medians(set)}}},
          {"method",
           {{"resamples", spec.resamples},
            {"seed", std::to_string(spec.seed)},
            {"interval", kBootstrapLevel},
            {"points_cap", kMaxValidityPoints}}},
          {"stopped", measuring.stopped == StopReason::none ? json(nullptr) : json(to_string(measuring.stopped))}};
}

}  // namespace puzzlelab::lab
