// A set of 64-bit positions (masks of marbles left) proved dead, by open addressing. The empty
// position is never dead (it is the solved one), so 0 marks a free slot.
#pragma once

#include <cstdint>
#include <vector>

namespace puzzlelab::sigmar {

class DeadTable {
 public:
  DeadTable() : slots_(1u << 12, 0) {}
  bool contains(std::uint64_t key) const {
    for (std::size_t i = slot(key);; i = (i + 1) & (slots_.size() - 1)) {
      if (slots_[i] == key) return true;
      if (slots_[i] == 0) return false;
    }
  }
  void insert(std::uint64_t key) {
    if ((size_ + 1) * 2 > slots_.size()) grow();
    for (std::size_t i = slot(key);; i = (i + 1) & (slots_.size() - 1)) {
      if (slots_[i] == key) return;
      if (slots_[i] == 0) {
        slots_[i] = key;
        ++size_;
        return;
      }
    }
  }
  std::size_t size() const { return size_; }

 private:
  std::size_t slot(std::uint64_t key) const {
    key ^= key >> 33;
    key *= 0xff51afd7ed558ccdull;
    key ^= key >> 33;
    return static_cast<std::size_t>(key) & (slots_.size() - 1);
  }
  void grow() {
    std::vector<std::uint64_t> old;
    old.swap(slots_);
    slots_.assign(old.size() * 2, 0);
    size_ = 0;
    for (const std::uint64_t key : old)
      if (key != 0) insert(key);
  }
  std::vector<std::uint64_t> slots_;
  std::size_t size_ = 0;
};

}  // namespace puzzlelab::sigmar
