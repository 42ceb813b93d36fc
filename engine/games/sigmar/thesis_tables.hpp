// The values printed in the thesis's results ([Ruigrok] section 8, Tables 1-3 and the text), kept
// in one place for the Lab presets (studies.cpp) and the benchmark (sigmar_bench thesis-tables).
#pragma once

#include <array>
#include <string_view>

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

// [row][template]: positions visited, 5 boards from the commercial game per template (Table 1).
extern const PrintedCell kTable1[5][5];
// [row][template]: positions visited, 100 linear boards per template (Table 2).
extern const PrintedCell kTable2[5][5];
// [row][template]: seconds to solve; row 5 is the SAT solver (Table 3).
extern const PrintedCell kTable3[6][5];

}  // namespace puzzlelab::sigmar
