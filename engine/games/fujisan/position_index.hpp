// A dense numbering of Fujisan positions: a position is a set of 4 of the 28 spaces, numbered
// 0..C(28,4)-1 = 20,474. The solvers use it to keep one flat table slot per possible position
// instead of hashing 28-bit masks.
//
// The number is the sum of one table entry per row, so it costs two loads: positions are grouped
// by how many priests the top row holds (k = 0..4), and within a group ordered by the top row's
// occupied columns, then by the bottom row's. With rank(row) numbering the 14-column rows of the
// same priest count 0, 1, 2, ..., a position's number is
//   offset(k) + rank(top) * C(14, 4 - k) + rank(bottom),
// the first two terms from the top row alone, the last from the bottom row alone.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "games/fujisan/rules.hpp"

namespace puzzlelab::fujisan {

namespace detail {
// binomial[n][k] = C(n, k) for n <= 28, k <= 4.
constexpr std::array<std::array<std::uint32_t, kPriests + 1>, kSpaces + 1> make_binomials() {
  std::array<std::array<std::uint32_t, kPriests + 1>, kSpaces + 1> c{};
  for (int n = 0; n <= kSpaces; ++n) {
    c[n][0] = 1;
    for (int k = 1; k <= kPriests; ++k) c[n][k] = n == 0 ? 0 : c[n - 1][k - 1] + c[n - 1][k];
  }
  return c;
}
inline constexpr auto kBinomial = make_binomials();

// The two terms of the number, indexed by a row's occupied columns (bit c for column c). Rows
// with more than four priests never occur and keep 0.
struct RowTerms {
  std::array<std::uint16_t, 1u << kColumns> top{};     // offset(k) + rank(top) * C(14, 4 - k)
  std::array<std::uint16_t, 1u << kColumns> bottom{};  // rank(bottom)
};
constexpr RowTerms make_row_terms() {
  RowTerms terms;
  std::array<std::uint32_t, kPriests + 1> offset{};
  for (int k = 1; k <= kPriests; ++k)
    offset[k] = offset[k - 1] + kBinomial[kColumns][k - 1] * kBinomial[kColumns][kPriests - (k - 1)];
  std::array<std::uint32_t, kPriests + 1> next_rank{};
  for (std::uint32_t row = 0; row < (1u << kColumns); ++row) {
    const int k = std::popcount(row);
    if (k > kPriests) continue;
    const std::uint32_t rank = next_rank[k]++;
    terms.bottom[row] = static_cast<std::uint16_t>(rank);
    terms.top[row] = static_cast<std::uint16_t>(offset[k] + rank * kBinomial[kColumns][kPriests - k]);
  }
  return terms;
}
inline constexpr RowTerms kRowTerms = make_row_terms();
}  // namespace detail

inline constexpr std::size_t kPositionCount = detail::kBinomial[kSpaces][kPriests];  // 20,475

// The number of a position with exactly four priests.
inline std::size_t position_index(Position p) {
  return std::size_t{detail::kRowTerms.top[p & ((1u << kColumns) - 1)]} + detail::kRowTerms.bottom[p >> kColumns];
}

}  // namespace puzzlelab::fujisan
