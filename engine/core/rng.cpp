#include "core/rng.hpp"

namespace puzzlelab {

std::uint32_t Rng::below(std::uint32_t bound) {
  // 2^32 mod bound, computed in 32 bits: (-bound) mod bound.
  const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
  for (;;) {
    const std::uint32_t r = next_u32();
    if (r >= threshold) return r % bound;
  }
}

}  // namespace puzzlelab
