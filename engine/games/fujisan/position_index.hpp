// A dense numbering of Fujisan positions: a position is a set of 4 of the 28 spaces, and the
// combinatorial number system ranks such sets as 0..C(28,4)-1 = 20,474. The solvers use it to
// keep one flat table slot per possible position instead of hashing 28-bit masks.
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
}  // namespace detail

inline constexpr std::size_t kPositionCount = detail::kBinomial[kSpaces][kPriests];  // 20,475

// Rank of a position with exactly four priests: sum of C(space_i, i) over its spaces in
// increasing order (i = 1..4).
inline std::size_t position_index(Position p) {
  std::size_t rank = 0;
  int k = 1;
  for (Position rest = p; rest != 0; rest &= rest - 1, ++k) rank += detail::kBinomial[std::countr_zero(rest)][k];
  return rank;
}

}  // namespace puzzlelab::fujisan
