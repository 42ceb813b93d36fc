// A set of nonzero 64-bit masks that forgets nothing (open addressing, linear probing, doubling at
// half full): for a search that must count its positions exactly as a full map would, where
// BoundedStateSet trades forgotten entries for a fixed memory budget. Memory grows with the set
// (16 bytes or less per mask) up to a limit of masks (by default kMaxSize: 128 MiB of slots; the
// constructor takes another); past that, new masks are not kept (a search that misses an entry only
// loses time), and `full()` says so.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace puzzlelab {

class ExactMaskSet {
 public:
  static constexpr std::size_t kMaxSize = std::size_t{1} << 23;
  explicit ExactMaskSet(std::size_t max_size = kMaxSize) : max_size_(max_size) {}
  bool contains(std::uint64_t key) const {
    if (slots_.empty()) return false;
    for (std::size_t i = slot_of(key);; i = (i + 1) & (slots_.size() - 1)) {
      if (slots_[i] == key) return true;
      if (slots_[i] == 0) return false;
    }
  }
  // `key` must be nonzero (0 marks an empty slot).
  void insert(std::uint64_t key) {
    if (size_ >= max_size_) {
      full_ = true;
      return;
    }
    if (2 * (size_ + 1) > slots_.size()) grow();
    if (place(slots_, key)) ++size_;
  }
  std::size_t size() const { return size_; }
  bool full() const { return full_; }

 private:
  std::size_t slot_of(std::uint64_t key) const {
    // A multiplicative hash: masks that differ in a few low bits spread over the table.
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 32) & (slots_.size() - 1);
  }
  bool place(std::vector<std::uint64_t>& slots, std::uint64_t key) const {
    for (std::size_t i = static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 32) & (slots.size() - 1);;
         i = (i + 1) & (slots.size() - 1)) {
      if (slots[i] == key) return false;
      if (slots[i] == 0) {
        slots[i] = key;
        return true;
      }
    }
  }
  void grow() {
    std::vector<std::uint64_t> bigger(slots_.empty() ? 1024 : 2 * slots_.size(), 0);
    for (const std::uint64_t key : slots_)
      if (key != 0) place(bigger, key);
    slots_.swap(bigger);
  }
  std::vector<std::uint64_t> slots_;
  std::size_t max_size_ = kMaxSize;
  std::size_t size_ = 0;
  bool full_ = false;
};

}  // namespace puzzlelab
