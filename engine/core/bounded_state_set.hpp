// A transposition table for depth-first searches whose states are 64-bit masks (BoxOff's
// positions proved dead; Sigmar's next): a set of nonzero masks that remembers as much as fits in
// a fixed memory budget. Buckets of four slots; the table doubles when three quarters full, up to
// that budget. A new mask that finds its bucket full replaces the one there with the fewest set
// bits (before the cap too: at 100,000 random keys about a fifth are gone). In a removal puzzle, where a state is
// the set of pieces left, that is the state nearest the end, the cheapest to prove again.
// Forgetting is always sound for such a table: a search that misses an entry only loses time.
#pragma once

#include <algorithm>
#include <bit>
#include <utility>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace puzzlelab {

class BoundedStateSet {
 public:
  // Memory for the slots, 8 bytes each, rounded down to a power of two (at least one bucket).
  explicit BoundedStateSet(std::size_t max_bytes = std::size_t{64} << 20)
      : max_slots_(std::bit_floor(std::max(max_bytes / sizeof(std::uint64_t), kWays))) {}

  bool contains(std::uint64_t key) const {
    if (slots_.empty()) return false;
    const std::uint64_t* b = &slots_[bucket(key)];
    return b[0] == key || b[1] == key || b[2] == key || b[3] == key;
  }
  // `key` must be nonzero (0 marks an empty slot).
  void insert(std::uint64_t key) {
    if (slots_.empty() || (size_ * 4 > slots_.size() * 3 && slots_.size() < max_slots_)) grow();
    place(key);
  }

 private:
  static constexpr std::size_t kWays = 4;
  std::size_t bucket(std::uint64_t key) const {
    key ^= key >> 33;
    key *= 0xff51afd7ed558ccdULL;
    key ^= key >> 33;
    return static_cast<std::size_t>(key) & (slots_.size() - kWays);
  }
  void place(std::uint64_t key) {
    std::uint64_t* b = &slots_[bucket(key)];
    std::size_t victim = 0;
    for (std::size_t i = 0; i < kWays; ++i) {
      if (b[i] == key) return;
      if (b[i] == 0) {
        b[i] = key;
        ++size_;
        return;
      }
      if (std::popcount(b[i]) < std::popcount(b[victim])) victim = i;
    }
    b[victim] = key;
  }
  void grow() {
    std::vector<std::uint64_t> old = std::move(slots_);
    slots_.assign(old.empty() ? std::min<std::size_t>(1024, max_slots_) : old.size() * 2, 0);
    size_ = 0;
    for (std::uint64_t key : old)
      if (key != 0) place(key);
  }

  std::size_t max_slots_;
  std::vector<std::uint64_t> slots_;
  std::size_t size_ = 0;
};

}  // namespace puzzlelab
