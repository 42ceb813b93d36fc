#include "lab/correlations.hpp"

#include <algorithm>
#include <cmath>

#include "core/input_error.hpp"
#include "core/quote.hpp"
#include "game/whole_number.hpp"
#include "lab/figures.hpp"

namespace puzzlelab::lab {

namespace {

[[noreturn]] void bad_cross(const std::string& message) { throw InputError("bad_partial", message); }

double cross_number(const nlohmann::json& value, const std::string& key, const char* what) {
  if (!value.is_number()) bad_cross("correlation sums " + quote_input(key) + ": " + what + " must be a number");
  return value.get<double>();
}

// The spread of one side: sum of squares about the mean, n times the variance.
double spread(std::uint64_t n, double sum, double sum_squares) {
  return sum_squares - sum * sum / static_cast<double>(n);
}

int builtin_rank(const std::string& name) {
  if (name == "solvable") return 0;
  if (name == "random_solved") return 1;
  if (name == "length") return 2;
  return 3;
}

}  // namespace

void CrossSums::add(double x, double y) {
  ++n;
  sum_x += x;
  sum_y += y;
  sum_xx += x * x;
  sum_yy += y * y;
  sum_xy += x * y;
}

void CrossSums::add(const CrossSums& other) {
  n += other.n;
  sum_x += other.sum_x;
  sum_y += other.sum_y;
  sum_xx += other.sum_xx;
  sum_yy += other.sum_yy;
  sum_xy += other.sum_xy;
}

std::optional<double> CrossSums::pearson() const {
  if (n < 2) return std::nullopt;
  const double sx = spread(n, sum_x, sum_xx), sy = spread(n, sum_y, sum_yy);
  // A constant measure leaves only rounding in its spread: relative to its sum of squares, tiny.
  if (!(sx > 1e-12 * sum_xx) || !(sy > 1e-12 * sum_yy)) return std::nullopt;
  const double r = (sum_xy - sum_x * sum_y / static_cast<double>(n)) / std::sqrt(sx * sy);
  return std::clamp(r, -1.0, 1.0);
}

void add_cross(CrossTable& table, const MeasureValues& challenge) {
  for (auto a = challenge.begin(); a != challenge.end(); ++a)
    for (auto b = a; b != challenge.end(); ++b) table[{a->first, b->first}].add(a->second, b->second);
}

void add_cross(CrossTable& table, const CrossTable& other) {
  for (const auto& [pair, sums] : other) table[pair].add(sums);
}

nlohmann::json cross_to_json(const CrossTable& table) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [pair, s] : table)
    out[pair.first + "," + pair.second] = {s.n, s.sum_x, s.sum_y, s.sum_xx, s.sum_yy, s.sum_xy};
  return out;
}

CrossTable cross_from_json(const nlohmann::json& value, std::uint64_t challenges) {
  if (!value.is_object()) bad_cross("\"cross\" must be an object of correlation sums");
  CrossTable table;
  for (const auto& [key, sums] : value.items()) {
    const auto comma = key.find(',');
    const std::string a = key.substr(0, std::min(comma, key.size()));
    const std::string b = comma == std::string::npos ? "" : key.substr(comma + 1);
    if (a.empty() || b.empty() || b.find(',') != std::string::npos || b < a)
      bad_cross("correlation sums " + quote_input(key) + ": the key must be two measure names in order, \"a,b\"");
    if (!sums.is_array() || sums.size() != 6)
      bad_cross("correlation sums " + quote_input(key) + " must be [n, sum_x, sum_y, sum_xx, sum_yy, sum_xy]");
    CrossSums s;
    s.n = whole_number_from_json(sums[0], {"the count of " + key, "bad_partial", 1, challenges});
    s.sum_x = cross_number(sums[1], key, "sum_x");
    s.sum_y = cross_number(sums[2], key, "sum_y");
    s.sum_xx = cross_number(sums[3], key, "sum_xx");
    s.sum_yy = cross_number(sums[4], key, "sum_yy");
    s.sum_xy = cross_number(sums[5], key, "sum_xy");
    if (s.sum_xx < 0 || s.sum_yy < 0)
      bad_cross("correlation sums " + quote_input(key) + ": a sum of squares is negative");
    if (a == b && (s.sum_x != s.sum_y || s.sum_xx != s.sum_yy || s.sum_xx != s.sum_xy))
      bad_cross("correlation sums " + quote_input(key) + ": a measure alone must have equal x and y sums");
    table[{a, b}] = s;
  }
  return table;
}

std::vector<std::string> correlation_measures(const CrossTable& table) {
  std::vector<std::string> out;
  for (const auto& [pair, sums] : table)
    if (pair.first == pair.second) out.push_back(pair.first);
  std::stable_sort(out.begin(), out.end(),
                   [](const std::string& a, const std::string& b) { return builtin_rank(a) < builtin_rank(b); });
  return out;
}

nlohmann::json correlation_matrix(const CrossTable& table, const std::vector<std::string>& measures) {
  nlohmann::json n = nlohmann::json::array(), r = nlohmann::json::array();
  for (const std::string& row : measures) {
    nlohmann::json n_row = nlohmann::json::array(), r_row = nlohmann::json::array();
    for (const std::string& column : measures) {
      const auto found = table.find(row <= column ? std::pair{row, column} : std::pair{column, row});
      const CrossSums sums = found == table.end() ? CrossSums{} : found->second;
      const std::optional<double> value = sums.pearson();
      n_row.push_back(sums.n);
      r_row.push_back(value ? rounded_figure(row == column ? 1.0 : *value) : nlohmann::json(nullptr));
    }
    n.push_back(n_row);
    r.push_back(r_row);
  }
  return {{"n", n}, {"r", r}};
}

nlohmann::json correlations_section(const std::vector<std::string>& setups, const std::vector<CrossTable>& tables) {
  CrossTable pooled;
  for (const CrossTable& t : tables) add_cross(pooled, t);
  const std::vector<std::string> measures = correlation_measures(pooled);
  nlohmann::json per_setup = nlohmann::json::object();
  for (std::size_t i = 0; i < setups.size(); ++i) per_setup[setups[i]] = correlation_matrix(tables[i], measures);
  return {{"measures", measures}, {"setups", per_setup}, {"pooled", correlation_matrix(pooled, measures)}};
}

}  // namespace puzzlelab::lab
