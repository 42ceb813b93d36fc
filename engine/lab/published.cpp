#include "lab/published.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <map>
#include <vector>

#include "lab/stats.hpp"

namespace puzzlelab::lab {

namespace {

using json = nlohmann::json;

struct Measured {
  json value = nullptr;
  json interval = nullptr;
  json sd = nullptr;        // metrics: the standard deviation over the challenges measured
  json censored = nullptr;  // metrics: the setup's challenges the metric is missing from
};

// The measured value of `quantity` for `setup` in the document.
Measured measure_of(const json& doc, const std::string& setup, const std::string& quantity) {
  Measured m;
  if (quantity == "length_kruskal_wallis_p") {
    m.value = doc["tests"]["length_kruskal_wallis"]["p"];
    return m;
  }
  if (quantity.rfind("metric_anova_p:", 0) == 0) {
    const std::string rest = quantity.substr(15);
    const auto colon = rest.find(':');
    const std::string name = rest.substr(0, colon);
    const std::string group = colon == std::string::npos ? "all" : rest.substr(colon + 1);
    const json& tests = doc["tests"];
    if (tests.contains("metric_anova") && tests["metric_anova"].contains(name) &&
        tests["metric_anova"][name].contains(group) && tests["metric_anova"][name][group]["defined"] == true)
      m.value = tests["metric_anova"][name][group]["p"];
    return m;
  }
  if (!doc["setups"].contains(setup)) return m;
  const json& s = doc["setups"][setup];
  if (quantity == "solvable" || quantity == "random_solvable") {
    m.value = s[quantity];
    m.interval = s[quantity + "_interval"];
  } else if (quantity == "sp_minus_sr") {
    m.value = s["sp_minus_sr"];
    const json& a = s["solvable_interval"];
    const json& b = s["random_solvable_interval"];
    m.interval = json::array({a[0].get<double>() - b[1].get<double>(), a[1].get<double>() - b[0].get<double>()});
  } else if (quantity == "length_median" || quantity == "length_mean") {
    m.value = s[quantity];
  } else if (quantity == "trial_min") {
    m.value = s["trials_summary"]["min"];
  } else if (quantity == "length_share_at_most_9") {
    std::uint64_t short_ones = 0;
    const std::uint64_t n = s["length_count"].get<std::uint64_t>();
    for (const auto& [length, count] : s["length_histogram"].items())
      if (std::stoi(length) <= 9) short_ones += count.get<std::uint64_t>();
    if (n > 0) {
      m.value = static_cast<double>(short_ones) / static_cast<double>(n);
      const Interval i = wilson_interval(short_ones, n);
      m.interval = json::array({i.low, i.high});
    }
  } else if (quantity.rfind("metric_max:", 0) == 0 || quantity.rfind("metric_min:", 0) == 0) {
    const std::string name = quantity.substr(11);
    const char* which = quantity[8] == 'a' ? "max" : "min";
    if (s["metrics"].contains(name) && s["metrics"][name]["all"].contains(which))
      m.value = s["metrics"][name]["all"][which];
  } else if (quantity.rfind("metric:", 0) == 0) {
    const auto colon = quantity.find(':', 7);
    const std::string name = quantity.substr(7, colon == std::string::npos ? std::string::npos : colon - 7);
    const std::string group = colon == std::string::npos ? "all" : quantity.substr(colon + 1);
    if (s["metrics"].contains(name) && s["metrics"][name][group]["n"].get<std::uint64_t>() > 0) {
      const json& g = s["metrics"][name][group];
      m.value = g["mean"];
      m.interval = g.value("interval", json());
      // The document keeps the mean's 95% interval, mean ± 1.96 sd / sqrt(n): the sd follows.
      const double n = g["n"].get<double>();
      if (m.interval.is_array())
        m.sd = (m.interval[1].get<double>() - m.interval[0].get<double>()) / 2 / 1.959963984540054 * std::sqrt(n);
      if (group == "all" && s.contains("challenges"))
        m.censored = s["challenges"].get<std::uint64_t>() - g["n"].get<std::uint64_t>();
    }
  }
  return m;
}

double number(const json& v) { return v.is_number() ? v.get<double>() : std::numeric_limits<double>::quiet_NaN(); }

// Welch's t-test between a metric's solvable and unsolvable challenges, from the document's
// summaries: each group's mean, size and 95% interval (mean +- 1.96 standard errors, rounded to
// six digits, so p is good to about that).
WelchResult solvable_unsolvable_welch(const json& doc, const std::string& setup, const std::string& quantity) {
  WelchResult none;
  none.defined = false;
  none.p = std::numeric_limits<double>::quiet_NaN();
  if (quantity.rfind("metric:", 0) != 0 || !doc["setups"].contains(setup)) return none;
  const json& metrics = doc["setups"][setup]["metrics"];
  const std::string name = quantity.substr(7);
  if (!metrics.contains(name)) return none;
  const json& s = metrics[name]["solvable"];
  const json& u = metrics[name]["unsolvable"];
  if (!s.contains("interval") || !u.contains("interval")) return none;
  const auto squared_error = [](const json& group) {
    const double half = (number(group["interval"][1]) - number(group["interval"][0])) / 2 / 1.959963984540054;
    return half * half;
  };
  return welch_t_test_from_summaries(number(s["mean"]), squared_error(s), number(s["n"]), number(u["mean"]),
                                     squared_error(u), number(u["n"]));
}

// Pearson's r between measures `x` and `y` over the setup's challenges (the pooled matrix for
// setup ""), how many challenges have both, and the two-sided p of the test that r = 0 (Student's
// t = r sqrt((n - 2) / (1 - r^2)) on n - 2 degrees of freedom). r and p are NaN where the document
// has no r (a measure constant, fewer than two challenges).
struct Correlation {
  double r = std::numeric_limits<double>::quiet_NaN();
  double n = 0;
  double p = std::numeric_limits<double>::quiet_NaN();
};
Correlation correlation_of(const json& doc, const std::string& setup, const std::string& quantity) {
  Correlation c;
  if (quantity.rfind("correlation:", 0) != 0 || !doc.contains("correlations")) return c;
  const std::string rest = quantity.substr(12);
  const auto colon = rest.find(':');
  if (colon == std::string::npos) return c;
  const std::string x = rest.substr(0, colon), y = rest.substr(colon + 1);
  const json& section = doc["correlations"];
  const json* matrix = nullptr;
  if (setup.empty())
    matrix = &section["pooled"];
  else if (section["setups"].contains(setup))
    matrix = &section["setups"][setup];
  if (!matrix) return c;
  const json& names = section["measures"];
  std::size_t i = names.size(), j = names.size();
  for (std::size_t k = 0; k < names.size(); ++k) {
    if (names[k] == x) i = k;
    if (names[k] == y) j = k;
  }
  if (i == names.size() || j == names.size()) return c;
  c.n = number((*matrix)["n"][i][j]);
  c.r = number((*matrix)["r"][i][j]);
  if (std::isfinite(c.r) && c.n > 2) {
    const double r2 = std::min(c.r * c.r, 1.0);
    c.p = r2 >= 1 ? 0 : student_t_two_sided_p(c.r * std::sqrt((c.n - 2) / (1 - r2)), c.n - 2);
  }
  return c;
}

// Welch's t-test between two setups' per-trial P(Sp) - P(Sr) (the trials' solvability minus
// their random solver's), as the papers test solvability over the trials.
double sp_minus_sr_welch_p(const json& doc, const std::string& a, const std::string& b) {
  const auto differences = [&](const std::string& setup) {
    std::vector<double> out;
    if (!doc["setups"].contains(setup)) return out;
    const json& s = doc["setups"][setup];
    if (!s.contains("trials") || !s.contains("random_trials")) return out;
    for (std::size_t t = 0; t < s["trials"].size() && t < s["random_trials"].size(); ++t)
      out.push_back(number(s["trials"][t]) - number(s["random_trials"][t]));
    return out;
  };
  const WelchResult w = welch_t_test(differences(a), differences(b));
  return w.defined ? w.p : std::numeric_limits<double>::quiet_NaN();
}

double welch_p(const json& doc, const std::string& a, const std::string& b) {
  for (const json& t : doc["tests"]["solvable_welch"])
    if ((t["a"] == a && t["b"] == b) || (t["a"] == b && t["b"] == a)) return number(t["p"]);
  return std::numeric_limits<double>::quiet_NaN();
}

double mann_whitney_p(const json& doc, const std::string& a, const std::string& b) {
  for (const json& t : doc["tests"]["length_mann_whitney"])
    if ((t["a"] == a && t["b"] == b) || (t["a"] == b && t["b"] == a)) return number(t["p"]);
  return std::numeric_limits<double>::quiet_NaN();
}

// Whether setup `a` is significantly better than `b` on `quantity` (docs/LAB.md, "Ranks"):
// solvability by Welch's t-test over the trials, lengths by Mann-Whitney, p < 0.05; a metric's
// mean when the two 95% intervals do not overlap (or, without intervals, when the means differ).
bool significantly_better(const json& doc, const std::string& a, const std::string& b, const PublishedValue& v) {
  const Measured ma = measure_of(doc, a, v.quantity);
  const Measured mb = measure_of(doc, b, v.quantity);
  const double x = number(ma.value), y = number(mb.value);
  if (!std::isfinite(x) || !std::isfinite(y)) return false;
  const bool better = v.lower_first ? x < y : x > y;
  if (!better) return false;
  if (v.quantity == "solvable") return welch_p(doc, a, b) < 0.05;
  if (v.quantity.rfind("length_", 0) == 0) return mann_whitney_p(doc, a, b) < 0.05;
  if (ma.interval.is_array() && mb.interval.is_array())
    return v.lower_first ? number(ma.interval[1]) < number(mb.interval[0])
                         : number(ma.interval[0]) > number(mb.interval[1]);
  return true;
}

// Each setup of `among` that the document measures, with its rank: 1 + the setups significantly
// better than it.
std::map<std::string, int> ranks_of(const json& doc, const PublishedValue& v) {
  std::map<std::string, int> ranks;
  for (const std::string& a : v.among) {
    if (!std::isfinite(number(measure_of(doc, a, v.quantity).value))) continue;
    int rank = 1;
    for (const std::string& b : v.among)
      if (b != a && significantly_better(doc, b, a, v)) ++rank;
    ranks[a] = rank;
  }
  return ranks;
}

json rounded6(double x) {
  if (!std::isfinite(x)) return nullptr;
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", x);
  return std::strtod(text, nullptr);
}

}  // namespace

const std::vector<StudyPreset>& study_presets() { return published_studies().presets; }

const StudyPreset* find_study_preset(std::string_view name) {
  for (const StudyPreset& p : study_presets())
    if (p.name == name) return &p;
  return nullptr;
}

std::string study_preset_names() {
  std::string out;
  for (const StudyPreset& p : study_presets()) out += (out.empty() ? "" : ", ") + p.name;
  return out;
}

json compare_with_paper(const ExperimentSpec& spec, const json& doc) {
  const StudyPreset* preset = find_study_preset(spec.preset);
  if (!preset) return json::array();
  return compare_values(preset->published, doc);
}

json compare_values(const std::vector<PublishedValue>& published, const json& doc) {
  json out = json::array();
  for (const PublishedValue& v : published) {
    json entry = {
        {"setup", v.setup}, {"quantity", v.quantity}, {"claim", v.claim}, {"source", v.source}, {"quote", v.quote}};
    const Measured m = measure_of(doc, v.setup, v.quantity);
    entry["measured"] = m.value.is_number() ? rounded6(m.value.get<double>()) : json(nullptr);
    if (m.interval.is_array())
      entry["interval"] = json::array({rounded6(number(m.interval[0])), rounded6(number(m.interval[1]))});
    const double measured = number(m.value);
    json agrees = nullptr;  // null: the experiment has nothing to compare (e.g. the setup is not run)
    if (v.claim == "about") {
      entry["published"] = v.value;
      if (std::isfinite(measured)) {
        const bool within = m.interval.is_array() ? v.value >= number(m.interval[0]) - v.tolerance &&
                                                        v.value <= number(m.interval[1]) + v.tolerance
                                                  : std::fabs(measured - v.value) <= v.tolerance;
        agrees = within;
      }
    } else if (v.claim == "at_most" || v.claim == "at_least" || v.claim == "significant" ||
               v.claim == "not_significant") {
      entry["published"] = v.value;
      if (std::isfinite(measured))
        agrees = v.claim == "at_most"       ? measured <= v.value
                 : v.claim == "at_least"    ? measured >= v.value
                 : v.claim == "significant" ? measured < 0.05
                                            : measured >= 0.05;
    } else if (v.claim == "rank") {
      entry["measured_value"] = entry["measured"];
      entry["published"] = v.value;
      entry["published_tied"] = v.tied;
      entry["among"] = v.among;
      entry["order"] = v.lower_first ? "lowest first" : "highest first";
      const std::map<std::string, int> ranks = ranks_of(doc, v);
      json all = json::object();
      for (const auto& [name, rank] : ranks) all[name] = rank;
      entry["ranks"] = all;
      const auto found = ranks.find(v.setup);
      if (found != ranks.end()) {
        bool tied = false;
        for (const auto& [name, rank] : ranks) tied = tied || (name != v.setup && rank == found->second);
        entry["measured"] = found->second;
        entry["tied"] = tied;
        agrees = found->second == static_cast<int>(v.value) && tied == v.tied;
      } else {
        entry["measured"] = nullptr;
      }
    } else if (v.claim == "greater_than") {
      entry["other"] = v.other;
      const double other = number(measure_of(doc, v.other, v.quantity).value);
      entry["other_measured"] = std::isfinite(other) ? rounded6(other) : json(nullptr);
      if (std::isfinite(measured) && std::isfinite(other)) {
        bool holds = measured > other;
        if (v.quantity == "solvable" || v.quantity == "sp_minus_sr") {
          const double p =
              v.quantity == "solvable" ? welch_p(doc, v.setup, v.other) : sp_minus_sr_welch_p(doc, v.setup, v.other);
          entry["p"] = std::isfinite(p) ? rounded6(p) : json(nullptr);
          holds = holds && std::isfinite(p) && p < 0.05;
        }
        agrees = holds;
      }
    } else if (v.claim == "highest") {
      entry["among"] = v.among;
      if (std::isfinite(measured)) {
        bool highest = true;
        for (const auto& other : v.among) {
          const double o = number(measure_of(doc, other, v.quantity).value);
          if (other != v.setup && std::isfinite(o) && o >= measured) highest = false;
        }
        agrees = highest;
      }
    } else if (v.claim == "reported") {
      entry["published"] = v.value;
      if (v.spread > 0) entry["published_sd"] = v.spread;
      if (m.sd.is_number()) entry["measured_sd"] = rounded6(m.sd.get<double>());
      if (m.censored.is_number()) entry["censored"] = m.censored;
      if (std::isfinite(measured) && v.value > 0) {
        const double ratio = measured / v.value;
        entry["ratio"] = rounded6(ratio);
        // Censored runs are left out of the mean, which is then a lower bound: too low proves
        // nothing, and within the band neither (the runs left out may carry it past it). Only a
        // lower bound already over ten times the printed value disagrees.
        const bool censored = m.censored.is_number() && m.censored.get<std::uint64_t>() > 0;
        if (censored)
          agrees = ratio > 10 ? json(false) : json(nullptr);
        else
          agrees = ratio >= 0.1 && ratio <= 10;
      }
    } else if (v.claim == "positive_correlation") {
      const Correlation c = correlation_of(doc, v.setup, v.quantity);
      entry["measured"] = std::isfinite(c.r) ? rounded6(c.r) : json(nullptr);
      entry["n"] = static_cast<std::uint64_t>(c.n);
      entry["p"] = std::isfinite(c.p) ? rounded6(c.p) : json(nullptr);
      if (std::isfinite(c.r) && std::isfinite(c.p)) agrees = c.r > 0 && c.p < 0.05;
    } else if (v.claim == "solvable_above_unsolvable") {
      const double solvable = number(measure_of(doc, v.setup, v.quantity + ":solvable").value);
      const double unsolvable = number(measure_of(doc, v.setup, v.quantity + ":unsolvable").value);
      entry["measured"] = {{"solvable", rounded6(solvable)}, {"unsolvable", rounded6(unsolvable)}};
      if (std::isfinite(solvable) && std::isfinite(unsolvable)) agrees = solvable > unsolvable;
    } else if (v.claim == "solvable_unsolvable_differ") {
      const double solvable = number(measure_of(doc, v.setup, v.quantity + ":solvable").value);
      const double unsolvable = number(measure_of(doc, v.setup, v.quantity + ":unsolvable").value);
      entry["measured"] = {{"solvable", rounded6(solvable)}, {"unsolvable", rounded6(unsolvable)}};
      entry.erase("interval");  // the metric's interval over all challenges: not this claim's
      const WelchResult w = solvable_unsolvable_welch(doc, v.setup, v.quantity);
      entry["p"] = std::isfinite(w.p) ? rounded6(w.p) : json(nullptr);
      if (std::isfinite(w.p) && w.defined) agrees = w.p < 0.05;
    }
    if (!v.not_comparable.empty()) {
      entry["not_comparable"] = v.not_comparable;
      agrees = nullptr;
    }
    entry["agrees"] = agrees;
    out.push_back(entry);
  }
  return out;
}

}  // namespace puzzlelab::lab
