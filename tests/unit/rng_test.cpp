#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <numeric>
#include <set>
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

TEST_CASE("the seed is mixed with SplitMix64 before it becomes PCG32's state") {
  // Reference values of SplitMix64's first output (Vigna's splitmix64.c started at the seed).
  CHECK(Rng::mix_seed(1234567) == 6457827717110365317ull);
  CHECK(Rng::mix_seed(0) == 16294208416658607535ull);
  // Distinct seeds, distinct states: the mixing is a bijection, so no two seeds collide.
  CHECK(Rng::mix_seed(1) != Rng::mix_seed(2));
}

namespace {

std::array<std::uint32_t, 4> first_outputs(std::uint64_t seed, std::uint64_t stream = 0) {
  Rng rng(seed, stream);
  std::array<std::uint32_t, 4> out{};
  for (auto& v : out) v = rng.next_u32();
  return out;
}

}  // namespace

TEST_CASE("seeds 0 and 2^64-1 give unrelated sequences") {
  // Unmixed, PCG32 started from 2^64-1 printed 0 and then exactly the sequence of seed 0.
  const std::uint64_t top = 0xffffffffffffffffull;
  Rng zero(0), last(top);
  std::vector<std::uint32_t> a, b;
  for (int i = 0; i < 64; ++i) {
    a.push_back(zero.next_u32());
    b.push_back(last.next_u32());
  }
  for (int shift = 0; shift < 8; ++shift) CHECK_FALSE(std::equal(a.begin() + shift, a.begin() + shift + 16, b.begin()));
  for (int shift = 0; shift < 8; ++shift) CHECK_FALSE(std::equal(b.begin() + shift, b.begin() + shift + 16, a.begin()));
}

TEST_CASE("nearby seeds give different sequences, pairwise") {
  std::set<std::array<std::uint32_t, 4>> seen;
  std::vector<std::uint64_t> seeds;
  for (std::uint64_t seed = 0; seed <= 1000; ++seed) seeds.push_back(seed);
  for (std::uint64_t k = 0; k <= 1000; ++k) seeds.push_back(0xffffffffffffffffull - k);
  for (std::uint64_t k = 0; k < 64; ++k) seeds.push_back(std::uint64_t{1} << k);
  std::sort(seeds.begin(), seeds.end());
  seeds.erase(std::unique(seeds.begin(), seeds.end()), seeds.end());
  for (std::uint64_t seed : seeds) seen.insert(first_outputs(seed));
  CHECK(seen.size() == seeds.size());
  // And no seed's sequence is another's shifted by one draw (what the unmixed seeds did).
  std::set<std::array<std::uint32_t, 3>> heads, tails;
  for (std::uint64_t seed : seeds) {
    const auto out = first_outputs(seed);
    heads.insert({out[0], out[1], out[2]});
    tails.insert({out[1], out[2], out[3]});
  }
  std::size_t overlaps = 0;
  for (const auto& t : tails) overlaps += heads.count(t);
  CHECK(overlaps == 0);
  // The stream still matters after mixing.
  CHECK(first_outputs(5, 0) != first_outputs(5, 1));
}
