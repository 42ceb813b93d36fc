#include "games/fujisan/studies.hpp"

#include <string>
#include <vector>

namespace puzzlelab::fujisan {

namespace {

constexpr const char* kFujisanSetupPaper = "Goadrich & Droscha [GD-taxonomy], section 5";
constexpr const char* kFujisanEntangled = "Goadrich & Droscha [GD-entangled], section IV-B";
constexpr const char* kFujisanUniquePairs = "Goadrich & Droscha [GD-entangled], section V";

// The five setups plus unique pairs, under the summit rule `variant`.
StudyPreset setups_study(const std::string& variant) {
  const std::vector<std::string> five = {"pure-random", "any-coin", "piecepack", "engraved-tiles", "dominoes"};
  StudyPreset p =
      study_preset(variant == "standard" ? "fujisan-setups" : "fujisan-setups-summit-step",
                   "Fujisan: the five setups and unique pairs, " +
                       std::string(variant == "standard" ? "the papers' summit rule" : "summit priests may step 6-7"),
                   "fujisan", {{"variant", variant}}, five);
  p.setups.push_back("unique-pairs");
  p.published.push_back(paper_about("any-coin", "solvable", 0.85, 0.005, kFujisanEntangled,
                                    "Shuffled has the lowest mean value for solvability at 85%"));
  for (const auto& setup : five) {
    p.published.push_back(
        paper_bound(setup, "trial_min", "at_least", 0.75, kFujisanSetupPaper, "every trial was above 75% solvable"));
    p.published.push_back(paper_bound(setup, "random_solvable", "at_most", 0.003, kFujisanSetupPaper,
                                      "a random solver would win less than 0.3%"));
    p.published.push_back(paper_bound(setup, "metric_max:counter_intuitive", "at_most", 8, kFujisanEntangled,
                                      "Using this metric, values ranged from 0-8"));
    PublishedValue c = paper_about(setup, "metric:connectivity", 0, 0, kFujisanSetupPaper,
                                   "higher connectivity always related to higher solvability");
    c.claim = "solvable_above_unsolvable";
    p.published.push_back(c);
  }
  PublishedValue highest =
      paper_about("dominoes", "solvable", 0, 0, kFujisanSetupPaper, "Table 2: Dominoes ranks first for solvability");
  highest.claim = "highest";
  highest.among = five;
  p.published.push_back(highest);
  p.published.push_back(paper_greater("dominoes", "solvable", "piecepack", kFujisanSetupPaper,
                                      "only Dominoes is statistically higher than piecepack"));
  for (const auto& lower : {"pure-random", "any-coin"})
    for (const auto& higher : {"piecepack", "engraved-tiles", "dominoes"})
      p.published.push_back(paper_greater(higher, "solvable", lower, kFujisanSetupPaper,
                                          "Pure Random and Any Coin ... significantly lower than the other three"));
  p.published.push_back(paper_about("engraved-tiles", "length_share_at_most_9", 0.10, 0.005, kFujisanSetupPaper,
                                    "almost 10% of challenges having a solution length of eight or nine"));
  p.published.push_back(paper_about("dominoes", "length_share_at_most_9", 0.03, 0.005, kFujisanSetupPaper,
                                    "whereas for Dominoes, this is true for only 3% of challenges"));
  p.published.push_back(paper_bound("", "length_kruskal_wallis_p", "significant", 1.9e-8, kFujisanSetupPaper,
                                    "Kruskal-Wallis H-test ... p-value of 1.9x10^-8 (five setups; here every setup "
                                    "of the experiment)"));
  p.published.push_back(paper_about("unique-pairs", "solvable", 0.89, 0.005, kFujisanUniquePairs,
                                    "Shuffled challenges which fit this restriction can be solved at a rate of 89%"));
  p.published.push_back(paper_greater("unique-pairs", "solvable", "any-coin", kFujisanUniquePairs,
                                      "a statistical improvement over the general Shuffled challenge population"));
  return p;
}

}  // namespace

PublishedStudies studies() { return {{setups_study("standard"), setups_study("summit_step")}, {}}; }

}  // namespace puzzlelab::fujisan
