#include "games/boxoff/lab/studies.hpp"

namespace puzzlelab::boxoff {

namespace {

// Solvability and P(Sp) - P(Sr): section II-B's text and Fig. 7 (box plots of P(Sp) and P(Sr)
// over the 10 trials per setup and size).
constexpr const char* kBoxOffPaper = "Goadrich & Droscha [GD-entangled], section II-B, Fig. 7";
// Pair equality and the three-colour control: section V's text; Fig. 18 draws pair equality
// solvable (black) beside unsolvable (white) per setup.
constexpr const char* kBoxOffPairEquality = "Goadrich & Droscha [GD-entangled], section V, Fig. 18";
// Numbers of the text alone, with no figure or table of their own.
constexpr const char* kBoxOffEntangled = "Goadrich & Droscha [GD-entangled], section V (text)";
// Browne and Maire's findings as the paper reports them (section II's opening text): (6,8,3)
// "highly solvable and robust against random solvers", (4,6,4) about 25%, (6,6,6) under 5%.
constexpr const char* kBoxOffPublished = "Browne and Maire, in Goadrich & Droscha [GD-entangled], section II (text)";
// The paper gives no number for (6,8,3): the bounds the Lab checks there are this project's reading
// of its words, and the source says so.
constexpr const char* kBoxOffPublishedReading =
    "Browne and Maire, in Goadrich & Droscha [GD-entangled], section II (text); the bound is this project's "
    "reading, not a number of the paper";
constexpr const char* kBoxOffShuffledReading =
    "Goadrich & Droscha [GD-entangled], sections II and II-A (text); the bound is this project's reading, not a "
    "number of the paper";

StudyPreset study_4x6x4() {
  StudyPreset p =
      study_preset("boxoff-4x6x4", "BoxOff (4,6,4): Shuffled vs L-Tiles, the three-colour control, pair equality",
                   "boxoff", {{"rows", 4}, {"cols", 6}, {"colours", 4}}, {"shuffled", "l-tiles", "three-colour-tiles"});
  p.split_plots.push_back({"pair_equality", "Fig. 18: pair equality, solvable and unsolvable challenges"});
  p.published = {
      paper_about("shuffled", "solvable", 0.27, 0.005, kBoxOffPaper,
                  "a marked increase over the Shuffled probability of 27%"),
      paper_about("shuffled", "solvable", 0.25, 0.005, kBoxOffPublished,
                  "the (4, 6, 4) puzzle, where challenge solvability was approximately 25%"),
      paper_about("l-tiles", "solvable", 0.88, 0.005, kBoxOffPaper, "L-Tiles ... solvable challenges at a rate of 88%"),
      paper_greater("l-tiles", "solvable", "shuffled", kBoxOffPaper, "this difference being statistically significant"),
      paper_greater("l-tiles", "random_solvable", "shuffled", kBoxOffPaper,
                    "We see in both cases for L-Tiles, there is an increase in the random solver performance over "
                    "Shuffled"),
      paper_about("l-tiles", "sp_minus_sr", 0.62, 0.005, kBoxOffPaper,
                  "For the (4, 6, 4) puzzle, this difference is 62%"),
      paper_about("three-colour-tiles", "solvable", 0.082, 0.0005, kBoxOffEntangled,
                  "three unique colors on each tile ... an overall solvability of 8.2%"),
      paper_about("shuffled", "metric:pair_equality:all", 0.22, 0.005, kBoxOffEntangled,
                  "on average a pair will be the same color 22% of the time"),
      paper_about("shuffled", "metric:pair_equality:solvable", 0.26, 0.005, kBoxOffPairEquality,
                  "for solvable challenges the average increases to 26%"),
      paper_about("shuffled", "metric:pair_equality:unsolvable", 0.20, 0.005, kBoxOffPairEquality,
                  "unsolvable challenges average 20% pair equality"),
      paper_solvable_unsolvable_differ("shuffled", "metric:pair_equality", kBoxOffPairEquality,
                                       "unsolvable challenges average 20% pair equality, for solvable challenges the "
                                       "average increases to 26%, and this difference is statistically significant"),
      paper_about("l-tiles", "metric:pair_equality:solvable", 0.34, 0.005, kBoxOffPairEquality,
                  "34% pair equality for those that are solvable"),
      paper_about("l-tiles", "metric:pair_equality:unsolvable", 0.32, 0.005, kBoxOffPairEquality,
                  "32% pair equality for unsolvable challenges"),
      // 8 of the 38 adjacent pairs: each tile's two S squares are adjacent (docs/BOXOFF.md).
      paper_bound("l-tiles", "metric_min:pair_equality", "at_least", 0.21, kBoxOffEntangled,
                  "the L-Tiles constrain adjacent pairs such that at least eight of them are the same color, resulting "
                  "in a minimum of 21% pair equality (8 of 38 pairs)"),
  };
  return p;
}

StudyPreset study_6x6x6() {
  StudyPreset p = study_preset("boxoff-6x6x6", "BoxOff (6,6,6): Shuffled vs L-Tiles", "boxoff",
                               {{"rows", 6}, {"cols", 6}, {"colours", 6}}, {"shuffled", "l-tiles"});
  p.published = {
      paper_about("shuffled", "solvable", 0.03, 0.005, kBoxOffPaper, "moving from 3% for Shuffled"),
      paper_bound("shuffled", "solvable", "at_most", 0.05, kBoxOffPublished,
                  "the (6, 6, 6) puzzle, where challenge solvability was less than 5%"),
      paper_about("l-tiles", "solvable", 0.57, 0.005, kBoxOffPaper, "up to 57% for L-Tiles"),
      paper_greater("l-tiles", "solvable", "shuffled", kBoxOffPaper, "a drastic increase in solvability"),
      paper_greater("l-tiles", "random_solvable", "shuffled", kBoxOffPaper,
                    "We see in both cases for L-Tiles, there is an increase in the random solver performance over "
                    "Shuffled"),
      paper_about("l-tiles", "sp_minus_sr", 0.50, 0.005, kBoxOffPaper,
                  "for the (6, 6, 6) puzzle, this difference is 50%"),
  };
  return p;
}

StudyPreset study_6x8x3() {
  StudyPreset p = study_preset("boxoff-6x8x3", "BoxOff (6,8,3), the published game: Shuffled", "boxoff",
                               {{"rows", 6}, {"cols", 8}, {"colours", 3}}, {"shuffled"});
  p.published = {
      paper_bound("shuffled", "solvable", "at_least", 0.95, kBoxOffShuffledReading,
                  "highly solvable (section II); Shuffled works very well on moderate sized boards with few colors, "
                  "achieving near 100% solvability (section II-A). At least 95% is this project's reading"),
      paper_bound("shuffled", "random_solvable", "at_most", 0.10, kBoxOffPublishedReading,
                  "highly solvable and robust against random solvers. The paper gives no number: at most 10% by the "
                  "random solver is this project's reading"),
  };
  return p;
}

}  // namespace

// The Lab's example sweep: where does laying the tokens as L-Tiles stop helping? Solvability of
// Shuffled and L-Tiles over rows x colours on six columns (docs/BOXOFF.md, "Rows x colours").
// Combinations whose colours do not share the squares in even counts, and row counts L-Tiles
// cannot lay, are skipped with their reasons.
SweepPreset sweep_rows_x_colours() {
  SweepPreset sweep;
  sweep.name = "boxoff-rows-x-colours";
  sweep.description = "Shuffled vs L-Tiles on 6 columns, rows 2..6 x colours 2..6: where do the tiles stop helping?";
  sweep.request = {{"game", "boxoff"},
                   {"params", {{"cols", 6}}},
                   {"setups", {"shuffled", "l-tiles"}},
                   {"axes", nlohmann::json::array({{{"parameter", "rows"}, {"from", 2}, {"to", 6}},
                                                   {{"parameter", "colours"}, {"from", 2}, {"to", 6}}})},
                   {"trials", 5},
                   {"per_trial", 20},
                   {"seed", "1"}};
  return sweep;
}

PublishedStudies studies() { return {{study_4x6x4(), study_6x6x6(), study_6x8x3()}, {}, {sweep_rows_x_colours()}}; }

}  // namespace puzzlelab::boxoff
