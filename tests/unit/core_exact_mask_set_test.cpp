// core/exact_mask_set.hpp: a set of masks that forgets nothing, across its growth.
#include <doctest/doctest.h>

#include <set>

#include "core/exact_mask_set.hpp"
#include "core/rng.hpp"

using namespace puzzlelab;

namespace {
std::uint64_t random_mask(Rng& rng) { return (std::uint64_t{rng.next_u32()} << 32) | rng.next_u32(); }
}  // namespace

TEST_CASE("exact mask set: every mask inserted is found, no other, through many doublings") {
  ExactMaskSet set;
  std::set<std::uint64_t> reference;
  Rng rng(5);
  for (int i = 0; i < 200'000; ++i) {
    // Masks of few bits collide often under weak hashes: half are near neighbours of 1..1000.
    const std::uint64_t key = i % 2 ? random_mask(rng) | 1 : static_cast<std::uint64_t>(1 + i % 1000) << (i % 40);
    set.insert(key);
    reference.insert(key);
  }
  CHECK(set.size() == reference.size());
  for (const std::uint64_t key : reference) CHECK(set.contains(key));
  Rng other(6);
  int false_hits = 0;
  for (int i = 0; i < 10'000; ++i) {
    const std::uint64_t key = random_mask(other);
    false_hits += set.contains(key) != (reference.count(key) > 0);
  }
  CHECK(false_hits == 0);
  CHECK_FALSE(set.full());
}
