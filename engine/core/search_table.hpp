// The visited-state tables behind the generic searches (core/search.hpp): each maps a state to
// the id of the search node that reached it first.
//
// A state space that can number its states densely (it has `state_count()` and `index(state)`)
// gets a flat vector, one slot per possible state: no hashing at all. Any other space gets an
// open-addressing hash table with linear probing. Both are plain vectors, so a search allocates a
// handful of times, not once per node.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <type_traits>
#include <vector>

namespace puzzlelab::search {

inline constexpr std::uint32_t kNoNode = 0xffffffffu;

// A space with a dense numbering of its states: index(s) < state_count() for every state.
template <class Space>
concept DenselyIndexed = requires(const Space& space, const typename Space::State& state) {
  { space.state_count() } -> std::convertible_to<std::size_t>;
  { space.index(state) } -> std::convertible_to<std::size_t>;
};

// Mixes a 64-bit hash so that linear probing on its low bits stays short even for states that
// are small integers or bit sets (std::hash of an integer is the identity).
inline std::uint64_t mix_hash(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ull;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebull;
  x ^= x >> 31;
  return x;
}

template <class State>
std::uint64_t hash_state(const State& state) {
  if constexpr (std::is_integral_v<State>) {
    return mix_hash(static_cast<std::uint64_t>(state));
  } else {
    return mix_hash(static_cast<std::uint64_t>(std::hash<State>{}(state)));
  }
}

// Open addressing, linear probing, power-of-two capacity, at most half full. Never erases.
template <class State>
class FlatStateMap {
 public:
  FlatStateMap() { rehash(1024); }

  // The node id stored for `state`; if there is none, stores `id` and returns kNoNode.
  std::uint32_t find_or_insert(const State& state, std::uint32_t id) {
    if (2 * (size_ + 1) > ids_.size()) rehash(2 * ids_.size());
    std::size_t slot = hash_state(state) & mask_;
    while (ids_[slot] != kNoNode) {
      if (keys_[slot] == state) return ids_[slot];
      slot = (slot + 1) & mask_;
    }
    keys_[slot] = state;
    ids_[slot] = id;
    ++size_;
    return kNoNode;
  }

  std::uint32_t find(const State& state) const {
    std::size_t slot = hash_state(state) & mask_;
    while (ids_[slot] != kNoNode) {
      if (keys_[slot] == state) return ids_[slot];
      slot = (slot + 1) & mask_;
    }
    return kNoNode;
  }

  // Points an existing entry at another node (A* found a shorter way to the state).
  void update(const State& state, std::uint32_t id) {
    std::size_t slot = hash_state(state) & mask_;
    while (!(ids_[slot] != kNoNode && keys_[slot] == state)) slot = (slot + 1) & mask_;
    ids_[slot] = id;
  }

  std::size_t size() const { return size_; }

 private:
  void rehash(std::size_t capacity) {
    std::vector<State> old_keys = std::move(keys_);
    std::vector<std::uint32_t> old_ids = std::move(ids_);
    keys_.assign(capacity, State{});
    ids_.assign(capacity, kNoNode);
    mask_ = capacity - 1;
    size_ = 0;
    for (std::size_t i = 0; i < old_ids.size(); ++i)
      if (old_ids[i] != kNoNode) find_or_insert(old_keys[i], old_ids[i]);
  }

  std::vector<State> keys_;
  std::vector<std::uint32_t> ids_;
  std::size_t mask_ = 0;
  std::size_t size_ = 0;
};

// One slot per state of a densely indexed space.
template <class Space>
class DenseStateMap {
 public:
  explicit DenseStateMap(const Space& space) : space_(space), ids_(space.state_count(), kNoNode) {}

  std::uint32_t find_or_insert(const typename Space::State& state, std::uint32_t id) {
    std::uint32_t& slot = ids_[space_.index(state)];
    if (slot != kNoNode) return slot;
    slot = id;
    return kNoNode;
  }
  std::uint32_t find(const typename Space::State& state) const { return ids_[space_.index(state)]; }
  void update(const typename Space::State& state, std::uint32_t id) { ids_[space_.index(state)] = id; }

 private:
  const Space& space_;
  std::vector<std::uint32_t> ids_;
};

// The table a search over `Space` uses: dense when the space can number its states.
template <class Space>
auto make_state_map(const Space& space) {
  if constexpr (DenselyIndexed<Space>) {
    return DenseStateMap<Space>(space);
  } else {
    (void)space;
    return FlatStateMap<typename Space::State>();
  }
}

}  // namespace puzzlelab::search
