// The visited-state store of a breadth- or depth-first search whose states are fixed-length byte
// strings (Pretzel's grids, one card per cell): every state found, in the order found, in one
// chunked arena, each with its parent and the move that reached it, so a path is rebuilt by
// walking parents; a power-of-two open-addressing table of (hash tag, state id) pairs finds
// duplicates. About stride + 21 bytes per state (bytes_per_state), so a search can cap its memory
// by capping size().
//
// Moves are single bytes below 0x80; the high bit flags a state proved dead (stored, so it is not
// tested again, but never expanded).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <utility>
#include <vector>

namespace puzzlelab {

class ByteStateStore {
 public:
  static constexpr std::uint32_t kNone = 0xffffffffu;  // no state: the root's parent, a duplicate

  // Memory per stored state: the arena, the parent, the move, and two 8-byte table slots (the
  // table is kept at most half full).
  static constexpr std::uint64_t bytes_per_state(int stride) { return static_cast<std::uint64_t>(stride) + 4 + 1 + 16; }

  explicit ByteStateStore(int stride) : stride_(stride) { table_.assign(std::size_t{1} << 12, 0); }

  std::uint32_t size() const { return size_; }
  const std::uint8_t* state(std::uint32_t id) const {
    return chunks_[id >> kChunkBits].get() + static_cast<std::size_t>(id & kChunkMask) * stride_;
  }
  std::uint32_t parent(std::uint32_t id) const { return parents_[id]; }
  bool dead(std::uint32_t id) const { return (moves_[id] & kDeadBit) != 0; }
  void mark_dead(std::uint32_t id) { moves_[id] |= kDeadBit; }

  // Adds the state unless present; returns its new id, or kNone when it was already there.
  std::uint32_t insert(const std::uint8_t* s, std::uint32_t parent, std::uint8_t move) {
    if (2 * (static_cast<std::size_t>(size_) + 1) > table_.size()) grow();
    const std::uint64_t h = hash_bytes(s, stride_);
    const std::uint64_t tag = h >> 32;
    std::size_t slot = h & (table_.size() - 1);
    for (;;) {
      const std::uint64_t entry = table_[slot];
      if (entry == 0) break;
      if ((entry >> 32) == tag && std::memcmp(state(static_cast<std::uint32_t>(entry) - 1), s, stride_) == 0)
        return kNone;
      slot = (slot + 1) & (table_.size() - 1);
    }
    const std::uint32_t id = size_++;
    if ((id >> kChunkBits) >= chunks_.size())
      chunks_.push_back(
          std::unique_ptr<std::uint8_t[]>(new std::uint8_t[static_cast<std::size_t>(stride_) << kChunkBits]));
    std::memcpy(chunks_[id >> kChunkBits].get() + static_cast<std::size_t>(id & kChunkMask) * stride_, s, stride_);
    parents_.push_back(parent);
    moves_.push_back(move);
    table_[slot] = (tag << 32) | (static_cast<std::uint64_t>(id) + 1);
    return id;
  }

  // The id of state `s`, or kNone when it was never stored.
  std::uint32_t find(const std::uint8_t* s) const {
    const std::uint64_t h = hash_bytes(s, stride_);
    const std::uint64_t tag = h >> 32;
    for (std::size_t slot = h & (table_.size() - 1);; slot = (slot + 1) & (table_.size() - 1)) {
      const std::uint64_t entry = table_[slot];
      if (entry == 0) return kNone;
      const auto id = static_cast<std::uint32_t>(entry) - 1;
      if ((entry >> 32) == tag && std::memcmp(state(id), s, stride_) == 0) return id;
    }
  }

  // The moves from the root to state `id`.
  std::vector<std::uint8_t> path_to(std::uint32_t id) const {
    std::vector<std::uint8_t> path;
    for (; parents_[id] != kNone; id = parents_[id]) path.push_back(static_cast<std::uint8_t>(moves_[id] & ~kDeadBit));
    std::reverse(path.begin(), path.end());
    return path;
  }

 private:
  static constexpr std::uint8_t kDeadBit = 0x80;
  static constexpr int kChunkBits = 12;
  static constexpr std::uint32_t kChunkMask = (1u << kChunkBits) - 1;

  static std::uint64_t hash_bytes(const std::uint8_t* s, int n) {
    std::uint64_t h = 0x9e3779b97f4a7c15ull ^ static_cast<std::uint64_t>(n);
    int i = 0;
    for (; i + 8 <= n; i += 8) {
      std::uint64_t w;
      std::memcpy(&w, s + i, 8);
      h = (h ^ w) * 0xff51afd7ed558ccdull;
      h ^= h >> 32;
    }
    if (i < n) {
      std::uint64_t w = 0;
      std::memcpy(&w, s + i, static_cast<std::size_t>(n - i));
      h = (h ^ w) * 0xff51afd7ed558ccdull;
    }
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ull;
    h ^= h >> 32;
    return h;
  }

  void grow() {
    std::vector<std::uint64_t> old = std::move(table_);
    table_.assign(old.size() * 2, 0);
    const std::size_t mask = table_.size() - 1;
    for (std::uint64_t entry : old) {
      if (entry == 0) continue;
      const std::uint64_t h = hash_bytes(state(static_cast<std::uint32_t>(entry) - 1), stride_);
      std::size_t slot = h & mask;
      while (table_[slot] != 0) slot = (slot + 1) & mask;
      table_[slot] = entry;
    }
  }

  int stride_;
  std::uint32_t size_ = 0;
  std::vector<std::unique_ptr<std::uint8_t[]>> chunks_;
  std::vector<std::uint32_t> parents_;
  std::vector<std::uint8_t> moves_;
  std::vector<std::uint64_t> table_;
};

}  // namespace puzzlelab
