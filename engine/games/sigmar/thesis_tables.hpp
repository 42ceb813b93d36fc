// The values printed in the thesis's results ([Ruigrok] section 8, Tables 1-3 and the text), kept
// in one place for the Lab presets (studies.cpp) and the benchmark (sigmar_bench thesis-tables).
#pragma once

#include <array>
#include <string_view>
#include <vector>

namespace puzzlelab::sigmar {

struct PrintedCell {
  double mean = 0;
  double sd = 0;
};

// The tables' columns, as this engine names the templates.
inline constexpr std::array<std::string_view, 5> kThesisTemplates = {"dense", "pinwheel", "rings", "sparse", "star"};
// The tables' rows (kThesisOrderings's order) as the thesis names them.
inline constexpr std::array<std::string_view, 5> kThesisRowNames = {"None", "Lock distance", "Most neighbors freed",
                                                                    "Most neighbors", "Distance to center"};

// The summary of a column of runs as the benchmark prints it beside the printed cells: mean, sd
// (n - 1), median, and the 90th and 99th percentiles (nearest rank: the value at index
// round(p (n - 1)) of the sorted runs), max.
struct RunSummary {
  double mean = 0, sd = 0, median = 0, p90 = 0, p99 = 0, max = 0;
};
RunSummary summarise_runs(std::vector<double> runs);
// The largest run that n runs with the printed mean and sd allow: the squared deviations sum to
// (n - 1) sd^2, so one run is at most mean + sd sqrt(n - 1).
double largest_run_bound(const PrintedCell& cell, int n);

// [row][template]: positions visited, 5 boards from the commercial game per template (Table 1).
extern const PrintedCell kTable1[5][5];
// [row][template]: positions visited, 100 linear boards per template (Table 2).
extern const PrintedCell kTable2[5][5];
// [row][template]: seconds to solve; row 5 is the SAT solver (Table 3).
extern const PrintedCell kTable3[6][5];

}  // namespace puzzlelab::sigmar
