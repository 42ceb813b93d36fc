#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <numeric>
#include <vector>

#include "core/rng.hpp"

using puzzlelab::Rng;

TEST_CASE("bounded draws stay in range and reach every value") {
  Rng rng(42);
  for (std::uint32_t bound : {1u, 2u, 3u, 6u, 7u, 24u, 1000u, 0x80000001u}) {
    std::vector<bool> seen(std::min<std::uint32_t>(bound, 64), false);
    for (int i = 0; i < 5000; ++i) {
      const std::uint32_t v = rng.below(bound);
      REQUIRE(v < bound);
      if (v < seen.size()) seen[v] = true;
    }
    if (bound <= 64) CHECK(std::all_of(seen.begin(), seen.end(), [](bool b) { return b; }));
  }
}

TEST_CASE("bounded draws are close to uniform") {
  Rng rng(7);
  std::array<int, 6> counts{};
  const int n = 60000;
  for (int i = 0; i < n; ++i) ++counts[rng.below(6)];
  // Each count is Binomial(60000, 1/6): sd ~ 91, so +-500 is beyond 5 sd.
  for (int c : counts) CHECK(std::abs(c - n / 6) < 500);
}

TEST_CASE("shuffle is a permutation and depends on the seed") {
  std::vector<int> a(24), b(24);
  std::iota(a.begin(), a.end(), 0);
  std::iota(b.begin(), b.end(), 0);
  Rng r1(1), r2(2);
  r1.shuffle(std::span<int>(a));
  r2.shuffle(std::span<int>(b));
  CHECK(a != b);
  std::sort(a.begin(), a.end());
  for (int i = 0; i < 24; ++i) CHECK(a[i] == i);
}

TEST_CASE("the same seed and stream give the same sequence") {
  Rng x(123, 5), y(123, 5), z(123, 6);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    const auto vx = x.next_u32();
    CHECK(vx == y.next_u32());
    differs = differs || vx != z.next_u32();
  }
  CHECK(differs);
}
