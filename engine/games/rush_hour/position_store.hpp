// The positions a Rush Hour search has found, numbered in the order found (so a breadth-first
// search's levels are runs of consecutive ids), with an open-addressing table to find them again.
// A table slot is one word: the upper half of the position's hash and its id + 1 (0: empty), so a
// probe compares positions only when their hashes agree. The table is kept at most half full:
// about 16 bytes per position for the positions and 8 to 16 for the table.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "games/rush_hour/packed_position.hpp"

namespace puzzlelab::rush_hour {

class PositionStore {
 public:
  static constexpr std::uint32_t kNone = 0xffffffffu;
  // What a stored position costs, the table included (for a memory cap).
  static constexpr std::uint64_t kBytesPerPosition = sizeof(PackedPosition) + 16;

  PositionStore() : slots_(std::size_t{1} << 10, 0) {}

  std::uint32_t size() const { return static_cast<std::uint32_t>(positions_.size()); }
  const PackedPosition& at(std::uint32_t id) const { return positions_[id]; }

  std::uint32_t find(const PackedPosition& p) const {
    const std::uint64_t h = hash_of(p);
    const std::uint64_t tag = h >> 32;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = static_cast<std::size_t>(h) & mask;; i = (i + 1) & mask) {
      const std::uint64_t slot = slots_[i];
      if (slot == 0) return kNone;
      const auto id = static_cast<std::uint32_t>(slot) - 1;
      if ((slot >> 32) == tag && positions_[id] == p) return id;
    }
  }

  // The id of `p`, and whether it was new (then its id is size() - 1).
  std::pair<std::uint32_t, bool> add(const PackedPosition& p) {
    if (2 * (positions_.size() + 1) > slots_.size()) grow();
    const std::uint64_t h = hash_of(p);
    const std::uint64_t tag = h >> 32;
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = static_cast<std::size_t>(h) & mask;
    for (;; i = (i + 1) & mask) {
      const std::uint64_t slot = slots_[i];
      if (slot == 0) break;
      const auto id = static_cast<std::uint32_t>(slot) - 1;
      if ((slot >> 32) == tag && positions_[id] == p) return {id, false};
    }
    const auto id = static_cast<std::uint32_t>(positions_.size());
    positions_.push_back(p);
    slots_[i] = (tag << 32) | (std::uint64_t{id} + 1);
    return {id, true};
  }

  // Hands over the positions in the order found and forgets everything.
  std::vector<PackedPosition> release() {
    slots_.assign(std::size_t{1} << 10, 0);
    return std::exchange(positions_, {});
  }

 private:
  void grow() {
    std::vector<std::uint64_t> slots(slots_.size() * 2, 0);
    const std::size_t mask = slots.size() - 1;
    for (const std::uint64_t slot : slots_) {
      if (slot == 0) continue;
      const std::uint64_t h = hash_of(positions_[static_cast<std::uint32_t>(slot) - 1]);
      std::size_t i = static_cast<std::size_t>(h) & mask;
      while (slots[i] != 0) i = (i + 1) & mask;
      slots[i] = slot;
    }
    slots_.swap(slots);
  }

  std::vector<PackedPosition> positions_;
  std::vector<std::uint64_t> slots_;
};

}  // namespace puzzlelab::rush_hour
