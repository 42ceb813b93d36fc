// Whole numbers beyond 64 bits for the challenge counts (setups.cpp, tile_deal.cpp): just enough
// arbitrary precision to multiply and divide by small numbers and print in decimal.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace puzzlelab::boxoff {

struct BigCount {
  std::vector<std::uint32_t> limbs{1};  // little-endian, base 2^32
  void mul(std::uint32_t x) {
    std::uint64_t carry = 0;
    for (auto& limb : limbs) {
      const std::uint64_t v = static_cast<std::uint64_t>(limb) * x + carry;
      limb = static_cast<std::uint32_t>(v);
      carry = v >> 32;
    }
    if (carry != 0) limbs.push_back(static_cast<std::uint32_t>(carry));
  }
  std::uint32_t div(std::uint32_t x) {  // returns the remainder
    std::uint64_t rem = 0;
    for (std::size_t i = limbs.size(); i-- > 0;) {
      const std::uint64_t v = (rem << 32) | limbs[i];
      limbs[i] = static_cast<std::uint32_t>(v / x);
      rem = v % x;
    }
    while (limbs.size() > 1 && limbs.back() == 0) limbs.pop_back();
    return static_cast<std::uint32_t>(rem);
  }
  std::string str() const {
    BigCount copy = *this;
    std::string digits;
    do {
      digits += static_cast<char>('0' + copy.div(10));
    } while (!(copy.limbs.size() == 1 && copy.limbs[0] == 0));
    std::reverse(digits.begin(), digits.end());
    return digits;
  }
};

}  // namespace puzzlelab::boxoff
