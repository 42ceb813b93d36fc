// Portable random numbers: the same seed gives the same sequence natively (libstdc++) and in
// WebAssembly (libc++). Only PCG32's fully specified output is used; the bounded draw and the
// shuffle are written here because the standard library's distributions differ between builds.
#pragma once

#include <cstdint>
#include <span>
#include <utility>

#include <pcg_random.hpp>

namespace puzzlelab {

class Rng {
 public:
  // `stream` selects one of PCG32's independent sequences; experiments use it to split work.
  // The seed is not used as PCG32's state directly but mixed first (see mix_seed).
  explicit Rng(std::uint64_t seed, std::uint64_t stream = 0) : engine_(mix_seed(seed), stream) {}

  // The PCG32 initial state for a seed: the first output of a SplitMix64 generator started at
  // `seed` (add the golden-ratio increment, then the SplitMix64 finaliser).
  //
  // Why: PCG32 is a linear congruential generator with a permuted output, and pcg32(s, stream)
  // starts at an LCG state that is an affine function of s. Consecutive seeds are therefore
  // nearby starting points on the same cycle, and some are the very same sequence shifted: with
  // the raw seed, Rng(2^64-1) output 0 and then exactly Rng(0)'s sequence, so seeds 0 and 2^64-1
  // named the same board in every setup (a bounded draw rejects that leading 0). The finaliser is
  // a bijection on 64 bits with strong avalanche, so distinct seeds still give distinct states,
  // but seeds that differ in a few bits give unrelated points on the cycle. It is part of the
  // determinism contract: changing it changes every board of every seed (golden vectors pin it).
  static constexpr std::uint64_t mix_seed(std::uint64_t seed) {
    std::uint64_t z = seed + 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }

  std::uint32_t next_u32() { return engine_(); }

  // Uniform in [0, bound) by rejection: draws below 2^32 mod bound are discarded, so every
  // value is equally likely. bound must be at least 1.
  std::uint32_t below(std::uint32_t bound);

  // Uniform in [lo, hi], inclusive.
  std::uint32_t between(std::uint32_t lo, std::uint32_t hi) { return lo + below(hi - lo + 1); }

  bool coin() { return (next_u32() >> 31) != 0; }

  // Uniform in [0, 1) with 32 random bits.
  double unit() { return next_u32() * (1.0 / 4294967296.0); }

  // Fisher-Yates, from the back: position i swaps with a uniform index in [0, i].
  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::size_t j = below(static_cast<std::uint32_t>(i));
      using std::swap;
      swap(items[i - 1], items[j]);
    }
  }

 private:
  pcg32 engine_;
};

}  // namespace puzzlelab
