// The published studies a game brings to the Lab (docs/LAB.md, "Presets" and "Series"): each
// names the experiment a paper ran (game, parameters, setups, 10 trials of 100 challenges) and
// the values the paper reports, so the experiment's document shows the paper's value beside the
// measured one (lab/published.hpp compares them). A game keeps its own in its folder
// (engine/games/<game>/lab/studies.cpp); the Lab gathers them (published_studies(), lab/lab_registry.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace puzzlelab {

// One reported figure or claim.
//  quantity: "solvable", "random_solvable", "sp_minus_sr", "length_median", "length_mean", "length_share_at_most_9",
//            "trial_min" (the lowest trial's solvability), "metric:NAME:GROUP" (a metric's mean over
//            all, solvable or unsolvable challenges), "metric_max:NAME", "metric_min:NAME" (its
//            largest and smallest value over all challenges), "length_kruskal_wallis_p",
//            "metric_anova_p:NAME:GROUP" (one-way analysis of variance of the metric between the
//            experiment's setups over that group: naming it makes the document carry the test),
//            "correlation:X:Y" (Pearson's r between measures X and Y over the setup's challenges
//            that have both, from the document's correlations; setup "": all setups pooled)
//  claim:    "about" (the published value lies in the measured interval widened by `tolerance`,
//            the published value's own rounding), "at_most", "at_least", "highest" (the setup's
//            quantity is the largest among `among`), "greater_than" (the setup's quantity exceeds
//            `other`'s; for solvability and P(Sp) - P(Sr) also significantly, Welch p < 0.05 over
//            the trials' values),
//            "significant" (the test's p < 0.05), "solvable_above_unsolvable" (a metric's mean is
//            higher over solvable than over unsolvable challenges), "not_significant" (the test's
//            p >= 0.05), "rank" (the setup's rank among `among` is `value`, shared with another
//            setup when `tied`: a setup's rank is 1 + the number of setups of `among` that are
//            significantly better, so setups no test tells apart share a rank; better is higher,
//            or lower when `lower_first`; docs/LAB.md "Ranks"), "reported" (a mean ± sd the
//            paper printed, shown beside the measured mean ± sd with their ratio; judged only as of
//            the same order of magnitude (ratio 0.1 to 10) or not, since such means of heavy-tailed
//            counts move by large factors between samples; a quantity the Lab does not measure,
//            e.g. a time, is shown unjudged), "solvable_unsolvable_differ" (a
//            metric's means over solvable and over unsolvable challenges differ: Welch's t-test over
//            the challenges, p < 0.05), "positive_correlation" (a "correlation:X:Y" quantity: r > 0
//            and the test of r = 0, Student's t on n - 2 degrees of freedom, gives p < 0.05)
struct PublishedValue {
  std::string setup;  // "" for a test over the whole experiment
  std::string quantity;
  std::string claim;
  double value = 0;  // the published number (for "greater_than" and "highest": unused)
  double tolerance = 0;
  double spread = 0;               // reported: the printed standard deviation (0: none printed)
  std::string other;               // greater_than: the other setup
  std::vector<std::string> among;  // highest, rank: the setups compared
  bool tied = false;               // rank: the paper marks the rank as a statistical tie
  bool lower_first = false;        // rank: the smallest quantity ranks first (e.g. fewest setup actions)
  std::string source;              // "Goadrich & Droscha [GD-entangled], section II-B" (docs/REFERENCES.md)
  std::string quote;               // the paper's words
  // Why the measured value cannot be set beside the paper's (e.g. the paper's own figures bound a
  // quantity far below what our setup reaches); "" when it can. When set, `agrees` is null.
  std::string not_comparable;
};

// A figure that draws a metric per setup, solvable and unsolvable challenges side by side (the
// papers' black and white bars: [GD-taxonomy] Fig. 8, [GD-entangled] Fig. 18 and 19). The app's
// Lab draws the first as its "by solvability" plot, titled by the figure, and any other metric on request.
struct SolvableSplitPlot {
  std::string metric;  // a metric of the game's LabGame::measure
  std::string title;   // "Fig. 8: average step connectedness"
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
  std::vector<SolvableSplitPlot> split_plots;  // the paper's figures of a metric by solvability
  // Costly measures only this study takes (LabGame::study_measures), e.g. "thesis-positions".
  std::vector<std::string> study_measures;
};

// A published study over a size, run as one experiment per size (lab/series.hpp): the study at
// size n is the preset preset_prefix + n.
struct SeriesPreset {
  std::string name;  // "pretzel-4xN"
  std::string description;
  std::string parameter;      // the size that varies: "ranks"
  std::string preset_prefix;  // the study at size n is the preset preset_prefix + n
  int first = 2;              // the smallest size, always run
  int last = 9;               // the largest size a series may reach
  // What the app's form starts with: small enough to finish in a browser in a minute or so.
  int default_to = 8;
  std::uint64_t default_trials = 10;
  std::uint64_t default_per_trial = 20;
};

// A sweep a game offers as a one-click example (lab/sweep.hpp): the sweep's request fields
// ("game", "params", "setups", "axes", "trials", "per_trial", "seed"), sized for a browser.
struct SweepPreset {
  std::string name;  // "boxoff-rows-x-colours"
  std::string description;
  nlohmann::json request;
};

struct PublishedStudies {
  std::vector<StudyPreset> presets;
  std::vector<SeriesPreset> series;
  std::vector<SweepPreset> sweeps = {};  // optional: most games bring none
};

// Every game's published studies, in the order the Lab lists them: the first preset is the study
// the Lab opens on (games.cmake gives the order: lab/lab_list.hpp).
const PublishedStudies& published_studies();

// The ways a game's studies.cpp writes its paper's values.
// The published value lies in the measured interval (widened by `tolerance`).
PublishedValue paper_about(std::string setup, std::string quantity, double value, double tolerance, std::string source,
                           std::string quote);
// claim "at_most", "at_least" or "significant" against `value`.
PublishedValue paper_bound(std::string setup, std::string quantity, std::string claim, double value, std::string source,
                           std::string quote);
// The setup's quantity exceeds `other`'s.
PublishedValue paper_greater(std::string setup, std::string quantity, std::string other, std::string source,
                             std::string quote);
// A mean (± sd `spread`, 0 when none was printed) reported by the paper: claim "reported".
PublishedValue paper_reported(std::string setup, std::string quantity, double value, double spread, std::string source,
                              std::string quote);
// The setup ranks `rank` among `among` on `quantity` (claim "rank"), shared when `tied`.
PublishedValue paper_rank(std::string setup, std::string quantity, int rank, bool tied, std::vector<std::string> among,
                          bool lower_first, std::string source, std::string quote);
// A test over the whole experiment finds no significant difference (claim "not_significant").
PublishedValue paper_not_significant(std::string quantity, std::string source, std::string quote);
// The metric `quantity` ("metric:NAME") differs significantly between the setup's solvable and
// unsolvable challenges (claim "solvable_unsolvable_differ").
PublishedValue paper_solvable_unsolvable_differ(std::string setup, std::string quantity, std::string source,
                                                std::string quote);
// Measures `x` and `y` correlate positively and significantly over the setup's challenges (""
// pools every setup): claim "positive_correlation" on "correlation:X:Y".
PublishedValue paper_positive_correlation(std::string setup, std::string x, std::string y, std::string source,
                                          std::string quote);
// A study with the usual sizes (10 trials of 100 challenges, seed 1) and no published values yet.
StudyPreset study_preset(std::string name, std::string description, std::string game, nlohmann::json params,
                         std::vector<std::string> setups);

}  // namespace puzzlelab
