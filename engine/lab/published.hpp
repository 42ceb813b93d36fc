// The published studies as presets (docs/LAB.md, "Presets"): each names the experiment the paper
// ran (game, parameters, setups, 10 trials of 100 challenges) and the values the paper reports,
// so the experiment's document shows the paper's value beside the measured one with its
// interval and says where they disagree.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/experiment.hpp"

namespace puzzlelab::lab {

// One reported figure or claim.
//  quantity: "solvable", "random_solvable", "sp_minus_sr", "length_median", "length_share_at_most_9",
//            "trial_min" (the lowest trial's solvability), "metric:NAME:GROUP" (a metric's mean over
//            all, solvable or unsolvable challenges), "metric_max:NAME", "length_kruskal_wallis_p"
//  claim:    "about" (the published value lies in the measured interval widened by `tolerance`,
//            the published value's own rounding), "at_most", "at_least", "highest" (the setup's
//            quantity is the largest among `among`), "greater_than" (the setup's quantity exceeds
//            `other`'s; for solvability also significantly, Welch p < 0.05 over the trials),
//            "significant" (the test's p < 0.05), "solvable_above_unsolvable" (a metric's mean is
//            higher over solvable than over unsolvable challenges)
struct PublishedValue {
  std::string setup;  // "" for a test over the whole experiment
  std::string quantity;
  std::string claim;
  double value = 0;  // the published number (for "greater_than" and "highest": unused)
  double tolerance = 0;
  std::string other;                // greater_than: the other setup
  std::vector<std::string> among;   // highest: the setups compared
  std::string source;               // the paper and section, e.g. "[GD-entangled] section II-B"
  std::string quote;                // the paper's words
};

struct StudyPreset {
  std::string name;
  std::string description;
  std::string game;
  nlohmann::json params;  // as given; normalized when the experiment is built
  std::vector<std::string> setups;
  std::uint64_t trials = 10;
  std::uint64_t per_trial = 100;
  std::uint64_t seed = 1;
  std::vector<PublishedValue> published;
};

const std::vector<StudyPreset>& study_presets();
// nullptr when there is none of that name.
const StudyPreset* find_study_preset(std::string_view name);
// "boxoff-4x6x4, boxoff-6x6x6, ..."
std::string study_preset_names();

// The "paper" section of a document: one entry per published value of the spec's preset, with
// the measured value, its interval where it has one, and whether they agree.
nlohmann::json compare_with_paper(const ExperimentSpec& spec, const nlohmann::json& document);

}  // namespace puzzlelab::lab
