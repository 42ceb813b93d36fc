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
  explicit Rng(std::uint64_t seed, std::uint64_t stream = 0) : engine_(seed, stream) {}

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
