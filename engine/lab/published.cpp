#include "lab/published.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace puzzlelab::lab {

namespace {

using json = nlohmann::json;

constexpr const char* kBoxOffPaper = "seed 004 (Goadrich and Droscha, entangled components), section II-B";
constexpr const char* kBoxOffEntangled = "seed 004, section V";
constexpr const char* kPretzelPaper = "seed 004, section III-B";
constexpr const char* kFujisanSetupPaper = "seed 002 (Fujisan setup algorithms), section 5";
constexpr const char* kFujisanEntangled = "seed 004, section IV-B";

PublishedValue about(std::string setup, std::string quantity, double value, double tolerance, std::string source,
                     std::string quote) {
  PublishedValue v;
  v.setup = std::move(setup);
  v.quantity = std::move(quantity);
  v.claim = "about";
  v.value = value;
  v.tolerance = tolerance;
  v.source = std::move(source);
  v.quote = std::move(quote);
  return v;
}

PublishedValue bound(std::string setup, std::string quantity, std::string claim, double value, std::string source,
                     std::string quote) {
  PublishedValue v = about(std::move(setup), std::move(quantity), value, 0, std::move(source), std::move(quote));
  v.claim = std::move(claim);
  return v;
}

PublishedValue greater(std::string setup, std::string quantity, std::string other, std::string source, std::string quote) {
  PublishedValue v = about(std::move(setup), std::move(quantity), 0, 0, std::move(source), std::move(quote));
  v.claim = "greater_than";
  v.other = std::move(other);
  return v;
}

StudyPreset study(std::string name, std::string description, std::string game, json params,
                  std::vector<std::string> setups) {
  StudyPreset p;
  p.name = std::move(name);
  p.description = std::move(description);
  p.game = std::move(game);
  p.params = std::move(params);
  p.setups = std::move(setups);
  return p;
}

std::vector<StudyPreset> make_presets() {
  std::vector<StudyPreset> out;
  // BoxOff.
  {
    StudyPreset p = study("boxoff-4x6x4", "BoxOff (4,6,4): Shuffled vs L-Tiles, the three-colour control, pair equality",
                  "boxoff", {{"rows", 4}, {"cols", 6}, {"colours", 4}}, {"shuffled", "l-tiles", "three-colour-tiles"});
    p.published = {
        about("shuffled", "solvable", 0.27, 0.005, kBoxOffPaper, "a marked increase over the Shuffled probability of 27%"),
        about("l-tiles", "solvable", 0.88, 0.005, kBoxOffPaper, "L-Tiles ... solvable challenges at a rate of 88%"),
        greater("l-tiles", "solvable", "shuffled", kBoxOffPaper, "this difference being statistically significant"),
        about("l-tiles", "sp_minus_sr", 0.62, 0.005, kBoxOffPaper, "For the (4, 6, 4) puzzle, this difference is 62%"),
        about("three-colour-tiles", "solvable", 0.082, 0.0005, kBoxOffEntangled,
              "three unique colors on each tile ... an overall solvability of 8.2%"),
        about("shuffled", "metric:pair_equality:all", 0.22, 0.005, kBoxOffEntangled,
              "on average a pair will be the same color 22% of the time"),
        about("shuffled", "metric:pair_equality:solvable", 0.26, 0.005, kBoxOffEntangled,
              "for solvable challenges the average increases to 26%"),
        about("shuffled", "metric:pair_equality:unsolvable", 0.20, 0.005, kBoxOffEntangled,
              "unsolvable challenges average 20% pair equality"),
        about("l-tiles", "metric:pair_equality:solvable", 0.34, 0.005, kBoxOffEntangled,
              "34% pair equality for those that are solvable"),
        about("l-tiles", "metric:pair_equality:unsolvable", 0.32, 0.005, kBoxOffEntangled,
              "32% pair equality for unsolvable challenges"),
    };
    out.push_back(p);
  }
  {
    StudyPreset p = study("boxoff-6x6x6", "BoxOff (6,6,6): Shuffled vs L-Tiles", "boxoff",
                  {{"rows", 6}, {"cols", 6}, {"colours", 6}}, {"shuffled", "l-tiles"});
    p.published = {
        about("shuffled", "solvable", 0.03, 0.005, kBoxOffPaper, "moving from 3% for Shuffled"),
        about("l-tiles", "solvable", 0.57, 0.005, kBoxOffPaper, "up to 57% for L-Tiles"),
        greater("l-tiles", "solvable", "shuffled", kBoxOffPaper, "a drastic increase in solvability"),
        about("l-tiles", "sp_minus_sr", 0.50, 0.005, kBoxOffPaper, "for the (6, 6, 6) puzzle, this difference is 50%"),
    };
    out.push_back(p);
  }
  {
    StudyPreset p = study("boxoff-6x8x3", "BoxOff (6,8,3), the published game: Shuffled", "boxoff",
                  {{"rows", 6}, {"cols", 8}, {"colours", 3}}, {"shuffled"});
    p.published = {
        bound("shuffled", "solvable", "at_least", 0.95, "seed 004, section II (Browne and Maire)",
              "highly solvable ... near 100% solvability"),
        bound("shuffled", "random_solvable", "at_most", 0.10, "RULES.md, BoxOff (Browne and Maire)",
              "under 10% by random play"),
    };
    out.push_back(p);
  }
  // Pretzel: four suits, 2..9 ranks, three setups.
  for (int ranks = 2; ranks <= 9; ++ranks) {
    StudyPreset p = study("pretzel-4x" + std::to_string(ranks),
                  "Pretzel (4," + std::to_string(ranks) + "): Shuffled, Sequential Suits, Banded Suits",
                  "pretzel", {{"suits", 4}, {"ranks", ranks}}, {"shuffled", "sequential-suits", "banded-suits"});
    p.published.push_back(greater("banded-suits", "solvable", "shuffled", kPretzelPaper,
                                  "a marked increase in solvability with Banded Suits as compared to Shuffled, "
                                  "statistically significant for all ranks tested"));
    if (ranks % 2 == 0)
      p.published.push_back(greater("sequential-suits", "solvable", "shuffled", kPretzelPaper,
                                    "whether entanglement helped or hindered ... dependent on whether the number of "
                                    "ranks is even or odd (the (4,4) spike)"));
    else
      p.published.push_back(greater("shuffled", "solvable", "sequential-suits", kPretzelPaper,
                                    "whether entanglement helped or hindered ... dependent on whether the number of "
                                    "ranks is even or odd (the (4,3) dip)"));
    if (ranks >= 5) {
      p.published.push_back(greater("banded-suits", "sp_minus_sr", "shuffled", kPretzelPaper,
                                    "at five ranks and beyond, intelligent play outpaces random play by a significant "
                                    "margin as compared with Shuffled and Sequential Suits"));
      p.published.push_back(greater("banded-suits", "sp_minus_sr", "sequential-suits", kPretzelPaper,
                                    "at five ranks and beyond, intelligent play outpaces random play by a significant "
                                    "margin as compared with Shuffled and Sequential Suits"));
    }
    if (ranks == 4)
      p.published.push_back(about("shuffled", "solvable", 0.45, 0.005, "seed 004, section III-A (de Bruijn)",
                                  "de Bruijn empirically established a solvability of 45% for the (4, 4) case"));
    if (ranks == 8) {
      p.published.push_back(about("shuffled", "length_median", 44, 0, kPretzelPaper,
                                  "The median minimum required solution lengths for Shuffled and Sequential Suits "
                                  "were identical at 44"));
      p.published.push_back(about("sequential-suits", "length_median", 44, 0, kPretzelPaper,
                                  "The median minimum required solution lengths for Shuffled and Sequential Suits "
                                  "were identical at 44"));
      p.published.push_back(about("banded-suits", "length_median", 42, 0, kPretzelPaper,
                                  "the median for Banded Suits dipped to 42"));
    }
    out.push_back(p);
  }
  // Fujisan: five setups plus unique pairs, under both summit rules.
  for (const std::string variant : {"standard", "summit_step"}) {
    const std::vector<std::string> five = {"pure-random", "any-coin", "piecepack", "engraved-tiles", "dominoes"};
    StudyPreset p = study(variant == "standard" ? "fujisan-setups" : "fujisan-setups-summit-step",
                  "Fujisan: the five setups and unique pairs, " +
                      std::string(variant == "standard" ? "the papers' summit rule" : "summit priests may step 6-7"),
                  "fujisan", {{"variant", variant}}, five);
    p.setups.push_back("unique-pairs");
    p.published.push_back(about("any-coin", "solvable", 0.85, 0.005, kFujisanEntangled,
                                "Shuffled has the lowest mean value for solvability at 85%"));
    for (const auto& setup : five) {
      p.published.push_back(bound(setup, "trial_min", "at_least", 0.75, kFujisanSetupPaper,
                                  "every trial was above 75% solvable"));
      p.published.push_back(bound(setup, "random_solvable", "at_most", 0.003, kFujisanSetupPaper,
                                  "a random solver would win less than 0.3%"));
      p.published.push_back(bound(setup, "metric_max:counter_intuitive", "at_most", 8, kFujisanEntangled,
                                  "Using this metric, values ranged from 0-8"));
      PublishedValue c = about(setup, "metric:connectivity", 0, 0, kFujisanSetupPaper,
                               "higher connectivity always related to higher solvability");
      c.claim = "solvable_above_unsolvable";
      p.published.push_back(c);
    }
    PublishedValue highest = about("dominoes", "solvable", 0, 0, kFujisanSetupPaper,
                                   "Table 2: Dominoes ranks first for solvability");
    highest.claim = "highest";
    highest.among = five;
    p.published.push_back(highest);
    p.published.push_back(greater("dominoes", "solvable", "piecepack", kFujisanSetupPaper,
                                  "only Dominoes is statistically higher than piecepack"));
    for (const auto& lower : {"pure-random", "any-coin"})
      for (const auto& higher : {"piecepack", "engraved-tiles", "dominoes"})
        p.published.push_back(greater(higher, "solvable", lower, kFujisanSetupPaper,
                                      "Pure Random and Any Coin ... significantly lower than the other three"));
    p.published.push_back(about("engraved-tiles", "length_share_at_most_9", 0.10, 0.005, kFujisanSetupPaper,
                                "almost 10% of challenges having a solution length of eight or nine"));
    p.published.push_back(about("dominoes", "length_share_at_most_9", 0.03, 0.005, kFujisanSetupPaper,
                                "whereas for Dominoes, this is true for only 3% of challenges"));
    p.published.push_back(bound("", "length_kruskal_wallis_p", "significant", 1.9e-8, kFujisanSetupPaper,
                                "Kruskal-Wallis H-test ... p-value of 1.9x10^-8 (five setups; here every setup of the "
                                "experiment)"));
    p.published.push_back(about("unique-pairs", "solvable", 0.89, 0.005, "seed 004, section V",
                                "Shuffled challenges which fit this restriction can be solved at a rate of 89%"));
    p.published.push_back(greater("unique-pairs", "solvable", "any-coin", "seed 004, section V",
                                  "a statistical improvement over the general Shuffled challenge population"));
    out.push_back(p);
  }
  return out;
}

struct Measured {
  json value = nullptr;
  json interval = nullptr;
};

// The measured value of `quantity` for `setup` in the document.
Measured measure_of(const json& doc, const std::string& setup, const std::string& quantity) {
  Measured m;
  if (quantity == "length_kruskal_wallis_p") {
    m.value = doc["tests"]["length_kruskal_wallis"]["p"];
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
  } else if (quantity == "length_median") {
    m.value = s["length_median"];
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
  } else if (quantity.rfind("metric_max:", 0) == 0) {
    const std::string name = quantity.substr(11);
    if (s["metrics"].contains(name) && s["metrics"][name]["all"].contains("max")) m.value = s["metrics"][name]["all"]["max"];
  } else if (quantity.rfind("metric:", 0) == 0) {
    const auto colon = quantity.find(':', 7);
    const std::string name = quantity.substr(7, colon == std::string::npos ? std::string::npos : colon - 7);
    const std::string group = colon == std::string::npos ? "all" : quantity.substr(colon + 1);
    if (s["metrics"].contains(name) && s["metrics"][name][group]["n"].get<std::uint64_t>() > 0) {
      m.value = s["metrics"][name][group]["mean"];
      m.interval = s["metrics"][name][group].value("interval", json());
    }
  }
  return m;
}

double number(const json& v) { return v.is_number() ? v.get<double>() : std::numeric_limits<double>::quiet_NaN(); }

double welch_p(const json& doc, const std::string& a, const std::string& b) {
  for (const json& t : doc["tests"]["solvable_welch"])
    if ((t["a"] == a && t["b"] == b) || (t["a"] == b && t["b"] == a)) return number(t["p"]);
  return std::numeric_limits<double>::quiet_NaN();
}

json rounded6(double x) {
  if (!std::isfinite(x)) return nullptr;
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", x);
  return std::strtod(text, nullptr);
}

}  // namespace

const std::vector<StudyPreset>& study_presets() {
  static const std::vector<StudyPreset> presets = make_presets();
  return presets;
}

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
  json out = json::array();
  if (!preset) return out;
  for (const PublishedValue& v : preset->published) {
    json entry = {{"setup", v.setup}, {"quantity", v.quantity}, {"claim", v.claim},
                  {"source", v.source}, {"quote", v.quote}};
    const Measured m = measure_of(doc, v.setup, v.quantity);
    entry["measured"] = m.value.is_number() ? rounded6(m.value.get<double>()) : json(nullptr);
    if (m.interval.is_array())
      entry["interval"] = json::array({rounded6(number(m.interval[0])), rounded6(number(m.interval[1]))});
    const double measured = number(m.value);
    json agrees = nullptr;  // null: the experiment has nothing to compare (e.g. the setup is not run)
    if (v.claim == "about") {
      entry["published"] = v.value;
      if (std::isfinite(measured)) {
        const bool within = m.interval.is_array()
                                ? v.value >= number(m.interval[0]) - v.tolerance && v.value <= number(m.interval[1]) + v.tolerance
                                : std::fabs(measured - v.value) <= v.tolerance;
        agrees = within;
      }
    } else if (v.claim == "at_most" || v.claim == "at_least" || v.claim == "significant") {
      entry["published"] = v.value;
      if (std::isfinite(measured))
        agrees = v.claim == "at_most" ? measured <= v.value : v.claim == "at_least" ? measured >= v.value : measured < 0.05;
    } else if (v.claim == "greater_than") {
      entry["other"] = v.other;
      const double other = number(measure_of(doc, v.other, v.quantity).value);
      entry["other_measured"] = std::isfinite(other) ? rounded6(other) : json(nullptr);
      if (std::isfinite(measured) && std::isfinite(other)) {
        bool holds = measured > other;
        if (v.quantity == "solvable") {
          const double p = welch_p(doc, v.setup, v.other);
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
    } else if (v.claim == "solvable_above_unsolvable") {
      const double solvable = number(measure_of(doc, v.setup, v.quantity + ":solvable").value);
      const double unsolvable = number(measure_of(doc, v.setup, v.quantity + ":unsolvable").value);
      entry["measured"] = {{"solvable", rounded6(solvable)}, {"unsolvable", rounded6(unsolvable)}};
      if (std::isfinite(solvable) && std::isfinite(unsolvable)) agrees = solvable > unsolvable;
    }
    entry["agrees"] = agrees;
    out.push_back(entry);
  }
  return out;
}

}  // namespace puzzlelab::lab
