// An exact count of up to 256 bits: the number of removal sequences of a full board may pass
// 2^64 (and 2^128), and a count that overflows must say so rather than wrap or saturate.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace puzzlelab::sigmar {

class BigCount {
 public:
  BigCount() = default;
  explicit BigCount(std::uint64_t v) { limb_[0] = v; }

  // Adds `other`; false (and the value unusable) when the sum needs more than 256 bits.
  bool add(const BigCount& other) {
    unsigned carry = 0;
    for (std::size_t k = 0; k < limb_.size(); ++k) {
      const std::uint64_t a = limb_[k], b = other.limb_[k];
      const std::uint64_t s = a + b;
      const unsigned c1 = s < a;
      const std::uint64_t t = s + carry;
      const unsigned c2 = t < s;
      limb_[k] = t;
      carry = c1 | c2;
    }
    return carry == 0;
  }
  bool zero() const { return (limb_[0] | limb_[1] | limb_[2] | limb_[3]) == 0; }
  bool fits_u64() const { return (limb_[1] | limb_[2] | limb_[3]) == 0; }
  std::uint64_t low() const { return limb_[0]; }
  friend bool operator==(const BigCount&, const BigCount&) = default;

  // Decimal digits, no leading zeros ("0" for zero).
  std::string decimal() const {
    std::array<std::uint64_t, 4> v = limb_;
    std::string out;
    auto is_zero = [&] { return (v[0] | v[1] | v[2] | v[3]) == 0; };
    do {
      // Divide by 10^9 limb by limb (32-bit halves, so every partial fits in 64 bits).
      constexpr std::uint64_t kBase = 1000000000;
      std::uint64_t rem = 0;
      for (std::size_t k = v.size(); k-- > 0;) {
        const std::uint64_t hi = (rem << 32) | (v[k] >> 32);
        const std::uint64_t qh = hi / kBase;
        rem = hi % kBase;
        const std::uint64_t lo = (rem << 32) | (v[k] & 0xffffffffu);
        const std::uint64_t ql = lo / kBase;
        rem = lo % kBase;
        v[k] = (qh << 32) | ql;
      }
      std::string chunk = std::to_string(rem);
      if (!is_zero()) chunk.insert(0, 9 - chunk.size(), '0');
      out.insert(0, chunk);
    } while (!is_zero());
    return out;
  }

 private:
  std::array<std::uint64_t, 4> limb_{};
};

}  // namespace puzzlelab::sigmar
