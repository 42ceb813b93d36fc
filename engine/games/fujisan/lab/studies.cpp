#include "games/fujisan/lab/studies.hpp"

#include <string>
#include <vector>

namespace puzzlelab::fujisan {

namespace {

constexpr const char* kFujisanSetupPaper = "Goadrich & Droscha [GD-taxonomy], section 5";
constexpr const char* kFujisanEntangled = "Goadrich & Droscha [GD-entangled], section IV-B";
constexpr const char* kFujisanUniquePairs = "Goadrich & Droscha [GD-entangled], section V";
constexpr const char* kTable1 = "Goadrich & Droscha [GD-taxonomy], section 4, Table 1";
constexpr const char* kTable2 = "Goadrich & Droscha [GD-taxonomy], section 5.4, Table 2";
constexpr const char* kZeros = "Goadrich & Droscha [GD-taxonomy], section 5.3";

const std::vector<std::string> kFive = {"pure-random", "any-coin", "piecepack", "engraved-tiles", "dominoes"};

// Table 1: "Count of Each Value", "Identical Step Values", "Repeated Step Values", as bounds
// over every challenge the experiment draws (metric_min / metric_max of the Lab measures).
void add_table1(StudyPreset& p) {
  struct Row {
    const char* setup;
    int count_min, count_max;
    const char* counts;  // the printed cell
    bool identical;
    const char* repeated;  // "yes", "only at summit", "no"
  };
  const Row rows[] = {{"pure-random", 0, 24, "0 to 24", true, "yes"},
                      {"any-coin", 4, 4, "exactly 4", true, "yes"},
                      {"piecepack", 4, 4, "exactly 4", false, "yes"},
                      {"engraved-tiles", 0, 7, "0 to 7*", true, "only at summit"},
                      {"dominoes", 2, 5, "2 to 5", false, "no"}};
  for (const Row& r : rows) {
    const std::string counts = std::string("Table 1, Count of Each Value: ") + r.counts + " (the whole board)";
    p.published.push_back(paper_bound(r.setup, "metric_min:value_count_min", "at_least", r.count_min, kTable1, counts));
    p.published.push_back(paper_bound(r.setup, "metric_max:value_count_max", "at_most", r.count_max, kTable1, counts));
    p.published.push_back(paper_bound(r.setup, "metric_max:identical_steps", r.identical ? "at_least" : "at_most",
                                      r.identical ? 1 : 0, kTable1,
                                      std::string("Table 1, Identical Step Values: ") + (r.identical ? "yes" : "no")));
    const std::string repeated = std::string("Table 1, Repeated Step Values: ") + r.repeated;
    const std::string kind = r.repeated;
    if (kind == "only at summit") {
      p.published.push_back(
          paper_bound(r.setup, "metric_max:repeated_pairs_off_summit", "at_most", 0, kTable1, repeated));
      p.published.push_back(paper_bound(r.setup, "metric_max:repeated_pairs", "at_least", 1, kTable1, repeated));
    } else {
      p.published.push_back(paper_bound(r.setup, "metric_max:repeated_pairs", kind == "yes" ? "at_least" : "at_most",
                                        kind == "yes" ? 1 : 0, kTable1, repeated));
    }
  }
  p.published.push_back(paper_bound("engraved-tiles", "metric_max:zeros", "at_most", 5, kTable1,
                                    "Table 1, footnote: 0 to 5 for value 0"));
  p.published.push_back(paper_bound("engraved-tiles", "metric_max:zeros_off_summit", "at_most", 5, kTable1,
                                    "Table 1, footnote: 0 to 5 for value 0 (the ten steps off the summit)"));
  // Engraved Tiles' "0 to 7" counts the ten tiles that show, one column each on the ten steps off
  // the summit (a value's five tiles with another value and its double: 5 + 2); the whole board
  // adds the top tiles' second columns on the summit, up to 10 (above).
  const char* ten_steps = "Table 1, Count of Each Value: 0 to 7* (the ten steps off the summit)";
  p.published.push_back(
      paper_bound("engraved-tiles", "metric_min:value_count_min_off_summit", "at_least", 0, kTable1, ten_steps));
  p.published.push_back(
      paper_bound("engraved-tiles", "metric_max:value_count_max_off_summit", "at_most", 7, kTable1, ten_steps));
}

// "having fewer 0 values decreases the challenge difficulty" (Engraved Tiles' shorter solutions):
// the number of zeros correlates positively with the shortest length over the solvable
// challenges, within Engraved Tiles (its zeros as the paper counts them, on the ten steps off the
// summit, and on the whole board) and over all setups pooled.
void add_zeros_difficulty(StudyPreset& p) {
  const char* quote =
      "It appears that 0 values are one part of what makes Fujisan challenges interesting, since having fewer 0 "
      "values decreases the challenge difficulty";
  p.published.push_back(paper_positive_correlation("engraved-tiles", "length", "zeros_off_summit", kZeros,
                                                   std::string(quote) + " (zeros on the ten steps off the summit)"));
  p.published.push_back(paper_positive_correlation("engraved-tiles", "length", "zeros", kZeros,
                                                   std::string(quote) + " (zeros on the whole board)"));
  p.published.push_back(paper_positive_correlation("", "length", "zeros", kZeros,
                                                   std::string(quote) + " (all setups pooled, the whole board)"));
}

// Table 2: the ranks of the five setups, "statistical ties are denoted with *".
void add_table2(StudyPreset& p) {
  struct Row {
    const char* setup;
    int ease, solvability;
    bool solvability_tied;
    int difficulty;
    bool difficulty_tied;
  };
  const Row rows[] = {{"pure-random", 5, 5, false, 1, true},
                      {"any-coin", 3, 4, false, 1, true},
                      {"piecepack", 4, 2, true, 1, true},
                      {"engraved-tiles", 2, 2, true, 5, false},
                      {"dominoes", 1, 1, false, 1, true}};
  for (const Row& r : rows) {
    const auto cell = [](int rank, bool tied) { return std::to_string(rank) + (tied ? "*" : ""); };
    p.published.push_back(
        paper_rank(r.setup, "metric:setup_actions", r.ease, false, kFive, true, kTable2,
                   "Table 2, Setup: " + cell(r.ease, false) + " (fewest actions of the setup's trace first)"));
    p.published.push_back(paper_rank(r.setup, "solvable", r.solvability, r.solvability_tied, kFive, false, kTable2,
                                     "Table 2, Solvability: " + cell(r.solvability, r.solvability_tied)));
    p.published.push_back(paper_rank(
        r.setup, "length_mean", r.difficulty, r.difficulty_tied, kFive, false, kTable2,
        "Table 2, Difficulty: " + cell(r.difficulty, r.difficulty_tied) + " (longer shortest solutions first)"));
  }
}

// Engraved Tiles' zeros: "on average a challenge will contain 2.5 zeros values" counts the five
// zero tiles among the ten that show, one 0 each; the two top tiles show a second column on the
// summit, so the board holds 3.0 on average (docs/FUJISAN.md, "Table 1").
void add_zeros(StudyPreset& p, const char* source) {
  const char* quote = "there will be ten total tiles hidden, on average a challenge will contain 2.5 zeros values";
  p.published.push_back(paper_about("engraved-tiles", "metric:zeros", 2.5, 0.05, source, quote));
  p.published.push_back(paper_about("engraved-tiles", "metric:zeros_off_summit", 2.5, 0.05, source,
                                    std::string(quote) + " (the ten steps off the summit)"));
}

// The five setups plus unique pairs, under the summit rule `variant`.
StudyPreset setups_study(const std::string& variant) {
  StudyPreset p =
      study_preset(variant == "standard" ? "fujisan-setups" : "fujisan-setups-summit-step",
                   // Two lines of the Lab's form: [GD-taxonomy] Fig. 7-9 and Tables 1 and 2.
                   "Fujisan: five setups and unique pairs, " +
                       std::string(variant == "standard" ? "the papers' summit rule" : "summit priests may step 6-7") +
                       " (Fig. 7-9, Tables 1-2)",
                   "fujisan", {{"variant", variant}}, kFive);
  p.setups.push_back("unique-pairs");
  p.published.push_back(paper_about("any-coin", "solvable", 0.85, 0.005, kFujisanEntangled,
                                    "Shuffled has the lowest mean value for solvability at 85%"));
  for (const auto& setup : kFive) {
    p.published.push_back(paper_bound(setup, "trial_min", "at_least", 0.75, kFujisanSetupPaper,
                                      "Fig. 7: every trial was above 75% solvable"));
    p.published.push_back(paper_bound(setup, "random_solvable", "at_most", 0.003, kFujisanSetupPaper,
                                      "a random solver would win less than 0.3%"));
    p.published.push_back(paper_bound(setup, "metric_max:counter_intuitive", "at_most", 8, kFujisanEntangled,
                                      "Using this metric, values ranged from 0-8"));
    PublishedValue c = paper_about(setup, "metric:connectivity", 0, 0, kFujisanSetupPaper,
                                   "Fig. 8: higher connectivity always related to higher solvability");
    c.claim = "solvable_above_unsolvable";
    p.published.push_back(c);
  }
  PublishedValue highest =
      paper_about("dominoes", "solvable", 0, 0, kFujisanSetupPaper, "Table 2: Dominoes ranks first for solvability");
  highest.claim = "highest";
  highest.among = kFive;
  p.published.push_back(highest);
  p.published.push_back(paper_greater("dominoes", "solvable", "piecepack", kFujisanSetupPaper,
                                      "Fig. 7: only Dominoes is statistically higher than piecepack"));
  for (const auto& lower : {"pure-random", "any-coin"})
    for (const auto& higher : {"piecepack", "engraved-tiles", "dominoes"})
      p.published.push_back(paper_greater(higher, "solvable", lower, kFujisanSetupPaper,
                                          "Fig. 7: Pure Random and Any Coin ... significantly lower than the other "
                                          "three"));
  p.published.push_back(paper_about("engraved-tiles", "length_share_at_most_9", 0.10, 0.005, kFujisanSetupPaper,
                                    "Fig. 9: almost 10% of challenges having a solution length of eight or nine"));
  p.published.push_back(paper_about("dominoes", "length_share_at_most_9", 0.03, 0.005, kFujisanSetupPaper,
                                    "Fig. 9: whereas for Dominoes, this is true for only 3% of challenges"));
  p.published.push_back(paper_bound("", "length_kruskal_wallis_p", "significant", 1.9e-8, kFujisanSetupPaper,
                                    "Fig. 9: Kruskal-Wallis H-test ... p-value of 1.9x10^-8 (five setups; here every "
                                    "setup of the experiment)"));
  p.published.push_back(paper_about("unique-pairs", "solvable", 0.89, 0.005, kFujisanUniquePairs,
                                    "Shuffled challenges which fit this restriction can be solved at a rate of 89%"));
  p.published.push_back(paper_greater("unique-pairs", "solvable", "any-coin", kFujisanUniquePairs,
                                      "a statistical improvement over the general Shuffled challenge population"));
  add_zeros(p, kZeros);
  add_zeros_difficulty(p);
  add_table1(p);
  add_table2(p);
  p.split_plots.push_back({"connectivity", "Fig. 8: average step connectedness, solvable and unsolvable challenges"});
  return p;
}

// [GD-entangled] section IV: its own study of four setups (Shuffled = any-coin, Piecepack,
// Engraved Tiles, Dominoes), 10 trials of 100 challenges each.
StudyPreset entangled_study() {
  const std::vector<std::string> four = {"any-coin", "piecepack", "engraved-tiles", "dominoes"};
  StudyPreset p =
      study_preset("fujisan-entangled", "Fujisan: the entangled paper's four setups ([GD-entangled] Fig. 16, 17, 19)",
                   "fujisan", {{"variant", "standard"}}, four);
  p.published.push_back(paper_about("any-coin", "solvable", 0.85, 0.005, kFujisanEntangled,
                                    "Fig. 16: Shuffled has the lowest mean value for solvability at 85%"));
  for (const auto& higher : {"piecepack", "engraved-tiles", "dominoes"})
    p.published.push_back(paper_greater(higher, "solvable", "any-coin", kFujisanEntangled,
                                        "Fig. 16: this result is significantly lower than the other three algorithms"));
  p.published.push_back(paper_greater("dominoes", "solvable", "piecepack", kFujisanEntangled,
                                      "Fig. 16: only Dominoes is statistically higher than Piecepack"));
  for (const auto& setup : four) {
    p.published.push_back(paper_bound(setup, "random_solvable", "at_most", 0.003, kFujisanEntangled,
                                      "P(Sr), the probability that a random solver would win, was less than 0.003"));
    p.published.push_back(paper_bound(setup, "metric_max:counter_intuitive", "at_most", 8, kFujisanEntangled,
                                      "Using this metric, values ranged from 0-8"));
    PublishedValue c = paper_about(setup, "metric:connectivity", 0, 0, "Goadrich & Droscha [GD-entangled], section V",
                                   "Fig. 19: across all algorithms, higher connectivity is always related to higher "
                                   "solvability");
    c.claim = "solvable_above_unsolvable";
    p.published.push_back(c);
  }
  p.published.push_back(paper_not_significant(
      "metric_anova_p:counter_intuitive:solvable", kFujisanEntangled,
      "For each solvable challenge, we counted the number of counter-intuitive moves ... no statistical difference "
      "between the four algorithms (here: one-way analysis of variance over the solvable challenges)"));
  p.published.push_back(paper_bound("", "length_kruskal_wallis_p", "significant", 6.4e-9, kFujisanEntangled,
                                    "Fig. 17: Kruskal-Wallis H-test ... rejected this null hypothesis very strongly, "
                                    "with a p-value of 6.4x10^-9"));
  p.published.push_back(paper_about("engraved-tiles", "length_share_at_most_9", 0.10, 0.005, kFujisanEntangled,
                                    "Fig. 17: almost 10% of challenges having a solution length of eight or nine"));
  p.published.push_back(paper_about("dominoes", "length_share_at_most_9", 0.03, 0.005, kFujisanEntangled,
                                    "Fig. 17: whereas for Dominoes, this is true for only 3% of challenges"));
  add_zeros(p, kFujisanEntangled);
  p.split_plots.push_back({"connectivity", "Fig. 19: average step connectedness, solvable and unsolvable challenges"});
  return p;
}

}  // namespace

PublishedStudies studies() { return {{setups_study("standard"), setups_study("summit_step"), entangled_study()}, {}}; }

}  // namespace puzzlelab::fujisan
