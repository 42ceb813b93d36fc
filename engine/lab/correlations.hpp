// Pearson correlation between every two numeric measures of an experiment (docs/LAB.md,
// "Correlations"), from sums that chunks add up: for each pair of measures, over the challenges
// where both are present, the count and the sums of x, y, x^2, y^2 and xy. A chunk adds its
// challenges in order and the document adds chunks in chunk order, so every split of the work
// gives the same sums and the same bytes.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "lab/challenge_measures.hpp"

namespace puzzlelab::lab {

struct CrossSums {
  std::uint64_t n = 0;
  double sum_x = 0, sum_y = 0, sum_xx = 0, sum_yy = 0, sum_xy = 0;
  void add(double x, double y);
  void add(const CrossSums& other);
  // r, or nothing when it does not exist (fewer than two challenges, or either measure constant).
  std::optional<double> pearson() const;
};

// (a, b) with a <= b by name; (a, a) holds a measure alone (its count and spread).
using CrossTable = std::map<std::pair<std::string, std::string>, CrossSums>;

void add_cross(CrossTable& table, const MeasureValues& challenge);
void add_cross(CrossTable& table, const CrossTable& other);

// A chunk's sums: {"a,b": [n, sum_x, sum_y, sum_xx, sum_yy, sum_xy], ...}, at full precision.
nlohmann::json cross_to_json(const CrossTable& table);
// Throws InputError("bad_partial", ...) for anything a chunk could not have produced: a key that
// is not two measure names in order, a count of 0 or above `challenges`, a sum that is not a
// number, a negative sum of squares, a measure alone whose x and y sums differ.
CrossTable cross_from_json(const nlohmann::json& value, std::uint64_t challenges);

// The measures of a table in the document's order: solvable, random_solved, length, then the
// metrics by name.
std::vector<std::string> correlation_measures(const CrossTable& table);

// {"n": [[...]], "r": [[...]]} over `measures` (row i, column j: measures i and j; r null where
// it does not exist, 1 on the diagonal of a measure that varies).
nlohmann::json correlation_matrix(const CrossTable& table, const std::vector<std::string>& measures);

// The document's "correlations": the measures, each setup's matrix and the pooled one (all
// setups' challenges together). `tables[i]` belongs to `setups[i]`.
nlohmann::json correlations_section(const std::vector<std::string>& setups, const std::vector<CrossTable>& tables);

}  // namespace puzzlelab::lab
