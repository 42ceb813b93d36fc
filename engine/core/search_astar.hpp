// A* with unit move costs: a shortest path, provided the heuristic never overestimates the moves
// left (admissible). Consistency is not required: a state reached again by a shorter path is
// reopened, so an admissible heuristic still gives a shortest path.
//
// The open list is a bucket queue indexed by f = g + h (f is a small integer for puzzles). How it
// breaks ties (Ties) decides which of several shortest paths the search returns, never the length:
// by default among equal f the node nearest the goal by h goes first, then the last queued (each
// bucket last-in first-out), the fastest order; `first_queued` takes the node queued first among
// equal f (first-in first-out by insertion, h left aside), the order of a priority queue keyed by
// f plus an insertion counter. A goal is accepted only when taken from the queue, which is what
// makes the answer shortest.
#pragma once

#include "core/budget.hpp"
#include "core/search_types.hpp"

namespace puzzlelab::search {

inline constexpr std::size_t kTieLevels = 16;

enum class Ties {
  nearest_last_queued,  // f, then h (smallest first), then the last queued: the fastest
  first_queued,         // f, then the first queued (insertion order)
};

template <HeuristicSpace Space>
Result<typename Space::Move> astar(const Space& space, const typename Space::State& start, BudgetMeter& meter,
                                   Ties ties = Ties::nearest_last_queued) {
  using Move = typename Space::Move;
  using State = typename Space::State;
  Result<Move> result;
  NodeStore<State, Move> store;
  auto seen = make_state_map(space);
  std::vector<std::uint32_t> h;                     // heuristic per node, computed once
  std::vector<std::vector<std::uint32_t>> buckets;  // node ids by f
  std::vector<std::size_t> heads;                   // first_queued: each bucket's next entry
  std::size_t lowest = 0;                           // no non-empty bucket below this
  const bool fifo = ties == Ties::first_queued;

  // Buckets are ordered by f, then (nearest_last_queued) by h, capped at kTieLevels - 1: among
  // equal f, nodes nearer the goal by the heuristic go first, the cheapest tie-break that keeps A*
  // from fanning out.
  auto key_of = [&](std::uint32_t id) -> std::size_t {
    const std::size_t f = store.nodes[id].depth + h[id];
    return f * kTieLevels + (fifo ? 0 : std::min<std::size_t>(h[id], kTieLevels - 1));
  };
  auto push = [&](std::uint32_t id) {
    const std::size_t key = key_of(id);
    if (key >= buckets.size()) {
      buckets.resize(key + 1);
      heads.resize(key + 1, 0);
    }
    buckets[key].push_back(id);
    lowest = std::min(lowest, key);
  };
  auto bucket_empty = [&](std::size_t key) { return fifo ? heads[key] == buckets[key].size() : buckets[key].empty(); };
  auto take = [&](std::size_t key) {
    if (fifo) return buckets[key][heads[key]++];
    const std::uint32_t id = buckets[key].back();
    buckets[key].pop_back();
    return id;
  };

  store.add(start, Move{}, kNoNode, 0);
  seen.find_or_insert(start, 0);
  h.push_back(static_cast<std::uint32_t>(space.heuristic(start)));
  push(0);

  std::uint32_t found = kNoNode;
  while (found == kNoNode) {
    while (lowest < buckets.size() && bucket_empty(lowest)) ++lowest;
    if (lowest == buckets.size()) break;  // open list empty: every reachable state was expanded
    const std::uint32_t id = take(lowest);
    // A node whose depth improved after it was queued sits in a lower bucket too; this entry is stale.
    if (key_of(id) != lowest) continue;
    const State state = store.nodes[id].state;
    if (space.is_goal(state)) {
      found = id;
      break;
    }
    if (!meter.spend()) break;
    ++result.expanded;
    const std::uint32_t depth = store.nodes[id].depth + 1;
    space.for_each_successor(state, [&](const Move& move, const State& next) {
      const auto fresh = static_cast<std::uint32_t>(store.nodes.size());
      const std::uint32_t known = seen.find_or_insert(next, fresh);
      if (known == kNoNode) {
        store.add(next, move, id, depth);
        h.push_back(static_cast<std::uint32_t>(space.heuristic(next)));
        push(fresh);
      } else if (depth < store.nodes[known].depth) {
        // Shorter way to a known state (only with an inconsistent heuristic): reopen it.
        auto& node = store.nodes[known];
        node.depth = depth;
        node.parent = id;
        node.move = move;
        push(known);
      }
    });
  }
  store.conclude(result, found, meter.spent());
  return result;
}

}  // namespace puzzlelab::search
