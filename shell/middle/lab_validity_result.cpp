#include "middle/lab_validity_result.hpp"

#include <cmath>

#include "middle/json_read.hpp"

namespace puzzlelab {

namespace {

using json = nlohmann::json;
using json_read::at;

// Reading stops at the first field that is wrong; `path` names where it is.
struct Malformed {
  std::string what;
};

[[noreturn]] void refuse(const std::string& path, const char* expected) { throw Malformed{path + " is " + expected}; }

std::uint64_t whole(const json& value, const std::string& path) {
  if (const auto n = json_read::whole_number(value)) return *n;
  refuse(path, value.is_null() ? "missing (a whole number)" : "not a whole number");
}

double number(const json& value, const std::string& path) {
  if (const auto x = json_read::number(value)) return *x;
  refuse(path, value.is_null() ? "missing (a number)" : "not a number");
}

std::optional<double> number_or_null(const json& object, const char* key, const std::string& path) {
  const json& value = at(object, key);
  if (value.is_null()) return std::nullopt;
  if (const auto x = json_read::number(value)) return *x;
  refuse(path + "." + key, "not a number or null");
}

std::string text(const json& value, const std::string& path) {
  if (const auto s = json_read::text(value)) return *s;
  refuse(path, value.is_null() ? "missing (a string)" : "not a string");
}

const json& object(const json& value, const std::string& path) {
  if (!value.is_object()) refuse(path, value.is_null() ? "missing (an object)" : "not an object");
  return value;
}

const json& array(const json& value, const std::string& path) {
  if (!value.is_array()) refuse(path, value.is_null() ? "missing (an array)" : "not an array");
  return value;
}

ValidityEstimate estimate(const json& holder, const char* value_key, const std::string& path) {
  ValidityEstimate e;
  e.value = number_or_null(holder, value_key, path);
  e.low = number_or_null(holder, "low", path);
  e.high = number_or_null(holder, "high", path);
  return e;
}

std::vector<ValidityPoint> points(const json& value, const std::string& path) {
  std::vector<ValidityPoint> out;
  std::size_t i = 0;
  for (const json& p : array(value, path)) {
    const std::string here = path + "[" + std::to_string(i++) + "]";
    if (!p.is_array() || p.size() != 3) refuse(here, "not a [measure, seconds, solved] triple");
    ValidityPoint point;
    point.x = number(p[0], here + "[0]");
    point.seconds = number(p[1], here + "[1]");
    const std::uint64_t solved = whole(p[2], here + "[2]");
    if (solved > 1) refuse(here + "[2]", "neither 1 (solved) nor 0 (given up)");
    point.solved = solved == 1;
    out.push_back(point);
  }
  return out;
}

ValidityMeasure measure(const std::string& name, const json& value, const std::string& path, bool with_auc) {
  const json& m = object(value, path);
  ValidityMeasure out;
  out.name = name;
  out.n = whole(at(m, "n"), path + ".n");
  out.spearman = estimate(m, "spearman", path);
  out.kendall = estimate(object(at(m, "kendall"), path + ".kendall"), "value", path + ".kendall");
  if (with_auc) {
    const std::string auc_path = path + ".auc";
    const json& a = object(at(m, "auc"), auc_path);
    ValidityAuc auc;
    auc.estimate = estimate(a, "value", auc_path);
    auc.n = whole(at(a, "n"), auc_path + ".n");
    auc.gave_up = whole(at(a, "gave_up"), auc_path + ".gave_up");
    if (auc.gave_up > auc.n) refuse(auc_path + ".gave_up", "larger than its n");
    out.auc = auc;
  }
  out.points = points(at(m, "points"), path + ".points");
  return out;
}

std::vector<ValidityMeasure> measures(const json& value, const std::string& path, bool with_auc) {
  std::vector<ValidityMeasure> out;
  for (const auto& [name, m] : object(value, path).items())
    out.push_back(measure(name, m, path + "." + name, with_auc));
  return out;
}

ValidityResult read(const json& result) {
  object(result, "the answer");
  ValidityResult out;
  out.game = text(at(result, "game"), "game");
  std::size_t i = 0;
  for (const json& f : array(at(result, "files"), "files")) {
    const std::string path = "files[" + std::to_string(i++) + "]";
    object(f, path);
    ValidityFileReport report;
    report.name = text(at(f, "name"), path + ".name");
    report.records = whole(at(f, "records"), path + ".records");
    report.used = whole(at(f, "used"), path + ".used");
    if (report.used > report.records) refuse(path + ".used", "larger than its records");
    std::size_t k = 0;
    for (const json& p : array(at(f, "problems"), path + ".problems"))
      report.problems.push_back(text(p, path + ".problems[" + std::to_string(k++) + "]"));
    out.files.push_back(std::move(report));
  }
  const json& r = object(at(result, "records"), "records");
  ValidityRecordCounts& c = out.records;
  const std::pair<const char*, std::uint64_t*> counts[] = {{"read", &c.read},
                                                           {"this_game", &c.this_game},
                                                           {"played", &c.played},
                                                           {"solved", &c.solved},
                                                           {"gave_up", &c.gave_up},
                                                           {"alone", &c.alone},
                                                           {"timed_setups", &c.timed_setups},
                                                           {"challenges", &c.challenges},
                                                           {"unmeasured", &c.unmeasured}};
  for (const auto& [key, slot] : counts) *slot = whole(at(r, key), std::string("records.") + key);
  out.measures = measures(at(result, "measures"), "measures", true);
  const json& setup = object(at(result, "setup"), "setup");
  out.setup_measures = measures(at(setup, "measures"), "setup.measures", false);
  i = 0;
  for (const json& s : array(at(setup, "setups"), "setup.setups")) {
    const std::string path = "setup.setups[" + std::to_string(i++) + "]";
    object(s, path);
    ValiditySetupRow row;
    row.setup = text(at(s, "setup"), path + ".setup");
    row.n = whole(at(s, "n"), path + ".n");
    row.median_seconds = number(at(s, "median_seconds"), path + ".median_seconds");
    row.median_setup_actions = number_or_null(s, "median_setup_actions", path);
    row.median_setup_steps = number_or_null(s, "median_setup_steps", path);
    out.setups.push_back(std::move(row));
  }
  const json& method = object(at(result, "method"), "method");
  out.resamples = whole(at(method, "resamples"), "method.resamples");
  out.seed = text(at(method, "seed"), "method.seed");
  out.interval = number(at(method, "interval"), "method.interval");
  const json& stopped = at(result, "stopped");
  if (!stopped.is_null()) {
    out.stopped = text(stopped, "stopped");
    if (out.stopped != "nodes" && out.stopped != "time" && out.stopped != "cancelled")
      refuse("stopped", "none of null, \"nodes\", \"time\" or \"cancelled\"");
  }
  return out;
}

}  // namespace

std::optional<ValidityResult> read_validity_result(const json& result, std::string& error) {
  try {
    ValidityResult out = read(result);
    error.clear();
    return out;
  } catch (const Malformed& m) {
    error = "The validity answer cannot be read: " + m.what;
    return std::nullopt;
  }
}

std::string correlation_missing_reason(const ValidityMeasure& m) {
  if (m.n < 3)
    return "Undefined: " + std::to_string(m.n) + (m.n == 1 ? " record" : " records") +
           " solved without the solver, and a rank correlation needs at least 3.";
  return "Undefined: the measure, or the solve time, is the same for every record, so nothing varies "
         "together.";
}

std::string auc_missing_reason(const ValidityAuc& auc) {
  if (auc.gave_up == 0) return "Undefined: no record was given up, so nothing tells giving up from solving.";
  if (auc.gave_up == auc.n) return "Undefined: every record was given up, so nothing tells giving up from solving.";
  return "Undefined: the measure is the same for every record.";
}

}  // namespace puzzlelab
