// The positions a Rush Hour search has found, numbered in the order found (so a breadth-first
// search's levels are runs of consecutive ids), with an open-addressing table to find them again.
// A table slot holds the whole position and its id: 26 vehicles take 104 of a position's 128 bits,
// so the id + 1 fits in the top 24 (0: an empty slot), and a probe reads one slot, never the list
// of positions (a search's duplicates are most of what it generates, and each would otherwise
// cost a second cache miss). The table is kept at most half full: 16 bytes per position for the
// list and 32 to 64 for the table.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "games/rush_hour/packed_position.hpp"

namespace puzzlelab::rush_hour {

// A search's cap on the positions it stores: `requested`, within what a store holds (0: that).
inline std::uint64_t position_cap(std::uint64_t requested);

class PositionStore {
 public:
  static constexpr std::uint32_t kNone = 0xffffffffu;
  // The most positions a store holds (the id's 24 bits).
  static constexpr std::uint32_t kMaxPositions = (1u << 24) - 2;

  PositionStore() : slots_(std::size_t{1} << 10) {}

  std::uint32_t size() const { return static_cast<std::uint32_t>(positions_.size()); }
  const PackedPosition& at(std::uint32_t id) const { return positions_[id]; }

  // Hints that the slot of a position of hash `hash` is about to be read: a search hashes all the
  // moves of a position first, so that their reads from memory overlap.
  void prefetch(std::uint64_t hash) const {
    __builtin_prefetch(&slots_[static_cast<std::size_t>(hash) & (slots_.size() - 1)]);
  }

  std::uint32_t find(const PackedPosition& p) const { return find(p, hash_of(p)); }
  std::uint32_t find(const PackedPosition& p, std::uint64_t hash) const {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = static_cast<std::size_t>(hash) & mask;; i = (i + 1) & mask) {
      const PackedPosition& slot = slots_[i];
      if ((slot.hi >> kIdShift) == 0) return kNone;
      if (slot.lo == p.lo && (slot.hi & kPositionBits) == p.hi)
        return static_cast<std::uint32_t>(slot.hi >> kIdShift) - 1;
    }
  }

  // The id of `p`, and whether it was new (then its id is size() - 1). The store must hold fewer
  // than kMaxPositions positions.
  std::pair<std::uint32_t, bool> add(const PackedPosition& p) { return add(p, hash_of(p)); }
  std::pair<std::uint32_t, bool> add(const PackedPosition& p, std::uint64_t hash) {
    if (2 * (positions_.size() + 1) > slots_.size()) grow();
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = static_cast<std::size_t>(hash) & mask;
    for (;; i = (i + 1) & mask) {
      const PackedPosition& slot = slots_[i];
      if ((slot.hi >> kIdShift) == 0) break;
      if (slot.lo == p.lo && (slot.hi & kPositionBits) == p.hi)
        return {static_cast<std::uint32_t>(slot.hi >> kIdShift) - 1, false};
    }
    const auto id = static_cast<std::uint32_t>(positions_.size());
    positions_.push_back(p);
    slots_[i] = {p.lo, p.hi | ((std::uint64_t{id} + 1) << kIdShift)};
    return {id, true};
  }

  // Hands over the positions in the order found and forgets everything.
  std::vector<PackedPosition> release() {
    slots_.assign(std::size_t{1} << 10, PackedPosition{});
    return std::exchange(positions_, {});
  }

 private:
  static constexpr int kIdShift = 40;  // vehicles 16 to 25 use the high word's bits 0 to 39
  static constexpr std::uint64_t kPositionBits = (std::uint64_t{1} << kIdShift) - 1;

  void grow() {
    std::vector<PackedPosition> slots(slots_.size() * 2);
    const std::size_t mask = slots.size() - 1;
    for (const PackedPosition& slot : slots_) {
      if ((slot.hi >> kIdShift) == 0) continue;
      std::size_t i = static_cast<std::size_t>(hash_of({slot.lo, slot.hi & kPositionBits})) & mask;
      while ((slots[i].hi >> kIdShift) != 0) i = (i + 1) & mask;
      slots[i] = slot;
    }
    slots_.swap(slots);
  }

  std::vector<PackedPosition> positions_;
  std::vector<PackedPosition> slots_;
};

// The moves of one position, the positions they reach and their hashes, in the order generated
// (for_each_move's): filled first, with each slot prefetched, then looked up one by one.
class MoveBatch {
 public:
  struct Entry {
    PackedPosition next;
    std::uint64_t hash;
    std::int8_t vehicle;
    std::int8_t distance;
  };
  void clear() { size_ = 0; }
  void add(const PositionStore& store, const PackedPosition& from, int vehicle, int distance) {
    Entry& e = entries_[size_++];
    e.next = PackedGeometry::moved(from, vehicle, distance);
    e.hash = hash_of(e.next);
    e.vehicle = static_cast<std::int8_t>(vehicle);
    e.distance = static_cast<std::int8_t>(distance);
    store.prefetch(e.hash);
  }
  const Entry* begin() const { return entries_.data(); }
  const Entry* end() const { return entries_.data() + size_; }

 private:
  // A vehicle slides over at most size - 2 cells of its line, back and forward together.
  std::array<Entry, kMaxVehicles*(kMaxSize - kCarLength)> entries_;
  std::size_t size_ = 0;
};

inline std::uint64_t position_cap(std::uint64_t requested) {
  return requested == 0 || requested > PositionStore::kMaxPositions ? PositionStore::kMaxPositions : requested;
}

}  // namespace puzzlelab::rush_hour
